/** The cart's thunks in one module for their importers (components, index.ts, tests), re-exported from where they live. */
/**
 * The cart's calls (§4 cart lifecycle, §8 Cart messages, §9 timing). Every answer is the whole
 * cart, applied only when newer than the one shown; after any failed call the cart is read again,
 * so the screen shows the server's cart.
 */
export {
  loadCart,
  refreshKnownCart,
  addProduct,
  addProducts,
  mergeGuestCart,
  removeProduct,
  emptyCart,
  changePlan,
} from './cart-edit-thunks';
export { applyCoupon } from './cart-coupon-thunk';
export { REVIEW_CHANGED, checkoutCart } from './cart-checkout-thunks';
export { rejectCheckout, cancelReview } from './cart-checkout-release';
export { confirmPurchase, loadCartById } from './cart-purchase-reads';
