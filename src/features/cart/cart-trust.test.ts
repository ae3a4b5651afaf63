import { getResponse, http, HttpResponse } from 'msw';
import { siteConfig } from '../../core/config';
import { addEffect } from '../../core/effects';
import { REVIEW_TEXT } from '../../domain/cart/cart-review';
import { AD_BLOCK, CART, PAYMENT, PERMISSIONS } from '../../domain/site/messages';
import { server } from '../../../sandbox/test-server';
import { cartHandlers } from '../../../sandbox/handlers/carts';
import { CART_APPS, notificationsOf, organizationOf, storeSignedInAs, withCartSandbox } from './cart-test-kit';
import { selectCartState } from './cart-selectors';
import {
  addProduct,
  addProducts,
  applyCoupon,
  cancelReview,
  changePlan,
  checkoutCart,
  loadCart,
  REVIEW_CHANGED,
} from './cart-thunks';

// Issue "Money and permissions a buyer can trust": nothing lost on a failed purchase, the checkout
// lock never left behind, the words of coupon and network failures. Against the sandbox carts
// service on fake timers (its clock is Date.now, which they move too).
const API = siteConfig.apiUrl;
const sandbox = withCartSandbox();

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  window.localStorage.clear();
});
afterEach(() => jest.useRealTimers());

async function settle<T>(promise: Promise<T>, ms = 5000): Promise<T> {
  await jest.advanceTimersByTimeAsync(ms);
  return promise;
}

type Store = ReturnType<typeof storeSignedInAs>;
const ids = (store: Store) => selectCartState(store.getState()).cart?.products.map((product) => product.id) ?? [];

/** The server's open cart of the identity's organization, as the service holds it. */
function serverCart(identity: string) {
  const grant = { organizationId: organizationOf(sandbox, identity) } as Parameters<typeof sandbox.services.carts.recent>[0];
  const recent = sandbox.services.carts.recent(grant);
  return recent.ok ? recent.value : null;
}

/** The sandbox's real cart handlers, to answer a request and then spoil its answer. */
const realCarts = () => cartHandlers(API, sandbox.services.accounts, sandbox.services.carts);

async function cartWithCoupon(identity: string, apps: string[]): Promise<Store> {
  const store = storeSignedInAs(sandbox, identity);
  await settle(store.dispatch(addProducts(apps)));
  expect(await settle(store.dispatch(applyCoupon('SANDBOX10')))).toBe(true);
  return store;
}

describe('a failed PATCH …/purchase never leaves the cart blocked, and keeps its items and coupon', () => {
  const failures: [string, () => Response | Promise<Response>, number][] = [
    ['500', () => HttpResponse.json({ code: 'INTERNAL', message: 'boom', errors: [] }, { status: 500 }), 5000],
    ['429', () => HttpResponse.json({ code: 'TOO_MANY_REQUESTS', message: 'slow down', errors: [] }, { status: 429 }), 5000],
    ['a network error', () => HttpResponse.error(), 5000],
    // No answer at all: the request gives up after its 30 s timeout (api-client/http.ts).
    ['a hang (timeout)', () => new Promise<Response>(() => {}), 40_000],
  ];

  it.each(failures)('%s: the checkout is rejected; the cart is unlocked with its items and coupon', async (_name, fail, ms) => {
    const store = await cartWithCoupon('owner', [CART_APPS.pagio, CART_APPS.chartpoint]);
    const rejects: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'DELETE' && request.url.endsWith('/checkout')) rejects.push(request.url);
    });
    server.use(http.patch(`${API}/products-carts/:id/purchase`, fail));
    expect(await settle(store.dispatch(checkoutCart()), ms)).toBeNull();
    server.events.removeAllListeners();

    expect(rejects.length).toBeGreaterThanOrEqual(1);
    const truth = serverCart('owner')!;
    expect(truth.checkedOutUntil).toBeNull();
    expect(truth.purchasedAt).toBeNull();
    expect(truth.products.map((product) => product.id)).toEqual([CART_APPS.pagio, CART_APPS.chartpoint]);
    expect(truth.coupon?.code).toBe('SANDBOX10');
    const state = selectCartState(store.getState());
    expect(ids(store)).toEqual([CART_APPS.pagio, CART_APPS.chartpoint]);
    expect(state.cart?.checkedOutUntil).toBeNull();
    expect(state.cart?.coupon?.code).toBe('SANDBOX10');
    expect(state.payments.purchaseCart.error).toBe(PAYMENT.cart);
    // Not blocked: the next change goes through, with no 'blocked by the unfinished checkout' warning.
    expect(await settle(store.dispatch(addProduct(CART_APPS.pixelo)))).toBe(true);
    expect(notificationsOf(store.getState())).not.toContainEqual(['warning', CART.locked]);
  });

  it('a purchase whose answer was lost but that went through is confirmed, not reported as failed', async () => {
    const store = storeSignedInAs(sandbox, 'owner');
    await settle(store.dispatch(addProduct(CART_APPS.pagio)));
    const real = realCarts();
    server.use(
      http.patch(`${API}/products-carts/:id/purchase`, async ({ request }) => {
        await getResponse(real, request);
        return HttpResponse.error();
      }),
    );
    const destination = await settle(store.dispatch(checkoutCart()));
    expect(destination).toMatch(/\/thank-you$/);
    expect(selectCartState(store.getState()).purchase?.purchased.map((product) => product.id)).toEqual([CART_APPS.pagio]);
    expect(notificationsOf(store.getState())).not.toContainEqual(['error', PAYMENT.cart]);
  });

  it('a start of the checkout that locked the cart but lost its answer is rejected too', async () => {
    const store = storeSignedInAs(sandbox, 'owner');
    await settle(store.dispatch(addProduct(CART_APPS.pagio)));
    const real = realCarts();
    server.use(
      http.patch(`${API}/products-carts/:id/checkout`, async ({ request }) => {
        await getResponse(real, request);
        return HttpResponse.json({ code: 'INTERNAL', message: 'boom', errors: [] }, { status: 503 });
      }),
    );
    expect(await settle(store.dispatch(checkoutCart()))).toBeNull();
    expect(serverCart('owner')?.checkedOutUntil).toBeNull();
    expect(notificationsOf(store.getState())).toContainEqual(['error', CART.startCheckout]);
  });
});

