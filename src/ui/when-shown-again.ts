/**
 * Runs `check` now, and again whenever the window regains focus or the page becomes visible: how a
 * built page follows what changed since its build (an app's price, a partner's reviews). Returns
 * the removal of the listeners, for an effect's cleanup.
 */
export function whenShownAgain(check: () => void, win: Window = window): () => void {
  const onVisibility = () => {
    if (win.document.visibilityState === 'visible') check();
  };
  check();
  win.addEventListener('focus', check);
  win.document.addEventListener('visibilitychange', onVisibility);
  return () => {
    win.removeEventListener('focus', check);
    win.document.removeEventListener('visibilitychange', onVisibility);
  };
}
