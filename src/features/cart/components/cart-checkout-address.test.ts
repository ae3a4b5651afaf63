import { isCartCheckoutAddress } from './cart-checkout-address';

// Which addresses below /checkout/ the cart routes (§2 /checkout/cart/*): the rest is billing's checkout.
it("claims every /checkout/cart/* address: the thank-you and review-order pages and the cart's others", () => {
  expect(isCartCheckoutAddress('cart/c1/thank-you')).toBe(true);
  expect(isCartCheckoutAddress('cart/c1/review-order/')).toBe(true);
  expect(isCartCheckoutAddress('/cart/c1/thank-you')).toBe(true);
  expect(isCartCheckoutAddress('cart/c1')).toBe(true);
  expect(isCartCheckoutAddress('cart')).toBe(true);
  // Read decoded, as the checkout reads its own addresses.
  expect(isCartCheckoutAddress('%63art/c1/thank-you')).toBe(true);
});

it("leaves one app's checkout, its thank-you page, an external charge's and unknown addresses to the checkout", () => {
  expect(isCartCheckoutAddress('pagio')).toBe(false);
  expect(isCartCheckoutAddress('pagio/thank-you')).toBe(false);
  expect(isCartCheckoutAddress('charge/rc_1/recurrent_charge/thank-you')).toBe(false);
  expect(isCartCheckoutAddress('carts/c1/thank-you')).toBe(false);
  expect(isCartCheckoutAddress('pagio/cart')).toBe(false);
  expect(isCartCheckoutAddress('%E0%A4%A/thank-you')).toBe(false);
  expect(isCartCheckoutAddress('')).toBe(false);
});