describe('a purchase the service could not charge (§8 product notes) keeps the buyer’s choices', () => {
  it('reseller: every paid app fails with billing:error; the items, their plans and the coupon are back in the open cart', async () => {
    const store = await cartWithCoupon('reseller', [CART_APPS.pagio, CART_APPS.chartpoint]);
    const chartpoint = selectCartState(store.getState()).cart!.products.find((product) => product.id === CART_APPS.chartpoint)!;
    await settle(store.dispatch(changePlan(CART_APPS.chartpoint, chartpoint.plan.id, 'pay-yearly')));
    const before = selectCartState(store.getState()).cart!;

    const destination = await settle(store.dispatch(checkoutCart()));
    expect(destination).toBe(`/checkout/cart/${before.id}/review-order`);
    const { purchase } = selectCartState(store.getState());
    expect(purchase?.notPurchased.map((product) => [product.id, product.note])).toEqual([
      [CART_APPS.pagio, 'billing:error'],
      [CART_APPS.chartpoint, 'billing:error'],
    ]);

    // "Back to your cart": a new page reads the server's recent cart.
    const truth = serverCart('reseller')!;
    expect(truth.id).not.toBe(before.id);
    expect(truth.checkedOutUntil).toBeNull();
    expect(truth.products.map((product) => [product.id, product.plan.id, product.plan.billingCycle])).toEqual(
      before.products.map((product) => [product.id, product.plan.id, product.plan.billingCycle]),
    );
    expect(truth.coupon?.code).toBe('SANDBOX10');
    const later = storeSignedInAs(sandbox, 'reseller');
    await settle(later.dispatch(loadCart()));
    expect(ids(later)).toEqual([CART_APPS.pagio, CART_APPS.chartpoint]);
  });

  it('a purchase the service has not settled after 10 reads, 250 ms apart, says "Purchase couldn\'t be confirmed"', async () => {
    // The sandbox's switch: a cart paid with the slow test card on file settles 8 s late.
    const organization = organizationOf(sandbox, 'owner');
    sandbox.services.accounts.setCardOnFile(organization, 'livechat', {
      card_type: 'visa',
      first_six: '400000',
      last_four: '0259',
    });
    const store = storeSignedInAs(sandbox, 'owner');
    await settle(store.dispatch(addProducts([CART_APPS.pagio])));
    let reads = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'GET' && /\/products-carts\/[^/]+$/.test(new URL(request.url).pathname)) reads += 1;
    });
    expect(await settle(store.dispatch(checkoutCart()))).toBeNull();
    server.events.removeAllListeners();
    expect(reads).toBe(10);
    expect(selectCartState(store.getState()).payments.purchaseCart.error).toBe("Purchase couldn't be confirmed");
    expect(notificationsOf(store.getState())).toContainEqual(['error', "Purchase couldn't be confirmed"]);
  });

  it('inactive license: what was bought stays bought, only the rest goes back into the cart, once', async () => {
    const store = storeSignedInAs(sandbox, 'inactive-license');
    await settle(store.dispatch(addProducts([CART_APPS.pagio, CART_APPS.quizio, CART_APPS.inboxfox])));
    expect(await settle(store.dispatch(checkoutCart()))).toMatch(/\/review-order$/);
    expect(serverCart('inactive-license')!.products.map((product) => product.id)).toEqual([CART_APPS.quizio, CART_APPS.inboxfox]);
  });
});

