import { fetchInstalledApplications, installApplication } from '../../api-client/applications';
import {
  addCartCoupon,
  addSeveralToCart,
  addToCart,
  changeCartPlan,
  closeCart,
  createCart,
  fetchCart,
  fetchRecentCart,
  purchaseCart,
  rejectCartCheckout,
  removeFromCart,
  startCartCheckout,
} from '../../api-client/carts';
import { ApiError, request, UNEXPECTED_ERROR } from '../../api-client/http';
import { siteConfig } from '../../core/config';
import type { AppThunk } from '../../core/hooks';
import { notificationShown } from '../../core/notifications-slice';
import type { AppDispatch, RootState } from '../../core/store';
import {
  CART_CODES,
  CART_REFUSAL_CODES,
  type ApiCart,
  type ApiCartProduct,
  type CartBillingCycle,
} from '../../domain/cart/cart-contract';
import { CART_PATH, CART_TIMING, guestAppsToMerge, purchaseDestination, splitPurchased } from '../../domain/cart/cart-purchase';
import { REVIEW_TEXT, reviewChecksum } from '../../domain/cart/cart-review';
import { AD_BLOCK, CART, PAYMENT, PERMISSIONS, SUCCESS } from '../../domain/site/messages';
import { readCartHint, readGuestCart, writeCartHint, writeGuestCart } from './guest-cart';
import { selectCartState, selectSessionUser } from './cart-selectors';
import {
  addToCartMarketplace,
  cartChanged,
  cartFailed,
  cartLocked,
  cartMissing,
  cartPurchased,
  cartRequested,
  checkoutMarketplace,
  couponEnded,
  couponStarted,
  paymentDone,
  paymentFailed,
  paymentPending,
  paymentProcessing,
  productBusy,
  purchaseSettled,
  type PaymentSliceName,
} from './cart-slice';

/**
 * The cart's calls (§4 cart lifecycle, §8 Cart messages, §9 timing). Every answer is the whole
 * cart, applied only when newer than the one shown; after any failed call the cart is read again,
 * so the screen shows the server's cart.
 */

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The page's cart calls go out one at a time, in the order asked, each numbered when it goes out:
 * the service sees them in that order and the newest answer wins, so answers that would otherwise
 * cross (a refresh on focus during an add, two quick clicks) never lose or double an item.
 */
let sequence = 0;
type Sent<T> = { seq: number } & ({ ok: true; value: T } | { ok: false; error: unknown });
/** One queue per store (a tab): another store's stalled call never holds this one up. */
const queues = new WeakMap<object, Promise<unknown>>();
let looseQueue: Promise<unknown> = Promise.resolve();

function send<T>(owner: object | null, call: () => Promise<T>): Promise<Sent<T>> {
  const queue = (owner ? queues.get(owner) : looseQueue) ?? Promise.resolve();
  const run = queue.then(async (): Promise<Sent<T>> => {
    sequence += 1;
    const seq = sequence;
    try {
      return { seq, ok: true, value: await call() };
    } catch (error) {
      return { seq, ok: false, error };
    }
  });
  if (owner) queues.set(owner, run);
  else looseQueue = run;
  return run;
}

const api = siteConfig.apiUrl;
const tokenOf = (getState: () => RootState) => selectSessionUser(getState())?.token ?? null;
const isApiError = (error: unknown, kind?: ApiError['kind']): error is ApiError =>
  error instanceof ApiError && (kind === undefined || error.kind === kind);

/** How long the ad-block probe may take: a service that slow is not "blocked by the browser". */
const PROBE_TIMEOUT_MS = 5000;

/**
 * §8: "when a request has no status, a possible ad-blocker is flagged"; the ad-block message is
 * shown only "when ad blocking is detected". A request with no status is a blocked one only when
 * the browser is online and the same service answers another call (any status) at once: the
 * network and the service work, so the browser stopped that request. Offline, a service that does
 * not answer, or a call that timed out (a hang is no block) are network failures: the cart's own text.
 */
async function looksBlocked(getState: () => RootState): Promise<boolean> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return false;
  const token = tokenOf(getState);
  if (!token) return false;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), PROBE_TIMEOUT_MS);
  try {
    // Outside the cart's paths: a filter list blocking every cart call still lets this one through.
    await request<unknown>(api, '/applications/installed', { token, signal: controller.signal });
    return true;
  } catch (error) {
    return error instanceof ApiError && error.status !== null;
  } finally {
    clearTimeout(timer);
  }
}

