/**
 * @jest-environment node
 */
import type { ApiCart } from '../../src/domain/cart/cart-contract';
import { createServices, type Services } from '../services';
import { PURCHASE_SETTLE_MS } from '../services/carts';
import { MONEY_LIMITS } from '../services/money-rules';
import { server } from '../test-server';
import { createHandlers } from '.';
import { storedCard, TEST_CARD } from '../services/billing-cards';
import { DEMO_IDENTITIES, tokenFor } from './handler-test-token';

// The money rules of sandbox/README.md ("Money rules"), through the API with every demo identity:
// billing rights on every step, a paid app installed only by its settled charge, the ends that take
// it away, one live charge per app, and numbers within bounds.
const API = 'http://api.test';
const ACCOUNTS = 'http://accounts.test';
const PAGIO = '50824c495c18f62f51082483'; // $20 once, livechat, no plan needed, no card requirement
const DRIPRAY = '0a291b6456e804fd302cd2a9'; // $9 monthly, card required; upgrade dripray-pro $17.99
const CHATFOX = '50b77f1e5c1582b9fd172bc6'; // $12 per agent monthly, 7-day trial, no card required
const QUIZIO = '5089e691341d9af07d138c61'; // $25 monthly, helpdesk
const INBOXINO = 'e399733da2c1e24111e0d9a6'; // $4.99 once, has a direct install URL
const ORDERSTER = '659a73932939329dd854fa7e'; // $10 per agent monthly: the developer identity's own app
const HANDSHAKIFY = '37ad2dc7711a7955fa305139'; // subscriber: installed, its only charge pending
const PIXELO = 'c82a7da517bb56071b807e91'; // subscriber: installed, its charge active
const CARD = TEST_CARD;

const ACME = 'org-acme';
const IDENTITIES = DEMO_IDENTITIES;
const NO_LIVECHAT_BILLING = new Set(['agent', 'viewer', 'member', 'suspended']);
const DENIED = (product: 'LiveChat' | 'HelpDesk') =>
  `no_billing_rights:Buying apps needs billing rights on the ${product} license. Ask its owner to buy it or to give you billing access.`;
const PAYMENT_REQUIRED =
  'payment_required:This app is paid: buy it first. It is installed once its charge succeeds (one-time) or is active (subscription).';
const CONFLICT =
  'charge_in_progress:This app already has a charge in progress (pending, accepted or processing) or an active subscription. Finish, decline or cancel it first.';

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

type Charge = { id: string; status: string; price: number; quantity: number; type?: string };

async function createCharge(token: string, appId: string, body: Record<string, unknown>) {
  const response = await call('POST', `/applications/${appId}/create-charge`, token, body);
  return { status: response.status, body: await json<Charge & { error?: string }>(response) };
}

const rawDirect = (order: string, price: number) => ({
  name: 'Raw',
  price,
  quantity: 1,
  return_url: '',
  order_client_id: order,
  per_account: false,
  test: true,
});

const addCard = async (token: string, card: string, product = 'livechat') =>
  expect((await call('POST', `/account/${product}`, token, { card_number: card })).status).toBe(201);

async function acceptAndActivate(token: string, kind: string, id: string, product = 'livechat') {
  expect((await call('PUT', `/${kind}/${product}/${id}/accept`, token)).status).toBe(200);
  expect((await call('PUT', `/${kind}/${product}/${id}/activate`, token)).status).toBe(200);
}

/** The organization's installs as the service keeps them (nobody reads a charge: the tab is closed). */
const installedIn = (organization: string) => services.applications.installed(organization);
const installedVia = async (token: string) => json<string[]>(await call('GET', '/applications/installed', token));
const statusOf = (organization: string, id: string) =>
  services.billing.charges(organization).find((charge) => charge.id === id)?.status;

describe('the literal limits', () => {
  it('pins the bounds the rules use', () => {
    expect(MONEY_LIMITS).toEqual({
      trialDays: { min: 0, max: 365 },
      quantity: { min: 1, max: 1000 },
      priceCents: { max: 10_000_000 },
      months: { min: 1, max: 12 },
    });
  });
});

