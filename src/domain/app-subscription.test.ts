import { appSubscriptionStatus } from './app-subscription';

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
