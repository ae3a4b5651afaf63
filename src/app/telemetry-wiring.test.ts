import * as Sentry from '@sentry/react';
import { http, HttpResponse } from 'msw';
import { server } from '../../sandbox/test-server';
import { setRequestHooks, request } from '../api-client/http';
import { siteConfig } from '../core/config';
import { makeStore } from '../core/store';
import { startTelemetry } from './telemetry-wiring';
import { TRACKING_ACTIONS } from './tracking-events';

type DataLayerWindow = Window & { dataLayer?: Record<string, unknown>[] };

describe('telemetry wiring', () => {
  beforeEach(() => {
    delete (window as DataLayerWindow).dataLayer;
    window.history.replaceState(null, '', '/marketplace/apps/?utm_source=newsletter&utm_campaign=spring&promo=SAVE10');
  });
  afterEach(() => setRequestHooks({}));

  it('pushes a virtual page view per page change, and the §4 tracking events of other features’ actions', () => {
    const store = makeStore();
    const telemetry = startTelemetry(store, { sentryDsn: '', gtmId: '' });
    telemetry.pageChanged('/apps/');
    telemetry.pageChanged('/apps/crm/');
    store.dispatch({ type: 'install/installSucceeded', payload: 'app-1' });
    store.dispatch({ type: 'cart/addToCartMarketplace', payload: { appId: 'app-2', plan: 'p1' } });
    store.dispatch({ type: 'cart/checkoutMarketplace', payload: { cartId: 'c1' } });
    store.dispatch({ type: 'compare/appAdded', payload: 'app-3' });
    const layer = (window as DataLayerWindow).dataLayer ?? [];
    expect(layer).toEqual([
      { event: 'virtualPageView', pagePath: '/apps/', pageTitle: document.title },
      { event: 'virtualPageView', pagePath: '/apps/crm/', pageTitle: document.title },
      { event: 'appInstalled', appId: 'app-1' },
      { event: 'addToCartMarketplace', appId: 'app-2', plan: 'p1' },
      { event: 'checkoutMarketplace', cartId: 'c1' },
    ]);
    expect(new Set(Object.values(TRACKING_ACTIONS))).toEqual(
      new Set(['appInstalled', 'addToCartMarketplace', 'checkoutMarketplace']),
    );
  });

  it('sends the utm headers on API calls only', async () => {
    startTelemetry(makeStore(), { sentryDsn: '', gtmId: '' });
    const seen: Record<string, string | null>[] = [];
    const record = ({ request: req }: { request: Request }) => {
      seen.push({
        source: req.headers.get('flux-meta-utm-source'),
        campaign: req.headers.get('flux-meta-utm-campaign'),
        promo: req.headers.get('flux-meta-utm-promo'),
      });
      return HttpResponse.json({});
    };
    server.use(http.get(`${siteConfig.apiUrl}/ping`, record), http.get('http://elsewhere.test/ping', record));
    await request(siteConfig.apiUrl, '/ping');
    await request('http://elsewhere.test', '/ping');
    expect(seen).toEqual([
      { source: 'newsletter', campaign: 'spring', promo: 'SAVE10' },
      { source: null, campaign: null, promo: null },
    ]);
  });
});

describe('the landing address (§9 tracking data)', () => {
  afterEach(() => setRequestHooks({}));

  it('keeps the UTM values of the address the visitor landed on, though they moved on before telemetry started', async () => {
    window.history.replaceState(null, '', '/marketplace/partners/');
    startTelemetry(makeStore(), {
      sentryDsn: '',
      gtmId: '',
      landingUrl: 'http://localhost/marketplace/apps/?utm_source=landing&utm_campaign=autumn',
    });
    let source: string | null = null;
    server.use(
      http.get(`${siteConfig.apiUrl}/ping`, ({ request: req }) => {
        source = req.headers.get('flux-meta-utm-source');
        return HttpResponse.json({});
      }),
    );
    await request(siteConfig.apiUrl, '/ping');
    expect(source).toBe('landing');
  });
});

describe('error reports of failed API calls (§8)', () => {
  afterEach(() => setRequestHooks({}));

  it('reports a failed call with its type tag, response data and status, and the signed-in user; not the named statuses', async () => {
    const events: { tags: Record<string, string>; contexts: Record<string, unknown>; user?: Record<string, unknown> }[] = [];
    const store = makeStore();
    const telemetry = startTelemetry(store, {
      sentryDsn: 'https://public@o0.ingest.sentry.io/1',
      gtmId: '',
      sentryTransport: (options) =>
        Sentry.createTransport(options, async (envelope) => {
          const body = typeof envelope.body === 'string' ? envelope.body : new TextDecoder().decode(envelope.body);
          const lines = body.split('\n').filter(Boolean);
          for (let index = 1; index + 1 < lines.length; index += 2)
            if ((JSON.parse(lines[index]) as { type: string }).type === 'event') events.push(JSON.parse(lines[index + 1]));
          return { statusCode: 200 };
        }),
    });
    await telemetry.ready;
    server.use(
      http.get(`${siteConfig.apiUrl}/boom`, () => HttpResponse.json({ error: 'db:down' }, { status: 503 })),
      http.get(`${siteConfig.apiUrl}/gone`, () => new HttpResponse('Not found', { status: 404 })),
    );
    await expect(request(siteConfig.apiUrl, '/boom?x=1')).rejects.toThrow('down');
    await expect(request(siteConfig.apiUrl, '/gone')).rejects.toThrow();
    await Sentry.flush(2000);
    expect(events).toHaveLength(1);
    expect(events[0].tags.type).toBe('api GET /boom');
    expect(events[0].contexts.response).toEqual({ status: 503, data: { error: 'db:down' } });
    await Sentry.close();
  });
});