/** §8: the failure's message; a request stopped by an ad blocker (see looksBlocked) gets the ad-block message instead. */
async function showError(dispatch: AppDispatch, getState: () => RootState, error: unknown, fallback: string): Promise<void> {
  if (isApiError(error, 'unauthorized')) {
    // §8: logged out. The session's effect says so and goes home; no cart error on top of it.
    dispatch(cartFailed({ message: fallback, adBlock: false, unauthorized: true }));
    return;
  }
  const noStatus = isApiError(error, 'network');
  const adBlock = noStatus && (await looksBlocked(getState));
  // A refusal of §5/§6 (own app, no billing rights) says what to do: its own words, not the generic text.
  const refusal = isApiError(error) && error.code !== null && CART_REFUSAL_CODES.has(error.code) ? error.message : null;
  const message = adBlock ? AD_BLOCK : (refusal ?? fallback);
  dispatch(cartFailed({ message, adBlock, ...(noStatus ? { noStatus } : {}) }));
  dispatch(notificationShown({ kind: 'error', content: message, type: 'cart-error' }));
}

/** A locked cart (409 PRODUCTS_CART_CHECKOUT_STARTED): the warning, and the cart reloaded from the returned id. */
async function lockedCart(dispatch: AppDispatch, getState: () => RootState, token: string, error: ApiError): Promise<void> {
  dispatch(cartLocked());
  dispatch(notificationShown({ kind: 'warning', content: CART.locked, type: 'cart-locked' }));
  const id = (error.data as { id?: unknown } | null)?.id;
  if (typeof id !== 'string') return;
  const sent = await send(getState, () => fetchCart(api, token, id));
  // A failed read: the warning is shown; the next focus reads the cart again.
  if (sent.ok) dispatch(cartChanged({ cart: sent.value, seq: sent.seq }));
}

/** §8: why an ended cart cannot be bought. */
const ENDED_CART_TEXT = {
  [CART_CODES.purchased]: CART.alreadyPurchased,
  [CART_CODES.closed]: CART.closed,
} as const;

const isLocked = (error: unknown): error is ApiError =>
  isApiError(error, 'conflict') && error.code === CART_CODES.checkoutStarted;

/** Reads the recent cart (§4: 404 means none). */
export const loadCart = (): AppThunk<Promise<ApiCart | null>> => async (dispatch, getState) => {
  const token = tokenOf(getState);
  if (!token) return null;
  dispatch(cartRequested());
  dispatch(paymentPending('getCartInfo'));
  const sent = await send(getState, () => fetchRecentCart(api, token));
  const organizationId = selectSessionUser(getState())?.organizationId ?? '';
  if (sent.ok) {
    writeCartHint(organizationId, sent.value.id);
    dispatch(cartChanged({ cart: sent.value, seq: sent.seq }));
    dispatch(paymentDone('getCartInfo'));
    return sent.value;
  }
  if (isApiError(sent.error, 'not-found')) {
    writeCartHint(organizationId, null);
    dispatch(cartMissing({ seq: sent.seq }));
    dispatch(paymentDone('getCartInfo'));
    return null;
  }
  dispatch(paymentFailed({ slice: 'getCartInfo', message: CART.load }));
  await showError(dispatch, getState, sent.error, CART.load);
  return null;
};

/** A cart being found or created, per store: two first adds at once make one cart, not two. */
const ensuring = new WeakMap<object, Promise<ApiCart | null>>();

/** Reads the recent cart when this browser knows the organization has one (the header badge, on focus). */
export const refreshKnownCart = (): AppThunk<Promise<void>> => async (dispatch, getState) => {
  const user = selectSessionUser(getState());
  if (user && readCartHint(user.organizationId) !== null) await dispatch(loadCart());
};

