import { http, HttpResponse } from 'msw';
import type { AuthorizeTokenData } from '../domain/auth/accounts-contract';
import { createHandlers } from '../../sandbox/handlers';
import { createServices, type Services } from '../../sandbox/services';
import { MARKETPLACE_CLIENT_ID } from '../../sandbox/services/accounts';
import { JEST_SITE_ORIGINS, server } from '../../sandbox/test-server';
import {
  addCard,
  createAppCharge,
  createDirectCharge,
  createRecurrentCharge,
  fetchCharge,
  fetchPricePreview,
  listCharges,
  moveCharge,
} from './billing';

// Every billing call against the sandbox, then each one's failures as the site sees them (§7, §8).
const API = 'http://api.test';
const ACCOUNTS = 'http://accounts.test';
const PAGIO = '50824c495c18f62f51082483';
let services: Services;
let token: string;

beforeEach(() => {
  services = createServices(undefined, { siteOrigins: JEST_SITE_ORIGINS });
  server.use(...createHandlers(services, API, ACCOUNTS));
  const signed = services.accounts.authorizeAs(
    { client_id: MARKETPLACE_CLIENT_ID, redirect_uri: 'http://localhost/marketplace/', response_type: 'token', state: 's' },
    'owner',
  );
  token = (signed?.answer as { data: AuthorizeTokenData }).data.access_token;
});

const direct = {
  name: 'Pagio',
  price: 2000,
  quantity: 1,
  return_url: 'https://x.test',
  order_client_id: PAGIO,
  per_account: false,
  test: true,
};
const recurrent = {
  name: 'Sub',
  price: 900,
  return_url: 'https://x.test',
  order_client_id: 'c1',
  trial_days: 0,
  per_account: false,
  months: 1,
  test: true,
};

describe('billing calls against the sandbox', () => {
  it('adds a card, creates, reads, lists, accepts and activates an app charge', async () => {
    await expect(addCard(API, token, 'livechat', '4242424242424242')).resolves.toEqual({
      card: { card_type: 'visa', first_six: '424242', last_four: '4242' },
    });
    const charge = await createAppCharge(API, token, PAGIO, { plan_id: 'pagio-standard', product: 'livechat' });
    expect(charge).toMatchObject({ type: 'direct_charge', status: 'pending', price: 2000 });
    await expect(fetchCharge(API, token, 'direct_charge', 'livechat', charge.id)).resolves.toMatchObject({ id: charge.id });
    await expect(listCharges(API, token, 'direct_charge', 'livechat', { order_client_id: PAGIO })).resolves.toHaveLength(1);
    await expect(listCharges(API, token, 'direct_charge', 'livechat', { status: 'success' })).resolves.toEqual([]);
    await expect(moveCharge(API, token, 'direct_charge', 'livechat', charge.id, 'accept')).resolves.toMatchObject({
      status: 'accepted',
    });
    await expect(moveCharge(API, token, 'direct_charge', 'livechat', charge.id, 'activate')).resolves.toMatchObject({
      status: 'accepted',
    });
  });

  it('adds a card with its expiry and CVC (sent as the form took them); an expired one is a 422 with its reason', async () => {
    const sent: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/account/livechat'))
        void request
          .clone()
          .json()
          .then((body) => sent.push(body));
    });
    const card = { card_number: '4000000000000341', expiry_month: 4, expiry_year: 2040, cvc: '123' };
    await expect(addCard(API, token, 'livechat', card)).resolves.toEqual({
      card: { card_type: 'visa', first_six: '400000', last_four: '0341' },
    });
    await expect(addCard(API, token, 'livechat', { ...card, expiry_year: 2001 })).rejects.toMatchObject({
      kind: 'validation',
      status: 422,
      code: 'invalid_card',
      message: 'This card has expired: use a card with an expiry date in the future.',
    });
    server.events.removeAllListeners();
    expect(sent[0]).toEqual(card);
    // The card on file is the one added, as the subscription reports it (§3 hasCard, cardDetails).
    const organizationId = services.accounts.authenticate(token)!.organizationId;
    expect(services.accounts.subscription(organizationId, 'livechat')).toMatchObject({
      has_card: true,
      card_details: { card_type: 'visa', first_six: '400000', last_four: '0341' },
    });
  });

  it('creates raw direct and recurrent charges, declines and cancels them', async () => {
    const one = await createDirectCharge(API, token, 'livechat', direct);
    await expect(moveCharge(API, token, 'direct_charge', 'livechat', one.id, 'decline')).resolves.toMatchObject({
      status: 'failed',
    });
    const sub = await createRecurrentCharge(API, token, 'livechat', recurrent);
    await expect(moveCharge(API, token, 'recurrent_charge', 'livechat', sub.id, 'cancel')).resolves.toMatchObject({
      status: 'cancelled',
    });
  });

  it('previews the price with tax', async () => {
    await expect(fetchPricePreview(API, token, 'livechat', { price: 1000, country: 'DE', zip: '10115' })).resolves.toEqual({
      price: 1000,
      country: 'DE',
      zip: '10115',
      taxes: { total_price: 1190, tax_value: 190, tax_rate: 0.19 },
    });
  });
});

