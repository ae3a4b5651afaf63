import type { ApiCart, ApiCartProduct } from './cart-contract';
import { PRODUCT_NAMES } from '../catalogue/products';
import { isTrialOnly } from './cart-pricing';

/**
 * The review before a cart is bought (what the buyer agrees to on "Confirm"): per item what is
 * billed today and what later (after its trial, or each period), the coupon, and the card on file.
 * The coupon is taken off each item's unit price, floored to whole cents in the buyer's favour,
 * then times its seats: what the service charges for it (the sandbox's `recordCartCharge`).
 */

type Period = 'month' | 'year';

export interface ReviewLine {
  id: string;
  name: string;
  /** A one-time item: billed once, never shown per month. */
  oneTime: boolean;
  /** Days of free trial before the first charge (recurrent items only). */
  trialDays: number;
  /** Billed today for this item, coupon taken off (0 while in a trial). */
  today: number;
  /** What a recurrent item costs each period once billed (after its trial), coupon taken off; null for one-time items. */
  recurring: { amount: number; period: Period } | null;
}

export interface CartReview {
  lines: ReviewLine[];
  coupon: { code: string; discountPercent: number } | null;
  /** Billed today before the coupon, what the coupon takes off today, and the sum due today. */
  today: { subtotal: number; discount: number; total: number };
  /** One entry per item with a trial: what it costs from when its trial ends. */
  afterTrials: { id: string; name: string; trialDays: number; amount: number; period: Period }[];
}

const couponPercent = (cart: Pick<ApiCart, 'coupon'>) => cart.coupon?.discountPercent ?? 0;

/** An item's charge: its unit price less the coupon (floored), times its seats. */
function charge(plan: ApiCartProduct['plan'], percent: number): number {
  const seats = Math.max(1, plan.seats);
  return Math.floor((plan.price.unit * (100 - percent)) / 100) * seats;
}

/** An item's charge without a coupon: the service's total for it. */
const listed = (plan: ApiCartProduct['plan']) => plan.price.total;

export function cartReview(cart: Pick<ApiCart, 'products' | 'coupon'>): CartReview {
  const percent = couponPercent(cart);
  const lines: ReviewLine[] = cart.products.map((product) => {
    const { plan } = product;
    const oneTime = plan.billingCycle === 'pay-once';
    const trialDays = oneTime ? 0 : Math.max(0, product.trialDays);
    const amount = charge(plan, percent);
    return {
      id: product.id,
      name: product.name,
      oneTime,
      trialDays,
      today: trialDays > 0 ? 0 : amount,
      recurring: oneTime ? null : { amount, period: plan.billingCycle === 'pay-yearly' ? 'year' : 'month' },
    };
  });
  const billedToday = cart.products.filter((_, index) => lines[index].trialDays === 0);
  const subtotal = billedToday.reduce((sum, product) => sum + listed(product.plan), 0);
  const total = lines.reduce((sum, line) => sum + line.today, 0);
  return {
    lines,
    coupon: cart.coupon ? { code: cart.coupon.code, discountPercent: cart.coupon.discountPercent } : null,
    today: { subtotal, discount: subtotal - total, total },
    afterTrials: lines
      .filter((line) => line.trialDays > 0 && line.recurring)
      .map((line) => ({ id: line.id, name: line.name, trialDays: line.trialDays, ...line.recurring! })),
  };
}

/**
 * The cart page's totals, the review's own figures (so the two never disagree): before the coupon,
 * the one-time items and the subscriptions billed today; how many items start with a free trial
 * (billed when it ends, nothing today); the coupon's part of today's bill and what is due today.
 */
export function cartDueToday(cart: Pick<ApiCart, 'products' | 'coupon'>) {
  const review = cartReview(cart);
  const billedToday = (oneTime: boolean) =>
    cart.products
      .filter((_, index) => review.lines[index].oneTime === oneTime && review.lines[index].trialDays === 0)
      .reduce((sum, product) => sum + listed(product.plan), 0);
  return {
    oneTime: billedToday(true),
    subscriptions: billedToday(false),
    trials: review.afterTrials.length,
    discount: review.today.discount,
    total: review.today.total,
  };
}

