import { appSubscriptionStatus, subscriptionFactsOf } from './app-subscription';
import type { ApiCharge, ChargeKind } from './charges';
import { FAILURE } from '../site/messages';

/**
 * Whether the organization may buy an app at its checkout, from what it already holds: the app
 * installed (§4 Install: 'Application is already installed.'), a charge of the app in progress (§4:
 * pending, accepted, processed), a subscription running. A cancelled subscription of an app still
 * installed (declined, cancelled, frozen: §4 App subscription status "cancelled") is renewed here:
 * that is the one purchase of an app already installed the checkout offers.
 */

export type OwnedCharge = Pick<ApiCharge, 'id' | 'name' | 'status' | 'created_at'> & { kind: ChargeKind };

export interface OwnershipFacts {
  /** The app is in the organization's installed list. */
  installed: boolean;
  /** The organization's charges of the app (its order), either kind, any product. */
  charges: readonly OwnedCharge[];
}

export type Ownership =
  /** Nothing stands in the way; `renewal`: the app is installed and its subscription was cancelled. */
  | { kind: 'buyable'; renewal: boolean }
  | { kind: 'installed' }
  /** A charge of it is still being paid (this tab's or another's): a second one would charge twice. */
  | { kind: 'in-progress'; charge: OwnedCharge }
  /** Its subscription is active although it is not installed (removed by hand): nothing to buy. */
  | { kind: 'subscribed' };

/** Not ended yet: the buyer (or the provider) is still moving it. */
const IN_PROGRESS: ReadonlySet<string> = new Set(['pending', 'accepted', 'processed']);

export function ownershipOf({ installed, charges }: OwnershipFacts): Ownership {
  const newestFirst = [...charges].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
  const inProgress = newestFirst.find((charge) => IN_PROGRESS.has(charge.status));
  if (inProgress) return { kind: 'in-progress', charge: inProgress };
  const subscription = appSubscriptionStatus(subscriptionFactsOf(charges.filter((charge) => charge.kind === 'recurrent_charge')));
  if (installed) return subscription === 'cancelled' ? { kind: 'buyable', renewal: true } : { kind: 'installed' };
  if (subscription === 'active') return { kind: 'subscribed' };
  return { kind: 'buyable', renewal: false };
}

/** What the checkout says instead of offering Pay; null when the app can be bought. */
export function ownershipText(ownership: Ownership, appName: string): string | null {
  switch (ownership.kind) {
    case 'installed':
      return FAILURE.alreadyInstalled;
    case 'in-progress':
      return `${appName} is being bought: a payment for it is in progress. It is installed once that payment goes through.`;
    case 'subscribed':
      return `${appName} is already paid for: its subscription is active.`;
    default:
      return null;
  }
}
