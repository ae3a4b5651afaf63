import { isTrialOnly, itemMonthlyRate, minutesToCheckoutExpiry, payTypeLabel, taxPercent } from './cart-pricing';

describe('cart pricing (§9)', () => {
  it('shows yearly and one-time totals as a monthly rate: ÷ 12, rounded', () => {
    expect(itemMonthlyRate({ billingCycle: 'pay-yearly', price: { unit: 12240, total: 12240 } })).toBe(1020);
    expect(itemMonthlyRate({ billingCycle: 'pay-once', price: { unit: 2000, total: 2000 } })).toBe(167);
    expect(itemMonthlyRate({ billingCycle: 'pay-monthly', price: { unit: 1200, total: 3600 } })).toBe(3600);
  });

  it('labels the pay types of §9', () => {
    expect(payTypeLabel({ billingCycle: 'pay-once', perAccount: false })).toBe('once, per organization');
    expect(payTypeLabel({ billingCycle: 'pay-monthly', perAccount: true })).toBe('monthly (1 month), per agent');
    expect(payTypeLabel({ billingCycle: 'pay-yearly', perAccount: true })).toBe('yearly, per agent');
  });

  it('is trial-only when every item has trial days and no card requirement (§5)', () => {
    expect(isTrialOnly([])).toBe(false);
    expect(isTrialOnly([{ trialDays: 7, creditCardRequired: false }])).toBe(true);
    expect(
      isTrialOnly([
        { trialDays: 7, creditCardRequired: false },
        { trialDays: 0, creditCardRequired: false },
      ]),
    ).toBe(false);
    expect(isTrialOnly([{ trialDays: 7, creditCardRequired: true }])).toBe(false);
  });

  it('counts the seconds to checkout expiry in minutes', () => {
    const now = Date.parse('2026-06-01T10:00:00Z');
    expect(minutesToCheckoutExpiry(null, now)).toBeNull();
    expect(minutesToCheckoutExpiry('2026-06-01T10:15:00Z', now)).toBe(15);
    expect(minutesToCheckoutExpiry('2026-06-01T10:00:30Z', now)).toBe(1);
    expect(minutesToCheckoutExpiry('2026-06-01T09:59:00Z', now)).toBe(0);
  });

  it('shows the tax rate as a percent', () => {
    expect(taxPercent(0.23)).toBe('23%');
    expect(taxPercent(0.08875)).toBe('8.875%');
  });
});
