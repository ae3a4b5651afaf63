import { http, HttpResponse } from 'msw';
import { server } from '../../sandbox/test-server';
import { setRequestHooks, request } from '../api-client/http';
import { siteConfig } from './config';
import { makeStore } from './store';
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
