/** The first segment below /checkout/ of every address the cart owns (§2 /checkout/cart/*). */
const CART_SEGMENT = 'cart';

/**
 * Whether an address below /checkout/ is the cart's: /checkout/cart/{cartId}/thank-you,
 * …/review-order, and any other /checkout/cart/* address (the cart's end pages answer those with
 * their "nothing to see here" panel). The first segment is read decoded, as the checkout's own
 * addresses are.
 *
 * No imports on purpose: the /checkout/* route imports this eagerly to choose which chunk to load
 * (the cart's end pages or billing's checkout), so it must not pull in either.
 */
export function isCartCheckoutAddress(rest: string): boolean {
  const first = rest.split('/').find(Boolean) ?? '';
  try {
    return decodeURIComponent(first) === CART_SEGMENT;
  } catch {
    return first === CART_SEGMENT;
  }
}
