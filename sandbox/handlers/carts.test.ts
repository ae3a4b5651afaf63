/**
 * @jest-environment node
 */
import type { ApiCart, ApiCartError } from '../../src/domain/cart/cart-contract';
import { readCatalogueData } from '../data-files';
import { PURCHASE_SETTLE_MS } from '../services/carts';
import { createServices, type Services } from '../services';
import { server } from '../test-server';
import { createHandlers } from '.';
import { tokenFor } from './handler-test-token';

// The cart service (§4 cart lifecycle, §7 /products-carts) as the sandbox runs it.
const API = 'http://api.test';
const ACCOUNTS = 'http://accounts.test';
const PAGIO = '50824c495c18f62f51082483'; // $20 once, livechat, no plan needed
const PIXELO = 'c82a7da517bb56071b807e91'; // $12 per agent monthly, livechat
const QUIZIO = '5089e691341d9af07d138c61'; // $25 monthly, helpdesk
const INBOXFOX = 'f38a33a13d6384f85a3a375e'; // $14.99 monthly, livechat, Team and higher
const OWN_APP = '659a73932939329dd854fa7e'; // Orderster, paid: the developer identity's own
const NOT_INSTALLABLE = '8a8ad1baa9a2101fda1877ff'; // InsightLine Pro, $5 monthly: installable false
const OWNER_ONLY = '2c536222af737624fcc896c3'; // Shario, $25 monthly, livechat: onlyOwnerCanInstall
const SERVICE = '2be5be5bcc31bd803b51583e'; // Upshift onboarding workshop, $99 once

let services: Services;
let clock: number;

beforeEach(() => {
  clock = Date.parse('2026-06-01T10:00:00Z');
  services = createServices(undefined, { siteOrigins: ['http://localhost:8000'], now: () => clock });
  server.use(...createHandlers(services, API, ACCOUNTS));
});

const tokenOf = (identity: string) => tokenFor(services, identity);

const call = (method: string, path: string, token: string | null) =>
  fetch(`${API}${path}`, { method, headers: token ? { Authorization: `Bearer ${token}` } : {} });

async function cartOf(response: Response): Promise<ApiCart> {
  expect(response.status).toBeLessThan(300);
  return (await response.json()) as ApiCart;
}

async function newCart(token: string, ...apps: string[]): Promise<ApiCart> {
  const cart = await cartOf(await call('POST', '/products-carts', token));
  return apps.length ? cartOf(await call('PATCH', `/products-carts/${cart.id}/applications?id=${apps.join(',')}`, token)) : cart;
}

/** A cart of `apps` checked out, bought and read once the purchase has settled. */
async function settleCart(token: string, apps: string[]): Promise<ApiCart> {
  const cart = await newCart(token, ...apps);
  await call('PATCH', `/products-carts/${cart.id}/checkout`, token);
  await call('PATCH', `/products-carts/${cart.id}/purchase`, token);
  clock += PURCHASE_SETTLE_MS;
  return cartOf(await call('GET', `/products-carts/${cart.id}`, token));
}

