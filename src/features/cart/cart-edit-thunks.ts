/** The cart's reads and edits (§4): load it, find or create the one to change, add, merge, remove, change a plan, empty it. */
import { fetchInstalledApplications } from '../../api-client/applications';
import {
  addSeveralToCart,
  addToCart,
  changeCartPlan,
  closeCart,
  createCart,
  fetchRecentCart,
  removeFromCart,
} from '../../api-client/carts';
import { billingCycleChosen } from '../../core/events';
import type { AppThunk } from '../../core/hooks';
import type { AppDispatch, RootState } from '../../core/store';
import type { ApiCart, CartBillingCycle } from '../../domain/cart/cart-contract';
import { CART_TIMING, guestAppsToMerge } from '../../domain/cart/cart-purchase';
import { CART } from '../../domain/site/messages';
import { readCartHint, readGuestCart, writeCartHint, writeGuestCart } from './guest-cart';
import { selectCartState, selectSessionUser } from './cart-selectors';
import {
  addToCartMarketplace,
  cartChanged,
  cartMissing,
  cartRequested,
  paymentDone,
  paymentFailed,
  paymentPending,
  productBusy,
} from './cart-slice';
import { api, send, tokenOf, wait } from './cart-calls';
import { isApiError, isLocked, lockedCart, showError } from './cart-call-failures';

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
export function ensureCart(dispatch: AppDispatch, getState: () => RootState, token: string): Promise<ApiCart | null> {
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
    const before = selectCartState(getState()).cart?.products.find((product) => product.id === appId)?.plan.billingCycle;
    const cart = await change(
      dispatch,
      getState,
      (token, current) => changeCartPlan(api, token, current.id, appId, planId, billingCycle),
      CART.update,
      appId,
    );
    if (cart && before !== undefined && before !== billingCycle) dispatch(billingCycleChosen({ appId, cycle: billingCycle }));
  };