/** The cart to change: the one shown, the recent one, or a new one (§4). */
function ensureCart(dispatch: AppDispatch, getState: () => RootState, token: string): Promise<ApiCart | null> {
  const shown = selectCartState(getState()).cart;
  if (shown && !shown.purchasedAt && !shown.closedAt) return Promise.resolve(shown);
  const pending = ensuring.get(getState);
  if (pending) return pending;
  const found = (async () => {
    const recent = await dispatch(loadCart());
    if (recent) return recent;
    const sent = await send(getState, () => createCart(api, token));
    if (sent.ok) {
      writeCartHint(selectSessionUser(getState())?.organizationId ?? '', sent.value.id);
      dispatch(cartChanged({ cart: sent.value, seq: sent.seq }));
      return sent.value;
    }
    await showError(dispatch, getState, sent.error, CART.create);
    return null;
  })();
  ensuring.set(getState, found);
  void found.finally(() => ensuring.delete(getState));
  return found;
}

/**
 * One change of the cart: the call, its answer applied if newest; on failure the §8 message (the
 * locked-cart warning on 409) and the server's cart read again.
 */
async function change(
  dispatch: AppDispatch,
  getState: () => RootState,
  call: (token: string, cart: ApiCart) => Promise<ApiCart>,
  failure: string,
  busyId: string | null = null,
): Promise<ApiCart | null> {
  const token = tokenOf(getState);
  if (!token) return null;
  const cart = await ensureCart(dispatch, getState, token);
  if (!cart) return null;
  if (busyId) dispatch(productBusy({ appId: busyId, busy: true }));
  const sent = await send(getState, () => call(token, cart));
  if (sent.ok) dispatch(cartChanged({ cart: sent.value, seq: sent.seq }));
  else {
    if (isLocked(sent.error)) await lockedCart(dispatch, getState, token, sent.error);
    else await showError(dispatch, getState, sent.error, failure);
    await dispatch(loadCart());
  }
  if (busyId) dispatch(productBusy({ appId: busyId, busy: false }));
  return sent.ok ? sent.value : null;
}

/** Add to cart (§4): signed out, the browser keeps it until sign-in. Raises addToCartMarketplace. */
export const addProduct =
  (appId: string): AppThunk<Promise<boolean>> =>
  async (dispatch, getState) => {
    if (!tokenOf(getState)) {
      writeGuestCart([...readGuestCart(), appId]);
      dispatch(addToCartMarketplace({ appIds: [appId], cartId: null }));
      return true;
    }
    const cart = await change(
      dispatch,
      getState,
      (token, current) => addToCart(api, token, current.id, appId),
      CART.addProduct,
      appId,
    );
    if (cart) dispatch(addToCartMarketplace({ appIds: [appId], cartId: cart.id }));
    return cart !== null;
  };

/** Add several (§4), then the §9 500 ms pause. */
export const addProducts =
  (appIds: readonly string[]): AppThunk<Promise<ApiCart | null>> =>
  async (dispatch, getState) => {
    if (appIds.length === 0) return selectCartState(getState()).cart;
    const cart = await change(
      dispatch,
      getState,
      (token, current) => addSeveralToCart(api, token, current.id, appIds),
      CART.addProducts,
    );
    if (cart) dispatch(addToCartMarketplace({ appIds: [...appIds], cartId: cart.id }));
    await wait(CART_TIMING.addSeveralDelayMs);
    return cart;
  };

/** After sign-in: the browser's cart goes into the recent cart, minus what is in it or installed, then is forgotten. */
export const mergeGuestCart = (): AppThunk<Promise<void>> => async (dispatch, getState) => {
  const token = tokenOf(getState);
  const guest = readGuestCart();
  if (!token) return;
  if (guest.length === 0) {
    await dispatch(refreshKnownCart());
    return;
  }
  const cart = await ensureCart(dispatch, getState, token);
  if (!cart) return;
  let installed: string[] = [];
  try {
    installed = await fetchInstalledApplications(api, token);
  } catch {
    // Unknown installs: the service refuses an installed app and the cart is read again.
  }
  const wanted = guestAppsToMerge(
    guest,
    cart.products.map((product) => product.id),
    installed,
  );
  if (wanted.length === 0 || (await dispatch(addProducts(wanted)))) writeGuestCart([]);
};

export const removeProduct =
  (appId: string): AppThunk<Promise<void>> =>
  async (dispatch, getState) => {
    await change(dispatch, getState, (token, cart) => removeFromCart(api, token, cart.id, appId), CART.removeProduct, appId);
  };

