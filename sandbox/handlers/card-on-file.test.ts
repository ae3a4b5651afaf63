/**
 * @jest-environment node
 */
import { createServices, type Services } from '../services';
import { server } from '../test-server';
import { createHandlers } from '.';
import { storedCard, TEST_CARD } from '../services/billing-cards';
import { DEMO_IDENTITIES, tokenFor } from './handler-test-token';

// The card on file (§3 Subscription per product: has_card, card_details; §7 POST /account/{product}),
// with every demo identity: who starts with a card, who may add one (§6 billing rights), what an
// invalid card gets, and that the card on file decides how charges end (sandbox/README.md, "Billing").
const API = 'http://api.test';
const ACCOUNTS = 'http://accounts.test';
const PAGIO = '50824c495c18f62f51082483'; // $20 once, livechat
// The sandbox's test cards; the succeeding one typed with spaces, as a buyer types it.
const CARD = { ...TEST_CARD, succeeds: '4242 4242 4242 4242' };

const IDENTITIES = DEMO_IDENTITIES;

type Card = { card_type: string; first_six: string; last_four: string };
const card = (card_type: string, first_six: string, last_four: string): Card => ({ card_type, first_six, last_four });
const ACME_CARDS = { livechat: card('visa', '411111', '1111'), helpdesk: null };

/** The card each organization starts with, per product; 'no license': the subscription read is a 404. */
const DEFAULT_CARDS: Record<string, Record<'livechat' | 'helpdesk', Card | null | 'no license'>> = {
  owner: ACME_CARDS,
  viceowner: ACME_CARDS,
  administrator: ACME_CARDS,
  agent: ACME_CARDS,
  viewer: ACME_CARDS,
  member: ACME_CARDS,
  suspended: ACME_CARDS,
  ghost: ACME_CARDS,
  reseller: { livechat: null, helpdesk: 'no license' },
  developer: { livechat: card('mastercard', '555555', '4444'), helpdesk: card('american_express', '378282', '0005') },
  'inactive-license': { livechat: card('master', '222300', '0023'), helpdesk: null },
  'livechat-only': { livechat: null, helpdesk: 'no license' },
  'helpdesk-only': { livechat: 'no license', helpdesk: card('visa', '400000', '0077') },
  subscriber: { livechat: card('visa', '424242', '4242'), helpdesk: 'no license' },
};

/** §6 billing rights: none for these in LiveChat; in HelpDesk only billing--all:rw counts (not the administrator's). */
const NO_LIVECHAT_BILLING = new Set(['agent', 'viewer', 'member', 'suspended']);
const NO_HELPDESK_BILLING = new Set([...NO_LIVECHAT_BILLING, 'administrator']);
const DENIED = (product: 'LiveChat' | 'HelpDesk') =>
  `no_billing_rights:Buying apps needs billing rights on the ${product} license. Ask its owner to buy it or to give you billing access.`;

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
    headers: {
      ...(token ? { Authorization: `Bearer ${token}`, 'X-Region': token.split(':')[0] } : {}),
      ...(body ? { 'Content-Type': 'application/json' } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });

async function json<T = Record<string, unknown>>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

/** What `GET /licenses/{product}/subscription` says of the card on file. */
async function cardOnFile(token: string, product: 'livechat' | 'helpdesk'): Promise<Card | null | 'no license'> {
  const response = await call('GET', `/licenses/${product}/subscription`, token);
  if (response.status === 404) return 'no license';
  expect(response.status).toBe(200);
  const subscription = await json<{ has_card: boolean; card_details: Card | null }>(response);
  expect(subscription.has_card).toBe(subscription.card_details !== null);
  return subscription.card_details;
}

const addCard = (token: string | null, number: string, product = 'livechat', extra: Record<string, unknown> = {}) =>
  call('POST', `/account/${product}`, token, { card_number: number, ...extra });

