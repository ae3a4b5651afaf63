/** The catalogue lives at a fixed "now" so output never depends on the day it is generated. */
import type { Rng } from './random';

/** 2026-11-01T00:00:00Z. */
export const REFERENCE_DATE = Date.UTC(2026, 10, 1);
export const DAY_MS = 86_400_000;
export const YEAR_MS = 365 * DAY_MS;
export const CATALOGUE_START = Date.UTC(2019, 0, 1);

/** A random instant in [from, to], rounded to the minute. */
export function randomDate(rng: Rng, from: number, to: number): number {
  const value = from + Math.floor(rng.next() * Math.max(0, to - from));
  return value - (value % 60_000);
}

export const isoDate = (ms: number): string => new Date(ms).toISOString();