/**
 * §4 close: the buyer empties the cart; the service closes it (a purchase of it is refused from
 * then on: 'Cannot purchase closed cart'), and the next add starts a new one.
 */
export const emptyCart = (): AppThunk<Promise<boolean>> => async (dispatch, getState) =>
  (await change(dispatch, getState, (token, cart) => closeCart(api, token, cart.id), CART.update)) !== null;

export const changePlan =
  (appId: string, planId: string, billingCycle: CartBillingCycle): AppThunk<Promise<void>> =>
  async (dispatch, getState) => {
    await change(
      dispatch,
      getState,
      (token, cart) => changeCartPlan(api, token, cart.id, appId, planId, billingCycle),
      CART.update,
      appId,
    );
  };

/**
 * The service's reason for refusing a coupon (expired, unknown, its coupon service down), when it
 * gave one: a structured error with a message. A body without one (a proxy's page), a missing cart
 * (raw 404 text) or no answer at all give none.
 */
function couponReason(error: unknown): string | null {
  if (!isApiError(error) || error.status === null || error.kind === 'not-found' || error.code === null) return null;
  const message = error.message.trim();
  return message && message !== UNEXPECTED_ERROR ? message : null;
}

/**
 * §5: a coupon succeeds only on status OK. Otherwise the service's reason when it gave one (the
 * expired coupon says it expired), else the §5 failure text; the ad-block message only for a
 * request the browser blocked (§8).
 */
export const applyCoupon =
  (code: string): AppThunk<Promise<boolean>> =>
  async (dispatch, getState) => {
    const token = tokenOf(getState);
    const cart = selectCartState(getState()).cart;
    if (!token || !cart || !code.trim()) return false;
    dispatch(couponStarted());
    const sent = await send(getState, () => addCartCoupon(api, token, cart.id, code.trim()));
    if (sent.ok) {
      dispatch(cartChanged({ cart: sent.value, seq: sent.seq }));
      dispatch(couponEnded({ result: 'added', message: SUCCESS.couponAdded }));
      dispatch(notificationShown({ kind: 'success', content: SUCCESS.couponAdded, type: 'cart-coupon' }));
      return true;
    }
    if (isApiError(sent.error, 'unauthorized')) {
      dispatch(couponEnded({ result: 'failed', message: PERMISSIONS.couponStatus }));
      await showError(dispatch, getState, sent.error, PERMISSIONS.couponStatus);
      return false;
    }
    const blocked = isApiError(sent.error, 'network') && (await looksBlocked(getState));
    const message = blocked ? AD_BLOCK : (couponReason(sent.error) ?? PERMISSIONS.couponStatus);
    dispatch(couponEnded({ result: 'failed', message }));
    dispatch(notificationShown({ kind: 'error', content: message, type: 'cart-coupon' }));
    await dispatch(loadCart());
    return false;
  };

async function paymentError(
  dispatch: AppDispatch,
  getState: () => RootState,
  slice: PaymentSliceName,
  error: unknown,
  message: string,
  code: string | null = null,
  step?: 'purchase' | 'confirm',
): Promise<void> {
  dispatch(paymentFailed({ slice, message, code, ...(step ? { step } : {}) }));
  await showError(dispatch, getState, error, message);
}

/**
 * §4 re-reads the purchased cart up to 10 times, 250 ms apart, until it has a purchase time.
 * Returns the purchased cart, 'unconfirmed' when it never had one, 'failed' when reads failed.
 */
export async function confirmPurchase(
  token: string,
  cartId: string,
  owner: object | null = null,
): Promise<ApiCart | 'unconfirmed' | 'failed'> {
  let failed = 0;
  for (let read = 1; read <= CART_TIMING.confirmReads; read += 1) {
    await wait(CART_TIMING.confirmIntervalMs);
    const sent = await send(owner, () => fetchCart(api, token, cartId));
    if (sent.ok && sent.value.purchasedAt) return sent.value;
    if (!sent.ok) failed += 1;
  }
  return failed === CART_TIMING.confirmReads ? 'failed' : 'unconfirmed';
}

/** Releasing the lock: tried again once after this pause when the service did not answer or failed (5xx, 429). */
const RELEASE_ATTEMPTS = 2;
const RELEASE_RETRY_MS = 1000;

