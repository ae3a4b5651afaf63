import { TRACKING_COOKIES, UTM_HEADER_NAMES, utmHeaders } from '../../domain/site/utm';
import { keepTrackingData, readTrackingData, type CookieJar } from './utm-cookies';

function memoryJar() {
  const values = new Map<string, string>();
  const writes: { name: string; value: string; maxAgeSeconds: number }[] = [];
  const jar: CookieJar = {
    read: (name) => values.get(name) ?? null,
    write(name, value, maxAgeSeconds) {
      values.set(name, value);
      writes.push({ name, value, maxAgeSeconds });
    },
  };
  return { jar, writes };
}

const DAY = 24 * 60 * 60;

describe('tracking cookies (§9) and utm headers (§7)', () => {
  it('pins the §9 lifetimes: metrics session 14 days, campaign 14 days, partner and promo 120 days', () => {
    expect(TRACKING_COOKIES.metricsSession.maxAgeSeconds).toBe(14 * DAY);
    expect(TRACKING_COOKIES.campaign.maxAgeSeconds).toBe(14 * DAY);
    expect(TRACKING_COOKIES.partner.maxAgeSeconds).toBe(120 * DAY);
    expect(TRACKING_COOKIES.promo.maxAgeSeconds).toBe(120 * DAY);
  });

  it('keeps the §3 fields of the landing URL with those lifetimes', () => {
    const { jar, writes } = memoryJar();
    const url = new URL(
      'https://www.example.com/marketplace/apps/?utm_source=newsletter&utm_medium=email&utm_campaign=spring&utm_name=s1&utm_term=x&utm_content=&partner_id=p-7&promo=SAVE10',
    );
    keepTrackingData(jar, url, () => 'session-1');
    expect(writes).toEqual([
      {
        name: 'mp_utm_campaign',
        value: JSON.stringify({ utm_source: 'newsletter', utm_medium: 'email', utm_campaign: 'spring', utm_name: 's1' }),
        maxAgeSeconds: 14 * DAY,
      },
      { name: 'mp_partner', value: 'p-7', maxAgeSeconds: 120 * DAY },
      { name: 'mp_promo', value: 'SAVE10', maxAgeSeconds: 120 * DAY },
      {
        name: 'mp_metrics_session',
        value: JSON.stringify({ id: 'session-1', sourceUrl: 'https://www.example.com/marketplace/apps/' }),
        maxAgeSeconds: 14 * DAY,
      },
    ]);
    expect(utmHeaders(readTrackingData(jar))).toEqual({
      'flux-meta-utm-source': 'newsletter',
      'flux-meta-utm-medium': 'email',
      'flux-meta-utm-campaign': 'spring',
      'flux-meta-utm-name': 's1',
      'flux-meta-utm-partner': 'p-7',
      'flux-meta-utm-promo': 'SAVE10',
    });
  });

  it('a later page without UTM fields keeps the earlier ones, and the metrics session starts once', () => {
    const { jar, writes } = memoryJar();
    keepTrackingData(jar, new URL('https://x.example/marketplace/?utm_source=ads'), () => 'first');
    keepTrackingData(jar, new URL('https://x.example/marketplace/apps/crm/'), () => 'second');
    expect(writes.map(({ name }) => name)).toEqual(['mp_utm_campaign', 'mp_metrics_session']);
    expect(utmHeaders(readTrackingData(jar))).toEqual({ 'flux-meta-utm-source': 'ads' });
  });

  it('sends no header without data, and only header-safe text', () => {
    expect(utmHeaders({ campaign: {}, partner: '', promo: '' })).toEqual({});
    const { jar } = memoryJar();
    keepTrackingData(jar, new URL('https://x.example/?utm_source=%0D%0Aevil%E2%9C%93'), () => 'id');
    expect(utmHeaders(readTrackingData(jar))).toEqual({ 'flux-meta-utm-source': 'evil' });
    expect(UTM_HEADER_NAMES.every((name) => name.startsWith('flux-meta-utm-'))).toBe(true);
  });
});
