/** Telemetry (§2 page views, §3/§9 tracking cookies, §4 tracking events, §8 error reporting). Loaded after hydration. */
export {
  dataLayerOf,
  loadTagManager,
  pushPageView,
  pushTrackingEvent,
  TRACKING_EVENT_NAMES,
  VIRTUAL_PAGE_VIEW,
  type TrackingEventName,
} from './data-layer';
export { documentCookieJar, keepTrackingData, readTrackingData, type CookieJar } from './utm-cookies';
export type { ErrorDetails, ReportedUser } from './sentry';

/** Sentry in its own chunk: only when a DSN is set. */
export const loadErrorReporting = () => import(/* webpackChunkName: "error-reporting" */ './sentry');