/** A failure the same call may get past when sent again: no answer, a timeout, 429 or 5xx. */
const isTransient = (error: unknown): boolean =>
  isApiError(error, 'network') ||
  isApiError(error, 'timeout') ||
  (isApiError(error) && error.status !== null && (error.status === 429 || error.status >= 500));

/**
 * Rejects the checkout (§4: unlocks the cart; `DELETE …/checkout`), once more after a transient
 * failure. 'purchased': the service refused because the cart is bought or being bought, i.e. the
 * purchase went through after all; 'closed': the cart is closed; 'failed': the lock stays (its
 * error is in the rejectCheckout slice; the caller says so or not).
 */
async function releaseCheckout(
  dispatch: AppDispatch,
  getState: () => RootState,
  token: string,
  cartId: string,
): Promise<'released' | 'purchased' | 'closed' | 'failed'> {
  dispatch(paymentPending('rejectCheckout'));
  let error: unknown = null;
  for (let attempt = 1; attempt <= RELEASE_ATTEMPTS; attempt += 1) {
    if (attempt > 1) await wait(RELEASE_RETRY_MS);
    const sent = await send(getState, () => rejectCartCheckout(api, token, cartId));
    if (sent.ok) {
      dispatch(cartChanged({ cart: sent.value, seq: sent.seq }));
      dispatch(paymentDone('rejectCheckout'));
      return 'released';
    }
    error = sent.error;
    const code = isApiError(error) ? error.code : null;
    if (code === CART_CODES.purchased || code === CART_CODES.closed) {
      dispatch(paymentDone('rejectCheckout'));
      return code === CART_CODES.purchased ? 'purchased' : 'closed';
    }
    if (!isTransient(error)) break;
  }
  dispatch(paymentFailed({ slice: 'rejectCheckout', message: CART.rejectCheckout, code: isApiError(error) ? error.code : null }));
  return 'failed';
}

/**
 * After a purchase some products did not go through (§8 notes: billing:error, dps:error…): the
 * buyer's choices are not lost with the purchased cart. They go back into the open cart (the
 * recent one, or a new one) with the plan and billing cycle they had, and the coupon, so "Back to
 * your cart" shows them as the buyer left them. Quiet: the end page says what failed and why; a
 * product the service refuses now is left out (the end page still lists it).
 */
async function restoreNotPurchased(
  dispatch: AppDispatch,
  getState: () => RootState,
  token: string,
  bought: ApiCart,
  products: readonly ApiCartProduct[],
): Promise<void> {
  if (products.length === 0) return;
  const target = await ensureCart(dispatch, getState, token);
  if (!target) return;
  let current = target;
  const apply = (sent: Sent<ApiCart>) => {
    if (!sent.ok) return false;
    current = sent.value;
    dispatch(cartChanged({ cart: sent.value, seq: sent.seq }));
    return true;
  };
  const missing = products.filter((product) => !current.products.some((item) => item.id === product.id));
  if (missing.length > 0) {
    const cartId = current.id;
    const ids = missing.map((product) => product.id);
    const several = await send(getState, () =>
      ids.length === 1 ? addToCart(api, token, cartId, ids[0]) : addSeveralToCart(api, token, cartId, ids),
    );
    if (!apply(several) && ids.length > 1) {
      // One refused product (installed meanwhile) refuses them all: one at a time, keeping the rest.
      for (const id of ids) apply(await send(getState, () => addToCart(api, token, cartId, id)));
    }
  }
  for (const product of products) {
    const now = current.products.find((item) => item.id === product.id);
    if (!now || (now.plan.id === product.plan.id && now.plan.billingCycle === product.plan.billingCycle)) continue;
    const cartId = current.id;
    apply(await send(getState, () => changeCartPlan(api, token, cartId, product.id, product.plan.id, product.plan.billingCycle)));
  }
  const coupon = bought.coupon?.code;
  if (coupon && current.coupon?.code !== coupon) {
    const cartId = current.id;
    apply(await send(getState, () => addCartCoupon(api, token, cartId, coupon)));
  }
  writeCartHint(selectSessionUser(getState())?.organizationId ?? '', current.id);
}

/** The code of the startCheckout failure when the cart the checkout locked is not the one reviewed. */
export const REVIEW_CHANGED = 'CART_CHANGED_SINCE_REVIEW';

