/**
 * @jest-environment node
 */
import { createServices, type Services } from '../services';
import { server } from '../test-server';
import { createHandlers } from '.';
import { tokenFor } from './handler-test-token';
import { storedCard } from '../services/billing-cards';

// The billing provider's test mode (§4, §7): statuses move on the server's clock, cards decide.
const API = 'http://api.test';
const ACCOUNTS = 'http://accounts.test';
const ONE_TIME = { id: '50824c495c18f62f51082483', slug: 'pagio' }; // $20 once, livechat
const MONTHLY = { id: '0a291b6456e804fd302cd2a9', slug: 'dripray' }; // $9 monthly, no trial, card required
const PER_AGENT_TRIAL = { id: '50b77f1e5c1582b9fd172bc6', slug: 'chatfox' }; // $12 per agent, 7-day trial, no card
const OWN_APP = { id: '659a73932939329dd854fa7e', slug: 'orderster' }; // the developer identity's own paid app
const CARDS = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000000000000002',
  fails: '4000000000000341',
  slow: '4000000000000259',
};

let services: Services;
let clock: number;

beforeEach(() => {
  clock = Date.parse('2026-06-01T10:00:00Z');
  services = createServices(undefined, { siteOrigins: ['http://localhost:8000'], now: () => clock });
  server.use(...createHandlers(services, API, ACCOUNTS));
});

const tokenOf = (identity: string) => tokenFor(services, identity);

const call = (method: string, path: string, token: string | null, body?: unknown) =>
  fetch(`${API}${path}`, {
    method,
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });

async function json<T = Record<string, unknown>>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

async function buy(token: string, appId: string, card: string | null, body: Record<string, unknown>) {
  if (card) expect((await call('POST', '/account/livechat', token, { card_number: card })).status).toBe(201);
  const created = await call('POST', `/applications/${appId}/create-charge`, token, { product: 'livechat', ...body });
  const charge = await json<{ id: string; type: string; status: string; price: number }>(created);
  return { created, charge };
}

/** The declining card is refused when added (it never goes on file that way): put on file directly, as a card that declines later. */
async function buyWithDecliningCardOnFile(token: string, appId: string, body: Record<string, unknown>) {
  services.accounts.setCardOnFile('org-acme', 'livechat', storedCard(CARDS.declined));
  return buy(token, appId, null, body);
}

const read = async (token: string, kind: string, id: string) =>
  (await json<{ status: string }>(await call('GET', `/${kind}/livechat/${id}`, token))).status;

async function activate(token: string, kind: string, id: string) {
  expect((await call('PUT', `/${kind}/livechat/${id}/accept`, token)).status).toBe(200);
  expect((await call('PUT', `/${kind}/livechat/${id}/activate`, token)).status).toBe(200);
}

