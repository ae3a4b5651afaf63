/**
 * What other parts of the site may use of the cart (loading this module injects the cart slice):
 * - `cartChanged({ cart })`: the host bridge's hook point. Dispatch it with the cart an incoming
 *   `cart_updated` message carries; watch it (type `cart/cartChanged`) to send `cart_updated`.
 * - `loadCart()`: what a `refresh_cart` message asks for.
 * - tracking actions `cart/addToCartMarketplace` and `cart/checkoutMarketplace` (telemetry sends them),
 *   and `cart/cartPurchased` with the purchased and not-purchased products (`cart_purchased`).
 */
export { addToCartMarketplace, cartChanged, cartPurchased, checkoutMarketplace } from './cart-slice';
export { loadCart } from './cart-thunks';
