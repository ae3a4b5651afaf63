import { http, HttpResponse } from 'msw';
import { siteConfig } from '../../core/config';
import { addEffect } from '../../core/effects';
import { AD_BLOCK, CART, PAYMENT, PERMISSIONS, SUCCESS } from '../../domain/site/messages';
import { server } from '../../../sandbox/test-server';
import { CART_APPS, notificationsOf, organizationOf, sessionUserOf, storeSignedInAs, withCartSandbox } from './cart-test-kit';
import { selectCartState } from './cart-selectors';
import {
  addProduct,
  addProducts,
  applyCoupon,
  checkoutCart,
  confirmPurchase,
  loadCart,
  loadCartById,
  mergeGuestCart,
  refreshKnownCart,
} from './cart-thunks';
import { GUEST_CART_KEY } from './guest-cart';

// The cart's calls against the sandbox carts service, on fake timers (the sandbox's clock is
// Date.now, which they move too). Literal values are the spec's: 10 reads 250 ms apart, 250 ms
// before installs, 500 ms after adding several, the §8 texts.
const API = siteConfig.apiUrl;
const sandbox = withCartSandbox();

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  window.localStorage.clear();
});
afterEach(() => jest.useRealTimers());

const flush = () => jest.advanceTimersByTimeAsync(0);
async function settle<T>(promise: Promise<T>, ms = 5000): Promise<T> {
  await jest.advanceTimersByTimeAsync(ms);
  return promise;
}
const ids = (store: ReturnType<typeof storeSignedInAs>) =>
  selectCartState(store.getState()).cart?.products.map((product) => product.id) ?? [];