describe('direct charges', () => {
  it('moves pending → accepted → processed → success on its own clock and installs the app once it succeeded', async () => {
    const owner = tokenOf('owner');
    const { created, charge } = await buy(owner, ONE_TIME.id, CARDS.succeeds, { plan_id: 'pagio-standard' });
    expect(created.status).toBe(201);
    expect(charge).toMatchObject({
      type: 'direct_charge',
      status: 'pending',
      price: 2000,
      quantity: 1,
      order_client_id: ONE_TIME.id,
    });
    await activate(owner, 'direct_charge', charge.id);
    expect(await read(owner, 'direct_charge', charge.id)).toBe('accepted');
    // Not before the card is charged (money rule 2).
    expect(await json(await call('GET', '/applications/installed', owner))).toEqual([]);
    clock += 1000;
    expect(await read(owner, 'direct_charge', charge.id)).toBe('processed');
    expect(await json(await call('GET', '/applications/installed', owner))).toEqual([]);
    clock += 1000;
    expect(await read(owner, 'direct_charge', charge.id)).toBe('success');
    expect(await json(await call('GET', '/applications/installed', owner))).toEqual([ONE_TIME.id]);
  });

  it('ends failed with the declining card (no processed step) and after processing with the failing card', async () => {
    const owner = tokenOf('owner');
    const declined = await buyWithDecliningCardOnFile(owner, ONE_TIME.id, { plan_id: 'pagio-standard' });
    await activate(owner, 'direct_charge', declined.charge.id);
    clock += 1000;
    expect(await read(owner, 'direct_charge', declined.charge.id)).toBe('failed');

    const failing = await buy(owner, ONE_TIME.id, CARDS.fails, { plan_id: 'pagio-standard' });
    expect(failing.created.status).toBe(201);
    await activate(owner, 'direct_charge', failing.charge.id);
    clock += 1000;
    expect(await read(owner, 'direct_charge', failing.charge.id)).toBe('processed');
    clock += 1000;
    expect(await read(owner, 'direct_charge', failing.charge.id)).toBe('failed');
  });

  it('refuses the declining card when it is added (422 card_declined): the card on file stays, nothing is charged', async () => {
    const owner = tokenOf('owner');
    const before = services.accounts.cardOnFile('org-acme', 'livechat');
    expect(before).toMatchObject({ last_four: '1111' });
    const added = await call('POST', '/account/livechat', owner, { card_number: CARDS.declined });
    expect(added.status).toBe(422);
    expect(await json(added)).toEqual({ error: 'card_declined:Your card was declined' });
    expect(services.accounts.cardOnFile('org-acme', 'livechat')).toEqual(before);
    expect(services.billing.charges('org-acme')).toEqual([]);
  });

  it('keeps the slow card accepted for 8 s before it moves on', async () => {
    const owner = tokenOf('owner');
    const { charge } = await buy(owner, ONE_TIME.id, CARDS.slow, { plan_id: 'pagio-standard' });
    await activate(owner, 'direct_charge', charge.id);
    clock += 8999;
    expect(await read(owner, 'direct_charge', charge.id)).toBe('accepted');
    clock += 2001;
    expect(await read(owner, 'direct_charge', charge.id)).toBe('success');
  });

  it('answers a second create for the same order with the charge in progress (200), never a twin', async () => {
    const owner = tokenOf('owner');
    const first = await buy(owner, ONE_TIME.id, CARDS.succeeds, { plan_id: 'pagio-standard' });
    const second = await buy(owner, ONE_TIME.id, null, { plan_id: 'pagio-standard' });
    expect(second.created.status).toBe(200);
    expect(second.charge.id).toBe(first.charge.id);
    const listed = await json<unknown[]>(await call('GET', `/direct_charge/livechat?order_client_id=${ONE_TIME.id}`, owner));
    expect(listed).toHaveLength(1);
  });

  it('processes a charge only while pending: accept, decline and activate answer 422 with a JSON body', async () => {
    const owner = tokenOf('owner');
    const { charge } = await buy(owner, ONE_TIME.id, CARDS.succeeds, { plan_id: 'pagio-standard' });
    expect((await call('PUT', `/direct_charge/livechat/${charge.id}/activate`, owner)).status).toBe(422);
    await activate(owner, 'direct_charge', charge.id);
    for (const step of ['accept', 'decline', 'activate']) {
      const again = await call('PUT', `/direct_charge/livechat/${charge.id}/${step}`, owner);
      expect(again.status).toBe(422);
      expect(await json(again)).toEqual({ error: expect.stringMatching(/^not_(processable|activatable):Charge is accepted/) });
    }
  });

  it('declines a pending charge into failed', async () => {
    const owner = tokenOf('owner');
    const { charge } = await buy(owner, ONE_TIME.id, CARDS.succeeds, { plan_id: 'pagio-standard' });
    expect((await call('PUT', `/direct_charge/livechat/${charge.id}/decline`, owner)).status).toBe(200);
    expect(await read(owner, 'direct_charge', charge.id)).toBe('failed');
  });

  it('refuses to accept without a card on file', async () => {
    // Leo's organization has no card on file (the owner's, Acme, starts with Visa 1111: README, "Billing").
    const leo = tokenOf('livechat-only');
    const { charge } = await buy(leo, ONE_TIME.id, null, { plan_id: 'pagio-standard' });
    const refused = await call('PUT', `/direct_charge/livechat/${charge.id}/accept`, leo);
    expect(refused.status).toBe(422);
    expect(await json(refused)).toEqual({ error: 'card_required:Add a credit card before accepting this charge' });
  });
});

