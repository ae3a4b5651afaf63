/**
 * Runs `callback` when the browser is next idle (requestIdleCallback), or after 200 ms where there
 * is no such thing (Safari). Returns the cancel. For work the page may do ahead of use.
 */
export function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(() => callback());
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(callback, 200);
  return () => window.clearTimeout(timer);
}
