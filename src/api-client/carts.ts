import { isApiCart } from '../domain/cart/cart-answer';
import type { ApiCart, CartBillingCycle } from '../domain/cart/cart-contract';
import { ApiError, request, UNEXPECTED_ERROR, type RequestOptions } from './http';

/**
 * The cart service (§7 Cart service, `/products-carts`). Every call carries the user's bearer
 * token and answers the whole cart; errors come back as ApiError with the service's code
 * (`PRODUCTS_CART_CHECKOUT_STARTED` on 409 with the cart id in `data.id`, `PRODUCTS_CART_CHECKSUM`).
 */

const segment = encodeURIComponent;

/** A call whose answer must be a cart: any other answer fails like a broken call ('Unexpected error'). */
async function cartRequest(baseUrl: string, path: string, options: RequestOptions): Promise<ApiCart> {
  const answer = await request<unknown>(baseUrl, path, options);
  if (!isApiCart(answer)) throw new ApiError('http', UNEXPECTED_ERROR);
  return answer;
}
const cartPath = (id: string, rest = '') => `/products-carts/${segment(id)}${rest}`;

export const fetchRecentCart = (baseUrl: string, token: string) => cartRequest(baseUrl, '/products-carts/recent', { token });
export const fetchCart = (baseUrl: string, token: string, id: string) => cartRequest(baseUrl, cartPath(id), { token });
export const createCart = (baseUrl: string, token: string) =>
  cartRequest(baseUrl, '/products-carts', { method: 'POST', token, body: {} });

export const addToCart = (baseUrl: string, token: string, id: string, appId: string) =>
  cartRequest(baseUrl, cartPath(id, `/applications/${segment(appId)}`), { method: 'PATCH', token });
export const addSeveralToCart = (baseUrl: string, token: string, id: string, appIds: readonly string[]) =>
  cartRequest(baseUrl, cartPath(id, `/applications?id=${appIds.map(segment).join(',')}`), { method: 'PATCH', token });
export const removeFromCart = (baseUrl: string, token: string, id: string, appId: string) =>
  cartRequest(baseUrl, cartPath(id, `/applications/${segment(appId)}`), { method: 'DELETE', token });
export const changeCartPlan = (
  baseUrl: string,
  token: string,
  id: string,
  appId: string,
  planId: string,
  billingCycle: CartBillingCycle,
) =>
  cartRequest(baseUrl, cartPath(id, `/applications/${segment(appId)}/plans/${segment(planId)}?billingCycle=${billingCycle}`), {
    method: 'PATCH',
    token,
  });
export const addCartCoupon = (baseUrl: string, token: string, id: string, coupon: string) =>
  cartRequest(baseUrl, cartPath(id, `/coupon/${segment(coupon)}`), { method: 'PATCH', token });

export const startCartCheckout = (baseUrl: string, token: string, id: string) =>
  cartRequest(baseUrl, cartPath(id, '/checkout'), { method: 'PATCH', token });
export const rejectCartCheckout = (baseUrl: string, token: string, id: string) =>
  cartRequest(baseUrl, cartPath(id, '/checkout'), { method: 'DELETE', token });
/** §4 close: the cart ends unbought (DELETE); the next add starts a new one. */
export const closeCart = (baseUrl: string, token: string, id: string) =>
  request<ApiCart>(baseUrl, cartPath(id), { method: 'DELETE', token });
export const purchaseCart = (baseUrl: string, token: string, id: string) =>
  cartRequest(baseUrl, cartPath(id, '/purchase'), { method: 'PATCH', token });
