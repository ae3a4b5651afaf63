/** Releasing a checkout lock (§4 reject checkout): after a failed purchase, on the buyer's cancel, on leaving the review. */
import { rejectCartCheckout } from '../../api-client/carts';
import type { AppThunk } from '../../core/hooks';
import { notificationShown } from '../../core/notifications-slice';
import type { AppDispatch, RootState } from '../../core/store';
import { CART_CODES } from '../../domain/cart/cart-contract';
import { CART_PATH } from '../../domain/cart/cart-purchase';
import { CART } from '../../domain/site/messages';
import { selectCartState } from './cart-selectors';
import { cartChanged, paymentDone, paymentFailed, paymentPending } from './cart-slice';
import { api, send, tokenOf, wait } from './cart-calls';
import { isApiError, isTransient } from './cart-call-failures';
import { loadCart } from './cart-edit-thunks';

/** Releasing the lock: tried again once after this pause when the service did not answer or failed (5xx, 429). */
const RELEASE_ATTEMPTS = 2;
const RELEASE_RETRY_MS = 1000;

/**
 * Rejects the checkout (§4: unlocks the cart; `DELETE …/checkout`), once more after a transient
 * failure. 'purchased': the service refused because the cart is bought or being bought, i.e. the
 * purchase went through after all; 'closed': the cart is closed; 'failed': the lock stays (its
 * error is in the rejectCheckout slice; the caller says so or not).
 */
export async function releaseCheckout(
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