describe('recurrent charges', () => {
  it('prices the annual cycle floor(price × 0.85 × 12) and goes active', async () => {
    const owner = tokenOf('owner');
    const { created, charge } = await buy(owner, MONTHLY.id, CARDS.succeeds, { plan_id: 'dripray-standard', months: 12 });
    expect(created.status).toBe(201);
    expect(charge).toMatchObject({ type: 'recurrent_charge', price: Math.floor(900 * 0.85 * 12), months: 12, trial_days: 0 });
    await activate(owner, 'recurrent_charge', charge.id);
    expect(await read(owner, 'recurrent_charge', charge.id)).toBe('accepted');
    clock += 1000;
    expect(await read(owner, 'recurrent_charge', charge.id)).toBe('active');
  });

  it('declines with the declining card, freezes then cancels with the failing one', async () => {
    const owner = tokenOf('owner');
    const declined = await buyWithDecliningCardOnFile(owner, MONTHLY.id, { plan_id: 'dripray-standard' });
    await activate(owner, 'recurrent_charge', declined.charge.id);
    clock += 1000;
    expect(await read(owner, 'recurrent_charge', declined.charge.id)).toBe('declined');

    const failing = await buy(owner, MONTHLY.id, CARDS.fails, { plan_id: 'dripray-standard' });
    await activate(owner, 'recurrent_charge', failing.charge.id);
    clock += 1000;
    expect(await read(owner, 'recurrent_charge', failing.charge.id)).toBe('frozen');
    clock += 4000;
    expect(await read(owner, 'recurrent_charge', failing.charge.id)).toBe('cancelled');
  });

  it('gives per-agent plans a quantity and a trial without a card when the app asks none', async () => {
    const owner = tokenOf('owner');
    const { charge } = await buy(owner, PER_AGENT_TRIAL.id, null, { plan_id: 'chatfox-standard', quantity: 3 });
    expect(charge).toMatchObject({ price: 1200, quantity: 3, per_account: true, trial_days: 7 });
    await activate(owner, 'recurrent_charge', charge.id);
    clock += 1000;
    expect(await read(owner, 'recurrent_charge', charge.id)).toBe('active');
  });

  it('cancels an active charge and lists by order and status', async () => {
    const owner = tokenOf('owner');
    const { charge } = await buy(owner, MONTHLY.id, CARDS.succeeds, { plan_id: 'dripray-standard' });
    await activate(owner, 'recurrent_charge', charge.id);
    clock += 1000;
    const active = await json<unknown[]>(
      await call('GET', `/recurrent_charge/livechat?order_client_id=${MONTHLY.id}&status=active`, owner),
    );
    expect(active).toHaveLength(1);
    expect((await call('PUT', `/recurrent_charge/livechat/${charge.id}/cancel`, owner)).status).toBe(200);
    expect(await read(owner, 'recurrent_charge', charge.id)).toBe('cancelled');
    expect((await call('PUT', `/recurrent_charge/livechat/${charge.id}/cancel`, owner)).status).toBe(422);
  });

  it('creates a raw recurrent charge and declines it while pending', async () => {
    const owner = tokenOf('owner');
    const body = {
      name: 'Extra',
      price: 500,
      return_url: 'https://x.test',
      order_client_id: 'client-1',
      trial_days: 0,
      per_account: false,
      months: 1,
      test: true,
    };
    const created = await call('POST', '/recurrent_charge/livechat', owner, body);
    expect(created.status).toBe(201);
    const charge = await json<{ id: string }>(created);
    expect((await call('PUT', `/recurrent_charge/livechat/${charge.id}/decline`, owner)).status).toBe(200);
    expect(await read(owner, 'recurrent_charge', charge.id)).toBe('declined');
    const invalid = await call('POST', '/recurrent_charge/livechat', owner, { ...body, price: -1 });
    expect(invalid.status).toBe(422);
    expect(await json(invalid)).toEqual({ error: 'validation:price must be a positive whole number of cents' });
  });
});

