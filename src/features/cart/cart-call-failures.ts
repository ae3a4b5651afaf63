/** What a failed cart call shows (§8: its message, the ad-block text, the locked warning) and how failures are told apart. */
import { fetchCart } from '../../api-client/carts';
import { ApiError, request } from '../../api-client/http';
import { notificationShown } from '../../core/notifications-slice';
import type { AppDispatch, RootState } from '../../core/store';
import { CART_CODES, CART_REFUSAL_CODES } from '../../domain/cart/cart-contract';
import { AD_BLOCK, CART } from '../../domain/site/messages';
import { api, send, tokenOf } from './cart-calls';
import { cartChanged, cartFailed, cartLocked, paymentFailed, type PaymentSliceName } from './cart-slice';

export const isApiError = (error: unknown, kind?: ApiError['kind']): error is ApiError =>
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
export async function looksBlocked(getState: () => RootState): Promise<boolean> {
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
export async function showError(
  dispatch: AppDispatch,
  getState: () => RootState,
  error: unknown,
  fallback: string,
): Promise<void> {
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
export async function lockedCart(
  dispatch: AppDispatch,
  getState: () => RootState,
  token: string,
  error: ApiError,
): Promise<void> {
  dispatch(cartLocked());
  dispatch(notificationShown({ kind: 'warning', content: CART.locked, type: 'cart-locked' }));
  const id = (error.data as { id?: unknown } | null)?.id;
  if (typeof id !== 'string') return;
  const sent = await send(getState, () => fetchCart(api, token, id));
  // A failed read: the warning is shown; the next focus reads the cart again.
  if (sent.ok) dispatch(cartChanged({ cart: sent.value, seq: sent.seq }));
}

/** §8: why an ended cart cannot be bought. */
export const ENDED_CART_TEXT = {
  [CART_CODES.purchased]: CART.alreadyPurchased,
  [CART_CODES.closed]: CART.closed,
} as const;

export const isLocked = (error: unknown): error is ApiError =>
  isApiError(error, 'conflict') && error.code === CART_CODES.checkoutStarted;

/** A failure the same call may get past when sent again: no answer, a timeout, 429 or 5xx. */
export const isTransient = (error: unknown): boolean =>
  isApiError(error, 'network') ||
  isApiError(error, 'timeout') ||
  (isApiError(error) && error.status !== null && (error.status === 429 || error.status >= 500));

/** The failure of one payment step (its slice in the store), then its message shown as any cart failure. */
export async function paymentError(
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