describe('rule 1: declining and cancelling need billing rights (§6), as every other step does', () => {
  // Expected answer per identity on a LiveChat charge of Acme: 200, 403 (no billing rights), 404 (another organization's).
  const expected = (identity: string, organization: string) =>
    organization !== ACME ? 404 : NO_LIVECHAT_BILLING.has(identity) ? 403 : 200;

  it.each(IDENTITIES)('%s: decline of a pending direct charge', async (identity, organization) => {
    const { body: charge } = await createCharge(tokenOf('owner'), PAGIO, { plan_id: 'pagio-standard' });
    const answer = await call('PUT', `/direct_charge/livechat/${charge.id}/decline`, tokenOf(identity));
    expect(answer.status).toBe(expected(identity, organization));
    if (answer.status === 403) expect(await json(answer)).toEqual({ error: DENIED('LiveChat') });
    expect(statusOf(ACME, charge.id)).toBe(answer.status === 200 ? 'failed' : 'pending');
  });

  it.each(IDENTITIES)('%s: decline of a pending recurrent charge', async (identity, organization) => {
    const { body: charge } = await createCharge(tokenOf('owner'), DRIPRAY, { plan_id: 'dripray-standard' });
    const answer = await call('PUT', `/recurrent_charge/livechat/${charge.id}/decline`, tokenOf(identity));
    expect(answer.status).toBe(expected(identity, organization));
    if (answer.status === 403) expect(await json(answer)).toEqual({ error: DENIED('LiveChat') });
    expect(statusOf(ACME, charge.id)).toBe(answer.status === 200 ? 'declined' : 'pending');
  });

  it.each(IDENTITIES)('%s: cancel of an active subscription (and the app it keeps)', async (identity, organization) => {
    const owner = tokenOf('owner');
    await addCard(owner, CARD.succeeds);
    const { body: charge } = await createCharge(owner, DRIPRAY, { plan_id: 'dripray-standard' });
    await acceptAndActivate(owner, 'recurrent_charge', charge.id);
    clock += 1000;
    expect(installedIn(ACME)).toEqual([DRIPRAY]);
    const answer = await call('PUT', `/recurrent_charge/livechat/${charge.id}/cancel`, tokenOf(identity));
    expect(answer.status).toBe(expected(identity, organization));
    if (answer.status === 403) expect(await json(answer)).toEqual({ error: DENIED('LiveChat') });
    expect(statusOf(ACME, charge.id)).toBe(answer.status === 200 ? 'cancelled' : 'active');
    expect(installedIn(ACME)).toEqual(answer.status === 200 ? [] : [DRIPRAY]);
  });

  it('counts only billing--all:rw in HelpDesk: the administrator may not decline or cancel a HelpDesk charge', async () => {
    const owner = tokenOf('owner');
    const admin = tokenOf('administrator');
    const { status, body: charge } = await createCharge(owner, QUIZIO, { plan_id: 'quizio-standard', product: 'helpdesk' });
    expect(status).toBe(201);
    for (const step of ['decline', 'cancel']) {
      const refused = await call('PUT', `/recurrent_charge/helpdesk/${charge.id}/${step}`, admin);
      expect(refused.status).toBe(403);
      expect(await json(refused)).toEqual({ error: DENIED('HelpDesk') });
    }
    expect(statusOf(ACME, charge.id)).toBe('pending');
    expect((await call('PUT', `/recurrent_charge/helpdesk/${charge.id}/cancel`, owner)).status).toBe(200);
  });

  it('refuses a service call with a grant that carries no scopes', () => {
    const charge = services.billing.recordCharge(
      'org-subscriber',
      {
        kind: 'recurrent_charge',
        product: 'livechat',
        appId: DRIPRAY,
        name: 'DripRay',
        price: 900,
        quantity: 1,
        perAccount: false,
        months: 1,
        trialDays: 0,
      },
      'pending',
    );
    const grant = { organizationId: 'org-subscriber' } as never;
    expect(services.billing.cancel(grant, 'recurrent_charge', 'livechat', charge.id)).toMatchObject({ ok: false, status: 403 });
    expect(services.billing.decline(grant, 'recurrent_charge', 'livechat', charge.id)).toMatchObject({ ok: false, status: 403 });
  });
});