describe('cart thunks', () => {
  it('creates the cart on the first add, adds several with the 500 ms pause, never doubles', async () => {
    const store = storeSignedInAs(sandbox, 'owner');
    expect(await settle(store.dispatch(loadCart()))).toBeNull();
    expect(selectCartState(store.getState()).status).toBe('none');
    expect(await settle(store.dispatch(addProduct(CART_APPS.pagio)))).toBe(true);
    let done = false;
    const several = store.dispatch(addProducts([CART_APPS.pagio, CART_APPS.pixelo])).then(() => (done = true));
    await jest.advanceTimersByTimeAsync(499);
    expect(done).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await several;
    expect(ids(store)).toEqual([CART_APPS.pagio, CART_APPS.pixelo]);
  });

  it('raises the addToCartMarketplace and checkoutMarketplace tracking actions', async () => {
    const store = storeSignedInAs(sandbox, 'owner');
    const seen: string[] = [];
    addEffect(store.dispatch, (action) => void seen.push(action.type));
    await settle(store.dispatch(addProduct(CART_APPS.pagio)));
    await settle(store.dispatch(checkoutCart()));
    expect(seen).toEqual(expect.arrayContaining(['cart/addToCartMarketplace', 'cart/checkoutMarketplace', 'cart/cartChanged']));
  });

  // Adapted (issue "Money and permissions a buyer can trust", Words): the expired coupon used to say
  // the §5 status text although the service said why; now its reason, the §5 text staying the fallback.
  it('coupon: the §8 success text on OK, the service reason (else the §5 failure text) on any other status', async () => {
    const store = storeSignedInAs(sandbox, 'owner');
    await settle(store.dispatch(addProduct(CART_APPS.pagio)));
    expect(await settle(store.dispatch(applyCoupon('SPRING2020')))).toBe(false);
    expect(notificationsOf(store.getState())).toContainEqual(['error', 'The coupon has expired']);
    expect(notificationsOf(store.getState())).not.toContainEqual(['error', PERMISSIONS.couponStatus]);
    expect(await settle(store.dispatch(applyCoupon('SANDBOX-BROKEN')))).toBe(false);
    expect(await settle(store.dispatch(applyCoupon('SANDBOX10')))).toBe(true);
    expect(notificationsOf(store.getState())).toContainEqual(['success', SUCCESS.couponAdded]);
    expect(selectCartState(store.getState()).cart?.coupon?.code).toBe('SANDBOX10');
  });

  it('buys the cart: confirm, 250 ms pause, installs, thank-you; charges in billing', async () => {
    const store = storeSignedInAs(sandbox, 'owner');
    await settle(store.dispatch(addProducts([CART_APPS.pagio, CART_APPS.pixelo])));
    const installs: number[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'PUT' && request.url.includes('/install')) installs.push(Date.now());
    });
    const destination = await settle(store.dispatch(checkoutCart()));
    server.events.removeAllListeners();
    const cart = selectCartState(store.getState()).cart!;
    expect(destination).toBe(`/checkout/cart/${cart.id}/thank-you`);
    expect(installs).toHaveLength(2);
    const org = organizationOf(sandbox, 'owner');
    expect(sandbox.services.applications.installed(org)).toEqual(expect.arrayContaining([CART_APPS.pagio, CART_APPS.pixelo]));
    expect(sandbox.services.billing.charges(org).map((charge) => charge.order_client_id)).toEqual([
      CART_APPS.pagio,
      CART_APPS.pixelo,
    ]);
    expect(selectCartState(store.getState()).purchase?.purchased).toHaveLength(2);
  });

  it('installs on its end page what a purchase bought when its page closed before installing it (§4 installs run in the page)', async () => {
    const store = storeSignedInAs(sandbox, 'owner');
    await settle(store.dispatch(addProducts([CART_APPS.pagio])));
    // The tab closes after the purchase: its installs never reach the service.
    server.use(http.put(`${API}/applications/:id/install`, () => HttpResponse.error(), { once: true }));
    await settle(store.dispatch(checkoutCart()));
    const org = organizationOf(sandbox, 'owner');
    expect(sandbox.services.applications.installed(org)).not.toContain(CART_APPS.pagio);
    const cartId = selectCartState(store.getState()).cart!.id;

    // The thank-you address, opened again (a new page load).
    const later = storeSignedInAs(sandbox, 'owner');
    await settle(later.dispatch(loadCartById(cartId, { finishInstalls: true })));
    expect(sandbox.services.applications.installed(org)).toContain(CART_APPS.pagio);
  });

  it('goes to review-order with the notes when a product failed for another reason than product inactive', async () => {
    const store = storeSignedInAs(sandbox, 'inactive-license');
    await settle(store.dispatch(addProducts([CART_APPS.pagio, CART_APPS.quizio, CART_APPS.inboxfox])));
    const destination = await settle(store.dispatch(checkoutCart()));
    expect(destination).toMatch(/\/review-order$/);
    expect(selectCartState(store.getState()).purchase?.notPurchased.map((product) => product.note)).toEqual([
      'dps:error:product_inactive',
      'dps:error',
    ]);
    expect(sandbox.services.applications.installed(organizationOf(sandbox, 'inactive-license'))).toEqual([CART_APPS.pagio]);
  });

  it('goes to thank-you when the only failure is product inactive', async () => {
    const store = storeSignedInAs(sandbox, 'inactive-license');
    await settle(store.dispatch(addProducts([CART_APPS.pagio, CART_APPS.quizio])));
    expect(await settle(store.dispatch(checkoutCart()))).toMatch(/\/thank-you$/);
  });

  it('a cart locked by a second tab: the §8 warning and the cart reloaded from the returned id', async () => {
    const first = storeSignedInAs(sandbox, 'owner');
    await settle(first.dispatch(addProduct(CART_APPS.pagio)));
    const second = storeSignedInAs(sandbox, 'owner');
    await settle(second.dispatch(loadCart()));
    // The second tab starts the checkout and stalls at purchase.
    server.use(http.patch(`${API}/products-carts/:id/purchase`, () => new Promise<Response>(() => {})));
    void second.dispatch(checkoutCart());
    await flush();
    await flush();
    expect(await settle(first.dispatch(checkoutCart()))).toBeNull();
    expect(notificationsOf(first.getState())).toContainEqual(['warning', CART.locked]);
    const state = selectCartState(first.getState());
    expect(state.locked).toBe(true);
    expect(state.cart?.checkedOutUntil).not.toBeNull();
    expect(state.payments.startCheckout.error).toBe(CART.locked);
  });

  it('refuses, in their own words, the developer their own app (§5) and a checkout without billing rights (§6)', async () => {
    const developer = storeSignedInAs(sandbox, 'developer');
    expect(await settle(developer.dispatch(addProduct('659a73932939329dd854fa7e')))).toBe(false);
    expect(notificationsOf(developer.getState())).toContainEqual([
      'error',
      'You cannot buy your own service/app. If you want to install it, go to Developer Console.',
    ]);
    const agent = storeSignedInAs(sandbox, 'agent');
    await settle(agent.dispatch(addProduct(CART_APPS.pagio)));
    expect(await settle(agent.dispatch(checkoutCart()))).toBeNull();
    expect(notificationsOf(agent.getState())).toContainEqual([
      'error',
      'Buying apps needs billing rights on the LiveChat license. Ask its owner to buy it or to give you billing access.',
    ]);
    expect(selectCartState(agent.getState()).cart?.purchasedAt ?? null).toBeNull();
  });

  it('refuses a cart closed or purchased elsewhere in the §8 words, not the generic start text (§4)', async () => {
    const store = storeSignedInAs(sandbox, 'owner');
    await settle(store.dispatch(addProduct(CART_APPS.pagio)));
    const cartId = selectCartState(store.getState()).cart!.id;
    // Closed in another tab (or by the service) after this page read it.
    const { token } = sessionUserOf(sandbox, 'owner');
    expect(
      (await fetch(`${API}/products-carts/${cartId}`, { method: 'DELETE', headers: { Authorization: `Bearer ${token}` } })).ok,
    ).toBe(true);
    expect(await settle(store.dispatch(checkoutCart()))).toBeNull();
    expect(notificationsOf(store.getState())).toContainEqual(['error', 'Cannot purchase closed cart']);
    expect(notificationsOf(store.getState())).not.toContainEqual(['error', 'Start cart checkout failed']);

    // A cart this page already knows to be closed is not sent to the service at all.
    let starts = 0;
    server.use(http.patch(`${API}/products-carts/:id/checkout`, () => void (starts += 1)));
    const known = storeSignedInAs(sandbox, 'owner');
    await settle(known.dispatch(loadCartById(cartId)));
    expect(selectCartState(known.getState()).cart?.closedAt).not.toBeNull();
    expect(await settle(known.dispatch(checkoutCart()))).toBeNull();
    expect(starts).toBe(0);
    expect(selectCartState(known.getState()).payments.startCheckout.error).toBe('Cannot purchase closed cart');
  });

  it('a cart call refused with 401 reports it as unauthorized (the session effect logs out, §8), with no cart error on top', async () => {
    const store = storeSignedInAs(sandbox, 'owner');
    await settle(store.dispatch(addProduct(CART_APPS.pagio)));
    const failures: unknown[] = [];
    addEffect(store.dispatch, (action) => {
      if (action.type === 'cart/cartFailed') failures.push(action.payload);
    });
    server.use(
      http.patch(`${API}/products-carts/:id/applications/:appId`, () =>
        HttpResponse.json({ error: { type: 'authentication', message: 'Invalid access token' } }, { status: 401 }),
      ),
      http.patch(`${API}/products-carts/:id/coupon/:code`, () =>
        HttpResponse.json({ error: { type: 'authentication', message: 'Invalid access token' } }, { status: 401 }),
      ),
    );
    expect(await settle(store.dispatch(addProduct(CART_APPS.pixelo)))).toBe(false);
    expect(await settle(store.dispatch(applyCoupon('SANDBOX10')))).toBe(false);
    expect(failures).toEqual([
      { message: CART.addProduct, adBlock: false, unauthorized: true },
      { message: PERMISSIONS.couponStatus, adBlock: false, unauthorized: true },
    ]);
    expect(notificationsOf(store.getState()).filter(([kind]) => kind === 'error')).toEqual([]);
  });

  it('the checksum error is a rejected purchase carrying the code; the checkout is unlocked', async () => {
    const store = storeSignedInAs(sandbox, 'owner');
    await settle(store.dispatch(addProduct(CART_APPS.pagio)));
    server.use(
      http.patch(`${API}/products-carts/:id/purchase`, () =>
        HttpResponse.json({ code: 'PRODUCTS_CART_CHECKSUM', message: 'changed', errors: [] }, { status: 422 }),
      ),
    );
    const failures: unknown[] = [];
    addEffect(store.dispatch, (action) => {
      if (action.type === 'cart/paymentFailed') failures.push(action.payload);
    });
    expect(await settle(store.dispatch(checkoutCart()))).toBeNull();
    // The purchase call itself failed: a failed payment (the host hears of it in the agent app).
    expect(failures).toContainEqual(expect.objectContaining({ slice: 'purchaseCart', step: 'purchase' }));
    const state = selectCartState(store.getState());
    expect(state.payments.purchaseCart).toEqual({
      pending: false,
      processing: false,
      error: PAYMENT.cart,
      code: 'PRODUCTS_CART_CHECKSUM',
    });
    expect(state.cart?.checkedOutUntil).toBeNull();
  });

  it('shows the ad-block message when a request gets no status at all, and the server cart after a failure', async () => {
    const store = storeSignedInAs(sandbox, 'owner');
    await settle(store.dispatch(addProduct(CART_APPS.pagio)));
    server.use(http.patch(`${API}/products-carts/:id/applications/:appId`, () => HttpResponse.error()));
    expect(await settle(store.dispatch(addProduct(CART_APPS.pixelo)))).toBe(false);
    expect(notificationsOf(store.getState())).toContainEqual(['error', AD_BLOCK]);
    expect(ids(store)).toEqual([CART_APPS.pagio]);
    server.use(http.patch(`${API}/products-carts/:id/applications/:appId`, () => HttpResponse.json({}, { status: 500 })));
    await settle(store.dispatch(addProduct(CART_APPS.pixelo)));
    expect(notificationsOf(store.getState())).toContainEqual(['error', CART.addProduct]);
  });

  it('keeps a signed-out add in the browser and merges it after sign-in, once, skipping installed apps', async () => {
    const visitor = storeSignedInAs(sandbox, null);
    await settle(visitor.dispatch(addProduct(CART_APPS.pagio)));
    await settle(visitor.dispatch(addProduct(CART_APPS.pixelo)));
    await settle(visitor.dispatch(addProduct(CART_APPS.pagio)));
    expect(JSON.parse(window.localStorage.getItem(GUEST_CART_KEY)!)).toEqual([CART_APPS.pagio, CART_APPS.pixelo]);
    const owner = storeSignedInAs(sandbox, 'owner');
    await settle(owner.dispatch(addProduct(CART_APPS.pixelo)));
    await settle(owner.dispatch(mergeGuestCart()));
    expect(ids(owner)).toEqual([CART_APPS.pixelo, CART_APPS.pagio]);
    expect(window.localStorage.getItem(GUEST_CART_KEY)).toBeNull();
    await settle(owner.dispatch(mergeGuestCart()));
    expect(ids(owner)).toEqual([CART_APPS.pixelo, CART_APPS.pagio]);
  });
});

