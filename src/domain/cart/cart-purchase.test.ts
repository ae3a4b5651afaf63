import type { ApiCartProduct } from './cart-contract';
import {
  CART_TIMING,
  cartCheckoutRoute,
  guestAppsToMerge,
  noteMessage,
  noteReason,
  purchaseDestination,
  splitPurchased,
} from './cart-purchase';

const product = (id: string, purchasedAt: string | null, note: string | null, host: 'livechat' | 'helpdesk' = 'livechat') =>
  ({ id, purchasedAt, note, product: host }) as ApiCartProduct;

describe('cart purchase (§4, §8, §9)', () => {
  it('pins the §9 timing', () => {
    expect(CART_TIMING).toEqual({ confirmReads: 10, confirmIntervalMs: 250, installPauseMs: 250, addSeveralDelayMs: 500 });
  });

  it('splits purchased from not purchased', () => {
    const split = splitPurchased({ products: [product('a', '2026-01-01', null), product('b', null, 'billing:error')] });
    expect(split.purchased.map((p) => p.id)).toEqual(['a']);
    expect(split.notPurchased.map((p) => p.id)).toEqual(['b']);
  });

  it('turns notes into the §8 texts', () => {
    expect(noteMessage(product('a', null, 'billing:error'))).toBe('Payment failed');
    expect(noteMessage(product('a', null, 'dps:error:product_inactive', 'helpdesk'))).toBe(
      'Was not installed, please activate HelpDesk first',
    );
    expect(noteMessage(product('a', null, 'dps:error'))).toBe('Was not installed, please contact support');
  });

  it('says why a billing:error failed: the §8 billing API text, or that no card was on file; the dps notes say it themselves', () => {
    expect(noteReason({ ...product('a', null, 'billing:error'), hasCard: true })).toBe(
      "It looks like there's been an error on our side. Don't worry, your card details are valid...",
    );
    expect(noteReason({ ...product('a', null, 'billing:error'), hasCard: false, cardDetails: null })).toBe(
      'No card is on file for LiveChat.',
    );
    expect(noteReason(product('a', null, 'dps:error'))).toBeNull();
    expect(noteReason(product('a', null, 'dps:error:product_inactive'))).toBeNull();
  });

  it('goes to thank-you when nothing or only product-inactive failed, else review-order (§2)', () => {
    expect(purchaseDestination('c1', [])).toBe('/checkout/cart/c1/thank-you');
    expect(purchaseDestination('c1', [product('a', null, 'dps:error:product_inactive')])).toBe('/checkout/cart/c1/thank-you');
    expect(purchaseDestination('c1', [product('a', null, 'dps:error:product_inactive'), product('b', null, 'dps:error')])).toBe(
      '/checkout/cart/c1/review-order',
    );
    expect(purchaseDestination('c1', [product('b', null, 'billing:error')])).toBe('/checkout/cart/c1/review-order');
  });

  it('reads the cart checkout routes', () => {
    expect(cartCheckoutRoute('cart/c1/thank-you')).toEqual({ page: 'thank-you', cartId: 'c1' });
    expect(cartCheckoutRoute('cart/c1/review-order/')).toEqual({ page: 'review-order', cartId: 'c1' });
    expect(cartCheckoutRoute('cart/c1')).toEqual({ page: 'none' });
  });

  it('merges the browser cart without doubling or installed apps', () => {
    expect(guestAppsToMerge(['a', 'b', 'a', 'c', 'd'], ['b'], ['c'])).toEqual(['a', 'd']);
  });
});