describe('rule 2: a paid app is installed only against its own settled charge', () => {
  // PUT /applications/{id}/install of a paid app nobody paid for, per identity: the permission
  // refusal first (403 / 422), else 422 payment_required. Never 200.
  const INSTALL_REFUSAL: Record<string, [number, string]> = {
    owner: [422, PAYMENT_REQUIRED],
    viceowner: [422, PAYMENT_REQUIRED],
    administrator: [422, PAYMENT_REQUIRED],
    agent: [403, 'no_install_rights:To install contact the owner of the LiveChat license.'],
    viewer: [403, 'no_install_rights:To install contact the owner of the LiveChat license.'],
    member: [403, 'no_install_rights:To install contact the owner of the LiveChat license.'],
    suspended: [403, 'no_install_rights:To install contact the owner of the LiveChat license.'],
    ghost: [422, PAYMENT_REQUIRED],
    reseller: [422, PAYMENT_REQUIRED],
    developer: [422, PAYMENT_REQUIRED],
    'inactive-license': [422, PAYMENT_REQUIRED],
    'livechat-only': [422, PAYMENT_REQUIRED],
    'helpdesk-only': [422, 'license_inactive:Your LiveChat license is inactive. Go to LiveChat app and activate it.'],
    subscriber: [422, PAYMENT_REQUIRED],
  };

  it.each(IDENTITIES)('%s: no path installs a paid app without a settled charge of its price', async (identity, organization) => {
    const token = tokenOf(identity);
    const [status, error] = INSTALL_REFUSAL[identity];
    const neverInstalled = () => {
      expect(installedIn(organization)).not.toContain(PAGIO);
      expect(installedIn(organization)).not.toContain(INBOXINO);
    };

    // The install call and the store's direct-install URL.
    for (const path of [`/applications/${PAGIO}/install`, `/applications/${INBOXINO}/direct-install`]) {
      const refused = await call(path.endsWith('/install') ? 'PUT' : 'POST', path, token);
      expect([path, refused.status, await json(refused)]).toEqual([path, status, { status: 'error', error }]);
    }
    neverInstalled();

    const rights = !NO_LIVECHAT_BILLING.has(identity);
    // A raw 1-cent charge with the app's order, paid with the succeeding card: it does not pay for the app.
    const raw = await call('POST', '/direct_charge/livechat', token, rawDirect(PAGIO, 1));
    expect(raw.status).toBe(rights ? 201 : 403);
    if (rights) {
      await addCard(token, CARD.succeeds);
      const cent = await json<Charge>(raw);
      await acceptAndActivate(token, 'direct_charge', cent.id);
      clock += 2000;
      expect(statusOf(organization, cent.id)).toBe('success');
      neverInstalled();
      const after = await call('PUT', `/applications/${PAGIO}/install`, token);
      expect([after.status, await json(after)]).toEqual([status, { status: 'error', error }]);
    }

    // A real charge of the app with the declining card on file (refused when added: put there as a
    // card that went bad later) and with the failing card, watched at every step.
    for (const card of [CARD.declined, CARD.fails]) {
      const created = await createCharge(token, PAGIO, { plan_id: 'pagio-standard' });
      if (created.status !== 201) continue;
      if (card === CARD.declined) services.accounts.setCardOnFile(organization, 'livechat', storedCard(CARD.declined));
      else await addCard(token, card);
      await acceptAndActivate(token, 'direct_charge', created.body.id);
      for (const step of [0, 1000, 1000, 5000]) {
        clock += step;
        neverInstalled();
      }
      expect(statusOf(organization, created.body.id)).toBe('failed');
    }
    neverInstalled();
    expect(await installedVia(token)).not.toContain(PAGIO);
  });

  // Who may buy Pagio (create-charge): §6 billing rights and the install rules (§5).
  const CREATE: Record<string, number> = {
    owner: 201,
    viceowner: 201,
    administrator: 201,
    agent: 403,
    viewer: 403,
    member: 403,
    suspended: 403,
    ghost: 201,
    reseller: 201,
    developer: 201,
    'inactive-license': 201,
    'livechat-only': 201,
    'helpdesk-only': 422,
    subscriber: 201,
  };

  it.each(IDENTITIES)(
    '%s: a purchase installs the app when the charge succeeds, never at activation',
    async (identity, organization) => {
      const token = tokenOf(identity);
      const created = await createCharge(token, PAGIO, { plan_id: 'pagio-standard' });
      expect(created.status).toBe(CREATE[identity]);
      if (created.status !== 201) return void expect(installedIn(organization)).not.toContain(PAGIO);
      expect(created.body).toMatchObject({ price: 2000, quantity: 1, status: 'pending' });
      await addCard(token, CARD.succeeds);
      await acceptAndActivate(token, 'direct_charge', created.body.id);
      expect(installedIn(organization)).not.toContain(PAGIO); // accepted: the card is not charged yet
      clock += 1000;
      expect(installedIn(organization)).not.toContain(PAGIO); // processed
      clock += 1000;
      // success: installed, read by nobody but the installs list (the tab may be closed)
      expect(await installedVia(token)).toContain(PAGIO);
      // The site's PUT that may follow answers 'already installed' (409), which it ignores.
      expect((await call('PUT', `/applications/${PAGIO}/install`, token)).status).toBe(409);
    },
  );

  it('installs a subscription once it is active, and a §5 trial without a card requirement with no card on file', async () => {
    const owner = tokenOf('owner');
    // Acme starts with Visa 1111 on file (README, "Billing"): taken off, so the trial really has no card.
    services.accounts.setCardOnFile(ACME, 'livechat', null);
    const trial = await createCharge(owner, CHATFOX, { plan_id: 'chatfox-standard', quantity: 3 });
    expect(trial.body).toMatchObject({ price: 1200, quantity: 3, status: 'pending' });
    await acceptAndActivate(owner, 'recurrent_charge', trial.body.id);
    expect(installedIn(ACME)).toEqual([]);
    clock += 1000;
    expect(installedIn(ACME)).toEqual([CHATFOX]);
    expect(statusOf(ACME, trial.body.id)).toBe('active');
  });

  it('lets the developer install their own paid app without a charge (§5: install it from the Developer Console)', async () => {
    const developer = tokenOf('developer');
    expect((await call('PUT', `/applications/${ORDERSTER}/install`, developer)).status).toBe(200);
    expect((await call('PUT', `/applications/${PAGIO}/install`, developer)).status).toBe(422);
  });

  it("does not let one app's settled charge install another paid app", async () => {
    const owner = tokenOf('owner');
    await addCard(owner, CARD.succeeds);
    const { body } = await createCharge(owner, PAGIO, { plan_id: 'pagio-standard' });
    await acceptAndActivate(owner, 'direct_charge', body.id);
    clock += 2000;
    const refused = await call('PUT', `/applications/${DRIPRAY}/install`, owner);
    expect([refused.status, await json(refused)]).toEqual([422, { status: 'error', error: PAYMENT_REQUIRED }]);
  });

  it('lets a settled cart purchase pay for the installs the site makes after it (and nothing before)', async () => {
    const owner = tokenOf('owner');
    const cart = (await json<ApiCart>(await call('POST', '/products-carts', owner))).id;
    await call('PATCH', `/products-carts/${cart}/applications?id=${PAGIO},${DRIPRAY}`, owner);
    await call('PATCH', `/products-carts/${cart}/coupon/SANDBOX10`, owner);
    await call('PATCH', `/products-carts/${cart}/checkout`, owner);
    expect((await call('PATCH', `/products-carts/${cart}/purchase`, owner)).status).toBe(200);
    // Purchased, not settled yet: no charge, no install.
    expect((await call('PUT', `/applications/${PAGIO}/install`, owner)).status).toBe(422);
    clock += PURCHASE_SETTLE_MS;
    expect((await json<ApiCart>(await call('GET', `/products-carts/${cart}`, owner))).purchasedAt).not.toBeNull();
    expect(services.billing.charges(ACME).map((charge) => [charge.order_client_id, charge.status, charge.price])).toEqual([
      [PAGIO, 'success', 1800],
      [DRIPRAY, 'active', 810],
    ]);
    for (const app of [PAGIO, DRIPRAY]) expect((await call('PUT', `/applications/${app}/install`, owner)).status).toBe(200);
    expect(installedIn(ACME)).toEqual([PAGIO, DRIPRAY]);
  });
});

