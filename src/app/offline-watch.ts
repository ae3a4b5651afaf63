import { navigate as gatsbyNavigate } from 'gatsby';
import { PATH_PREFIX } from '../core/config';
import { notificationDismissed, notificationShown } from '../core/notifications-slice';
import type { AppStore } from '../core/store';
import { pageDataPath } from '../build/page-data-preload';
import { isOffline, OFFLINE } from '../domain/site/offline';
import { OFFLINE_READY } from './offline-ready';
import { preloadNotificationToast } from './notifications/notification-list';

/**
 * Offline that says so. While the browser is offline a lasting notice says what still works; once
 * back, a short one says so. A click on a link to a page of the site is checked first: a page whose
 * data the service worker has cached opens as usual; one it has not would cost the visitor the
 * page they are on (Gatsby reloads into the browser's error page), so the visitor stays and is told.
 */
export const OFFLINE_NOTICE_TYPE = 'offline';

export interface OfflineWatchOptions {
  navigate?: (path: string) => void;
  /** Whether the service worker's caches hold a URL (Cache Storage; none without it). */
  cached?: (url: string) => Promise<boolean>;
}

const inCacheStorage = async (url: string): Promise<boolean> => {
  if (typeof caches === 'undefined') return false;
  return (await caches.match(url, { ignoreSearch: true })) !== undefined;
};

/** The site path a link leads to, when it is a plain same-site link a click would follow; null otherwise. */
export function sitePathOfLink(event: MouseEvent, win: Window): string | null {
  if (event.defaultPrevented || event.button > 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const target = event.target as Element | null;
  const link = typeof target?.closest === 'function' ? target.closest<HTMLAnchorElement>('a[href]') : null;
  if (!link || link.target === '_blank' || link.hasAttribute('download')) return null;
  const url = new URL(link.href, win.location.href);
  if (url.origin !== win.location.origin) return null;
  if (url.pathname !== PATH_PREFIX && !url.pathname.startsWith(`${PATH_PREFIX}/`)) return null;
  // A link within the page (its hash) needs nothing.
  if (url.pathname === win.location.pathname && url.search === win.location.search) return null;
  return url.pathname.slice(PATH_PREFIX.length) + url.search + url.hash || '/';
}

export function startOfflineWatch(store: AppStore, win: Window = window, options: OfflineWatchOptions = {}): () => void {
  // The notices below must show offline too: their code is fetched now, while the network is there.
  preloadNotificationToast();
  const navigate = options.navigate ?? ((path: string) => void gatsbyNavigate(path));
  const cached = options.cached ?? inCacheStorage;
  const { dispatch } = store;
  const dismiss = () => {
    for (const item of store.getState().notifications.items)
      if (item.type === OFFLINE_NOTICE_TYPE) dispatch(notificationDismissed(item.id));
  };
  const say = (content: string, lasting: boolean) => {
    dismiss();
    dispatch(
      notificationShown({ kind: 'info', content, type: OFFLINE_NOTICE_TYPE, ...(lasting ? { autoHideDelayTime: null } : {}) }),
    );
  };

  // Pages opened work offline once a service worker controls the page (its `activated` state).
  const savesPages = () =>
    Boolean(win.navigator.serviceWorker?.controller) || win.document.documentElement.hasAttribute(OFFLINE_READY);
  const wentOffline = () => say(savesPages() ? OFFLINE.notice : OFFLINE.noticeNothingSaved, true);
  const cameBack = () => say(OFFLINE.back, false);
  const clicked = (event: MouseEvent) => {
    if (!isOffline(win.navigator)) return;
    const path = sitePathOfLink(event, win);
    if (path === null) return;
    event.preventDefault();
    event.stopPropagation();
    const pagePath = path.split(/[?#]/)[0];
    void cached(`${PATH_PREFIX}${pageDataPath(pagePath)}`).then((saved) => {
      if (saved) navigate(path);
      else say(OFFLINE.page, true);
    });
  };

  win.addEventListener('offline', wentOffline);
  win.addEventListener('online', cameBack);
  // Capture: decided before the router's own click handler takes the link.
  win.document.addEventListener('click', clicked, true);
  if (isOffline(win.navigator)) wentOffline();
  return () => {
    win.removeEventListener('offline', wentOffline);
    win.removeEventListener('online', cameBack);
    win.document.removeEventListener('click', clicked, true);
  };
}