/** §3 payment methods by name. */
const CARD_BRANDS: Readonly<Record<string, string>> = {
  visa: 'Visa',
  master: 'Mastercard',
  mastercard: 'Mastercard',
  american_express: 'American Express',
};

/** "Visa ending in 1111" (§3 card details: card type and last four; the first six are not shown). */
export function cardLabel(card: Pick<NonNullable<ApiCartProduct['cardDetails']>, 'cardType' | 'lastFour'>): string {
  const brand =
    CARD_BRANDS[card.cardType.toLowerCase()] ??
    card.cardType
      .split(/[_\s-]+/)
      .filter(Boolean)
      .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
      .join(' ');
  return `${brand || 'Card'} ending in ${card.lastFour}`;
}

export const NO_CARD_ON_FILE = 'No card is on file.';

/**
 * Whether the cart carries a card for an item's host product (§3: `hasCard`, or the card's details):
 * the one rule for the review's card line, its warning and the purchase's failure reason.
 */
export const hasCardOnFile = (item: Pick<ApiCartProduct, 'hasCard' | 'cardDetails'>): boolean =>
  item.hasCard === true || Boolean(item.cardDetails?.lastFour);

/**
 * The card each host product's items are charged to (the card is the license's: one per host
 * product): whether one is on file, and its label when the cart carries its details.
 */
export function cardsOnFile(
  products: readonly Pick<ApiCartProduct, 'product' | 'hasCard' | 'cardDetails'>[],
): { product: string; onFile: boolean; card: string | null }[] {
  const byProduct = new Map<string, { onFile: boolean; card: string | null }>();
  for (const item of products) {
    const name = PRODUCT_NAMES[item.product];
    const card = item.cardDetails && item.cardDetails.lastFour ? cardLabel(item.cardDetails) : null;
    const before = byProduct.get(name);
    byProduct.set(name, { onFile: (before?.onFile ?? false) || hasCardOnFile(item), card: before?.card ?? card });
  }
  return [...byProduct].map(([product, found]) => ({ product, ...found }));
}

/** The review's line for a host product's card; within a list of products, after the product's name. */
export function cardOnFileText(entry: { onFile: boolean; card: string | null }, afterName = false): string {
  if (!entry.onFile) return NO_CARD_ON_FILE;
  const charged = afterName ? 'charged to your card on file' : 'Charged to your card on file';
  return entry.card ? `${charged}: ${entry.card}` : `${charged}.`;
}

/**
 * The host products whose items are charged to a card (anything but a trial that needs none, §5
 * trial rules) while the cart carries no card for them: those items will not be bought (the
 * purchase notes them billing:error, 'Payment failed').
 */
export function productsWithoutCard(
  products: readonly Pick<ApiCartProduct, 'product' | 'hasCard' | 'cardDetails' | 'trialDays' | 'creditCardRequired'>[],
): string[] {
  const covered = new Set(cardsOnFile(products).flatMap(({ product, onFile }) => (onFile ? [product] : [])));
  const missing = products
    .filter((item) => !isTrialOnly([item]))
    .map((item) => PRODUCT_NAMES[item.product])
    .filter((name) => !covered.has(name));
  return [...new Set(missing)];
}

/** What the review says when items need a card the cart does not carry. */
export const cardNeededText = (products: readonly string[]) =>
  `Items that need a card will not be bought: no card is on file for ${products.join(' and ')}. Add one at an app's checkout first.`;

/**
 * What the review compares before buying: the items, their plans, prices and trials, and the
 * coupon. The checkout's answer must match the cart the buyer reviewed, or the buyer reviews again.
 */
export function reviewChecksum(cart: Pick<ApiCart, 'products' | 'coupon'>): string {
  return JSON.stringify([
    cart.products.map((product) => [
      product.id,
      product.plan.id,
      product.plan.billingCycle,
      product.plan.price.unit,
      product.plan.price.total,
      product.plan.seats,
      product.trialDays,
    ]),
    cart.coupon?.code ?? null,
    cart.coupon?.discountPercent ?? null,
  ]);
}

/** The review's own words (the spec words none of them). */
export const REVIEW_TEXT = {
  changed: 'Your cart changed since you opened this review. Please check it again before you confirm.',
  confirm: 'Confirm and pay',
  cancel: 'Back to cart',
} as const;
