import { http, HttpResponse } from 'msw';
import { server } from '../../sandbox/test-server';
import { ApiError } from './http';
import { appFromPageData, fetchAppPageData } from './page-data';

const SITE = 'http://site.test/marketplace';
const pageDataUrl = (slug: string) => `${SITE}/page-data/apps/${slug}/page-data.json`;

const app = {
  appId: '1',
  widgetId: 'w-1',
  designation: 'cartpulse',
  slug: 'cartpulse',
  name: 'CartPulse',
  icon: '/images/apps/cartpulse.svg',
  isService: false,
  payment: {
    price: 1499,
    oldPrice: null,
    discountPercent: null,
    frequency: 'monthly',
    trialDays: 14,
    creditCardRequired: false,
    perAccount: true,
  },
  trialDays: 14,
  rate: 4.5,
  votes: 12,
  compatibility: ['livechat', 'helpdesk'],
  widgets: [{ placement: 'plugin', displayMode: 'iframe', url: 'https://x.example' }],
  languages: ['English', 'German'],
  company: 'Pulse Labs',
  developerSlug: 'pulse-labs',
  scopes: ['chats--all:ro', 'customers:rw'],
  longDescription: '<p>…</p>',
  customProps: {
    order: '5',
    discountFrom: '2026-01-01T00:00:00.000Z',
    discountTo: '2026-12-31T00:00:00.000Z',
    discountPercent: '10',
  },
  discountActive: true,
};
const pageData = (data: unknown) => ({
  componentChunkName: 'component---src-templates-app-tsx',
  path: '/apps/x/',
  result: { data },
});

describe('fetchAppPageData', () => {
  it("reads an app page's pre-built page data and keeps what a comparison shows", async () => {
    server.use(http.get(pageDataUrl('cartpulse'), () => HttpResponse.json(pageData({ app, more: { nodes: [] } }))));
    await expect(fetchAppPageData(SITE, 'cartpulse')).resolves.toEqual({
      appId: '1',
      widgetId: 'w-1',
      designation: 'cartpulse',
      slug: 'cartpulse',
      name: 'CartPulse',
      icon: '/images/apps/cartpulse.svg',
      payment: app.payment,
      customProps: { discountFrom: '2026-01-01T00:00:00.000Z', discountTo: '2026-12-31T00:00:00.000Z', discountPercent: '10' },
      discountActive: true,
      trialDays: 14,
      rate: 4.5,
      votes: 12,
      compatibility: ['livechat', 'helpdesk'],
      widgets: [{ placement: 'plugin' }],
      languages: ['English', 'German'],
      company: 'Pulse Labs',
      developerSlug: 'pulse-labs',
      scopes: ['chats--all:ro', 'customers:rw'],
    });
  });

  it('works with a trailing slash on the site address', async () => {
    server.use(http.get(pageDataUrl('cartpulse'), () => HttpResponse.json(pageData({ app }))));
    await expect(fetchAppPageData(`${SITE}/`, 'cartpulse')).resolves.toMatchObject({ name: 'CartPulse' });
  });

  it('resolves null for an unknown slug (404)', async () => {
    server.use(http.get(pageDataUrl('nope'), () => new HttpResponse('<html>Not found</html>', { status: 404 })));
    await expect(fetchAppPageData(SITE, 'nope')).resolves.toBeNull();
  });

  it('resolves null for page data that is not an app page (a listing, a service, HTML)', async () => {
    server.use(
      http.get(pageDataUrl('crm'), () => HttpResponse.json(pageData({ apps: { nodes: [] } }))),
      http.get(pageDataUrl('a-service'), () => HttpResponse.json(pageData({ app: { ...app, isService: true } }))),
      http.get(pageDataUrl('html'), () => HttpResponse.text('<!doctype html><p>hello</p>')),
    );
    await expect(fetchAppPageData(SITE, 'crm')).resolves.toBeNull();
    await expect(fetchAppPageData(SITE, 'a-service')).resolves.toBeNull();
    await expect(fetchAppPageData(SITE, 'html')).resolves.toBeNull();
  });

  it('rejects with the wrapper error on server and network failures', async () => {
    server.use(
      http.get(pageDataUrl('boom'), () => HttpResponse.json({}, { status: 500 })),
      http.get(pageDataUrl('offline'), () => HttpResponse.error()),
    );
    await expect(fetchAppPageData(SITE, 'boom')).rejects.toMatchObject({ kind: 'http', status: 500 });
    await expect(fetchAppPageData(SITE, 'offline')).rejects.toBeInstanceOf(ApiError);
    await expect(fetchAppPageData(SITE, 'offline')).rejects.toMatchObject({ kind: 'network' });
  });

  it('escapes the slug in the address', async () => {
    let seen = '';
    server.use(
      http.get(`${SITE}/page-data/apps/:slug/page-data.json`, ({ request }) => {
        seen = new URL(request.url).pathname;
        return new HttpResponse(null, { status: 404 });
      }),
    );
    await fetchAppPageData(SITE, 'a/../b');
    expect(seen).toBe('/marketplace/page-data/apps/a%2F..%2Fb/page-data.json');
  });
});

describe('appFromPageData', () => {
  it('fills safe defaults for missing or mistyped fields', () => {
    expect(
      appFromPageData(
        pageData({
          app: {
            slug: 'bare',
            name: 'Bare',
            payment: 'free',
            votes: -3,
            rate: 'x',
            widgets: [null, { placement: 1 }],
            languages: [1, 'English'],
          },
        }),
      ),
    ).toEqual({
      appId: '',
      widgetId: null,
      designation: null,
      slug: 'bare',
      name: 'Bare',
      icon: '',
      payment: null,
      customProps: {},
      discountActive: false,
      trialDays: 0,
      rate: null,
      votes: 0,
      compatibility: [],
      widgets: [],
      languages: ['English'],
      company: '',
      developerSlug: null,
      scopes: null,
    });
  });

  it('keeps the hourly frequency of §3 instead of reading it as monthly', () => {
    const hourly = { price: 9000, frequency: 'hourly', perAccount: false };
    expect(appFromPageData(pageData({ app: { slug: 's', name: 'S', payment: hourly } }))?.payment?.frequency).toBe('hourly');
  });

  it('gives null for anything that is not page data', () => {
    for (const body of [null, 'text', 42, [], {}, { result: null }, { result: { data: { app: [] } } }]) {
      expect(appFromPageData(body)).toBeNull();
    }
  });
});
