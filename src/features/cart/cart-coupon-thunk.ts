/** Applying a coupon (§5): its own failure texts (the service's reason, else the §5 text), not the generic cart failure. */
import { addCartCoupon } from '../../api-client/carts';
import { UNEXPECTED_ERROR } from '../../api-client/http';
import type { AppThunk } from '../../core/hooks';
import { notificationShown } from '../../core/notifications-slice';
import { AD_BLOCK, PERMISSIONS, SUCCESS } from '../../domain/site/messages';
import { selectCartState } from './cart-selectors';
import { cartChanged, couponEnded, couponStarted } from './cart-slice';
import { api, send, tokenOf } from './cart-calls';
import { isApiError, looksBlocked, showError } from './cart-call-failures';
import { loadCart } from './cart-edit-thunks';

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
