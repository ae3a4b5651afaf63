import { APP_SUBSCRIPTION_STATUS } from '../site/messages';
import {
  appSubscriptionStatus,
  isOneTimePurchase,
  subscriptionCharge,
  subscriptionFactsOf,
  subscriptionLine,
  type SubscriptionCharge,
} from './app-subscription';

describe('appSubscriptionStatus (§4)', () => {
  it('is unassigned when assigned with an empty plan and inactive', () => {
    expect(appSubscriptionStatus({ assigned: true, plan: '', active: false, cancelled: false })).toBe('unassigned');
    expect(appSubscriptionStatus({ assigned: true, plan: null, active: false, cancelled: false })).toBe('unassigned');
  });

  it('is cancelled when assigned and inactive with a plan, or cancelled', () => {
    expect(appSubscriptionStatus({ assigned: true, plan: 'pro', active: false, cancelled: false })).toBe('cancelled');
    expect(appSubscriptionStatus({ assigned: true, plan: 'pro', active: true, cancelled: true })).toBe('cancelled');
    expect(appSubscriptionStatus({ assigned: true, plan: '', active: true, cancelled: true })).toBe('cancelled');
  });

  it('is active otherwise when assigned, and none when not assigned', () => {
    expect(appSubscriptionStatus({ assigned: true, plan: 'pro', active: true, cancelled: false })).toBe('active');
    expect(appSubscriptionStatus({ assigned: true, plan: '', active: true, cancelled: false })).toBe('active');
    expect(appSubscriptionStatus({ assigned: false, plan: 'pro', active: false, cancelled: true })).toBe('none');
  });
});

describe('subscriptionFactsOf: the app’s recurrent charges as §4 facts', () => {
  const charge = (status: string, created: string, name = 'Dripray') => ({
    name,
    status: status as SubscriptionCharge['status'],
    created_at: `2026-0${created}T10:00:00Z`,
  });
  const statusOf = (...charges: SubscriptionCharge[]) => appSubscriptionStatus(subscriptionFactsOf(charges));

  it('is none (not assigned) without any charge', () => {
    expect(subscriptionFactsOf([])).toEqual({ assigned: false, plan: null, active: false, cancelled: false });
    expect(statusOf()).toBe('none');
  });

  it('reads each §4 recurrent status', () => {
    // §4 'Recurrent charge statuses: pending, accepted, active, declined, cancelled, frozen'.
    expect(statusOf(charge('active', '1-01'))).toBe('active');
    expect(statusOf(charge('cancelled', '1-01'))).toBe('cancelled');
    expect(statusOf(charge('declined', '1-01'))).toBe('cancelled');
    expect(statusOf(charge('frozen', '1-01'))).toBe('cancelled');
    expect(statusOf(charge('pending', '1-01'))).toBe('unassigned');
    expect(statusOf(charge('accepted', '1-01'))).toBe('unassigned');
  });

  it('reads each §4 direct (one-time) status', () => {
    // §4 'Direct charge statuses: pending, accepted, processed, success, failed'.
    const direct = (status: string) => ({ ...charge(status, '1-01'), kind: 'direct_charge' as const });
    expect(statusOf(direct('success'))).toBe('active');
    expect(statusOf(direct('failed'))).toBe('cancelled');
    expect(statusOf(direct('processed'))).toBe('unassigned');
    expect(isOneTimePurchase([direct('success')])).toBe(true);
    expect(isOneTimePurchase([charge('active', '1-01')])).toBe(false);
    expect(isOneTimePurchase([direct('success'), { ...charge('active', '2-01'), kind: 'recurrent_charge' }])).toBe(false);
  });

  it('takes the plan from the charge’s name once it is settled, and none while it is being bought', () => {
    expect(subscriptionFactsOf([charge('active', '1-01', 'Dripray Pro')])).toEqual({
      assigned: true,
      plan: 'Dripray Pro',
      active: true,
      cancelled: false,
    });
    expect(subscriptionFactsOf([charge('pending', '1-01')]).plan).toBeNull();
    expect(subscriptionFactsOf([charge('frozen', '1-01')])).toMatchObject({ active: false, cancelled: false, plan: 'Dripray' });
  });

  it('follows the newest charge, whatever order the service lists them in', () => {
    expect(statusOf(charge('cancelled', '1-01'), charge('active', '2-01'))).toBe('active');
    expect(statusOf(charge('active', '2-01'), charge('cancelled', '1-01'))).toBe('active');
    expect(statusOf(charge('active', '1-01'), charge('cancelled', '2-01'))).toBe('cancelled');
  });

  it('does not let a charge still being bought hide the settled one before it', () => {
    expect(statusOf(charge('active', '1-01'), charge('pending', '2-01'))).toBe('active');
    expect(statusOf(charge('cancelled', '1-01'), charge('accepted', '2-01'))).toBe('cancelled');
    expect(subscriptionCharge([charge('pending', '1-01'), charge('accepted', '2-01')])?.status).toBe('accepted');
  });
});

describe('subscriptionLine: what the app page says', () => {
  it('words each status (ours) and offers a renewal when cancelled', () => {
    expect(subscriptionLine('active')).toEqual({ status: 'active', text: 'Subscription active', renew: false });
    expect(subscriptionLine('active', true)).toEqual({ status: 'active', text: 'Purchased', renew: false });
    expect(subscriptionLine('cancelled')).toEqual({ status: 'cancelled', text: 'Subscription cancelled', renew: true });
    expect(subscriptionLine('unassigned')).toEqual({ status: 'unassigned', text: 'No plan assigned', renew: false });
    expect(APP_SUBSCRIPTION_STATUS.renew).toBe('Renew');
  });

  it('says nothing of an app that was never charged', () => {
    expect(subscriptionLine('none')).toBeNull();
  });
});
