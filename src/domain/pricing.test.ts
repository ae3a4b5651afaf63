import type { ApiPayment } from './contract';
import { formatCents, monthlyRate, paymentTypeOf, priceForAgents, priceSummary, yearlyTotal } from './pricing';

const payment = (over: Partial<ApiPayment>): ApiPayment => ({
  price: 1000,
  oldPrice: null,
  discountPercent: null,
  frequency: 'monthly',
  trialDays: 0,
  creditCardRequired: false,
  perAccount: false,
  ...over,
});

describe('pricing (spec §9)', () => {
  it('shows cents as dollars with two decimals and drops them when whole', () => {
    expect(formatCents(1499)).toBe('$14.99');
    expect(formatCents(2000)).toBe('$20');
    expect(formatCents(1050)).toBe('$10.50');
    expect(formatCents(0)).toBe('$0');
    expect(formatCents(129900)).toBe('$1,299');
  });

  it('gives 15 % off twelve months for yearly billing, floored', () => {
    expect(yearlyTotal(1000)).toBe(10200);
    expect(yearlyTotal(1499)).toBe(Math.floor(1499 * 0.85 * 12)); // 15289.8 → 15289
    expect(yearlyTotal(1499)).toBe(15289);
  });

  it('divides yearly or one-time totals by 12 for the monthly rate, rounded', () => {
    expect(monthlyRate(10200)).toBe(850);
    expect(monthlyRate(15289)).toBe(1274);
    expect(monthlyRate(1000)).toBe(83);
  });

  it('multiplies per-account prices by the agent count only', () => {
    expect(priceForAgents({ price: 500, perAccount: true }, 4)).toBe(2000);
    expect(priceForAgents({ price: 500, perAccount: false }, 4)).toBe(500);
  });

  it('names the four payment types', () => {
    expect(paymentTypeOf(null)).toBe('free');
    expect(paymentTypeOf(payment({ price: 0 }))).toBe('free');
    expect(paymentTypeOf(payment({ frequency: 'once' }))).toBe('once');
    expect(paymentTypeOf(payment({ perAccount: false }))).toBe('monthly-per-organization');
    expect(paymentTypeOf(payment({ perAccount: true }))).toBe('monthly-per-account');
  });

  it('summarises a price for cards', () => {
    expect(priceSummary(null)).toBe('Free');
    expect(priceSummary(payment({ frequency: 'once', price: 4900 }))).toBe('$49 one-time');
    expect(priceSummary(payment({ perAccount: true, price: 1499 }))).toBe('$14.99 / agent / month');
    expect(priceSummary(payment({ price: 2000 }))).toBe('$20 / month');
  });
});
