/** UTM fields of §3 and the tracking cookies of §9. */

/** §3: of the UTM fields, these are kept. */
export const KEPT_UTM_FIELDS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_name'] as const;
type UtmField = (typeof KEPT_UTM_FIELDS)[number];
export type UtmFields = Partial<Record<UtmField, string>>;

const DAY_SECONDS = 24 * 60 * 60;

/** §9 tracking cookies: metrics session 14 days; campaign data 14 days; partner and promo 120 days. */
export const TRACKING_COOKIES = {
  metricsSession: { name: 'mp_metrics_session', maxAgeSeconds: 14 * DAY_SECONDS },
  campaign: { name: 'mp_utm_campaign', maxAgeSeconds: 14 * DAY_SECONDS },
  partner: { name: 'mp_partner', maxAgeSeconds: 120 * DAY_SECONDS },
  promo: { name: 'mp_promo', maxAgeSeconds: 120 * DAY_SECONDS },
} as const;

/** §7: the utm header set added to calls; every name starts with this. */
const UTM_HEADER_PREFIX = 'flux-meta-utm-';

/** Query parameters naming a referring partner and a promo code. */
export const PARTNER_PARAM = 'partner_id';
export const PROMO_PARAM = 'promo';

/** Longest value kept; longer ones are cut (a header and a cookie have limits). */
const MAX_VALUE = 200;

/** Header-safe text: printable ASCII only, trimmed and cut. Empty when nothing is left. */
export function cleanTrackingValue(value: string | null | undefined): string {
  return (value ?? '')
    .replace(/[^\x20-\x7e]/g, '')
    .trim()
    .slice(0, MAX_VALUE);
}

/** The kept UTM fields of a query string (empty values dropped). */
export function utmFromSearch(search: string): UtmFields {
  const params = new URLSearchParams(search);
  const fields: UtmFields = {};
  for (const field of KEPT_UTM_FIELDS) {
    const value = cleanTrackingValue(params.get(field));
    if (value) fields[field] = value;
  }
  return fields;
}

export interface TrackingData {
  campaign: UtmFields;
  partner: string;
  promo: string;
}

/** The headers of the tracking data: `flux-meta-utm-source`, `…-medium`, `…-campaign`, `…-name`, `…-partner`, `…-promo`. */
export function utmHeaders({ campaign, partner, promo }: TrackingData): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const field of KEPT_UTM_FIELDS) {
    const value = cleanTrackingValue(campaign[field]);
    if (value) headers[`${UTM_HEADER_PREFIX}${field.slice('utm_'.length)}`] = value;
  }
  if (cleanTrackingValue(partner)) headers[`${UTM_HEADER_PREFIX}partner`] = cleanTrackingValue(partner);
  if (cleanTrackingValue(promo)) headers[`${UTM_HEADER_PREFIX}promo`] = cleanTrackingValue(promo);
  return headers;
}

/** Every header name utmHeaders may send (the CORS allow-list of a service must name them). */
export const UTM_HEADER_NAMES = [
  ...KEPT_UTM_FIELDS.map((field) => `${UTM_HEADER_PREFIX}${field.slice('utm_'.length)}`),
  `${UTM_HEADER_PREFIX}partner`,
  `${UTM_HEADER_PREFIX}promo`,
];
