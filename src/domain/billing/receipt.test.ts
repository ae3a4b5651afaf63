import type { ApiCharge } from './charges';
import { receiptOf, receiptPlanName } from './receipt';

const charge = (over: Partial<ApiCharge> = {}): ApiCharge => ({
  id: 'rc_1',
  name: 'DripRay',
  price: 900,
  quantity: 1,
  months: 1,
  trial_days: 0,
  per_account: false,
  status: 'active',
  return_url: '',
  order_client_id: 'app-1',
  test: true,
  created_at: '2026-01-31T10:00:00.000Z',
  ...over,
});
const now = new Date('2026-02-01T00:00:00.000Z');

describe('receiptOf (the thank-you page of a single-app purchase)', () => {
  it('a monthly plan: paid today, charged again a month after it started (the last day of a shorter month)', () => {
    expect(receiptOf('recurrent_charge', charge(), now)).toEqual({
      cycle: 'monthly',
      amount: 900,
      chargedToday: 900,
      trialDays: 0,
      seats: null,
      nextChargeAt: '2026-02-28T10:00:00.000Z',
    });
  });

  it('an annual per-agent plan: the yearly price × seats, charged again in 12 months', () => {
    expect(
      receiptOf('recurrent_charge', charge({ price: 12240, quantity: 9, per_account: true, months: 12 }), now),
    ).toMatchObject({ cycle: 'annual', amount: 110160, seats: 9, nextChargeAt: '2027-01-31T10:00:00.000Z' });
  });

  it('a free trial: nothing charged today, first charged when the trial ends', () => {
    expect(receiptOf('recurrent_charge', charge({ trial_days: 7 }), now)).toMatchObject({
      chargedToday: 0,
      amount: 900,
      trialDays: 7,
      nextChargeAt: '2026-02-07T10:00:00.000Z',
    });
  });

  it('a one-time payment: no billing cycle of months, no next charge', () => {
    expect(receiptOf('direct_charge', charge({ name: 'Pagio', price: 2000, months: 0 }), now)).toEqual({
      cycle: 'one-time',
      amount: 2000,
      chargedToday: 2000,
      trialDays: 0,
      seats: null,
      nextChargeAt: null,
    });
  });

  it('counts from now when the service gave no creation time', () => {
    expect(receiptOf('recurrent_charge', charge({ created_at: '' }), now).nextChargeAt).toBe('2026-03-01T00:00:00.000Z');
  });
});

it('names the plan: the one chosen, else the one the charge name carries, else the charge name', () => {
  const plans = [{ name: 'Standard' }, { name: 'Pro' }];
  expect(receiptPlanName(charge(), 'DripRay', plans, 'Business')).toBe('Business');
  expect(receiptPlanName(charge({ name: 'DripRay Pro' }), 'DripRay', plans, null)).toBe('Pro');
  expect(receiptPlanName(charge(), 'DripRay', plans, null)).toBe('Standard');
  expect(receiptPlanName(charge({ name: 'Something else' }), 'DripRay', plans, null)).toBe('Something else');
});
