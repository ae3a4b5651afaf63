import type { ApiCharge, ChargeKind } from './charges';
import { APP_SUBSCRIPTION_STATUS } from '../site/messages';

/**
 * §4 App subscription status, from what the billing side reports of an installed paid app:
 * unassigned = assigned, an empty plan and inactive; cancelled = assigned and either inactive with
 * a plan, or cancelled. Anything else assigned is active; not assigned is none.
 */
interface AppSubscriptionFacts {
  assigned: boolean;
  plan: string | null | undefined;
  active: boolean;
  cancelled: boolean;
}

export type AppSubscriptionStatus = 'none' | 'unassigned' | 'cancelled' | 'active';

const hasPlan = (plan: string | null | undefined) => typeof plan === 'string' && plan.trim() !== '';

export function appSubscriptionStatus({ assigned, plan, active, cancelled }: AppSubscriptionFacts): AppSubscriptionStatus {
  if (!assigned) return 'none';
  if (!hasPlan(plan) && !active) return 'unassigned';
  if ((!active && hasPlan(plan)) || cancelled) return 'cancelled';
  return 'active';
}

/** The fields of a charge (§3) the status is read from; `kind` when the list it came from is known. */
export type SubscriptionCharge = Pick<ApiCharge, 'name' | 'status' | 'created_at'> & { kind?: ChargeKind };

/** Still being bought: the user has not finished accepting and starting (or the provider processing) this charge. */
const IN_PROGRESS: ReadonlySet<string> = new Set(['pending', 'accepted', 'processed']);
/** Ended by the provider or the user: the app's plan is no longer paid for (a failed one-time charge never was). */
const ENDED: ReadonlySet<string> = new Set(['cancelled', 'declined', 'failed']);
/** Paid for: a recurrent charge the provider bills each period, or a one-time charge that went through. */
const PAID: ReadonlySet<string> = new Set(['active', 'success']);

/**
 * The charge that says what the organization's subscription to an app is: the newest of the app's
 * recurrent charges (`GET /recurrent_charge/{product}?order_client_id={app id}` lists only the
 * organization's own), except that a charge still being bought never hides an older settled one
 * (starting a new checkout does not end the plan in force). null: the app was never charged.
 */
export function subscriptionCharge<T extends SubscriptionCharge>(charges: readonly T[]): T | null {
  const newestFirst = [...charges].sort((a, b) => Date.parse(b.created_at) - Date.parse(a.created_at));
  return newestFirst.find((charge) => !IN_PROGRESS.has(charge.status)) ?? newestFirst[0] ?? null;
}

/**
 * §4's facts from the app's charges of both kinds (§4 Recurrent charge statuses: pending, accepted,
 * active, declined, cancelled, frozen; Direct charge statuses: pending, accepted, processed, success,
 * failed). The spec states the rule over a subscription's fields, not
 * over charges; this mapping is ours:
 * - assigned: a charge exists for the organization (somebody started paying for this app);
 * - plan: the charge's name (the plan it bills, "{App}" or "{App} {Plan}"), but only once the charge
 *   was accepted and started: a pending or accepted charge is an offer still being bought, so no plan
 *   is in force yet (assigned, no plan, inactive: §4 unassigned);
 * - active: the status is `active` (the provider bills it every period) or `success` (a one-time
 *   purchase went through: paid for good);
 * - cancelled: the status is `cancelled` (by the user's uninstall or the provider), `declined` (the
 *   charge was refused and never ran) or `failed` (a one-time charge the card did not pay). A `frozen` charge (a renewal payment failed; the provider may
 *   still cancel it) is inactive but not cancelled: with its plan, §4 reads it as cancelled too,
 *   which is what the user must act on (renew).
 */
export function subscriptionFactsOf(charges: readonly SubscriptionCharge[]): AppSubscriptionFacts {
  const charge = subscriptionCharge(charges);
  if (!charge) return { assigned: false, plan: null, active: false, cancelled: false };
  return {
    assigned: true,
    plan: IN_PROGRESS.has(charge.status) ? null : charge.name,
    active: PAID.has(charge.status),
    cancelled: ENDED.has(charge.status),
  };
}

/** What the app page's action area says of a status (texts: APP_SUBSCRIPTION_STATUS); none: nothing. */
export interface SubscriptionLine {
  status: Exclude<AppSubscriptionStatus, 'none'>;
  text: string;
  /** The cancelled status offers a renewal: the app's checkout. */
  renew: boolean;
}

export function subscriptionLine(status: AppSubscriptionStatus, oneTime = false): SubscriptionLine | null {
  switch (status) {
    case 'active':
      return { status, text: oneTime ? APP_SUBSCRIPTION_STATUS.purchased : APP_SUBSCRIPTION_STATUS.active, renew: false };
    case 'cancelled':
      return { status, text: APP_SUBSCRIPTION_STATUS.cancelled, renew: true };
    case 'unassigned':
      return { status, text: APP_SUBSCRIPTION_STATUS.unassigned, renew: false };
    default:
      return null;
  }
}

/** Whether the charge that says the status is a one-time purchase (a direct charge): it is worded as bought, not subscribed. */
export function isOneTimePurchase(charges: readonly SubscriptionCharge[]): boolean {
  return subscriptionCharge(charges)?.kind === 'direct_charge';
}
