/**
 * The search query and where it lives (§5, §2): the minimum and maximum length, what counts as a
 * word, and the search page's URL.
 * Kept apart from the rest of the search rules because the header's box (on every page) needs
 * only these few bytes.
 */

/** §5/§9: a query shorter than this returns empty hits without searching. */
export const SEARCH_MIN_QUERY_LENGTH = 2;
/**
 * The longest query searched, in characters: the header box, the search page's box and the URL
 * reader all cut a longer one here (a 10,000-character query is no search, and it made the page
 * as wide as the text).
 */
export const SEARCH_MAX_QUERY_LENGTH = 256;
/** The URL parameter of the search page's query (`/search/?q=…`). */
export const SEARCH_QUERY_PARAM = 'q';
export const SEARCH_PAGE_PATH = '/search/';

export const SEARCH_LABEL = 'Search the marketplace';
export const SEARCH_PLACEHOLDER = 'Search apps and partners';

/** A query cut to SEARCH_MAX_QUERY_LENGTH characters (code points: an emoji is never cut in half). */
export function capQuery(query: string): string {
  // Cheap test first: a query of at most that many UTF-16 units has at most that many characters.
  if (query.length <= SEARCH_MAX_QUERY_LENGTH) return query;
  return Array.from(query).slice(0, SEARCH_MAX_QUERY_LENGTH).join('');
}

/** The query as searched: surrounding white space does not count, and at most SEARCH_MAX_QUERY_LENGTH characters. */
export function normalizeQuery(query: string | undefined | null): string {
  return capQuery((query ?? '').trim()).trim();
}

const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** Whether a query has a letter or a digit (any script): "%%%%", emoji or control characters alone find nothing. */
export function hasSearchableWords(query: string | undefined | null): boolean {
  return LETTER_OR_DIGIT.test(query ?? '');
}

/** §5: whether a query is long enough to be searched (counted in characters, not UTF-16 units). */
export function isSearchableQuery(query: string | undefined | null): boolean {
  return [...normalizeQuery(query)].length >= SEARCH_MIN_QUERY_LENGTH;
}

/** The query of a search page URL's query string, capped; '' when absent. */
export function queryFromSearch(search: string): string {
  return capQuery(new URLSearchParams(search).get(SEARCH_QUERY_PARAM) ?? '');
}

/** The search page path for a query (site path, without the path prefix). */
export function searchPagePath(query: string): string {
  const trimmed = normalizeQuery(query);
  return trimmed ? `${SEARCH_PAGE_PATH}?${new URLSearchParams({ [SEARCH_QUERY_PARAM]: trimmed }).toString()}` : SEARCH_PAGE_PATH;
}
