/** The purchase on Confirm (§4 checkout): lock, compare with the review, purchase, confirm, install, then where to go. */
import { installApplication } from '../../api-client/applications';
import { purchaseCart, startCartCheckout } from '../../api-client/carts';
import type { AppThunk } from '../../core/hooks';
import { notificationShown } from '../../core/notifications-slice';
import { CART_CODES } from '../../domain/cart/cart-contract';
import { CART_TIMING, purchaseDestination, splitPurchased } from '../../domain/cart/cart-purchase';
import { REVIEW_TEXT, reviewChecksum } from '../../domain/cart/cart-review';
import { cartBuyRefusals } from '../../domain/cart/cart-rights';
import { CART, PAYMENT } from '../../domain/site/messages';
import { writeCartHint } from './guest-cart';
import { selectCartState, selectSessionUser } from './cart-selectors';
import {
  cartChanged,
  cartPurchased,
  checkoutMarketplace,
  paymentDone,
  paymentFailed,
  paymentPending,
  paymentProcessing,
  purchaseSettled,
} from './cart-slice';
import { api, send, tokenOf, wait } from './cart-calls';
import { ENDED_CART_TEXT, isApiError, isLocked, isTransient, lockedCart, paymentError } from './cart-call-failures';
import { loadCart } from './cart-edit-thunks';
import { releaseCheckout } from './cart-checkout-release';
import { confirmPurchase } from './cart-purchase-reads';
import { restoreNotPurchased } from './cart-restore-not-purchased';

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
  // §6 before any call: buying needs billing rights on each product the cart bills.
  const user = selectSessionUser(getState());
  const [refused] = user ? cartBuyRefusals(user.permissions, shown.products) : [];
  if (refused) {
    await paymentError(dispatch, getState, 'startCheckout', null, refused);
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
