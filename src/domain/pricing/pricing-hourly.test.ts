import type { ApiPayment } from '../catalogue/contract';
import { billingLabel, priceOptions, priceSummary } from './pricing';

const hourly: ApiPayment = {
  price: 9000,
  oldPrice: null,
  discountPercent: null,
  frequency: 'hourly',
  trialDays: 0,
  creditCardRequired: false,
  perAccount: false,
};

describe('the hourly payment frequency (§3: once, monthly, hourly)', () => {
  it('labels an hourly price per hour, never per month', () => {
    expect(priceSummary(hourly)).toBe('$90 / hour');
    expect(priceSummary({ ...hourly, perAccount: true })).toBe('$90 / agent / hour');
  });

  it('names the billing hourly', () => {
    expect(billingLabel(hourly)).toBe('Hourly, per organization');
    expect(billingLabel({ ...hourly, perAccount: true })).toBe('Hourly, per agent');
    expect(billingLabel({ ...hourly, frequency: 'monthly' })).toBe('Monthly, per organization');
  });

  it('offers no monthly or yearly plan for an hourly rate', () => {
    expect(priceOptions(9000, hourly)).toEqual([]);
  });
});
