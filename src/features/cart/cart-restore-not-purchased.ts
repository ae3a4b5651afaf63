/** After a partly failed purchase: the products not bought go back into the open cart as the buyer left them. */
import { addCartCoupon, addSeveralToCart, addToCart, changeCartPlan } from '../../api-client/carts';
import type { AppDispatch, RootState } from '../../core/store';
import type { ApiCart, ApiCartProduct } from '../../domain/cart/cart-contract';
import { writeCartHint } from './guest-cart';
import { selectSessionUser } from './cart-selectors';
import { cartChanged } from './cart-slice';
import { api, send, type Sent } from './cart-calls';
import { ensureCart } from './cart-edit-thunks';

/**
 * After a purchase some products did not go through (§8 notes: billing:error, dps:error…): the
 * buyer's choices are not lost with the purchased cart. They go back into the open cart (the
 * recent one, or a new one) with the plan and billing cycle they had, and the coupon, so "Back to
 * your cart" shows them as the buyer left them. Quiet: the end page says what failed and why; a
 * product the service refuses now is left out (the end page still lists it).
 */
export async function restoreNotPurchased(
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
