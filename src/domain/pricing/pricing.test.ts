import type { Discount } from './discounts';
import {
  BILLING_CYCLE_LABELS,
  billingPeriodOf,
  centsToDollarString,
  formatCents,
  formatTaxRate,
  PAYMENT_TYPE_LABELS,
  monthlyRate,
  payTypeLabel,
  paymentTypeOf,
  priceForAgents,
  priceOptions,
  priceSummary,
  pricingUnitLabel,
  shownPrice,
  yearlyTotal,
} from './pricing';
import { apiPayment } from '../testing/api-payment';

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
    expect(paymentTypeOf(apiPayment({ price: 0 }))).toBe('free');
    expect(paymentTypeOf(apiPayment({ frequency: 'once' }))).toBe('once');
    expect(paymentTypeOf(apiPayment({ perAccount: false }))).toBe('monthly-per-organization');
    expect(paymentTypeOf(apiPayment({ perAccount: true }))).toBe('monthly-per-account');
  });

  it('summarises a price for cards', () => {
    expect(priceSummary(null)).toBe('Free');
    expect(priceSummary(apiPayment({ frequency: 'once', price: 4900 }))).toBe('$49 one-time');
    expect(priceSummary(apiPayment({ perAccount: true, price: 1499 }))).toBe('$14.99 / agent / month');
    expect(priceSummary(apiPayment({ price: 2000 }))).toBe('$20 / month');
  });

  it('labels the pay types once, monthly (1 month) and yearly, each per agent or per organization', () => {
    expect(BILLING_CYCLE_LABELS).toEqual({ 'pay-once': 'once', 'pay-monthly': 'monthly (1 month)', 'pay-yearly': 'yearly' });
    expect(pricingUnitLabel(true)).toBe('per agent');
    expect(pricingUnitLabel(false)).toBe('per organization');
    expect(payTypeLabel('pay-monthly', true)).toBe('monthly (1 month), per agent');
    expect(payTypeLabel('pay-yearly', false)).toBe('yearly, per organization');
    expect(payTypeLabel('pay-once', false)).toBe('once, per organization');
  });

  it('offers a monthly price as monthly and yearly (15 % off, shown as a rounded monthly rate)', () => {
    expect(priceOptions(1000, { frequency: 'monthly', perAccount: true })).toEqual([
      { cycle: 'pay-monthly', total: 1000, monthly: 1000, perAccount: true },
      { cycle: 'pay-yearly', total: 10200, monthly: 850, perAccount: true },
    ]);
    const [, yearly] = priceOptions(1499, { frequency: 'monthly', perAccount: false });
    expect(yearly).toEqual({ cycle: 'pay-yearly', total: 15289, monthly: 1274, perAccount: false });
    expect(formatCents(yearly.total)).toBe('$152.89');
    expect(formatCents(yearly.monthly)).toBe('$12.74');
  });

  it('offers a one-time price once, with total ÷ 12 rounded as its monthly rate; free has no options', () => {
    expect(priceOptions(4900, { frequency: 'once', perAccount: false })).toEqual([
      { cycle: 'pay-once', total: 4900, monthly: 408, perAccount: false },
    ]);
    expect(priceOptions(0, { frequency: 'monthly', perAccount: false })).toEqual([]);
  });

  it('multiplies the per-agent yearly total by the agents too', () => {
    const [, yearly] = priceOptions(1000, { frequency: 'monthly', perAccount: true });
    expect(priceForAgents({ price: yearly.total, perAccount: yearly.perAccount }, 3)).toBe(30600);
  });

  it('shows a time-limited discount as the lowered price with the old price and percent kept', () => {
    const discount: Discount = { from: new Date('2026-01-01'), to: new Date('2026-12-31'), percent: 20 };
    expect(shownPrice(apiPayment({ price: 4900 }), discount)).toEqual({ price: 3920, oldPrice: 4900, percent: 20 });
    expect(shownPrice(apiPayment({ price: 1499 }), { ...discount, percent: 15 })).toEqual({
      price: 1274,
      oldPrice: 1499,
      percent: 15,
    });
  });

  it('shows a price the API already lowered with its old price; a 0 % or no discount shows no old price', () => {
    expect(shownPrice(apiPayment({ price: 4410, oldPrice: 4900, discountPercent: 10 }), null)).toEqual({
      price: 4410,
      oldPrice: 4900,
      percent: 10,
    });
    expect(shownPrice(apiPayment({ price: 750, oldPrice: 1000, discountPercent: null }), null)).toEqual({
      price: 750,
      oldPrice: 1000,
      percent: 25,
    });
    expect(shownPrice(apiPayment({ price: 1000 }), null)).toEqual({ price: 1000, oldPrice: null, percent: null });
    const zero: Discount = { from: new Date('2026-01-01'), to: new Date('2026-12-31'), percent: 0 };
    expect(shownPrice(apiPayment({ price: 1000 }), zero)).toEqual({ price: 1000, oldPrice: null, percent: null });
  });

  it('reads billing period 1 as monthly and anything else as annual', () => {
    expect(billingPeriodOf(1)).toBe('monthly');
    expect(billingPeriodOf(12)).toBe('annually');
  });

  it('shows a tax rate as a percent', () => {
    expect(formatTaxRate(0.23)).toBe('23%');
    expect(formatTaxRate(0.075)).toBe('7.5%');
  });

  it("shows the preview's tax rate unrounded, the same everywhere (issue: 8.875 % read as 8.88 % at checkout)", () => {
    expect(formatTaxRate(0.08875)).toBe('8.875%');
    expect(formatTaxRate(0.0725)).toBe('7.25%');
    expect(formatTaxRate(0.19)).toBe('19%');
    expect(formatTaxRate(0)).toBe('0%');
    expect(formatTaxRate(Number.NaN)).toBe('');
  });

  it('writes structured-data prices as plain dollars with two decimals', () => {
    expect(centsToDollarString(4410)).toBe('44.10');
    expect(centsToDollarString(2000)).toBe('20.00');
    expect(centsToDollarString(0)).toBe('0.00');
  });
});

describe('pricing edge cases', () => {
  it('groups thousands in every position, decimals included', () => {
    expect(formatCents(123456700)).toBe('$1,234,567');
    expect(formatCents(123450)).toBe('$1,234.50');
    expect(formatCents(100000)).toBe('$1,000');
    expect(formatCents(99999)).toBe('$999.99');
  });
  it('sums up a zero price as Free', () => {
    expect(priceSummary(apiPayment({ price: 0, frequency: 'once' }))).toBe('Free');
    expect(priceSummary(null)).toBe('Free');
  });
  it('shows an API old price only when it is above the price', () => {
    const none = { oldPrice: null, percent: null };
    expect(shownPrice(apiPayment({ price: 4410, oldPrice: 4000, discountPercent: null }), null)).toMatchObject(none);
    expect(shownPrice(apiPayment({ price: 4410, oldPrice: 4410, discountPercent: null }), null)).toMatchObject(none);
    expect(shownPrice(apiPayment({ price: 4410, oldPrice: 4900, discountPercent: null }), null)).toEqual({
      price: 4410,
      oldPrice: 4900,
      percent: 10,
    });
  });
  it('labels the payment types', () => {
    expect(PAYMENT_TYPE_LABELS).toEqual({
      free: 'Free',
      once: 'One-time payment',
      'monthly-per-organization': 'Monthly, per organization',
      'monthly-per-account': 'Monthly, per agent',
    });
  });
});
