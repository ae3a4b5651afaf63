/**
 * Offline (ours: the spec has no words for it). Its own module, not messages.ts: the fetch wrapper
 * that words an offline failure is in every page's first load, the whole catalogue of texts is not.
 */
export const OFFLINE = {
  notice:
    "You're offline. Pages you've opened still work; new pages, installs, purchases and filters need the network and work again once you're back online.",
  /** The same, before the service worker saved anything (none active yet). */
  noticeNothingSaved:
    "You're offline. Nothing has been saved for offline use yet: pages, installs, purchases and filters work again once you're back online.",
  page: "You're offline, and this page hasn't been saved for offline use yet. It opens once you're back online.",
  action: "You're offline. This needs the network: try again once you're back online.",
  back: "You're back online.",
} as const;

/** Whether the browser says it is offline (navigator.onLine false; unknown counts as online). */
export const isOffline = (
  nav: Pick<Navigator, 'onLine'> | undefined = typeof navigator === 'undefined' ? undefined : navigator,
) => nav?.onLine === false;
