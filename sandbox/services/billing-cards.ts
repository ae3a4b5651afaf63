/**
 * The sandbox's test cards, the way payment providers' test modes work: the card number decides
 * how every charge paid with it ends. Any expiry in the future and any CVC are accepted.
 * Listed in sandbox/README.md and the README beside the demo identities.
 */
import { cardBrand, cardDigits } from '../../src/domain/billing/card';
import type { CardOnFile } from './accounts';

export type CardOutcome = 'succeed' | 'decline' | 'fail' | 'slow';

export const TEST_CARDS: Readonly<Record<string, { outcome: CardOutcome; label: string }>> = {
  '4242424242424242': { outcome: 'succeed', label: 'succeeds: direct success, recurrent active' },
  '4000000000000002': { outcome: 'decline', label: 'declined: direct failed, recurrent declined' },
  '4000000000000341': { outcome: 'fail', label: 'fails after processing: direct failed, recurrent frozen then cancelled' },
  '4000000000000259': { outcome: 'slow', label: 'stays accepted for 8 s, then succeeds' },
};

export const TEST_CARD = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  fails: '4000000000000341',
  slow: '4000000000000259',
} as const;

/** Milliseconds after activation at which a charge moves on, by the server's own clock. */
export const CHARGE_TIMING = {
  /** accepted → processed (direct) or → its outcome (recurrent). */
  settleMs: 1000,
  /** processed → success | failed (direct). */
  processMs: 1000,
  /** How much longer a 'slow' card stays accepted. */
  slowMs: 8000,
  /** frozen → cancelled (recurrent, 'fail' card). */
  frozenMs: 4000,
} as const;

export function cardOutcome(number: string): CardOutcome | null {
  return TEST_CARDS[number.replace(/[\s-]/g, '')]?.outcome ?? null;
}

/** Card brand of §3 (visa, mastercard, american_express) by its first digits. */
export function cardType(number: string): string {
  if (/^4/.test(number)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'american_express';
  return 'unknown';
}

/** A card number as the organization's card on file keeps it: its brand, first six and last four digits. */
export function storedCard(number: string): CardOnFile {
  const digits = cardDigits(number);
  return { card_type: cardBrand(digits) ?? 'unknown', first_six: digits.slice(0, 6), last_four: digits.slice(-4) };
}