describe('rule 3: a charge that fails, is declined, cancelled or frozen takes its app away on the server', () => {
  it('uninstalls a cancelled subscription with nobody watching; the site’s uninstall that follows still ends well', async () => {
    const owner = tokenOf('owner');
    await addCard(owner, CARD.succeeds);
    const { body } = await createCharge(owner, DRIPRAY, { plan_id: 'dripray-standard' });
    await acceptAndActivate(owner, 'recurrent_charge', body.id);
    clock += 1000;
    expect(await installedVia(owner)).toEqual([DRIPRAY]);
    expect((await call('PUT', `/recurrent_charge/livechat/${body.id}/cancel`, owner)).status).toBe(200);
    expect(await installedVia(owner)).toEqual([]);
    expect((await call('GET', `/applications/${DRIPRAY}/instance`, owner)).status).toBe(404);
    // §4 Uninstall: cancel first, then DELETE with the reason: 204, recorded; once only.
    expect((await call('DELETE', `/applications/${DRIPRAY}/install`, owner, { reason: 'Too expensive' })).status).toBe(204);
    expect(services.applications.uninstallReasons()).toEqual([{ organizationId: ACME, appId: DRIPRAY, reason: 'Too expensive' }]);
    expect((await call('DELETE', `/applications/${DRIPRAY}/install`, owner, { reason: 'again' })).status).toBe(404);
    // Not paid for any more: no install without a new charge.
    expect((await call('PUT', `/applications/${DRIPRAY}/install`, owner)).status).toBe(422);
  });

  it('takes away an installed app when its pending charge is declined (the subscriber’s Handshakify Bridge)', async () => {
    const sue = tokenOf('subscriber');
    expect(await installedVia(sue)).toContain(HANDSHAKIFY);
    const [pending] = await json<Charge[]>(await call('GET', `/recurrent_charge/livechat?order_client_id=${HANDSHAKIFY}`, sue));
    expect((await call('PUT', `/recurrent_charge/livechat/${pending.id}/decline`, sue)).status).toBe(200);
    expect(await installedVia(sue)).not.toContain(HANDSHAKIFY);
  });

  it('takes away an installed app as soon as its charge freezes, on the server’s clock', async () => {
    const sue = tokenOf('subscriber');
    const [pending] = await json<Charge[]>(await call('GET', `/recurrent_charge/livechat?order_client_id=${HANDSHAKIFY}`, sue));
    await addCard(sue, CARD.fails);
    await acceptAndActivate(sue, 'recurrent_charge', pending.id);
    expect(installedIn('org-subscriber')).toContain(HANDSHAKIFY);
    clock += 1000;
    expect(installedIn('org-subscriber')).not.toContain(HANDSHAKIFY);
    expect(statusOf('org-subscriber', pending.id)).toBe('frozen');
    clock += 4000;
    expect(statusOf('org-subscriber', pending.id)).toBe('cancelled');
    expect(installedIn('org-subscriber')).not.toContain(HANDSHAKIFY);
  });

  it.each([
    ['declined', CARD.declined, 'declined'],
    ['failing', CARD.fails, 'cancelled'],
  ])('never installs what the %s card pays for, at any step, though the tab closed', async (_name, card, end) => {
    const owner = tokenOf('owner');
    // The declining card is refused when added: on file as a card that went bad later.
    if (card === CARD.declined) services.accounts.setCardOnFile(ACME, 'livechat', storedCard(CARD.declined));
    else await addCard(owner, card);
    const { body } = await createCharge(owner, DRIPRAY, { plan_id: 'dripray-standard' });
    await acceptAndActivate(owner, 'recurrent_charge', body.id);
    for (const step of [0, 1000, 4000, 1000]) {
      clock += step;
      expect(installedIn(ACME)).toEqual([]);
    }
    expect(statusOf(ACME, body.id)).toBe(end);
  });

  it('keeps an app another settled charge still pays for', async () => {
    const owner = tokenOf('owner');
    await addCard(owner, CARD.succeeds);
    const { body } = await createCharge(owner, PAGIO, { plan_id: 'pagio-standard' });
    await acceptAndActivate(owner, 'direct_charge', body.id);
    clock += 2000;
    expect(installedIn(ACME)).toEqual([PAGIO]);
    const raw = await json<Charge>(await call('POST', '/direct_charge/livechat', owner, rawDirect(PAGIO, 500)));
    expect((await call('PUT', `/direct_charge/livechat/${raw.id}/decline`, owner)).status).toBe(200);
    expect(installedIn(ACME)).toEqual([PAGIO]);
  });
});

