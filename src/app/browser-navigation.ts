import type { GatsbyBrowser } from 'gatsby';
import { DELAYED_LOAD_NOTICE_MS, hashScrollTop, scrollDecision } from '../domain/navigation';
import { notificationDismissed, notificationShown } from './notifications/notifications-slice';
import { theme } from '../ui/theme';
import type { AppStore } from './store';

export const DELAYED_LOAD_TYPE = 'page-delayed-load';
export const DELAYED_LOAD_TEXT = 'This page is taking longer than usual to load…';

/** Scroll handling of §2 for Gatsby's shouldUpdateScroll. */
export const shouldUpdateScroll: GatsbyBrowser['shouldUpdateScroll'] = ({ routerProps, prevRouterProps }) => {
  const decision = scrollDecision(routerProps.location, prevRouterProps?.location ?? null);
  if (decision.kind === 'keep') return false;
  if (decision.kind === 'hash') {
    // Wait a frame so the new page is in the DOM before measuring.
    window.requestAnimationFrame(() => {
      const element = document.getElementById(decision.id);
      if (element)
        window.scrollTo({ top: hashScrollTop(element.getBoundingClientRect().top, window.scrollY, theme.headerHeight) });
    });
    return false;
  }
  return true;
};

/**
 * Gatsby calls onRouteUpdateDelayed when a page takes more than 1 s (DELAYED_LOAD_NOTICE_MS) to
 * load; the notice stays until the page arrives.
 */
export function showDelayedLoadNotice(store: AppStore): void {
  store.dispatch(
    notificationShown({ kind: 'info', content: DELAYED_LOAD_TEXT, type: DELAYED_LOAD_TYPE, autoHideDelayTime: null }),
  );
}

export function hideDelayedLoadNotice(store: AppStore): void {
  const notice = store.getState().notifications.items.find((item) => item.type === DELAYED_LOAD_TYPE);
  if (notice) store.dispatch(notificationDismissed(notice.id));
}

export { DELAYED_LOAD_NOTICE_MS };
