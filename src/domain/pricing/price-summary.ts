import type { ApiPayment } from '../catalogue/contract';
import { activeDiscount, type Discount } from './discounts';
import { priceLabel, shownPrice } from './pricing';

/** The customProps keys a time-limited discount is read from (§5). */
export type DiscountProps = { discountFrom?: string; discountTo?: string; discountPercent?: string };

/** A price as every place that shows one renders it: cards, search hits, compare, deals, the app page. */
export interface PriceSummary {
  /** What is charged now, with its unit: "Free", "$26.10 / month", "$149 one-time", "$90 / hour". */
  current: string;
  /** The listed price a discount lowered, with the same unit, shown struck through; null without a discount. */
  old: string | null;
  /** Percent off (a time-limited discount's, or the API's own); null without a discount. */
  percent: number | null;
}

/** Only the discount keys of customProps, so records that travel to the browser stay small. */
export function discountPropsOf(customProps: Record<string, unknown> | null | undefined): DiscountProps {
  const props: DiscountProps = {};
  for (const key of ['discountFrom', 'discountTo', 'discountPercent'] as const) {
    const value = customProps?.[key];
    if (typeof value === 'string') props[key] = value;
  }
  return props;
}

const FREE: PriceSummary = { current: 'Free', old: null, percent: null };

/** The summary of a payment under a given discount (null: none applies). */
export function summarizePrice(payment: ApiPayment | null, discount: Discount | null): PriceSummary {
  if (!payment || payment.price <= 0) return FREE;
  const shown = shownPrice(payment, discount);
  return {
    current: priceLabel(shown.price, payment),
    old: shown.oldPrice === null ? null : priceLabel(shown.oldPrice, payment),
    percent: shown.oldPrice === null ? null : shown.percent,
  };
}

/** The price summary at `now`: the time-limited discount of customProps applies when it is active then (§5). */
export function priceSummaryAt(payment: ApiPayment | null, customProps: DiscountProps, now: Date): PriceSummary {
  return summarizePrice(payment, activeDiscount(customProps, now));
}

/**
 * The discount as the build saw it, evaluated at a fixed moment so it does not depend on a clock:
 * pages are pre-rendered, and the server HTML and the browser's first render must agree. When the
 * build found the discount active it is evaluated at the window's own start, otherwise none applies.
 */
export function buildTimeDiscount(customProps: DiscountProps, discountActive: boolean): Discount | null {
  if (!discountActive || !customProps.discountFrom) return null;
  return activeDiscount(customProps, new Date(customProps.discountFrom));
}
