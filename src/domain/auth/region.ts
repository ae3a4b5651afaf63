import type { Region } from './accounts-contract';

/**
 * A token starts with the region of the data centre that issued it ('dal:…', 'fra-a:…', §3);
 * product API calls must name that region in an X-Region header (§7).
 */

/** The regions of §3. */
export const REGIONS: readonly Region[] = ['fra', 'fra-a', 'fra-b', 'dal'];

const REGION_HEADER = 'X-Region';

type RegionHeaders = { [REGION_HEADER]: Region } | Record<string, never>;

const isRegion = (value: string): value is Region => (REGIONS as readonly string[]).includes(value);

/** The prefix before the first ':' when it is a known region; null for anything else. */
export function regionOfToken(token: string | null | undefined): Region | null {
  if (!token) return null;
  const colon = token.indexOf(':');
  if (colon <= 0) return null;
  const prefix = token.slice(0, colon);
  return isRegion(prefix) ? prefix : null;
}

/** `{ 'X-Region': region }` to spread into a request's headers, or {} when the token names none. */
export function regionHeaders(token: string | null | undefined): RegionHeaders {
  const region = regionOfToken(token);
  return region ? { [REGION_HEADER]: region } : {};
}