describe('billing call failures', () => {
  const calls: Array<[string, () => Promise<unknown>]> = [
    ['create-charge', () => createAppCharge(API, token, PAGIO, { plan_id: 'pagio-standard' })],
    ['direct create', () => createDirectCharge(API, token, 'livechat', direct)],
    ['recurrent create', () => createRecurrentCharge(API, token, 'livechat', recurrent)],
    ['read', () => fetchCharge(API, token, 'direct_charge', 'livechat', 'dc_1')],
    ['list', () => listCharges(API, token, 'recurrent_charge', 'livechat', { order_client_id: 'x' })],
    ['accept', () => moveCharge(API, token, 'direct_charge', 'livechat', 'dc_1', 'accept')],
    ['activate', () => moveCharge(API, token, 'recurrent_charge', 'livechat', 'rc_1', 'activate')],
    ['decline', () => moveCharge(API, token, 'recurrent_charge', 'livechat', 'rc_1', 'decline')],
    ['cancel', () => moveCharge(API, token, 'recurrent_charge', 'livechat', 'rc_1', 'cancel')],
    ['add card', () => addCard(API, token, 'livechat', '4242424242424242')],
    ['price preview', () => fetchPricePreview(API, token, 'livechat', { price: 1, country: 'PL', zip: '' })],
  ];
  const answerAll = (resolver: () => Response) => server.use(http.all(`${API}/*`, resolver));

  it.each(calls)('%s: a network failure is a network error', async (_name, call) => {
    answerAll(() => HttpResponse.error());
    await expect(call()).rejects.toMatchObject({ kind: 'network' });
  });

  it.each(calls)('%s: 401 is unauthorized', async (_name, call) => {
    answerAll(() => HttpResponse.json({ error: { type: 'authentication', message: 'Invalid access token' } }, { status: 401 }));
    await expect(call()).rejects.toMatchObject({ kind: 'unauthorized', status: 401, message: 'Invalid access token' });
  });

  it.each(calls)('%s: 404 carries the raw text', async (_name, call) => {
    answerAll(() => new HttpResponse('Charge not found', { status: 404 }));
    await expect(call()).rejects.toMatchObject({ kind: 'not-found', status: 404, message: 'Charge not found' });
  });

  it.each(calls)('%s: 422 is read as JSON', async (_name, call) => {
    answerAll(() => HttpResponse.json({ error: 'not_processable:Charge is accepted, not pending' }, { status: 422 }));
    await expect(call()).rejects.toMatchObject({
      kind: 'validation',
      status: 422,
      code: 'not_processable',
      message: 'Charge is accepted, not pending',
      data: { error: 'not_processable:Charge is accepted, not pending' },
    });
  });

  it.each(calls)('%s: 500 is an http error', async (_name, call) => {
    answerAll(() => HttpResponse.json({}, { status: 500 }));
    await expect(call()).rejects.toMatchObject({ kind: 'http', status: 500, message: 'Unexpected error' });
  });

  it('the sandbox itself answers 401 without a token and 404 raw text for an unknown charge', async () => {
    await expect(fetchCharge(API, '', 'direct_charge', 'livechat', 'x')).rejects.toMatchObject({ kind: 'unauthorized' });
    await expect(fetchCharge(API, token, 'direct_charge', 'livechat', 'x')).rejects.toMatchObject({
      kind: 'not-found',
      message: 'Charge not found',
    });
  });
});
