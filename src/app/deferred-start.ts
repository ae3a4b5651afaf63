import { afterPageHydrated } from '../core/after-hydration';
import { afterMainContent } from '../core/main-content';
import type { AppStore } from '../core/store';

/**
 * What runs after the whole page has hydrated (core/after-hydration.ts), outside every page's
 * first-load JS: one dynamic import (./deferred-main) starts the host bridge, telemetry and the
 * deploy guards. Kept to a few lines: it is in every
 * page's first load.
 */
const load = () => afterMainContent(() => afterPageHydrated(() => import(/* webpackChunkName: "deferred" */ './deferred-main')));
let main: ReturnType<typeof load> | undefined;

export function startDeferred(store: AppStore): void {
  // The first page as it is now: on the search page the start waits for the results, and the
  // visitor may have moved to another page by then (reported after it, as a page change); its
  // query string carries the UTM values to keep.
  const firstHref = window.location.href;
  main ??= load().then((deferred) => (deferred.startAfterHydration(store, window, firstHref), deferred));
}

/** §2: each page change is reported (the first page is reported by deferred-main when it starts). */
export function reportPageChange(pathname: string): void {
  void main?.then((deferred) => deferred.pageChanged(pathname));
}

/** §4: a worker `installed` while another controls the page: an update is ready; `redundant`: it is not. */
export function serviceWorkerChanged(store: AppStore, ready: boolean): void {
  void load().then((deferred) => (ready ? deferred.showUpdateReady(store.dispatch) : deferred.hideUpdateReady(store)));
}
