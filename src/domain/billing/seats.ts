/**
 * The seats of a per-agent plan (§9: per-account charges multiply by the agent count): their
 * bounds, and the seats field of the checkout read as typed and settled when left.
 */

export const MIN_SEATS = 1;
export const MAX_SEATS = 1000;

/** Seats as a whole number within bounds; anything unreadable is one seat. */
export function clampSeats(value: unknown): number {
  const seats = Math.floor(Number(value));
  if (!Number.isFinite(seats) || seats < MIN_SEATS) return MIN_SEATS;
  return Math.min(seats, MAX_SEATS);
}

/** Ours (§5 gives the seats no wording): what the seats field says of a value out of bounds. */
export const SEATS_MESSAGES = {
  invalid: `Enter a whole number of seats from ${MIN_SEATS} to ${MAX_SEATS}.`,
  raised: (seats: number) => `At least ${MIN_SEATS} seat is needed: set to ${seats}.`,
  lowered: (seats: number) => `At most ${MAX_SEATS} seats can be bought here: set to ${seats}.`,
} as const;

/**
 * The seats field as typed (while editing): empty (nothing to price yet), a whole number within
 * the plan's bounds, or something else (out of bounds, a fraction, not a number). Nothing here is
 * guessed: '15' is 15, '' is nothing, never 1.
 */
export type SeatsInput = { kind: 'empty' } | { kind: 'seats'; seats: number } | { kind: 'invalid'; message: string };

export function readSeats(text: string): SeatsInput {
  const trimmed = text.trim();
  if (trimmed === '') return { kind: 'empty' };
  if (!/^\d+$/.test(trimmed)) return { kind: 'invalid', message: SEATS_MESSAGES.invalid };
  const seats = Number(trimmed);
  if (seats < MIN_SEATS || seats > MAX_SEATS) return { kind: 'invalid', message: SEATS_MESSAGES.invalid };
  return { kind: 'seats', seats };
}

/**
 * The seats field when it is left (blur): a value within bounds stays; one out of bounds is brought
 * to the nearest bound and says so; an empty or unreadable field goes back to `fallback` (the seats
 * priced before), silently when empty.
 */
export function settleSeats(text: string, fallback: number): { seats: number; message: string | null } {
  const trimmed = text.trim();
  const read = readSeats(trimmed);
  if (read.kind === 'seats') return { seats: read.seats, message: null };
  if (read.kind === 'empty') return { seats: clampSeats(fallback), message: null };
  const number = Number(trimmed.replace(/[\s,]/g, ''));
  if (!Number.isFinite(number)) return { seats: clampSeats(fallback), message: SEATS_MESSAGES.invalid };
  const seats = clampSeats(number);
  if (number > MAX_SEATS) return { seats, message: SEATS_MESSAGES.lowered(seats) };
  if (number < MIN_SEATS) return { seats, message: SEATS_MESSAGES.raised(seats) };
  return { seats, message: SEATS_MESSAGES.invalid };
}
