import type { ApiPayment } from '../catalogue/contract';

/** The trial terms of an app: its trial days and whether its payment asks for a credit card. */
type TrialTerms = Pick<ApiPayment, 'trialDays' | 'creditCardRequired'>;

/**
 * A credit card is not needed when the app has no credit-card requirement or zero trial days (§5).
 * Free apps (no payment) never need one.
 */
export function creditCardNeeded(terms: TrialTerms | null): boolean {
  return terms !== null && terms.creditCardRequired && terms.trialDays > 0;
}

/** Total trial days: the app's days plus the remaining trial days (§5). Negative or missing counts as 0. */
export function totalTrialDays(appDays: number, remainingDays = 0): number {
  const days = (value: number) => (Number.isFinite(value) && value > 0 ? Math.floor(value) : 0);
  return days(appDays) + days(remainingDays);
}

const TRIAL_NO_CARD = 'no credit card required';
const TRIAL_CARD_REQUIRED = 'credit card required';

/**
 * The trial line of a price box, e.g. "14-day free trial, no credit card required" or
 * "14-day free trial (credit card required)"; null when there is no trial at all.
 * `remainingDays` are trial days the account still has left (0 on the public page).
 */
export function trialText(terms: TrialTerms | null, remainingDays = 0): string | null {
  return trialLine(totalTrialDays(terms?.trialDays ?? 0, remainingDays), creditCardNeeded(terms));
}

/** The trial line of `days` trial days, with or without a card; null without trial days. */
export function trialLine(days: number, cardNeeded: boolean): string | null {
  if (days <= 0) return null;
  return cardNeeded ? `${days}-day free trial (${TRIAL_CARD_REQUIRED})` : `${days}-day free trial, ${TRIAL_NO_CARD}`;
}