/**
 * Confirm in the review (§4 checkout): start (locks) → the locked cart must be the one reviewed →
 * purchase → confirm → split → 250 ms → install the purchased apps → the not-purchased ones back
 * into the open cart → the thank-you or review-order address. Returns where to go, or null when it
 * stopped (messages shown).
 *
 * The lock is taken here, on confirm, not when the review opens: it blocks every change to the
 * cart (this tab, other tabs, the organization's other admins) for up to 15 minutes, and a review
 * left open or closed without cancelling would hold it all that time. Taken on confirm it lives
 * for the purchase call only, and the checkout's answer is compared with the reviewed cart, so
 * what is bought is what was shown. Any failure after the lock releases it (§4: a billing API
 * error marks the checkout as rejected): one failed purchase never leaves the cart blocked.
 */
export const checkoutCart = (): AppThunk<Promise<string | null>> => async (dispatch, getState) => {
  const token = tokenOf(getState);
  const shown = selectCartState(getState()).cart;
  const payments = selectCartState(getState()).payments;
  if (!token || !shown || shown.products.length === 0) return null;
  if (payments.startCheckout.pending || payments.purchaseCart.pending || payments.purchaseCart.processing) return null;
  // §4: "Purchase is refused if the cart is already purchased or closed" (§8 texts).
  const gone = shown.purchasedAt ? CART_CODES.purchased : shown.closedAt ? CART_CODES.closed : null;
  if (gone) {
    await paymentError(dispatch, getState, 'startCheckout', null, ENDED_CART_TEXT[gone], gone);
    return null;
  }

  dispatch(paymentPending('startCheckout'));
  const started = await send(getState, () => startCartCheckout(api, token, shown.id));
  if (!started.ok) {
    const { error } = started;
    const code = isApiError(error) ? error.code : null;
    if (isLocked(error)) {
      dispatch(paymentFailed({ slice: 'startCheckout', message: CART.locked, code: error.code }));
      await lockedCart(dispatch, getState, token, error);
    } else {
      // No answer or a server failure: the lock may have been taken all the same. Released.
      if (isTransient(error)) await releaseCheckout(dispatch, getState, token, shown.id);
      // Purchased or closed meanwhile (another tab, another user of the organization): its own words.
      const ended = code === CART_CODES.purchased || code === CART_CODES.closed ? ENDED_CART_TEXT[code] : null;
      await paymentError(dispatch, getState, 'startCheckout', error, ended ?? CART.startCheckout, ended ? code : null);
      await dispatch(loadCart());
    }
    return null;
  }
  const cart = started.value;
  dispatch(cartChanged({ cart, seq: started.seq }));
  dispatch(paymentDone('startCheckout'));
  if (reviewChecksum(cart) !== reviewChecksum(shown)) {
    // Changed since the review (another tab, a price that moved): unlocked again; the review shows the new cart.
    await releaseCheckout(dispatch, getState, token, cart.id);
    dispatch(paymentFailed({ slice: 'startCheckout', message: REVIEW_TEXT.changed, code: REVIEW_CHANGED }));
    return null;
  }
  dispatch(checkoutMarketplace({ cartId: cart.id, appIds: cart.products.map((product) => product.id) }));

  dispatch(paymentPending('purchaseCart'));
  const bought = await send(getState, () => purchaseCart(api, token, cart.id));
  if (bought.ok) dispatch(cartChanged({ cart: bought.value, seq: bought.seq }));
  else {
    const { error } = bought;
    const code = isApiError(error) ? error.code : null;
    if (code === CART_CODES.purchased || code === CART_CODES.closed) {
      await paymentError(dispatch, getState, 'purchaseCart', error, ENDED_CART_TEXT[code], code);
      await dispatch(loadCart());
      return null;
    }
    // Any other failure (a checksum refusal, 429, 5xx, no answer, a timeout): the checkout is
    // rejected, so the cart is not blocked for 15 minutes and keeps its items and coupon. The
    // service refusing that because the cart is being bought means the purchase did go through
    // (only its answer was lost): then it is confirmed as usual.
    const released = await releaseCheckout(dispatch, getState, token, cart.id);
    if (released === 'closed') {
      await paymentError(dispatch, getState, 'purchaseCart', error, CART.closed, CART_CODES.closed);
      await dispatch(loadCart());
      return null;
    }
    if (released !== 'purchased') {
      await paymentError(dispatch, getState, 'purchaseCart', error, PAYMENT.cart, code, 'purchase');
      if (released === 'failed') {
        dispatch(notificationShown({ kind: 'error', content: CART.rejectCheckout, type: 'cart-error' }));
      }
      await dispatch(loadCart());
      return null;
    }
  }

  dispatch(paymentProcessing('purchaseCart'));
  const confirmed = await confirmPurchase(token, cart.id, getState);
  if (confirmed === 'unconfirmed' || confirmed === 'failed') {
    const message = confirmed === 'failed' ? CART.purchaseCheck : CART.purchaseNotConfirmed;
    await paymentError(dispatch, getState, 'purchaseCart', null, message, null, 'confirm');
    return null;
  }
  dispatch(cartChanged({ cart: confirmed }));
  // A purchased cart is no longer the recent one: the badge has nothing to read until the next add.
  writeCartHint(selectSessionUser(getState())?.organizationId ?? '', null);
  const split = splitPurchased(confirmed);
  const result = { cartId: confirmed.id, ...split };
  dispatch(purchaseSettled(result));
  dispatch(paymentDone('purchaseCart'));

  await wait(CART_TIMING.installPauseMs);
  dispatch(paymentPending('startPayment'));
  for (const product of split.purchased) {
    try {
      await installApplication(api, token, product.id);
    } catch {
      // Already installed (409) or refused: the thank-you page lists what was bought; the app page shows its state.
    }
  }
  dispatch(paymentDone('startPayment'));
  await restoreNotPurchased(dispatch, getState, token, confirmed, split.notPurchased);
  dispatch(cartPurchased(result));
  return purchaseDestination(confirmed.id, split.notPurchased);
};

