/** Reads of a purchased cart: the §4 confirmation reads after a purchase; the end pages' read by id (finishing installs). */
import { installApplication } from '../../api-client/applications';
import { fetchCart } from '../../api-client/carts';
import type { AppThunk } from '../../core/hooks';
import type { ApiCart } from '../../domain/cart/cart-contract';
import { CART_TIMING, splitPurchased } from '../../domain/cart/cart-purchase';
import { CART } from '../../domain/site/messages';
import { cartChanged, purchaseSettled } from './cart-slice';
import { api, send, tokenOf, wait } from './cart-calls';
import { showError } from './cart-call-failures';

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