describe('refusals, errors and previews', () => {
  it('answers 401 without a token and a raw-text 404 for an unknown charge', async () => {
    expect((await call('GET', '/direct_charge/livechat/nope', null)).status).toBe(401);
    const missing = await call('GET', '/direct_charge/livechat/nope', tokenOf('owner'));
    expect(missing.status).toBe(404);
    expect(await missing.text()).toBe('Charge not found');
  });

  it("keeps each organization's charges to itself", async () => {
    const { charge } = await buy(tokenOf('owner'), ONE_TIME.id, CARDS.succeeds, { plan_id: 'pagio-standard' });
    expect((await call('GET', `/direct_charge/livechat/${charge.id}`, tokenOf('reseller'))).status).toBe(404);
  });

  it('refuses the developer their own app and the agent without billing rights, before any charge', async () => {
    const developer = await call('POST', `/applications/${OWN_APP.id}/create-charge`, tokenOf('developer'), {
      plan_id: 'orderster-standard',
    });
    expect(developer.status).toBe(403);
    expect(await json(developer)).toEqual({
      error: 'own_product:You cannot buy your own service/app. If you want to install it, go to Developer Console.',
    });
    const agent = await call('POST', `/applications/${ONE_TIME.id}/create-charge`, tokenOf('agent'), {
      plan_id: 'pagio-standard',
    });
    expect(agent.status).toBe(403);
    expect(services.billing.charges(services.accounts.authenticate(tokenOf('agent'))!.organizationId)).toEqual([]);
  });

  it('refuses every spending step without billing rights (§6): raw create, card, accept, activate', async () => {
    const agent = tokenOf('agent');
    const denied =
      'no_billing_rights:Buying apps needs billing rights on the LiveChat license. Ask its owner to buy it or to give you billing access.';
    const raw = await call('POST', '/direct_charge/livechat', agent, {
      name: 'X',
      price: 100,
      quantity: 1,
      return_url: '',
      order_client_id: 'x',
      per_account: false,
      test: true,
    });
    expect(raw.status).toBe(403);
    expect(await json(raw)).toEqual({ error: denied });
    expect((await call('POST', '/account/livechat', agent, { card_number: CARDS.succeeds })).status).toBe(403);
    // A charge of the organization, made by its owner: the agent may not move it on.
    const { charge } = await buy(tokenOf('owner'), ONE_TIME.id, CARDS.succeeds, { plan_id: 'pagio-standard' });
    expect((await call('PUT', `/direct_charge/livechat/${charge.id}/accept`, agent)).status).toBe(403);
    expect((await call('PUT', `/direct_charge/livechat/${charge.id}/accept`, tokenOf('owner'))).status).toBe(200);
    expect((await call('PUT', `/direct_charge/livechat/${charge.id}/activate`, agent)).status).toBe(403);
    expect(await read(tokenOf('owner'), 'direct_charge', charge.id)).toBe('accepted');
  });

  it('refuses a charge for an app the organization could not install: below its plan (§6), before any charge', async () => {
    // Lena's organization is on the Starter plan; InboxFox needs Team and higher.
    const token = tokenOf('livechat-only');
    const refused = await call('POST', '/applications/f38a33a13d6384f85a3a375e/create-charge', token, {
      plan_id: 'inboxfox-standard',
    });
    expect(refused.status).toBe(403);
    expect(await json(refused)).toEqual({
      error: 'plan_restriction:This app is currently available only for Team and higher plans',
    });
    expect(services.billing.charges(services.accounts.authenticate(token)!.organizationId)).toEqual([]);
  });

  it('refuses an unknown plan with 422 and an unknown app with 404', async () => {
    const owner = tokenOf('owner');
    expect((await call('POST', `/applications/${ONE_TIME.id}/create-charge`, owner, { plan_id: 'nope' })).status).toBe(422);
    expect((await call('POST', '/applications/unknown/create-charge', owner, { plan_id: 'x' })).status).toBe(404);
  });

  it('adds only valid test cards', async () => {
    const owner = tokenOf('owner');
    const added = await call('POST', '/account/livechat', owner, { card_number: CARDS.succeeds });
    expect(await json(added)).toEqual({ card: { card_type: 'visa', first_six: '424242', last_four: '4242' } });
    expect((await call('POST', '/account/livechat', owner, { card_number: '4242424242424241' })).status).toBe(422);
    expect((await call('POST', '/account/livechat', owner, { card_number: '5555555555554444' })).status).toBe(422);
  });

  it('previews tax by country and zip', async () => {
    const owner = tokenOf('owner');
    const preview = await json(await call('GET', '/price_preview/livechat?price=10000&country=PL&zip=00-001', owner));
    expect(preview).toEqual({
      price: 10000,
      country: 'PL',
      zip: '00-001',
      taxes: { total_price: 12300, tax_value: 2300, tax_rate: 0.23 },
    });
    const none = await json<{ taxes: { tax_rate: number } }>(
      await call('GET', '/price_preview/livechat?price=100&country=US&zip=30301', owner),
    );
    expect(none.taxes.tax_rate).toBe(0);
    expect((await call('GET', '/price_preview/livechat?country=PL', owner)).status).toBe(422);
  });
});
