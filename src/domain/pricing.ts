import type { ApiPayment } from './contract';

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

/** Short price text for cards and headers, e.g. "Free", "$20 one-time", "$14.99 / agent / month". */
export function priceSummary(payment: ApiPayment | null): string {
  const type = paymentTypeOf(payment);
  if (type === 'free' || !payment) return 'Free';
  const amount = formatCents(payment.price);
  if (type === 'once') return `${amount} one-time`;
  return type === 'monthly-per-account' ? `${amount} / agent / month` : `${amount} / month`;
}