describe('rule 4: create-charge reuses a charge in progress only for the same order', () => {
  it('answers the same plan, seats, cycle and product with the charge in progress (200)', async () => {
    const owner = tokenOf('owner');
    const first = await createCharge(owner, CHATFOX, { plan_id: 'chatfox-standard', quantity: 3, product: 'livechat' });
    const again = await createCharge(owner, CHATFOX, { plan_id: 'chatfox-standard', quantity: 3, product: 'livechat' });
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(again.body).toMatchObject({ id: first.body.id, type: 'recurrent_charge', price: 1200, quantity: 3 });
  });

  it.each([
    ['another plan', { plan_id: 'dripray-pro' }],
    ['another cycle', { plan_id: 'dripray-standard', months: 12 }],
    ['another product', { plan_id: 'dripray-standard', product: 'helpdesk' }],
  ])('does not reuse it for %s: 409, and the charge in progress is untouched', async (_case, body) => {
    const owner = tokenOf('owner');
    const first = await createCharge(owner, DRIPRAY, { plan_id: 'dripray-standard', product: 'livechat' });
    const other = await createCharge(owner, DRIPRAY, body);
    expect([other.status, other.body]).toEqual([409, { error: CONFLICT }]);
    expect(services.billing.charges(ACME).map((charge) => [charge.id, charge.price, charge.status])).toEqual([
      [first.body.id, 900, 'pending'],
    ]);
  });

  it('does not reuse it for other seats', async () => {
    const owner = tokenOf('owner');
    await createCharge(owner, CHATFOX, { plan_id: 'chatfox-standard', quantity: 3 });
    expect((await createCharge(owner, CHATFOX, { plan_id: 'chatfox-standard', quantity: 4 })).status).toBe(409);
  });

  it('never completes a purchase with a 1-cent charge created first with the app’s order', async () => {
    const owner = tokenOf('owner');
    await addCard(owner, CARD.succeeds);
    const cent = await json<Charge>(await call('POST', '/direct_charge/livechat', owner, rawDirect(PAGIO, 1)));
    const refused = await createCharge(owner, PAGIO, { plan_id: 'pagio-standard' });
    expect([refused.status, refused.body]).toEqual([409, { error: CONFLICT }]);
    // Paid, it still buys nothing; once it is settled the real order gets its own charge at its price.
    await acceptAndActivate(owner, 'direct_charge', cent.id);
    clock += 2000;
    expect(installedIn(ACME)).toEqual([]);
    const real = await createCharge(owner, PAGIO, { plan_id: 'pagio-standard' });
    expect(real.status).toBe(201);
    expect(real.body).toMatchObject({ price: 2000, status: 'pending' });
    expect(real.body.id).not.toBe(cent.id);
  });

  it('reuses a raw charge only for the same kind, product, price and seats', async () => {
    const owner = tokenOf('owner');
    const first = await call('POST', '/direct_charge/livechat', owner, rawDirect('order-1', 500));
    const same = await call('POST', '/direct_charge/livechat', owner, rawDirect('order-1', 500));
    expect([first.status, same.status]).toEqual([201, 200]);
    expect((await json<Charge>(same)).id).toBe((await json<Charge>(first)).id);
    expect((await call('POST', '/direct_charge/livechat', owner, rawDirect('order-1', 499))).status).toBe(409);
    expect((await call('POST', '/direct_charge/livechat', owner, { ...rawDirect('order-1', 500), quantity: 2 })).status).toBe(
      409,
    );
  });
});

