import { notificationDismissed, notificationShown } from '../core/notifications-slice';
import type { AppStore } from '../core/store';
import { isChunkLoadFailure } from '../ui/chunk-failure';

/**
 * Loading that survives deploys (§4 Loading, §8): the service worker's states (gatsby-plugin-offline)
 * and chunk-load failures. A worker `installed` while another controls the page means a new deploy
 * is ready: a notice offers a reload (Gatsby itself reloads on the next navigation). A chunk that
 * fails to load (its file is gone after a deploy) reloads the page once per path, remembered in
 * session storage so a broken deploy cannot loop.
 */
export const UPDATE_READY_TYPE = 'service-worker-update-ready';
export const UPDATE_READY_TEXT = 'A new version of the marketplace is ready.';
export const CHUNK_RELOAD_KEY = 'marketplace:chunk-reload';

export function showUpdateReady(dispatch: AppStore['dispatch']): void {
  dispatch(
    notificationShown({
      kind: 'info',
      content: UPDATE_READY_TEXT,
      type: UPDATE_READY_TYPE,
      autoHideDelayTime: null,
      action: 'reload',
    }),
  );
}

/** The waiting worker became redundant (replaced or failed): its update is no longer ready. */
export function hideUpdateReady(store: AppStore): void {
  for (const item of store.getState().notifications.items)
    if (item.type === UPDATE_READY_TYPE) store.dispatch(notificationDismissed(item.id));
}

/** Listens for chunk-load failures; returns the removal. */
export function reloadOnceOnChunkFailure(win: Window): () => void {
  const onFailure = (reason: unknown) => {
    if (!isChunkLoadFailure(reason)) return;
    // Offline, a chunk fails because the network is gone, not the file: a reload would trade the
    // page for the browser's error page. The offline notice says what is going on instead.
    if (win.navigator?.onLine === false) return;
    const path = `${win.location.pathname}${win.location.search}`;
    try {
      if (win.sessionStorage.getItem(CHUNK_RELOAD_KEY) === path) return;
      win.sessionStorage.setItem(CHUNK_RELOAD_KEY, path);
    } catch {
      return; // Without session storage a reload could loop: leave the page as it is.
    }
    win.location.reload();
  };
  const onError = (event: ErrorEvent) => onFailure(event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => onFailure(event.reason);
  win.addEventListener('error', onError);
  win.addEventListener('unhandledrejection', onRejection);
  return () => {
    win.removeEventListener('error', onError);
    win.removeEventListener('unhandledrejection', onRejection);
  };
}