describe('the review is what is bought', () => {
  it('a cart changed since the review is not bought: the lock is released and the review shows the new cart', async () => {
    const store = storeSignedInAs(sandbox, 'owner');
    await settle(store.dispatch(addProduct(CART_APPS.pagio)));
    // Another tab adds an app after this one's review was read.
    const other = storeSignedInAs(sandbox, 'owner');
    await settle(other.dispatch(addProduct(CART_APPS.chartpoint)));
    let purchases = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/purchase')) purchases += 1;
    });
    expect(await settle(store.dispatch(checkoutCart()))).toBeNull();
    server.events.removeAllListeners();
    expect(purchases).toBe(0);
    const state = selectCartState(store.getState());
    expect(state.payments.startCheckout).toMatchObject({ error: REVIEW_TEXT.changed, code: REVIEW_CHANGED });
    expect(ids(store)).toEqual([CART_APPS.pagio, CART_APPS.chartpoint]);
    expect(serverCart('owner')?.checkedOutUntil).toBeNull();
    // Confirmed again on the cart now shown: bought.
    expect(await settle(store.dispatch(checkoutCart()))).toMatch(/\/thank-you$/);
  });

  it('leaving the review rejects a checkout lock left on the cart (DELETE …/checkout); without one it sends nothing', async () => {
    const store = storeSignedInAs(sandbox, 'owner');
    await settle(store.dispatch(addProduct(CART_APPS.pagio)));
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/checkout')) calls.push(request.method);
    });
    await settle(store.dispatch(cancelReview()));
    expect(calls).toEqual([]);
    // A lock left on the cart: an unfinished checkout (a tab closed mid-purchase, a release that failed).
    const grant = { organizationId: organizationOf(sandbox, 'owner'), scopes: ['billing_manage'] } as unknown as Parameters<
      typeof sandbox.services.carts.startCheckout
    >[0];
    sandbox.services.carts.startCheckout(grant, selectCartState(store.getState()).cart!.id);
    await settle(store.dispatch(loadCart()));
    expect(selectCartState(store.getState()).cart?.checkedOutUntil).not.toBeNull();
    await settle(store.dispatch(cancelReview()));
    server.events.removeAllListeners();
    expect(calls).toEqual(['DELETE']);
    expect(serverCart('owner')?.checkedOutUntil).toBeNull();
  });
});

describe('garbled answers', () => {
  it.each([
    ['{}', () => HttpResponse.json({})],
    ['a cart without products', () => HttpResponse.json({ id: 'x' })],
    ['a proxy page', () => new HttpResponse('<html>Bad gateway</html>', { headers: { 'Content-Type': 'text/html' } })],
  ])('an add answered with %s says the §8 text and keeps the cart as the server has it', async (_name, answer) => {
    const store = storeSignedInAs(sandbox, 'owner');
    await settle(store.dispatch(addProducts([CART_APPS.pagio])));
    server.use(http.patch(`${API}/products-carts/:id/applications/:appId`, answer, { once: true }));
    await settle(store.dispatch(addProduct(CART_APPS.chartpoint)));
    expect(notificationsOf(store.getState())).toContainEqual(['error', CART.addProduct]);
    // What is shown is the server's cart, read again; never the garbled answer.
    expect(ids(store)).toEqual(serverCart('owner')!.products.map((product) => product.id));
    expect(ids(store)).toContain(CART_APPS.pagio);
  });
});