describe('rule 5: one live charge per app and organization', () => {
  it('gives two tabs paying at once for different plans one charge and one 409', async () => {
    const owner = tokenOf('owner');
    const answers = await Promise.all([
      createCharge(owner, DRIPRAY, { plan_id: 'dripray-standard' }),
      createCharge(owner, DRIPRAY, { plan_id: 'dripray-pro' }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    expect(services.billing.charges(ACME)).toHaveLength(1);
  });

  it('keeps the order busy while accepted, processed and active; free again once it ended', async () => {
    const owner = tokenOf('owner');
    await addCard(owner, CARD.succeeds);
    const { body } = await createCharge(owner, DRIPRAY, { plan_id: 'dripray-standard' });
    await acceptAndActivate(owner, 'recurrent_charge', body.id);
    expect((await createCharge(owner, DRIPRAY, { plan_id: 'dripray-pro' })).status).toBe(409); // accepted
    clock += 1000;
    // Active: a second subscription would bill twice, even for the same plan.
    expect((await createCharge(owner, DRIPRAY, { plan_id: 'dripray-standard' })).status).toBe(409);
    const raw = await call('POST', '/recurrent_charge/livechat', owner, { ...rawDirect(DRIPRAY, 900), months: 1 });
    expect([raw.status, await json(raw)]).toEqual([409, { error: CONFLICT }]);
    expect((await call('PUT', `/recurrent_charge/livechat/${body.id}/cancel`, owner)).status).toBe(200);
    expect((await createCharge(owner, DRIPRAY, { plan_id: 'dripray-pro' })).status).toBe(201);
  });

  it('keeps a one-time order busy while processed', async () => {
    const owner = tokenOf('owner');
    await addCard(owner, CARD.succeeds);
    const { body } = await createCharge(owner, PAGIO, { plan_id: 'pagio-standard' });
    await acceptAndActivate(owner, 'direct_charge', body.id);
    clock += 1000;
    expect(statusOf(ACME, body.id)).toBe('processed');
    expect((await call('POST', '/direct_charge/livechat', owner, rawDirect(PAGIO, 2000))).status).toBe(409);
    // The same order is answered with it (the site's resume then polls it to its end).
    const same = await createCharge(owner, PAGIO, { plan_id: 'pagio-standard' });
    expect([same.status, same.body.id, same.body.status]).toEqual([200, body.id, 'processed']);
  });

  it('lets the subscriber renew a cancelled or frozen subscription, not buy a second one of an active one', async () => {
    const sue = tokenOf('subscriber');
    expect((await createCharge(sue, PIXELO, { plan_id: 'pixelo-standard' })).status).toBe(409);
    expect((await createCharge(sue, '9f2cadb1c9f134aca3fd7dcb', { plan_id: 'pixelowl-standard' })).status).toBe(201);
    expect((await createCharge(sue, CHATFOX, { plan_id: 'chatfox-standard' })).status).toBe(201);
  });
});

describe('rule 6: numbers out of range are refused (422)', () => {
  const owner = () => tokenOf('owner');
  let order = 0;
  const rawRecurrent = (fields: Record<string, unknown>) => ({
    ...rawDirect(`order-${(order += 1)}`, 500),
    trial_days: 0,
    months: 1,
    ...fields,
  });

  it.each([
    [{ trial_days: 1e308 }, 'trial_days must be a whole number from 0 to 365'],
    [{ trial_days: 366 }, 'trial_days must be a whole number from 0 to 365'],
    [{ trial_days: -1 }, 'trial_days must be a whole number from 0 to 365'],
    [{ trial_days: 1.5 }, 'trial_days must be a whole number from 0 to 365'],
    [{ trial_days: '7' }, 'trial_days must be a whole number from 0 to 365'],
    [{ quantity: 0 }, 'quantity must be a whole number from 1 to 1000'],
    [{ quantity: 1001 }, 'quantity must be a whole number from 1 to 1000'],
    [{ quantity: 2.5 }, 'quantity must be a whole number from 1 to 1000'],
    [{ quantity: 1e308 }, 'quantity must be a whole number from 1 to 1000'],
    [{ price: 0 }, 'price must be a positive whole number of cents'],
    [{ price: -1 }, 'price must be a positive whole number of cents'],
    [{ price: 0.5 }, 'price must be a positive whole number of cents'],
    [{ price: 10_000_001 }, 'price must be at most 10000000 cents'],
    [{ price: 1e308 }, 'price must be at most 10000000 cents'],
    [{ months: 0 }, 'months must be a whole number from 1 to 12'],
    [{ months: 13 }, 'months must be a whole number from 1 to 12'],
    [{ months: 1e308 }, 'months must be a whole number from 1 to 12'],
  ])('refuses a raw recurrent charge with %j', async (fields, message) => {
    const refused = await call('POST', '/recurrent_charge/livechat', owner(), rawRecurrent(fields));
    expect([refused.status, await json(refused)]).toEqual([422, { error: `validation:${message}` }]);
    expect(services.billing.charges(ACME)).toEqual([]);
  });

  it('refuses the same numbers on a raw direct charge (trial days and months too, when given)', async () => {
    for (const fields of [{ trial_days: 1e308 }, { quantity: 1001 }, { price: 1e308 }, { months: 13 }]) {
      const refused = await call('POST', '/direct_charge/livechat', owner(), {
        ...rawDirect(`direct-${(order += 1)}`, 500),
        ...fields,
      });
      expect(refused.status).toBe(422);
    }
    expect(services.billing.charges(ACME)).toEqual([]);
  });

  it.each([
    [{ trial_days: 0 }],
    [{ trial_days: 365 }],
    [{ quantity: 1 }],
    [{ quantity: 1000 }],
    [{ price: 1 }],
    [{ price: 10_000_000 }],
    [{ months: 12 }],
  ])('takes the bound %j', async (fields) => {
    expect((await call('POST', '/recurrent_charge/livechat', owner(), rawRecurrent(fields))).status).toBe(201);
  });

  it.each([
    [{ quantity: 0 }, 'quantity must be a whole number from 1 to 1000'],
    [{ quantity: 1001 }, 'quantity must be a whole number from 1 to 1000'],
    [{ quantity: 2.5 }, 'quantity must be a whole number from 1 to 1000'],
    [{ quantity: '3' }, 'quantity must be a whole number from 1 to 1000'],
    [{ quantity: 1e308 }, 'quantity must be a whole number from 1 to 1000'],
    [{ months: 6 }, 'months must be 1 or 12'],
    [{ months: 1e308 }, 'months must be 1 or 12'],
  ])('refuses create-charge with %j', async (fields, message) => {
    const refused = await createCharge(owner(), CHATFOX, { plan_id: 'chatfox-standard', ...fields });
    expect([refused.status, refused.body]).toEqual([422, { error: `validation:${message}` }]);
  });

  it('takes create-charge seats up to 1000', async () => {
    const created = await createCharge(owner(), CHATFOX, { plan_id: 'chatfox-standard', quantity: 1000 });
    expect([created.status, created.body.quantity]).toEqual([201, 1000]);
  });

  it('bounds the price preview and the published price', async () => {
    for (const price of ['1e308', '-1', '1.5', '10000001']) {
      expect((await call('GET', `/price_preview/livechat?price=${price}&country=PL`, owner())).status).toBe(422);
    }
    expect((await call('GET', '/price_preview/livechat?price=0&country=PL', owner())).status).toBe(200);
    expect((await call('GET', '/price_preview/livechat?price=10000000&country=PL', owner())).status).toBe(200);
    for (const price of [1e308, 10_000_001, -1, 0.5]) {
      expect((await call('PATCH', '/sandbox/applications/pagio/published', null, { price })).status).toBe(422);
    }
    expect((await call('PATCH', '/sandbox/applications/pagio/published', null, { price: 0 })).status).toBe(200);
  });
});