async function payForPagio(token: string): Promise<string> {
  const created = await json<{ id: string }>(
    await call('POST', `/applications/${PAGIO}/create-charge`, token, { plan_id: 'pagio-standard', product: 'livechat' }),
  );
  expect((await call('PUT', `/direct_charge/livechat/${created.id}/accept`, token)).status).toBe(200);
  expect((await call('PUT', `/direct_charge/livechat/${created.id}/activate`, token)).status).toBe(200);
  return created.id;
}

const statusAfter = async (token: string, id: string, ms: number) => {
  clock += ms;
  return (await json<{ status: string }>(await call('GET', `/direct_charge/livechat/${id}`, token))).status;
};

describe('the card on file each identity starts with', () => {
  it.each(IDENTITIES)('%s: the subscription reports it per product (has_card, card_details)', async (identity) => {
    const token = tokenOf(identity);
    expect({ livechat: await cardOnFile(token, 'livechat'), helpdesk: await cardOnFile(token, 'helpdesk') }).toEqual(
      DEFAULT_CARDS[identity],
    );
  });
});

describe('POST /account/{product}: billing rights (403), then the card goes on file', () => {
  it.each(IDENTITIES)('%s: LiveChat', async (identity) => {
    const token = tokenOf(identity);
    const answer = await addCard(token, CARD.succeeds);
    if (NO_LIVECHAT_BILLING.has(identity)) {
      expect(answer.status).toBe(403);
      expect(await json(answer)).toEqual({ error: DENIED('LiveChat') });
      expect(await cardOnFile(token, 'livechat')).toEqual(DEFAULT_CARDS[identity].livechat);
      return;
    }
    expect(answer.status).toBe(201);
    const added = card('visa', '424242', '4242');
    expect(await json(answer)).toEqual({ card: added });
    // Read back on the subscription when the organization has a LiveChat license; the HelpDesk card is its own.
    expect(await cardOnFile(token, 'livechat')).toEqual(DEFAULT_CARDS[identity].livechat === 'no license' ? 'no license' : added);
    expect(await cardOnFile(token, 'helpdesk')).toEqual(DEFAULT_CARDS[identity].helpdesk);
  });

  it.each(IDENTITIES)('%s: HelpDesk', async (identity) => {
    const token = tokenOf(identity);
    const answer = await addCard(token, CARD.succeeds, 'helpdesk');
    if (NO_HELPDESK_BILLING.has(identity)) {
      expect(answer.status).toBe(403);
      expect(await json(answer)).toEqual({ error: DENIED('HelpDesk') });
      expect(await cardOnFile(token, 'helpdesk')).toEqual(DEFAULT_CARDS[identity].helpdesk);
      return;
    }
    expect(answer.status).toBe(201);
    const helpdesk = DEFAULT_CARDS[identity].helpdesk;
    expect(await cardOnFile(token, 'helpdesk')).toEqual(
      helpdesk === 'no license' ? 'no license' : card('visa', '424242', '4242'),
    );
    expect(await cardOnFile(token, 'livechat')).toEqual(DEFAULT_CARDS[identity].livechat);
  });

  it("keeps the card per organization: Acme's new card is not SubscribeCo's", async () => {
    expect((await addCard(tokenOf('owner'), CARD.fails)).status).toBe(201);
    expect(await cardOnFile(tokenOf('viceowner'), 'livechat')).toEqual(card('visa', '400000', '0341'));
    expect(await cardOnFile(tokenOf('subscriber'), 'livechat')).toEqual(card('visa', '424242', '4242'));
  });

  it('needs a live token (401)', async () => {
    expect((await addCard(null, CARD.succeeds)).status).toBe(401);
    expect((await addCard('dal:revoked-or-made-up', CARD.succeeds)).status).toBe(401);
  });
});

