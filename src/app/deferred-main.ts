import { PATH_PREFIX } from '../core/config';
import { startHostWiring } from './host-wiring';
import { startOfflineWatch } from './offline-watch';
import { reloadOnceOnChunkFailure } from './service-worker-updates';
import type { AppStore } from '../core/store';
import { startTelemetry } from './telemetry-wiring';

export { hideUpdateReady, showUpdateReady } from './service-worker-updates';

/**
 * Everything deferred-start starts after hydration, in one chunk: the deploy guards, the offline
 * watch, the host bridge and telemetry; then page changes go to both (host `navigate`, virtual page view).
 */
interface PageChangeListener {
  pageChanged(pathname: string): void;
}

let listeners: PageChangeListener[] = [];
let lastPath: string | null = null;

/** The site path of a location pathname (without the /marketplace prefix). */
export function sitePath(pathname: string): string {
  const path = pathname === PATH_PREFIX || pathname.startsWith(`${PATH_PREFIX}/`) ? pathname.slice(PATH_PREFIX.length) : pathname;
  return path || '/';
}

/** Reports a page change once (Gatsby may report the first page before or after the start). */
export function pageChanged(pathname: string): void {
  const path = sitePath(pathname);
  if (path === lastPath) return;
  lastPath = path;
  for (const listener of listeners) listener.pageChanged(path);
}

/**
 * `firstHref`: the page hydrated, as it was when its start was asked for (the visitor may have moved
 * on since): reported as the first page, and its query string's tracking values kept.
 */
export function startAfterHydration(store: AppStore, win: Window = window, firstHref = win.location.href): void {
  reloadOnceOnChunkFailure(win);
  startOfflineWatch(store, win);
  listeners = [startHostWiring(store), startTelemetry(store, { landingUrl: firstHref })];
  pageChanged(new URL(firstHref, win.location.href).pathname);
}
