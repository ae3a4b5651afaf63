import { fetchInstalledApplications, installApplication } from '../../api-client/applications';
import {
  addCartCoupon,
  addSeveralToCart,
  addToCart,
  changeCartPlan,
  createCart,
  fetchCart,
  fetchRecentCart,
  purchaseCart,
  rejectCartCheckout,
  removeFromCart,
  startCartCheckout,
} from '../../api-client/carts';
import { ApiError } from '../../api-client/http';
import { siteConfig } from '../../core/config';
import type { AppThunk } from '../../core/hooks';
import { notificationShown } from '../../core/notifications-slice';
import type { AppDispatch, RootState } from '../../core/store';
import { CART_CODES, CART_REFUSAL_CODES, type ApiCart, type CartBillingCycle } from '../../domain/cart/cart-contract';
import { CART_PATH, CART_TIMING, guestAppsToMerge, purchaseDestination, splitPurchased } from '../../domain/cart/cart-purchase';
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

/** §8: a request with no status at all may have been stopped by an ad blocker: that message instead. */
function showError(dispatch: AppDispatch, error: unknown, fallback: string): void {
  if (isApiError(error, 'unauthorized')) {
    // §8: logged out. The session's effect says so and goes home; no cart error on top of it.
    dispatch(cartFailed({ message: fallback, adBlock: false, unauthorized: true }));
    return;
  }
  const adBlock = isApiError(error, 'network');
  // A refusal of §5/§6 (own app, no billing rights) says what to do: its own words, not the generic text.
  const message = isApiError(error) && error.code !== null && CART_REFUSAL_CODES.has(error.code) ? error.message : fallback;
  dispatch(cartFailed({ message: adBlock ? AD_BLOCK : message, adBlock }));
  dispatch(notificationShown({ kind: 'error', content: adBlock ? AD_BLOCK : message, type: 'cart-error' }));
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
  showError(dispatch, sent.error, CART.load);
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
    showError(dispatch, sent.error, CART.create);
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
    else showError(dispatch, sent.error, failure);
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

/** §5: a coupon succeeds only on status OK; anything else is the coupon failure text. */
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
      dispatch(couponEnded('added'));
      dispatch(notificationShown({ kind: 'success', content: SUCCESS.couponAdded, type: 'cart-coupon' }));
      return true;
    }
    dispatch(couponEnded('failed'));
    if (isApiError(sent.error, 'unauthorized')) {
      showError(dispatch, sent.error, PERMISSIONS.couponStatus);
      return false;
    }
    const message = isApiError(sent.error, 'network') ? AD_BLOCK : PERMISSIONS.couponStatus;
    dispatch(notificationShown({ kind: 'error', content: message, type: 'cart-coupon' }));
    await dispatch(loadCart());
    return false;
  };

function paymentError(
  dispatch: AppDispatch,
  slice: PaymentSliceName,
  error: unknown,
  message: string,
  code: string | null = null,
  step?: 'purchase' | 'confirm',
) {
  dispatch(paymentFailed({ slice, message, code, ...(step ? { step } : {}) }));
  showError(dispatch, error, message);
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

/**
 * Checkout (§4): start (locks) → purchase → confirm → split → 250 ms → install the purchased apps →
 * the thank-you or review-order address. Returns where to go, or null when it stopped (messages shown).
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
    paymentError(dispatch, 'startCheckout', null, ENDED_CART_TEXT[gone], gone);
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
      // Purchased or closed meanwhile (another tab, another user of the organization): its own words.
      const ended = code === CART_CODES.purchased || code === CART_CODES.closed ? ENDED_CART_TEXT[code] : null;
      paymentError(dispatch, 'startCheckout', error, ended ?? CART.startCheckout, ended ? code : null);
      await dispatch(loadCart());
    }
    return null;
  }
  const cart = started.value;
  dispatch(cartChanged({ cart, seq: started.seq }));
  dispatch(paymentDone('startCheckout'));
  dispatch(checkoutMarketplace({ cartId: cart.id, appIds: cart.products.map((product) => product.id) }));

  dispatch(paymentPending('purchaseCart'));
  const bought = await send(getState, () => purchaseCart(api, token, cart.id));
  if (bought.ok) dispatch(cartChanged({ cart: bought.value, seq: bought.seq }));
  else {
    const { error } = bought;
    const code = isApiError(error) ? error.code : null;
    if (code === CART_CODES.checksum) {
      // §4: a rejected purchase carrying the code; the checkout is unlocked and the cart read again.
      paymentError(dispatch, 'purchaseCart', error, PAYMENT.cart, code, 'purchase');
      await dispatch(rejectCheckout());
    } else if (code === CART_CODES.purchased || code === CART_CODES.closed) {
      paymentError(dispatch, 'purchaseCart', error, ENDED_CART_TEXT[code], code);
    } else paymentError(dispatch, 'purchaseCart', error, PAYMENT.cart, code, 'purchase');
    await dispatch(loadCart());
    return null;
  }

  dispatch(paymentProcessing('purchaseCart'));
  const confirmed = await confirmPurchase(token, cart.id, getState);
  if (confirmed === 'unconfirmed' || confirmed === 'failed') {
    const message = confirmed === 'failed' ? CART.purchaseCheck : CART.purchaseNotConfirmed;
    paymentError(dispatch, 'purchaseCart', null, message, null, 'confirm');
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
  dispatch(cartPurchased(result));
  return purchaseDestination(confirmed.id, split.notPurchased);
};

/** Reject checkout (§4): unlocks; allowed only while neither purchased nor closed. Back to /cart/. */
export const rejectCheckout = (): AppThunk<Promise<string | null>> => async (dispatch, getState) => {
  const token = tokenOf(getState);
  const cart = selectCartState(getState()).cart;
  if (!token || !cart || cart.purchasedAt || cart.closedAt) return null;
  dispatch(paymentPending('rejectCheckout'));
  const sent = await send(getState, () => rejectCartCheckout(api, token, cart.id));
  if (sent.ok) {
    dispatch(cartChanged({ cart: sent.value, seq: sent.seq }));
    dispatch(paymentDone('rejectCheckout'));
    return CART_PATH;
  }
  paymentError(dispatch, 'rejectCheckout', sent.error, CART.rejectCheckout);
  await dispatch(loadCart());
  return null;
};

/** Reads one cart by id (the thank-you and review-order pages after a reload). */
export const loadCartById =
  (id: string, { finishInstalls = false }: { finishInstalls?: boolean } = {}): AppThunk<Promise<ApiCart | null>> =>
  async (dispatch, getState) => {
    const token = tokenOf(getState);
    if (!token) return null;
    const sent = await send(getState, () => fetchCart(api, token, id));
    if (!sent.ok) {
      showError(dispatch, sent.error, CART.load);
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
