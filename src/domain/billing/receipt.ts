import { chargeTotal, type ApiCharge, type ChargeKind } from './charges';
import { MONTHS_PER_YEAR } from '../pricing/pricing';

/**
 * What the thank-you page of a single-app purchase (§2 /checkout/{slug}/thank-you) says was bought,
 * from the charge as last read: the amount, the plan, the billing cycle, the next charge date of a
 * recurring plan. Pure: the page passes the charge, the plan name the buyer chose and the clock.
 */

type ReceiptCycle = 'one-time' | 'monthly' | 'annual';

export const RECEIPT_CYCLE_LABELS: Record<ReceiptCycle, string> = {
  'one-time': 'One-time payment',
  monthly: 'Monthly',
  annual: 'Annual (every 12 months)',
};

export interface Receipt {
  cycle: ReceiptCycle;
  /** Cents of one billing period (or of the one-time payment), before tax: price × seats. */
  amount: number;
  /** Cents charged today, before tax: 0 during a free trial. */
  chargedToday: number;
  /** §5 trial days the charge started with (0: none). */
  trialDays: number;
  /** Seats of a per-agent plan; null otherwise. */
  seats: number | null;
  /** When the next charge falls (ISO date), for a recurring plan; null for a one-time payment. */
  nextChargeAt: string | null;
}

const DAY_MS = 86_400_000;

/** `months` calendar months after `from` (UTC), the day kept when the month has it, else its last day. */
function addMonths(from: Date, months: number): Date {
  const target = new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(from.getUTCDate(), lastDay));
  target.setUTCHours(from.getUTCHours(), from.getUTCMinutes(), from.getUTCSeconds(), from.getUTCMilliseconds());
  return target;
}

/**
 * The receipt of a charge that ended in success (direct success, recurrent active). A recurring plan
 * is charged again one billing period after it started, or first at the end of its trial; the start
 * is the charge's creation time, or `now` when the service gave none.
 */
export function receiptOf(kind: ChargeKind, charge: ApiCharge, now: Date): Receipt {
  const amount = chargeTotal(charge);
  const seats = charge.per_account ? Math.max(1, charge.quantity) : null;
  if (kind === 'direct_charge') {
    return { cycle: 'one-time', amount, chargedToday: amount, trialDays: 0, seats, nextChargeAt: null };
  }
  const cycle: ReceiptCycle = charge.months === MONTHS_PER_YEAR ? 'annual' : 'monthly';
  const created = Date.parse(charge.created_at);
  const start = Number.isNaN(created) ? now : new Date(created);
  const trialDays = charge.trial_days > 0 ? charge.trial_days : 0;
  const next =
    trialDays > 0 ? new Date(start.getTime() + trialDays * DAY_MS) : addMonths(start, cycle === 'annual' ? MONTHS_PER_YEAR : 1);
  return {
    cycle,
    amount,
    chargedToday: trialDays > 0 ? 0 : amount,
    trialDays,
    seats,
    nextChargeAt: next.toISOString(),
  };
}

/**
 * The plan a charge bills, by name: the one the buyer chose when this tab knows it, else the plan
 * whose charge name it carries ("{App}" for the app's own plan, "{App} {Plan}" for an upgrade), else
 * the charge's name itself.
 */
export function receiptPlanName(
  charge: Pick<ApiCharge, 'name'>,
  appName: string,
  plans: ReadonlyArray<{ name: string }>,
  chosen: string | null,
): string {
  if (chosen) return chosen;
  const [standard, ...upgrades] = plans;
  const upgrade = upgrades.find((plan) => charge.name === `${appName} ${plan.name}`);
  if (upgrade) return upgrade.name;
  if (standard && charge.name === appName) return standard.name;
  return charge.name || appName;
}
