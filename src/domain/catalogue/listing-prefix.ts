import { applyListingState, type ListingRecord, type ListingScope } from './listing';
import { DEFAULT_SORT, type ListingState } from './listing-filters';

/**
 * The first cards a listing can show from the first pieces of its index, before the rest arrives.
 *
 * The listing index comes in shards, contiguous runs of the whole list in the default
 * ("recommended") order. Records that have not arrived all sort after every record that has, so
 * in that order the matches found in the loaded prefix are the first matches of the whole list.
 * When the prefix holds at least `limit` of them, those `limit` cards are exactly what the
 * complete index would show; otherwise (or in any other sort) it cannot tell yet: null.
 */
export function firstCardsFromPrefix(
  prefix: ListingRecord[],
  scope: ListingScope,
  state: ListingState,
  limit: number,
  now: Date = new Date(),
): ListingRecord[] | null {
  if (state.sortBy !== DEFAULT_SORT) return null;
  const matches = applyListingState(prefix, scope, state, now);
  return matches.length >= limit ? matches.slice(0, limit) : null;
}
