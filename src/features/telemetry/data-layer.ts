/**
 * The tag manager's dataLayer (§2: each page change is reported with its path and a virtual page
 * view is sent; §4 tracking events). It works without a container: the container script loads
 * only when GATSBY_GTM_ID is set.
 */
export const TRACKING_EVENT_NAMES = ['appInstalled', 'addToCartMarketplace', 'checkoutMarketplace'] as const;
export type TrackingEventName = (typeof TRACKING_EVENT_NAMES)[number];

export const VIRTUAL_PAGE_VIEW = 'virtualPageView';

type DataLayerWindow = Window & { dataLayer?: Record<string, unknown>[] };

export function dataLayerOf(win: Window): Record<string, unknown>[] {
  const target = win as DataLayerWindow;
  if (!Array.isArray(target.dataLayer)) target.dataLayer = [];
  return target.dataLayer;
}

export function pushPageView(win: Window, pagePath: string, pageTitle: string): void {
  dataLayerOf(win).push({ event: VIRTUAL_PAGE_VIEW, pagePath, pageTitle });
}

export function pushTrackingEvent(win: Window, event: TrackingEventName, data: Record<string, unknown> = {}): void {
  dataLayerOf(win).push({ ...data, event });
}

/** Container ids look like GTM-XXXXXXX; anything else is not loaded. */
const CONTAINER_ID = /^GTM-[A-Z0-9]{4,12}$/;

/** Adds the container's script once (after hydration, by the caller). */
export function loadTagManager(doc: Document, containerId: string): boolean {
  if (!CONTAINER_ID.test(containerId) || doc.querySelector('script[data-tag-manager]')) return false;
  dataLayerOf(doc.defaultView as Window).push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = doc.createElement('script');
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtm.js?id=${containerId}`;
  script.dataset.tagManager = containerId;
  doc.head.appendChild(script);
  return true;
}