describe('sandbox carts', () => {
  it('answers 401 to every call without a live token', async () => {
    for (const [method, path] of [
      ['GET', '/products-carts/recent'],
      ['POST', '/products-carts'],
      ['PATCH', '/products-carts/x/applications/y'],
      ['PATCH', '/products-carts/x/checkout'],
      ['PATCH', '/products-carts/x/purchase'],
      ['PATCH', '/products-carts/x/coupon/SANDBOX10'],
    ]) {
      expect((await call(method, path, null)).status).toBe(401);
      expect((await call(method, path, 'dal:forged')).status).toBe(401);
    }
  });

  it('has no recent cart (404) until one is created; the recent one is reused', async () => {
    const token = tokenOf('owner');
    expect((await call('GET', '/products-carts/recent', token)).status).toBe(404);
    const cart = await newCart(token);
    expect((await cartOf(await call('GET', '/products-carts/recent', token))).id).toBe(cart.id);
    // Another organization sees nothing of it.
    expect((await call('GET', `/products-carts/${cart.id}`, tokenOf('livechat-only'))).status).toBe(404);
  });

  it('adds one, several (never twice), changes a plan and removes', async () => {
    const token = tokenOf('owner');
    let cart = await newCart(token, PAGIO, PIXELO, PAGIO);
    expect(cart.products.map((product) => product.id)).toEqual([PAGIO, PIXELO]);
    cart = await cartOf(await call('PATCH', `/products-carts/${cart.id}/applications/${PAGIO}`, token));
    expect(cart.products).toHaveLength(2);
    expect(cart.summary.oneTime.map((item) => item.id)).toEqual([PAGIO]);
    expect(cart.summary.recurrent[0]).toMatchObject({ id: PIXELO, plan: { billingCycle: 'pay-monthly' } });
    const plan = cart.products[1].plan.id;
    cart = await cartOf(
      await call('PATCH', `/products-carts/${cart.id}/applications/${PIXELO}/plans/${plan}?billingCycle=pay-yearly`, token),
    );
    expect(cart.products[1].plan.billingCycle).toBe('pay-yearly');
    expect(cart.products[1].plan.price.unit).toBe(Math.floor(1200 * 0.85 * 12));
    cart = await cartOf(await call('DELETE', `/products-carts/${cart.id}/applications/${PAGIO}`, token));
    expect(cart.products.map((product) => product.id)).toEqual([PIXELO]);
  });

  it('refuses an installed app', async () => {
    const token = tokenOf('owner');
    const cart = await newCart(token);
    // Paid: installed against its settled charge (sandbox/README.md, "Money rules").
    services.billing.recordCharge(
      'org-acme',
      {
        kind: 'direct_charge',
        product: 'livechat',
        appId: PAGIO,
        name: 'Pagio',
        price: 2000,
        quantity: 1,
        perAccount: false,
        months: 0,
        trialDays: 0,
      },
      'success',
    );
    expect((await call('PUT', `/applications/${PAGIO}/install`, token)).status).toBe(200);
    const refused = await call('PATCH', `/products-carts/${cart.id}/applications/${PAGIO}`, token);
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as ApiCartError).code).toBe('PRODUCTS_CART_PRODUCT_INSTALLED');
  });

  it('refuses the developer their own app (§5) with 403 and the §5 text', async () => {
    const token = tokenOf('developer');
    const cart = await newCart(token);
    const refused = await call('PATCH', `/products-carts/${cart.id}/applications/${OWN_APP}`, token);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({
      code: 'PRODUCTS_CART_OWN_PRODUCT',
      message: 'You cannot buy your own service/app. If you want to install it, go to Developer Console.',
    });
    expect((await cartOf(await call('GET', `/products-carts/${cart.id}`, token))).products).toEqual([]);
  });

  it('does not sell what the organization could not install (§5): an app that does not permit installs, an owner-only app to a non-owner', async () => {
    const token = tokenOf('owner');
    const cart = await newCart(token);
    const refused = await call('PATCH', `/products-carts/${cart.id}/applications/${NOT_INSTALLABLE}`, token);
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({
      code: 'PRODUCTS_CART_NOT_INSTALLABLE',
      message: 'This app cannot be installed.',
    });

    // An administrator has billing rights but no organization-manage permission: Shario is owner-only.
    const admin = tokenOf('administrator');
    const adminCart = await newCart(admin, OWNER_ONLY);
    const locked = await call('PATCH', `/products-carts/${adminCart.id}/checkout`, admin);
    expect(locked.status).toBe(403);
    expect(await locked.json()).toMatchObject({
      code: 'PRODUCTS_CART_OWNER_ONLY',
      message: 'To install contact the owner of the LiveChat license.',
    });
    // The owner may buy it.
    await cartOf(await call('PATCH', `/products-carts/${adminCart.id}/checkout`, token));
  });

  it('says which products are services, whose pages are /services/{slug}/ (§2)', async () => {
    const cart = await newCart(tokenOf('owner'), PAGIO, SERVICE);
    expect(cart.products.map((product) => [product.slug, product.productType])).toEqual([
      ['pagio', 'application'],
      ['upshift-onboarding-workshop', 'service'],
    ]);
  });

  it('lets anyone fill a cart but only billing rights (§6) check it out or buy it: 403 for an agent, nothing bought', async () => {
    const token = tokenOf('agent');
    const cart = await newCart(token, PAGIO);
    const refused = await call('PATCH', `/products-carts/${cart.id}/checkout`, token);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({
      code: 'PRODUCTS_CART_NO_BILLING_RIGHTS',
      message: 'Buying apps needs billing rights on the LiveChat license. Ask its owner to buy it or to give you billing access.',
    });
    expect((await cartOf(await call('GET', `/products-carts/${cart.id}`, token))).checkedOutUntil).toBeNull();
    // The owner (same organization) starts the checkout; the agent may still not buy it.
    await cartOf(await call('PATCH', `/products-carts/${cart.id}/checkout`, tokenOf('owner')));
    const bought = await call('PATCH', `/products-carts/${cart.id}/purchase`, token);
    expect(bought.status).toBe(403);
    clock += PURCHASE_SETTLE_MS;
    expect((await cartOf(await call('GET', `/products-carts/${cart.id}`, token))).purchasedAt).toBeNull();
  });

  it.each([
    ['SANDBOX10', 200],
    ['SPRING2020', 422],
    ['SANDBOX-BROKEN', 502],
    ['WHATEVER', 422],
  ])('coupon %s answers %i', async (code, status) => {
    const token = tokenOf('owner');
    const cart = await newCart(token, PAGIO);
    const response = await call('PATCH', `/products-carts/${cart.id}/coupon/${code}`, token);
    expect(response.status).toBe(status);
    if (status === 200) expect(((await response.json()) as ApiCart).coupon).toEqual({ code: 'SANDBOX10', discountPercent: 10 });
  });

  it('locks on checkout start: a second start is 409 PRODUCTS_CART_CHECKOUT_STARTED with the cart id; reject unlocks', async () => {
    const token = tokenOf('owner');
    const cart = await newCart(token, PAGIO);
    const started = await cartOf(await call('PATCH', `/products-carts/${cart.id}/checkout`, token));
    expect(Date.parse(started.checkedOutUntil ?? '')).toBe(clock + 15 * 60_000);
    const again = await call('PATCH', `/products-carts/${cart.id}/checkout`, token);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: 'PRODUCTS_CART_CHECKOUT_STARTED', id: cart.id });
    expect((await cartOf(await call('DELETE', `/products-carts/${cart.id}/checkout`, token))).checkedOutUntil).toBeNull();
    expect((await call('PATCH', `/products-carts/${cart.id}/checkout`, token)).status).toBe(200);
  });

  it('refuses every change to a locked cart with 409 PRODUCTS_CART_CHECKOUT_STARTED and the cart id, until the checkout is rejected', async () => {
    const token = tokenOf('owner');
    const cart = await newCart(token, PAGIO, PIXELO);
    const plan = cart.products[1].plan.id;
    await cartOf(await call('PATCH', `/products-carts/${cart.id}/checkout`, token));
    for (const [method, path] of [
      ['PATCH', `/products-carts/${cart.id}/applications/${QUIZIO}`],
      ['PATCH', `/products-carts/${cart.id}/applications?id=${QUIZIO}`],
      ['DELETE', `/products-carts/${cart.id}/applications/${PAGIO}`],
      ['PATCH', `/products-carts/${cart.id}/applications/${PIXELO}/plans/${plan}?billingCycle=pay-yearly`],
      ['PATCH', `/products-carts/${cart.id}/coupon/SANDBOX10`],
    ]) {
      const refused = await call(method, path, token);
      expect(refused.status).toBe(409);
      expect(await refused.json()).toMatchObject({
        code: 'PRODUCTS_CART_CHECKOUT_STARTED',
        message: 'Your cart is currently blocked by the unfinished checkout process. Try again later.',
        id: cart.id,
      });
    }
    const unchanged = await cartOf(await call('GET', `/products-carts/${cart.id}`, token));
    expect(unchanged.products.map((product) => [product.id, product.plan.billingCycle])).toEqual([
      [PAGIO, 'pay-once'],
      [PIXELO, 'pay-monthly'],
    ]);
    expect(unchanged.coupon).toBeNull();
    await cartOf(await call('DELETE', `/products-carts/${cart.id}/checkout`, token));
    expect((await cartOf(await call('PATCH', `/products-carts/${cart.id}/coupon/SANDBOX10`, token))).coupon).not.toBeNull();
  });

  it('unlocks a cart whose checkout ran out (15 minutes): changes go through again', async () => {
    const token = tokenOf('owner');
    const cart = await newCart(token, PAGIO);
    await cartOf(await call('PATCH', `/products-carts/${cart.id}/checkout`, token));
    clock += 15 * 60_000 - 1;
    expect((await call('PATCH', `/products-carts/${cart.id}/applications/${PIXELO}`, token)).status).toBe(409);
    clock += 1;
    expect((await cartOf(await call('PATCH', `/products-carts/${cart.id}/applications/${PIXELO}`, token))).products).toHaveLength(
      2,
    );
  });

  it('refuses the purchase with PRODUCTS_CART_CHECKSUM when a price moved after the checkout started', async () => {
    // A time-limited discount (§5) that ends during the checkout.
    const data = readCatalogueData();
    const app = data.applications.find((candidate) => candidate.id === PAGIO)!;
    app.customProps = {
      ...app.customProps,
      discountFrom: new Date(clock - 60_000).toISOString(),
      discountTo: new Date(clock + 5 * 60_000).toISOString(),
      discountPercent: '50',
    };
    services = createServices(data, { siteOrigins: ['http://localhost:8000'], now: () => clock });
    server.use(...createHandlers(services, API, ACCOUNTS));
    const token = tokenOf('owner');
    const cart = await newCart(token, PAGIO);
    await cartOf(await call('PATCH', `/products-carts/${cart.id}/checkout`, token));
    clock += 5 * 60_000 + 1;
    const refused = await call('PATCH', `/products-carts/${cart.id}/purchase`, token);
    expect(refused.status).toBe(422);
    expect(((await refused.json()) as ApiCartError).code).toBe('PRODUCTS_CART_CHECKSUM');
    // Started again at the new price, it goes through.
    await cartOf(await call('DELETE', `/products-carts/${cart.id}/checkout`, token));
    await cartOf(await call('PATCH', `/products-carts/${cart.id}/checkout`, token));
    expect((await call('PATCH', `/products-carts/${cart.id}/purchase`, token)).status).toBe(200);
  });

  it('purchases: the purchase time comes a little later, with charges in billing; then refuses a second purchase', async () => {
    const token = tokenOf('owner');
    const cart = await newCart(token, PAGIO, PIXELO);
    await call('PATCH', `/products-carts/${cart.id}/coupon/SANDBOX10`, token);
    await call('PATCH', `/products-carts/${cart.id}/checkout`, token);
    const answered = await cartOf(await call('PATCH', `/products-carts/${cart.id}/purchase`, token));
    expect(answered.purchasedAt).toBeNull();
    clock += PURCHASE_SETTLE_MS - 1;
    expect((await cartOf(await call('GET', `/products-carts/${cart.id}`, token))).purchasedAt).toBeNull();
    clock += 1;
    const bought = await cartOf(await call('GET', `/products-carts/${cart.id}`, token));
    expect(bought.purchasedAt).not.toBeNull();
    expect(bought.products.every((product) => product.purchasedAt && product.note === null)).toBe(true);
    const charges = services.billing.charges('org-acme');
    expect(charges.map((charge) => [charge.order_client_id, charge.status, charge.price])).toEqual([
      [PAGIO, 'success', 1800],
      [PIXELO, 'active', 1080],
    ]);
    const again = await call('PATCH', `/products-carts/${cart.id}/purchase`, token);
    expect(((await again.json()) as ApiCartError).message).toBe('Cannot purchase already purchased cart');
    // The purchased cart is no longer the recent one; a closed cart cannot be bought.
    expect((await call('GET', '/products-carts/recent', token)).status).toBe(404);
    const other = await newCart(token, PAGIO);
    await call('DELETE', `/products-carts/${other.id}`, token);
    const closed = await call('PATCH', `/products-carts/${other.id}/purchase`, token);
    expect(((await closed.json()) as ApiCartError).message).toBe('Cannot purchase closed cart');
  });

  it('settles 8 s late when the card on file is the slow test card (the switch behind "Purchase couldn\'t be confirmed")', async () => {
    const token = tokenOf('owner');
    services.accounts.setCardOnFile('org-acme', 'livechat', { card_type: 'visa', first_six: '400000', last_four: '0259' });
    const cart = await newCart(token, PAGIO);
    await call('PATCH', `/products-carts/${cart.id}/checkout`, token);
    await cartOf(await call('PATCH', `/products-carts/${cart.id}/purchase`, token));
    // Past the site's confirmation window (10 reads, 250 ms apart) the cart is still unsettled.
    clock += 10 * 250 + PURCHASE_SETTLE_MS;
    expect((await cartOf(await call('GET', `/products-carts/${cart.id}`, token))).purchasedAt).toBeNull();
    clock += 8000;
    expect((await cartOf(await call('GET', `/products-carts/${cart.id}`, token))).purchasedAt).not.toBeNull();
  });

  it('leaves the §8 notes: billing:error for a reseller, product_inactive and dps:error for Ivy', async () => {
    const reseller = await settleCart(tokenOf('reseller'), [PAGIO]);
    expect(reseller.products.map((product) => [product.purchasedAt, product.note])).toEqual([[null, 'billing:error']]);
    const ivy = await settleCart(tokenOf('inactive-license'), [PAGIO, QUIZIO, INBOXFOX]);
    expect(ivy.products.map((product) => product.note)).toEqual([null, 'dps:error:product_inactive', 'dps:error']);
    expect(ivy.products[0].purchasedAt).not.toBeNull();
  });

  it('sells nothing that needs a card without a card that pays: no card on file, or a declining or failing test card, is billing:error, with no charge', async () => {
    // Leo's organization has no card on file: the one-time app fails; the monthly one with a 7-day
    // trial that needs no card (§5 trial rules) goes through.
    const leo = await settleCart(tokenOf('livechat-only'), [PAGIO, PIXELO]);
    expect(leo.products.map((product) => [product.id, product.note, product.purchasedAt === null])).toEqual([
      [PAGIO, 'billing:error', true],
      [PIXELO, null, false],
    ]);
    expect(services.billing.charges('org-chatonly').map((charge) => charge.order_client_id)).toEqual([PIXELO]);
    for (const lastFour of ['0002', '0341']) {
      services.accounts.setCardOnFile('org-acme', 'livechat', { card_type: 'visa', first_six: '400000', last_four: lastFour });
      const acme = await settleCart(tokenOf('owner'), [PAGIO]);
      expect(acme.products.map((product) => [product.note, product.purchasedAt])).toEqual([['billing:error', null]]);
    }
    expect(services.billing.charges('org-acme')).toEqual([]);
  });
});
