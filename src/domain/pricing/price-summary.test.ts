import type { ApiPayment } from '../catalogue/contract';
import { buildTimeDiscount, discountPropsOf, priceSummaryAt, summarizePrice } from './price-summary';
import { apiPayment } from '../testing/api-payment';

const payment = (over: Partial<ApiPayment>): ApiPayment => apiPayment({ price: 2900, ...over });
const tenPercentIn2026 = {
  discountFrom: '2026-01-01T00:00:00.000Z',
  discountTo: '2026-12-31T23:59:59.000Z',
  discountPercent: '10',
};
const june = new Date('2026-06-01T12:00:00.000Z');

describe('price summary: one rule for every place a price appears', () => {
  it('lowers a $29 monthly price by an active 10 % discount and keeps the old price (§5)', () => {
    expect(priceSummaryAt(payment({}), tenPercentIn2026, june)).toEqual({
      current: '$26.10 / month',
      old: '$29 / month',
      percent: 10,
    });
  });

  it('shows the listed price outside the discount window, and with a percent of 100 or more', () => {
    const listed = { current: '$29 / month', old: null, percent: null };
    expect(priceSummaryAt(payment({}), tenPercentIn2026, new Date('2027-01-01T00:00:00.000Z'))).toEqual(listed);
    expect(priceSummaryAt(payment({}), { ...tenPercentIn2026, discountPercent: '100' }, june)).toEqual(listed);
    expect(priceSummaryAt(payment({}), {}, june)).toEqual(listed);
  });

  it('labels one-time, per-agent and hourly prices with their unit', () => {
    expect(summarizePrice(payment({ frequency: 'once', price: 14900 }), null).current).toBe('$149 one-time');
    expect(summarizePrice(payment({ perAccount: true, price: 1499 }), null).current).toBe('$14.99 / agent / month');
    expect(summarizePrice(payment({ frequency: 'hourly', price: 9000 }), null).current).toBe('$90 / hour');
    expect(summarizePrice(payment({ frequency: 'hourly', perAccount: true, price: 9000 }), null).current).toBe(
      '$90 / agent / hour',
    );
  });

  it('says Free for no payment or a zero price', () => {
    const free = { current: 'Free', old: null, percent: null };
    expect(summarizePrice(null, null)).toEqual(free);
    expect(summarizePrice(payment({ price: 0 }), null)).toEqual(free);
  });

  it('keeps an old price the API itself reports', () => {
    expect(summarizePrice(payment({ price: 4410, oldPrice: 4900, discountPercent: 10 }), null)).toEqual({
      current: '$44.10 / month',
      old: '$49 / month',
      percent: 10,
    });
  });

  it("reads the build's discount at the window's start, so it does not depend on a clock", () => {
    expect(buildTimeDiscount(tenPercentIn2026, true)?.percent).toBe(10);
    expect(buildTimeDiscount(tenPercentIn2026, false)).toBeNull();
    expect(buildTimeDiscount({}, true)).toBeNull();
  });

  it('keeps only the discount keys of customProps', () => {
    expect(discountPropsOf({ order: '3', isService: 'true', ...tenPercentIn2026 })).toEqual(tenPercentIn2026);
    expect(discountPropsOf(null)).toEqual({});
  });
});
