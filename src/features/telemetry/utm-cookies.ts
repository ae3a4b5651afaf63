import {
  cleanTrackingValue,
  PARTNER_PARAM,
  PROMO_PARAM,
  TRACKING_COOKIES,
  utmFromSearch,
  type TrackingData,
  type UtmFields,
} from '../../domain/site/utm';

/**
 * The tracking cookies of §9, written from the landing URL's query (§3 UTM fields, partner, promo):
 * a new value replaces the old one and restarts its lifetime; the metrics session starts once.
 */
export interface CookieJar {
  read(name: string): string | null;
  write(name: string, value: string, maxAgeSeconds: number): void;
}

export const documentCookieJar = (doc: Document, path: string): CookieJar => ({
  read(name) {
    const prefix = `${name}=`;
    const found = doc.cookie.split('; ').find((part) => part.startsWith(prefix));
    if (!found) return null;
    try {
      return decodeURIComponent(found.slice(prefix.length));
    } catch {
      return null;
    }
  },
  write(name, value, maxAgeSeconds) {
    const secure = doc.location?.protocol === 'https:' ? '; Secure' : '';
    doc.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=${path}; SameSite=Lax${secure}`;
  },
});

interface MetricsSession {
  id: string;
  sourceUrl: string;
}

function readCampaign(jar: CookieJar): UtmFields {
  try {
    const value = JSON.parse(jar.read(TRACKING_COOKIES.campaign.name) ?? '{}') as unknown;
    return value && typeof value === 'object' ? (value as UtmFields) : {};
  } catch {
    return {};
  }
}

/** Keeps what the landing URL carries. `url` is the full address the visit started on. */
export function keepTrackingData(jar: CookieJar, url: URL, newId: () => string): void {
  const campaign = utmFromSearch(url.search);
  if (Object.keys(campaign).length > 0) {
    const { name, maxAgeSeconds } = TRACKING_COOKIES.campaign;
    jar.write(name, JSON.stringify(campaign), maxAgeSeconds);
  }
  const partner = cleanTrackingValue(url.searchParams.get(PARTNER_PARAM));
  if (partner) jar.write(TRACKING_COOKIES.partner.name, partner, TRACKING_COOKIES.partner.maxAgeSeconds);
  const promo = cleanTrackingValue(url.searchParams.get(PROMO_PARAM));
  if (promo) jar.write(TRACKING_COOKIES.promo.name, promo, TRACKING_COOKIES.promo.maxAgeSeconds);
  if (jar.read(TRACKING_COOKIES.metricsSession.name) === null) {
    const session: MetricsSession = { id: newId(), sourceUrl: `${url.origin}${url.pathname}` };
    jar.write(TRACKING_COOKIES.metricsSession.name, JSON.stringify(session), TRACKING_COOKIES.metricsSession.maxAgeSeconds);
  }
}

export function readTrackingData(jar: CookieJar): TrackingData {
  return {
    campaign: readCampaign(jar),
    partner: jar.read(TRACKING_COOKIES.partner.name) ?? '',
    promo: jar.read(TRACKING_COOKIES.promo.name) ?? '',
  };
}