/** Reject checkout (§4): unlocks; allowed only while neither purchased nor closed. Back to /cart/. */
export const rejectCheckout = (): AppThunk<Promise<string | null>> => async (dispatch, getState) => {
  const token = tokenOf(getState);
  const cart = selectCartState(getState()).cart;
  if (!token || !cart || cart.purchasedAt || cart.closedAt) return null;
  const released = await releaseCheckout(dispatch, getState, token, cart.id);
  if (released === 'released') return CART_PATH;
  const error = selectCartState(getState()).payments.rejectCheckout.error;
  if (released === 'failed' && error) {
    dispatch(notificationShown({ kind: 'error', content: error, type: 'cart-error' }));
  }
  await dispatch(loadCart());
  return null;
};

/**
 * Leaving the review without buying: a checkout lock still on the cart (one whose release failed,
 * or a stale one of an unfinished checkout) is rejected, so the cart is not left locked. Nothing
 * to do when the cart is not locked: the review takes no lock of its own (see checkoutCart).
 */
export const cancelReview = (): AppThunk<Promise<void>> => async (dispatch, getState) => {
  const cart = selectCartState(getState()).cart;
  const lockedUntil = cart?.checkedOutUntil ? Date.parse(cart.checkedOutUntil) : Number.NaN;
  if (!cart || cart.purchasedAt || cart.closedAt || !(lockedUntil > Date.now())) return;
  await dispatch(rejectCheckout());
};

/** Reads one cart by id (the thank-you and review-order pages after a reload). */
export const loadCartById =
  (id: string, { finishInstalls = false }: { finishInstalls?: boolean } = {}): AppThunk<Promise<ApiCart | null>> =>
  async (dispatch, getState) => {
    const token = tokenOf(getState);
    if (!token) return null;
    const sent = await send(getState, () => fetchCart(api, token, id));
    if (!sent.ok) {
      await showError(dispatch, getState, sent.error, CART.load);
      return null;
    }
    dispatch(cartChanged({ cart: sent.value, seq: sent.seq }));
    const split = splitPurchased(sent.value);
    dispatch(purchaseSettled({ cartId: sent.value.id, ...split }));
    // A purchase whose page closed before it installed what it bought (the installs run in the
    // page, §4): its end pages install them now. Already installed is a 409, ignored like the rest.
    if (finishInstalls && sent.value.purchasedAt) {
      for (const product of split.purchased) {
        try {
          await installApplication(api, token, product.id);
        } catch {
          // Installed already, or refused: the app's page shows its state.
        }
      }
    }
    return sent.value;
  };