describe('words', () => {
  it("a coupon refused without a reason (a proxy's 502 page) says the §5 text", async () => {
    const store = storeSignedInAs(sandbox, 'owner');
    await settle(store.dispatch(addProduct(CART_APPS.pagio)));
    server.use(
      http.patch(`${API}/products-carts/:id/coupon/:code`, () => new HttpResponse('<html>Bad gateway</html>', { status: 502 })),
    );
    expect(await settle(store.dispatch(applyCoupon('SANDBOX10')))).toBe(false);
    expect(notificationsOf(store.getState())).toContainEqual(['error', PERMISSIONS.couponStatus]);
    expect(selectCartState(store.getState()).coupon).toMatchObject({ result: 'failed', message: PERMISSIONS.couponStatus });
  });

  it('the expired coupon says what the service said', async () => {
    const store = storeSignedInAs(sandbox, 'owner');
    await settle(store.dispatch(addProduct(CART_APPS.pagio)));
    expect(await settle(store.dispatch(applyCoupon('SPRING2020')))).toBe(false);
    expect(selectCartState(store.getState()).coupon).toMatchObject({ result: 'failed', message: 'The coupon has expired' });
  });

  it('a network error is an ad blocker only when the service answers otherwise; offline or down it is the cart text', async () => {
    const store = storeSignedInAs(sandbox, 'owner');
    await settle(store.dispatch(addProduct(CART_APPS.pagio)));
    const failures: { message: string; adBlock: boolean }[] = [];
    addEffect(store.dispatch, (action) => {
      if (action.type === 'cart/cartFailed') failures.push(action.payload as { message: string; adBlock: boolean });
    });

    // Everything fails: the network or the service, not a blocker. Flagged as a possible one (§8).
    server.use(http.all(`${API}/*`, () => HttpResponse.error()));
    expect(await settle(store.dispatch(addProduct(CART_APPS.pixelo)))).toBe(false);
    expect(failures[0]).toEqual({ message: CART.addProduct, adBlock: false, noStatus: true });
    expect(failures.map((failure) => failure.message)).not.toContain(AD_BLOCK);
    expect(notificationsOf(store.getState())).not.toContainEqual(['error', AD_BLOCK]);
    expect(selectCartState(store.getState())).toMatchObject({ adBlock: false, possibleAdBlock: true });
  });

  it('a request that timed out is not an ad blocker', async () => {
    const store = storeSignedInAs(sandbox, 'owner');
    await settle(store.dispatch(addProduct(CART_APPS.pagio)));
    server.use(http.patch(`${API}/products-carts/:id/applications/:appId`, () => new Promise<Response>(() => {})));
    expect(await settle(store.dispatch(addProduct(CART_APPS.pixelo)), 40_000)).toBe(false);
    expect(notificationsOf(store.getState())).toContainEqual(['error', CART.addProduct]);
    expect(selectCartState(store.getState()).adBlock).toBe(false);
  });

  it('offline (navigator.onLine false) is never an ad blocker', async () => {
    const store = storeSignedInAs(sandbox, 'owner');
    await settle(store.dispatch(addProduct(CART_APPS.pagio)));
    const online = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    server.use(http.patch(`${API}/products-carts/:id/coupon/:code`, () => HttpResponse.error()));
    expect(await settle(store.dispatch(applyCoupon('SANDBOX10')))).toBe(false);
    online.mockRestore();
    expect(notificationsOf(store.getState())).not.toContainEqual(['error', AD_BLOCK]);
    expect(notificationsOf(store.getState())).toContainEqual(['error', PERMISSIONS.couponStatus]);
  });

  it('only the coupon call stopped while the service answers: the ad-block message', async () => {
    const store = storeSignedInAs(sandbox, 'owner');
    await settle(store.dispatch(addProduct(CART_APPS.pagio)));
    server.use(http.patch(`${API}/products-carts/:id/coupon/:code`, () => HttpResponse.error()));
    expect(await settle(store.dispatch(applyCoupon('SANDBOX10')))).toBe(false);
    expect(notificationsOf(store.getState())).toContainEqual(['error', AD_BLOCK]);
  });
});

describe('rights before any call (§6)', () => {
  it('an agent may fill a cart; its checkout is refused in words before any checkout or purchase call', async () => {
    const store = storeSignedInAs(sandbox, 'agent');
    await settle(store.dispatch(addProducts([CART_APPS.pixelo])));
    const calls: string[] = [];
    const listen = ({ request }: { request: Request }) => void calls.push(`${request.method} ${new URL(request.url).pathname}`);
    server.events.on('request:start', listen);
    expect(await settle(store.dispatch(checkoutCart()))).toBeNull();
    server.events.removeListener('request:start', listen);
    expect(calls.filter((call) => /\/(checkout|purchase)$/.test(call))).toEqual([]);
    expect(selectCartState(store.getState()).payments.startCheckout.error).toBe(
      'Buying apps needs billing rights on the LiveChat license. Ask its owner to buy it or to give you billing access.',
    );
    expect(serverCart('agent')?.checkedOutUntil ?? null).toBeNull();
  });
});
