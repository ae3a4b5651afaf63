import type { ApiCart, ApiCartProduct } from './cart-contract';
import { CART_NOTES } from './cart-contract';
import { hasCardOnFile } from './cart-review';
import { PAYMENT, PRODUCT_NOTES, productInactiveNote } from '../site/messages';
import { PRODUCT_NAMES } from '../catalogue/products';

export { CART_PATH } from './cart-path';

/**
 * After a cart purchase (§4, §8 product notes, §2 cart thank-you / review-order): confirm, split
 * purchased from not purchased, turn the service's notes into the §8 texts, and pick the page.
 */

/** §9 purchase confirmation: up to 10 reads 250 ms apart; 250 ms before installs; 500 ms after adding several. */
export const CART_TIMING = {
  confirmReads: 10,
  confirmIntervalMs: 250,
  installPauseMs: 250,
  addSeveralDelayMs: 500,
} as const;

interface PurchaseSplit {
  purchased: ApiCartProduct[];
  notPurchased: ApiCartProduct[];
}

export function splitPurchased(cart: Pick<ApiCart, 'products'>): PurchaseSplit {
  return {
    purchased: cart.products.filter((product) => product.purchasedAt !== null),
    notPurchased: cart.products.filter((product) => product.purchasedAt === null),
  };
}

/** §8: billing:error → 'Payment failed'; product_inactive → activate the product first; any other note → contact support. */
export function noteMessage(product: Pick<ApiCartProduct, 'note' | 'product'>): string {
  if (product.note === CART_NOTES.billingError) return PRODUCT_NOTES.paymentFailed;
  if (product.note === CART_NOTES.productInactive) return productInactiveNote(PRODUCT_NAMES[product.product]);
  return PRODUCT_NOTES.contactSupport;
}

/**
 * Why, beyond the note's own words: billing:error is the billing API's error (§4), said in the §8
 * billing API text, unless no card was on file to charge (that text says the card details are
 * valid: there were none); the dps notes already say what to do.
 */
export function noteReason(product: Pick<ApiCartProduct, 'note' | 'product' | 'hasCard' | 'cardDetails'>): string | null {
  if (product.note !== CART_NOTES.billingError) return null;
  return hasCardOnFile(product) ? PAYMENT.billingApi : `No card is on file for ${PRODUCT_NAMES[product.product]}.`;
}

const cartThankYouPath = (cartId: string) => `/checkout/cart/${encodeURIComponent(cartId)}/thank-you`;
const cartReviewOrderPath = (cartId: string) => `/checkout/cart/${encodeURIComponent(cartId)}/review-order`;

/** §2: thank-you when nothing failed or every failure is only 'product inactive'; else review-order. */
export function purchaseDestination(cartId: string, notPurchased: readonly Pick<ApiCartProduct, 'note'>[]): string {
  const onlyInactive = notPurchased.every((product) => product.note === CART_NOTES.productInactive);
  return onlyInactive ? cartThankYouPath(cartId) : cartReviewOrderPath(cartId);
}

type CartRoute = { page: 'thank-you' | 'review-order'; cartId: string } | { page: 'none' };

/** The address below /checkout/cart/. */
export function cartCheckoutRoute(rest: string): CartRoute {
  const parts = rest.split('/').filter(Boolean);
  if (parts[0] !== 'cart' || parts.length !== 3) return { page: 'none' };
  let cartId = parts[1];
  try {
    cartId = decodeURIComponent(cartId);
  } catch {
    // kept as written
  }
  if (parts[2] === 'thank-you' || parts[2] === 'review-order') return { page: parts[2], cartId };
  return { page: 'none' };
}

/**
 * The apps a signed-out visitor put in the browser's cart that the signed-in cart still needs:
 * not already in it, not installed, each once, in the order they were added.
 */
export function guestAppsToMerge(guest: readonly string[], inCart: readonly string[], installed: readonly string[]): string[] {
  const skip = new Set([...inCart, ...installed]);
  const wanted: string[] = [];
  for (const id of guest) {
    if (!id || skip.has(id)) continue;
    skip.add(id);
    wanted.push(id);
  }
  return wanted;
}
