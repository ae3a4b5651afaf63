import type { HighlightResult, SnippetResult } from '../../domain/search/search-contract';
import type { AppHit, PartnerHit } from './search-hits';

/**
 * The words of the search page's results, apart from their markup: the page's view
 * (search-results-view.tsx) and its early script's (early/early-results.ts) say the same.
 */

type Marked = HighlightResult | SnippetResult | HighlightResult[] | SnippetResult[] | undefined;

/** One marked value (an attribute that is not a list), or none. */
const singleMarked = <T extends HighlightResult | SnippetResult>(value: T | T[] | undefined): T | undefined =>
  Array.isArray(value) ? undefined : value;

/** The marked value of an attribute (name, description), if the engine marked it. */
export const markedValue = (result: Marked): string | undefined => singleMarked(result)?.value;

/** A match in the long description only: show the snippet that explains the hit. */
export function matchedOnlyInLongDescription(hit: AppHit): boolean {
  const level = (attribute: string) => singleMarked(hit._highlightResult?.[attribute])?.matchLevel ?? 'none';
  const snippet = singleMarked(hit._snippetResult?.longDescription);
  return level('name') === 'none' && level('shortDescription') === 'none' && !!snippet && snippet.matchLevel !== 'none';
}

/** The small print under an app's name. */
export const appByline = (hit: AppHit) => `${hit.isService ? 'Service' : hit.categoryName} · by ${hit.company}`;

/** The small print under a partner's name. */
export const partnerByline = (hit: PartnerHit) => `${hit.recommended ? 'Recommended partner' : 'Partner'} · ${hit.country}`;

/** What each section counts, one and many. */
export const APP_NOUN = ['app', 'apps'] as const;
export const PARTNER_NOUN = ['partner', 'partners'] as const;

/** "1 app", "12 apps". */
export const countOf = (total: number, one: string, many: string) => `${total} ${total === 1 ? one : many}`;

/** A section's notice above its hits: how many match, or that none do. */
export const sectionNotice = (total: number, noun: readonly [string, string], query: string) =>
  total === 0 ? `No ${noun[1]} match “${query}”.` : countOf(total, noun[0], noun[1]);
