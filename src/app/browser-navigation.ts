import type { GatsbyBrowser } from 'gatsby';
import { DELAYED_LOAD_NOTICE_MS, hashScrollTop, scrollDecision } from '../domain/site/navigation';
import { notificationDismissed, notificationShown } from '../core/notifications-slice';
import { stickyHeaderHeight } from '../ui/sticky-header';
import type { AppStore } from '../core/store';

export const DELAYED_LOAD_TYPE = 'page-delayed-load';
export const DELAYED_LOAD_TEXT = 'This page is taking longer than usual to load…';

/** How long a restored scroll position waits for the page to grow tall enough to reach it (ms). */
export const SCROLL_RESTORE_WAIT_MS = 5000;

const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

let cancelPendingRestore: (() => void) | null = null;

/**
 * Scrolls the window to `top` as soon as the page is tall enough to get there. Gatsby restores
 * the position of a Back/Forward entry at once, when a listing still shows only its first
 * server-rendered cards (the ones opened with "Show more" render after the listing index loads),
 * so the browser would clamp it short. This waits for the DOM to grow instead; it gives up after
 * SCROLL_RESTORE_WAIT_MS (going as far as it can), when the user scrolls or types, or when the
 * next navigation starts its own restore.
 */
export function restoreScrollWhenReachable(top: number, waitMs = SCROLL_RESTORE_WAIT_MS): () => void {
  cancelPendingRestore?.();
  const reachable = () => document.documentElement.scrollHeight - window.innerHeight >= top;
  if (reachable()) {
    window.scrollTo(0, top);
    cancelPendingRestore = null;
    return () => undefined;
  }
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
    USER_SCROLL_EVENTS.forEach((type) => window.removeEventListener(type, stop, true));
    if (cancelPendingRestore === stop) cancelPendingRestore = null;
  };
  const observer = new MutationObserver(() => {
    if (!reachable()) return;
    window.scrollTo(0, top);
    stop();
  });
  observer.observe(document.body, { childList: true, subtree: true });
  const timer = window.setTimeout(() => {
    window.scrollTo(0, top);
    stop();
  }, waitMs);
  USER_SCROLL_EVENTS.forEach((type) => window.addEventListener(type, stop, { capture: true, passive: true }));
  window.scrollTo(0, top);
  cancelPendingRestore = stop;
  return stop;
}

/** Scroll handling of §2 for Gatsby's shouldUpdateScroll. */
export const shouldUpdateScroll: GatsbyBrowser['shouldUpdateScroll'] = ({
  routerProps,
  prevRouterProps,
  getSavedScrollPosition,
}) => {
  const decision = scrollDecision(routerProps.location, prevRouterProps?.location ?? null);
  if (decision.kind === 'keep') return false;
  if (decision.kind === 'hash') {
    // Wait a frame so the new page is in the DOM before measuring.
    window.requestAnimationFrame(() => {
      const element = document.getElementById(decision.id);
      if (element)
        window.scrollTo({ top: hashScrollTop(element.getBoundingClientRect().top, window.scrollY, stickyHeaderHeight()) });
    });
    return false;
  }
  // Back/Forward to an entry with a saved position (a new entry has none): restore it once reachable.
  const saved = (getSavedScrollPosition(routerProps.location) as [number, number] | null)?.[1] ?? 0;
  if (prevRouterProps && saved > 0) {
    restoreScrollWhenReachable(saved);
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
