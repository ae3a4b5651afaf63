import type { ApiCartProduct, CartBillingCycle } from './cart-contract';
import { monthlyRate } from '../pricing/pricing';

/**
 * The cart's money (§9 pricing rules, §5 trial-only carts and checkout expiry): the service prices
 * each product (yearly = floor(price × 0.85 × 12), per-agent × agents); the site shows yearly and
 * one-time totals as a monthly rate (÷ 12, rounded). Today's bill, coupon taken off, is the
 * review's (cart-review.ts), on the cart page too.
 */

const PAY_TYPE_LABELS: Readonly<Record<CartBillingCycle, string>> = {
  'pay-once': 'once',
  'pay-monthly': 'monthly (1 month)',
  'pay-yearly': 'yearly',
};

/** §9 pay-type label, e.g. "monthly (1 month), per agent", "once, per organization". */
export function payTypeLabel(plan: Pick<ApiCartProduct['plan'], 'billingCycle' | 'perAccount'>): string {
  return `${PAY_TYPE_LABELS[plan.billingCycle]}, ${plan.perAccount ? 'per agent' : 'per organization'}`;
}

/** §9: the monthly rate shown for an item: a yearly or one-time total ÷ 12, rounded; monthly as is. */
export function itemMonthlyRate(plan: Pick<ApiCartProduct['plan'], 'billingCycle' | 'price'>): number {
  return plan.billingCycle === 'pay-monthly' ? plan.price.total : monthlyRate(plan.price.total);
}

/** §5: a cart is trial-only when every item has trial days and none needs a card. An empty cart is not. */
export function isTrialOnly(products: readonly Pick<ApiCartProduct, 'trialDays' | 'creditCardRequired'>[]): boolean {
  return products.length > 0 && products.every((product) => product.trialDays > 0 && !product.creditCardRequired);
}

/**
 * §5: seconds to the checkout's expiry counted in whole minutes (a started minute counts), 0 once
 * expired, null without a started checkout.
 */
export function minutesToCheckoutExpiry(checkedOutUntil: string | null, now: number): number | null {
  if (!checkedOutUntil) return null;
  const seconds = (Date.parse(checkedOutUntil) - now) / 1000;
  if (!Number.isFinite(seconds)) return null;
  return seconds <= 0 ? 0 : Math.ceil(seconds / 60);
}

/** Tax rate as a percent (§9), e.g. 0.23 → "23%", 0.08875 → "8.875%". */
export function taxPercent(rate: number): string {
  return `${Number((rate * 100).toFixed(3))}%`;
}
