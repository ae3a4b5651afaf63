import type { ApiPayment } from '../catalogue/contract';
import { discountedPrice, type Discount } from './discounts';

/** Yearly billing takes 15 % off twelve monthly payments (spec §9). */
export const YEARLY_DISCOUNT = 0.15;
export const MONTHS_PER_YEAR = 12;

export type PaymentType = 'free' | 'once' | 'monthly-per-organization' | 'monthly-per-account';

export const PAYMENT_TYPE_LABELS: Record<PaymentType, string> = {
  free: 'Free',
  once: 'One-time payment',
  'monthly-per-organization': 'Monthly, per organization',
  'monthly-per-account': 'Monthly, per agent',
};

/**
 * The payment filter family (§2) of a payment. The families name no hourly value: an hourly rate is
 * recurring, so it files under the monthly families with the same per-agent or per-organization split.
 */
export function paymentTypeOf(payment: ApiPayment | null): PaymentType {
  if (!payment || payment.price <= 0) return 'free';
  if (payment.frequency === 'once') return 'once';
  return payment.perAccount ? 'monthly-per-account' : 'monthly-per-organization';
}

/** Cents as dollars with two decimals, dropping the decimals when the amount is whole: 1499 → "$14.99", 2000 → "$20". */
export function formatCents(cents: number): string {
  const dollars = cents / 100;
  const text = Number.isInteger(dollars) ? String(dollars) : dollars.toFixed(2);
  return `$${text.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;
}

/** Yearly total in cents: floor(price × 0.85 × 12). */
export function yearlyTotal(monthlyCents: number): number {
  return Math.floor(monthlyCents * (1 - YEARLY_DISCOUNT) * MONTHS_PER_YEAR);
}

/** The monthly rate shown for a yearly or one-time total: total ÷ 12, rounded. */
export function monthlyRate(totalCents: number): number {
  return Math.round(totalCents / MONTHS_PER_YEAR);
}

/** Per-account prices are multiplied by the number of agents. */
export function priceForAgents(payment: Pick<ApiPayment, 'price' | 'perAccount'>, agents: number): number {
  return payment.perAccount ? payment.price * Math.max(1, agents) : payment.price;
}

/** The unit a price is charged per, as cards show it: "one-time", "/ month", "/ hour" (§3 frequencies). */
function priceUnitLabel(terms: Pick<ApiPayment, 'frequency' | 'perAccount'>): string {
  if (terms.frequency === 'once') return 'one-time';
  const per = terms.frequency === 'hourly' ? 'hour' : 'month';
  return terms.perAccount ? `/ agent / ${per}` : `/ ${per}`;
}

/** An amount in cents with its unit, e.g. "$20 one-time", "$14.99 / agent / month", "$90 / hour". */
export function priceLabel(cents: number, terms: Pick<ApiPayment, 'frequency' | 'perAccount'>): string {
  return `${formatCents(cents)} ${priceUnitLabel(terms)}`;
}

/** Short price text of the listed price (no discount), e.g. "Free", "$20 one-time", "$14.99 / agent / month". */
export function priceSummary(payment: ApiPayment | null): string {
  if (paymentTypeOf(payment) === 'free' || !payment) return 'Free';
  return priceLabel(payment.price, payment);
}

/** How an app bills, in words: "Free", "One-time payment", "Monthly, per agent", "Hourly, per organization". */
export function billingLabel(payment: ApiPayment | null): string {
  if (payment && payment.price > 0 && payment.frequency === 'hourly') {
    return `Hourly, ${pricingUnitLabel(payment.perAccount)}`;
  }
  return PAYMENT_TYPE_LABELS[paymentTypeOf(payment)];
}

/** Billing cycles of §3 (pay-once, pay-monthly, pay-yearly). */
type BillingCycle = 'pay-once' | 'pay-monthly' | 'pay-yearly';

/** Pay-type labels of §9: once, monthly (1 month), yearly … */
export const BILLING_CYCLE_LABELS: Record<BillingCycle, string> = {
  'pay-once': 'once',
  'pay-monthly': 'monthly (1 month)',
  'pay-yearly': 'yearly',
};

/** … each per agent or per organization (§3 "pricing per-agent or per-organization"). */
const PRICING_UNIT_LABELS = { perAgent: 'per agent', perOrganization: 'per organization' } as const;

/** "per agent" for per-account prices, "per organization" otherwise. */
export function pricingUnitLabel(perAccount: boolean): string {
  return perAccount ? PRICING_UNIT_LABELS.perAgent : PRICING_UNIT_LABELS.perOrganization;
}

/** A full pay-type label, e.g. "monthly (1 month), per agent" or "once, per organization". */
export function payTypeLabel(cycle: BillingCycle, perAccount: boolean): string {
  return `${BILLING_CYCLE_LABELS[cycle]}, ${pricingUnitLabel(perAccount)}`;
}

/** Billing period 1 means monthly, any other number of months annual (§9). */
export function billingPeriodOf(months: number): 'monthly' | 'annually' {
  return months === 1 ? 'monthly' : 'annually';
}

/**
 * The one tax-rate formatter (checkout, cart): the price preview's `tax_rate`, a fraction, as the
 * percent shown to people, unrounded: 0.23 → "23%", 0.08875 → "8.875%", 0.075 → "7.5%". Only the
 * floating-point noise of the multiplication is dropped (4 decimals of a percent kept). '' for a
 * value that is not a number.
 */
export function formatTaxRate(rate: number): string {
  if (!Number.isFinite(rate)) return '';
  return `${Number((rate * 100).toFixed(4))}%`;
}

/** One way to pay for an app: what is charged per cycle and the monthly rate shown beside it. */
interface PriceOption {
  cycle: BillingCycle;
  /** Charged per cycle, in cents (per agent when perAccount). */
  total: number;
  /** The monthly rate shown: the total itself for monthly billing, else total ÷ 12 rounded. */
  monthly: number;
  perAccount: boolean;
}

/**
 * The ways to pay a price (in cents) on the given terms: a one-time price is one option; a monthly
 * price comes with the yearly option at 15 % off (§9). Free (0 or less) has none.
 */
export function priceOptions(price: number, terms: Pick<ApiPayment, 'frequency' | 'perAccount'>): PriceOption[] {
  if (price <= 0) return [];
  const { perAccount } = terms;
  if (terms.frequency === 'once') return [{ cycle: 'pay-once', total: price, monthly: monthlyRate(price), perAccount }];
  // An hourly rate has no monthly or yearly plan to offer (§3 lists no such billing cycle).
  if (terms.frequency === 'hourly') return [];
  const yearly = yearlyTotal(price);
  return [
    { cycle: 'pay-monthly', total: price, monthly: price, perAccount },
    { cycle: 'pay-yearly', total: yearly, monthly: monthlyRate(yearly), perAccount },
  ];
}

/** The price on show: what is charged now and, when it was lowered, the old price and the percent off. */
interface ShownPrice {
  price: number;
  oldPrice: number | null;
  percent: number | null;
}

/**
 * The current price of a payment. A time-limited discount (§5: the one `activeDiscount` finds
 * for now, or null) lowers the listed price by its percent and keeps the listed price as the old
 * one; otherwise a lowered price the API itself reports (payment.oldPrice above price) is shown
 * with its old price and percent. A 0 % discount changes nothing and shows no old price.
 */
export function shownPrice(payment: ApiPayment, discount: Discount | null): ShownPrice {
  if (discount && discount.percent > 0) {
    return { price: discountedPrice(payment.price, discount), oldPrice: payment.price, percent: discount.percent };
  }
  if (payment.oldPrice !== null && payment.oldPrice > payment.price) {
    const percent = payment.discountPercent ?? Math.round((1 - payment.price / payment.oldPrice) * 100);
    return { price: payment.price, oldPrice: payment.oldPrice, percent };
  }
  return { price: payment.price, oldPrice: null, percent: null };
}

/** Cents as the plain dollars string of structured data (schema.org Offer.price): 4410 → "44.10". */
export function centsToDollarString(cents: number): string {
  return (cents / 100).toFixed(2);
}
