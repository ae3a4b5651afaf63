import type { ApiPayment } from '../catalogue/contract';

/** A plain $10 monthly plan (per organization, no trial, no discount) for tests; each overrides what it is about. */
export const apiPayment = (over: Partial<ApiPayment> = {}): ApiPayment => ({
  price: 1000,
  oldPrice: null,
  discountPercent: null,
  frequency: 'monthly',
  trialDays: 0,
  creditCardRequired: false,
  perAccount: false,
  ...over,
});
