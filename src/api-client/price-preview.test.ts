import { http, HttpResponse } from 'msw';
import { accountsConfig, siteConfig } from '../core/config';
import type { AuthorizeTokenData } from '../domain/auth/accounts-contract';
import { createHandlers } from '../../sandbox/handlers';
import { createServices } from '../../sandbox/services';
import { MARKETPLACE_CLIENT_ID } from '../../sandbox/services/accounts';
import { JEST_SITE_ORIGINS, server } from '../../sandbox/test-server';
import { clearPricePreviews, previewPrice } from './price-preview';

// §9: the price preview is cached 300 s per price, country and zip.
let token: string;

beforeEach(() => {
  const services = createServices(undefined, { siteOrigins: JEST_SITE_ORIGINS });
  server.use(...createHandlers(services, siteConfig.apiUrl, accountsConfig.url));
  const signed = services.accounts.authorizeAs(
    { client_id: MARKETPLACE_CLIENT_ID, redirect_uri: 'http://localhost/marketplace/', response_type: 'token', state: 's' },
    'owner',
  );
  token = (signed?.answer as { data: AuthorizeTokenData }).data.access_token;
  clearPricePreviews();
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
});
afterEach(() => jest.useRealTimers());

function countPreviews() {
  const seen: string[] = [];
  server.use(
    http.get(`${siteConfig.apiUrl}/price_preview/:product`, ({ request }) => {
      seen.push(new URL(request.url).search);
    }),
  );
  return seen;
}

it('asks once per price, country and zip for 300 s, then again', async () => {
  const seen = countPreviews();
  const first = await previewPrice(token, 'livechat', { price: 2000, country: 'pl', zip: '00-001' });
  expect(first.taxes).toEqual({ total_price: 2460, tax_value: 460, tax_rate: 0.23 });
  await previewPrice(token, 'livechat', { price: 2000, country: 'PL', zip: '00-001' });
  expect(seen).toHaveLength(1);
  await previewPrice(token, 'livechat', { price: 2000, country: 'PL', zip: '00-002' });
  await previewPrice(token, 'livechat', { price: 2100, country: 'PL', zip: '00-001' });
  expect(seen).toHaveLength(3);
  jest.advanceTimersByTime(299_999);
  await previewPrice(token, 'livechat', { price: 2000, country: 'PL', zip: '00-001' });
  expect(seen).toHaveLength(3);
  jest.advanceTimersByTime(1);
  await previewPrice(token, 'livechat', { price: 2000, country: 'PL', zip: '00-001' });
  expect(seen).toHaveLength(4);
});

it('does not keep a failure', async () => {
  server.use(
    http.get(`${siteConfig.apiUrl}/price_preview/:product`, () => HttpResponse.json({}, { status: 500 }), { once: true }),
  );
  await expect(previewPrice(token, 'livechat', { price: 10, country: 'DE', zip: '' })).rejects.toMatchObject({ status: 500 });
  await expect(previewPrice(token, 'livechat', { price: 10, country: 'DE', zip: '' })).resolves.toMatchObject({ price: 10 });
});
