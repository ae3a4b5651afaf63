import { whenIdle } from './idle';

/**
 * What the page can do without until it has hydrated whole waits for that. On a slow phone the
 * network is the bottleneck after the first scripts: the parts the page's hydration still waits for
 * (the header's search box and account area, the footer: ~35 KB gzip) shared ~180 KB/s with what
 * the page only needs later (the host bridge and telemetry, the cart badge, the compare tray, the
 * listing's whole index, the search dropdown: ~120 KB), and the page hydrated ~2 s after its first
 * render instead of ~0.7 s. Those later loads go through `afterPageHydrated`; the parts hydration
 * needs start at client entry (app/shell/shell-parts.ts).
 *
 * Outside a first hydration (client-only pages, which render rather than hydrate; tests) nothing
 * waits. A page whose parts never all hydrate (one failed to load) stops holding the rest after
 * HOLD_CAP_MS.
 */

/** The longest later loads wait for the page's hydration, from its start. */
export const HOLD_CAP_MS = 8000;

let hydrated: Promise<void> | null = null;
let open: (() => void) | null = null;

/** The app's hydrate function: the page's first hydration starts. */
export function pageHydrationStarted(): void {
  if (hydrated) return;
  hydrated = new Promise<void>((resolve) => {
    open = resolve;
    setTimeout(resolve, HOLD_CAP_MS);
  });
}

/** Every part of the page has hydrated (hydration-mark.tsx): the later loads start. */
export function pageHydrated(): void {
  open?.();
  open = null;
}

/** Runs `load` once the page has hydrated whole (at once when no hydration is under way). */
export function afterPageHydrated<T>(load: () => Promise<T>): Promise<T> {
  return hydrated ? hydrated.then(load) : load();
}

/**
 * Runs `callback` when the browser is next idle after the page has hydrated whole: for work done
 * ahead of use (an index, a dropdown's code). Returns the cancel, which holds at either step.
 */
export function whenIdleAfterHydration(callback: () => void): () => void {
  let cancelIdle: (() => void) | null = null;
  let cancelled = false;
  void afterPageHydrated(async () => {
    if (!cancelled) cancelIdle = whenIdle(callback);
  });
  return () => {
    cancelled = true;
    cancelIdle?.();
  };
}

/** Tests only: no hydration under way. */
export function resetPageHydration(): void {
  hydrated = null;
  open = null;
}