describe('purchase confirmation (§9: up to 10 reads, 250 ms apart)', () => {
  function readsAnswering(purchasedOnRead: number | null, fail = false) {
    const times: number[] = [];
    server.use(
      http.get(`${API}/products-carts/:id`, () => {
        times.push(Date.now());
        if (fail) return HttpResponse.json({}, { status: 500 });
        const purchased = purchasedOnRead !== null && times.length >= purchasedOnRead;
        return HttpResponse.json({
          id: 'c1',
          products: [],
          summary: { oneTime: [], recurrent: [] },
          purchasedAt: purchased ? '2026-06-01T10:00:00Z' : null,
        });
      }),
    );
    return times;
  }

  it('is purchased on read 1, after 250 ms', async () => {
    const times = readsAnswering(1);
    const start = Date.now();
    const result = confirmPurchase('dal:t', 'c1');
    await jest.advanceTimersByTimeAsync(249);
    expect(times).toHaveLength(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(await result).toMatchObject({ id: 'c1' });
    expect(times).toEqual([start + 250]);
  });

  it('is purchased on read 10, 250 ms apart', async () => {
    const times = readsAnswering(10);
    const start = Date.now();
    const result = confirmPurchase('dal:t', 'c1');
    await jest.advanceTimersByTimeAsync(2500);
    expect(await result).toMatchObject({ purchasedAt: '2026-06-01T10:00:00Z' });
    expect(times).toEqual(Array.from({ length: 10 }, (_, index) => start + 250 * (index + 1)));
  });

  it('is never purchased: unconfirmed after exactly 10 reads; failed when every read failed', async () => {
    const times = readsAnswering(null);
    const result = confirmPurchase('dal:t', 'c1');
    await jest.advanceTimersByTimeAsync(5000);
    expect(await result).toBe('unconfirmed');
    expect(times).toHaveLength(10);
    readsAnswering(null, true);
    const failed = confirmPurchase('dal:t', 'c1');
    await jest.advanceTimersByTimeAsync(5000);
    expect(await failed).toBe('failed');
  });

  it('shows "Purchase couldn\'t be confirmed" from the checkout when the cart never gets a purchase time', async () => {
    const store = storeSignedInAs(sandbox, 'owner');
    await settle(store.dispatch(addProduct(CART_APPS.pagio)));
    const cartId = selectCartState(store.getState()).cart!.id;
    server.use(
      http.get(`${API}/products-carts/:id`, () =>
        HttpResponse.json({ ...selectCartState(store.getState()).cart, id: cartId, purchasedAt: null }),
      ),
    );
    expect(await settle(store.dispatch(checkoutCart()))).toBeNull();
    expect(notificationsOf(store.getState())).toContainEqual(['error', CART.purchaseNotConfirmed]);
  });

  it('pauses 250 ms after the confirmation before installing', async () => {
    const store = storeSignedInAs(sandbox, 'owner');
    await settle(store.dispatch(addProduct(CART_APPS.pagio)));
    let confirmedAt = 0;
    let installedAt = 0;
    server.events.on('response:mocked', ({ request, response }) => {
      void response
        .clone()
        .json()
        .then((body: { purchasedAt?: string | null }) => {
          if (request.method === 'GET' && body.purchasedAt && !confirmedAt) confirmedAt = Date.now();
        })
        .catch(() => undefined);
      if (request.method === 'PUT' && request.url.includes('/install')) installedAt = Date.now();
    });
    await settle(store.dispatch(checkoutCart()));
    server.events.removeAllListeners();
    expect(installedAt - confirmedAt).toBe(250);
  });
});

describe('first adds at once', () => {
  it('make one cart, holding both apps', async () => {
    const store = storeSignedInAs(sandbox, 'owner');
    window.localStorage.setItem(GUEST_CART_KEY, JSON.stringify([CART_APPS.pixelo]));
    await settle(Promise.all([store.dispatch(mergeGuestCart()), store.dispatch(addProduct(CART_APPS.pagio))]));
    await settle(store.dispatch(loadCart()));
    expect([...ids(store)].sort()).toEqual([CART_APPS.pagio, CART_APPS.pixelo].sort());
  });
});

describe('the badge read', () => {
  it('reads the recent cart only when this browser knows the organization has one', async () => {
    const store = storeSignedInAs(sandbox, 'owner');
    const reads: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/products-carts/recent')) reads.push(request.url);
    });
    await settle(store.dispatch(refreshKnownCart()));
    expect(reads).toHaveLength(0);
    await settle(store.dispatch(addProduct(CART_APPS.pagio)));
    const before = reads.length;
    await settle(store.dispatch(refreshKnownCart()));
    expect(reads).toHaveLength(before + 1);
    await settle(store.dispatch(checkoutCart()));
    const after = reads.length;
    await settle(store.dispatch(refreshKnownCart()));
    expect(reads).toHaveLength(after);
    server.events.removeAllListeners();
  });
});