describe('POST /account/{product}: 422 for an invalid card, and the card on file stays', () => {
  const later = { expiry_month: 12, expiry_year: 2030, cvc: '123' };
  it.each([
    [
      'a number failing the Luhn check',
      '4242424242424241',
      {},
      'invalid_card:This card number is not valid: check it for typos.',
    ],
    ['letters', '4242-4242-abcd-4242', {}, 'invalid_card:A card number has digits only.'],
    ['no number', '', {}, 'invalid_card:Enter the card number.'],
    ['a brand of none of §3', '6011111111111117', {}, 'invalid_card:Use a Visa, Mastercard or American Express card.'],
    ['a Visa number of the wrong length', '42424242424242', {}, 'invalid_card:A Visa card number has 13, 16 or 19 digits.'],
    [
      'an expiry in the past',
      CARD.succeeds,
      { ...later, expiry_month: 5, expiry_year: 2026 },
      'invalid_card:This card has expired: use a card with an expiry date in the future.',
    ],
    [
      'a month 13',
      CARD.succeeds,
      { ...later, expiry_month: 13 },
      'invalid_card:Enter the expiry date as MM/YY, for example 04/30.',
    ],
    [
      'a 4-digit CVC on a Visa',
      CARD.succeeds,
      { ...later, cvc: '1234' },
      'invalid_card:The security code (CVC) is the 3 digits on the back of the card.',
    ],
    [
      'a valid card that is no sandbox test card',
      '5555555555554444',
      later,
      'card_declined:Use one of the sandbox test cards (sandbox/README.md)',
    ],
  ])('%s', async (_label, number, extra, error) => {
    const owner = tokenOf('owner');
    const answer = await addCard(owner, number, 'livechat', extra);
    expect(answer.status).toBe(422);
    expect(await json(answer)).toEqual({ error });
    expect(await cardOnFile(owner, 'livechat')).toEqual(ACME_CARDS.livechat);
  });

  it('takes an expiry this month (2-digit year too) and a 3-digit CVC', async () => {
    const owner = tokenOf('owner');
    expect((await addCard(owner, CARD.succeeds, 'livechat', { expiry_month: 6, expiry_year: 26, cvc: '000' })).status).toBe(201);
  });

  it('refuses a card without rights before reading it (403, not 422)', async () => {
    expect((await addCard(tokenOf('agent'), 'not a card')).status).toBe(403);
  });
});

describe('the card on file decides how its charges end', () => {
  it("charges the owner's default Visa 1111 (a good card): success", async () => {
    const owner = tokenOf('owner');
    const id = await payForPagio(owner);
    expect(await statusAfter(owner, id, 1000)).toBe('processed');
    expect(await statusAfter(owner, id, 1000)).toBe('success');
  });

  it('the declining card is refused in place of the good one; on file, it fails the next charge; the failing one fails it after processing', async () => {
    const owner = tokenOf('owner');
    expect((await addCard(owner, CARD.declined)).status).toBe(422);
    expect(await cardOnFile(owner, 'livechat')).toEqual(ACME_CARDS.livechat);
    // A card that declines once on file (put there as a card that went bad later).
    services.accounts.setCardOnFile('org-acme', 'livechat', storedCard(CARD.declined));
    const declined = await payForPagio(owner);
    expect(await statusAfter(owner, declined, 1000)).toBe('failed');

    expect((await addCard(owner, CARD.fails)).status).toBe(201);
    const failing = await payForPagio(owner);
    expect(await statusAfter(owner, failing, 1000)).toBe('processed');
    expect(await statusAfter(owner, failing, 1000)).toBe('failed');
  });

  it('an organization with no card on file adds one before its charge is accepted', async () => {
    const leo = tokenOf('livechat-only');
    const created = await json<{ id: string }>(
      await call('POST', `/applications/${PAGIO}/create-charge`, leo, { plan_id: 'pagio-standard', product: 'livechat' }),
    );
    expect((await call('PUT', `/direct_charge/livechat/${created.id}/accept`, leo)).status).toBe(422);
    expect((await addCard(leo, CARD.succeeds, 'livechat', { expiry_month: 1, expiry_year: 2031, cvc: '321' })).status).toBe(201);
    expect(await cardOnFile(leo, 'livechat')).toEqual(card('visa', '424242', '4242'));
    expect((await call('PUT', `/direct_charge/livechat/${created.id}/accept`, leo)).status).toBe(200);
    expect((await call('PUT', `/direct_charge/livechat/${created.id}/activate`, leo)).status).toBe(200);
    expect(await statusAfter(leo, created.id, 2000)).toBe('success');
  });
});
