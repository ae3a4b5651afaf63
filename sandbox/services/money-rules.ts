import type { ChargeKind, ChargeStatus } from '../../src/domain/billing/charges';
import { MAX_SEATS } from '../../src/domain/billing/checkout';
import type { ApiApplication } from '../../src/domain/catalogue/contract';

/**
 * The sandbox's money rules (sandbox/README.md, "Money rules"), shared by the billing, install and
 * catalogue code: which numbers a charge may carry, which statuses keep an order busy, which ones
 * pay for an app and which ones take it away.
 */

/** Bounds of the numbers a charge or a price may carry (integers only; out of range is a 422). */
export const MONEY_LIMITS = {
  /** Trial days of a recurrent charge (§5 trial): 0 to a year. */
  trialDays: { min: 0, max: 365 },
  /** Seats / quantity: the checkout's own bounds (src/domain/billing/checkout.ts, MAX_SEATS). */
  quantity: { min: 1, max: MAX_SEATS },
  /** Cents per unit of one billing period: $100,000 at most. */
  priceCents: { max: 10_000_000 },
  /** Billing period of a raw recurrent charge (§9: 1 is monthly, otherwise annual). */
  months: { min: 1, max: 12 },
} as const;

/** A whole number from min to max (a float, NaN, Infinity, 1e308 or a string is not). */
export const isWholeIn = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;

/** Not settled yet: a create for the same order may be answered with it (rule 4) or refused (rule 5). */
export const IN_PROGRESS: ReadonlySet<ChargeStatus> = new Set<ChargeStatus>(['pending', 'accepted', 'processed']);

/** What keeps an order busy: in progress, or a subscription running (a second one would bill twice). */
export function isLive(kind: ChargeKind, status: ChargeStatus): boolean {
  return IN_PROGRESS.has(status) || (kind === 'recurrent_charge' && status === 'active');
}

/** The status that pays for the app: direct success, recurrent active (§4). */
export function isSettled(kind: ChargeKind, status: ChargeStatus): boolean {
  return kind === 'direct_charge' ? status === 'success' : status === 'active';
}

/** The ends that take the app away again (§4: failed, declined, cancelled; frozen until it is cancelled). */
export const TAKES_APP_AWAY: ReadonlySet<ChargeStatus> = new Set<ChargeStatus>(['failed', 'declined', 'cancelled', 'frozen']);

/** A paid app (§3 payment price > 0): installed only against its settled charge. */
export const isPaidApp = (app: Pick<ApiApplication, 'payment'>): boolean => app.payment != null && app.payment.price > 0;

export const PAYMENT_REQUIRED = {
  code: 'payment_required',
  message: 'This app is paid: buy it first. It is installed once its charge succeeds (one-time) or is active (subscription).',
} as const;

export const CHARGE_CONFLICT = {
  code: 'charge_in_progress',
  message:
    'This app already has a charge in progress (pending, accepted or processing) or an active subscription. Finish, decline or cancel it first.',
} as const;
