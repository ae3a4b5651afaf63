import { ownershipOf, ownershipText, type OwnedCharge } from './ownership';

// The checkout's already-owned guard (issue "Money and permissions a buyer can trust": an app the
// organization owns could be bought again).
let made = 0;
const charge = (kind: OwnedCharge['kind'], status: string, day = 1): OwnedCharge => ({
  id: `c${(made += 1)}`,
  kind,
  status: status as OwnedCharge['status'],
  name: 'Pixelo',
  created_at: `2026-05-${String(day).padStart(2, '0')}T10:00:00Z`,
});

describe('what the organization already holds of an app', () => {
  it('nothing: it can be bought', () => {
    expect(ownershipOf({ installed: false, charges: [] })).toEqual({ kind: 'buyable', renewal: false });
  });

  it('installed (a free install, a one-time purchase, an active subscription): already installed', () => {
    expect(ownershipOf({ installed: true, charges: [] })).toEqual({ kind: 'installed' });
    expect(ownershipOf({ installed: true, charges: [charge('direct_charge', 'success')] })).toEqual({ kind: 'installed' });
    expect(ownershipOf({ installed: true, charges: [charge('recurrent_charge', 'active')] })).toEqual({ kind: 'installed' });
  });

  it.each([
    ['direct_charge', 'pending'],
    ['direct_charge', 'accepted'],
    ['direct_charge', 'processed'],
    ['recurrent_charge', 'pending'],
    ['recurrent_charge', 'accepted'],
  ] as const)('a %s %s: being bought (installed or not)', (kind, status) => {
    const live = charge(kind, status, 3);
    for (const installed of [false, true]) {
      expect(ownershipOf({ installed, charges: [charge('recurrent_charge', 'cancelled', 1), live] })).toEqual({
        kind: 'in-progress',
        charge: live,
      });
    }
  });

  it.each(['cancelled', 'declined', 'frozen'])(
    'installed with its subscription %s (§4 "cancelled"): a renewal, which the checkout offers',
    (status) => {
      expect(ownershipOf({ installed: true, charges: [charge('recurrent_charge', status)] })).toEqual({
        kind: 'buyable',
        renewal: true,
      });
    },
  );

  it('the newest settled subscription counts: renewed (active) after a cancelled one is installed again', () => {
    const charges = [charge('recurrent_charge', 'cancelled', 1), charge('recurrent_charge', 'active', 5)];
    expect(ownershipOf({ installed: true, charges })).toEqual({ kind: 'installed' });
    expect(ownershipOf({ installed: true, charges: [...charges].reverse() })).toEqual({ kind: 'installed' });
  });

  it('an active subscription of an app no longer installed: already paid for', () => {
    expect(ownershipOf({ installed: false, charges: [charge('recurrent_charge', 'active')] })).toEqual({ kind: 'subscribed' });
  });

  it('charges that ended, the app not installed: bought again (failed, declined, cancelled, frozen; a one-time app removed)', () => {
    for (const ended of [
      charge('direct_charge', 'failed'),
      charge('direct_charge', 'success'),
      charge('recurrent_charge', 'declined'),
      charge('recurrent_charge', 'cancelled'),
      charge('recurrent_charge', 'frozen'),
    ]) {
      expect(ownershipOf({ installed: false, charges: [ended] })).toEqual({ kind: 'buyable', renewal: false });
    }
  });
});

describe('what the checkout says instead of Pay', () => {
  it('§8 for an installed app, and words of ours for the others', () => {
    expect(ownershipText({ kind: 'installed' }, 'Pixelo')).toBe('Application is already installed.');
    expect(ownershipText({ kind: 'in-progress', charge: charge('direct_charge', 'pending') }, 'Pixelo')).toBe(
      'Pixelo is being bought: a payment for it is in progress. It is installed once that payment goes through.',
    );
    expect(ownershipText({ kind: 'subscribed' }, 'Pixelo')).toBe('Pixelo is already paid for: its subscription is active.');
    expect(ownershipText({ kind: 'buyable', renewal: true }, 'Pixelo')).toBeNull();
    expect(ownershipText({ kind: 'buyable', renewal: false }, 'Pixelo')).toBeNull();
  });
});
