/**
 * The search query and where it lives (§5, §2): the minimum length and the search page's URL.
 * Kept apart from the rest of the search rules because the header's box (on every page) needs
 * only these few bytes.
 */

/** §5/§9: a query shorter than this returns empty hits without searching. */
export const SEARCH_MIN_QUERY_LENGTH = 2;
/** The URL parameter of the search page's query (`/search/?q=…`). */
export const SEARCH_QUERY_PARAM = 'q';
export const SEARCH_PAGE_PATH = '/search/';

export const SEARCH_LABEL = 'Search the marketplace';
export const SEARCH_PLACEHOLDER = 'Search apps and partners';

/** The query as searched: surrounding white space does not count. */
export function normalizeQuery(query: string | undefined | null): string {
  return (query ?? '').trim();
}

/** §5: whether a query is long enough to be searched (counted in characters, not UTF-16 units). */
export function isSearchableQuery(query: string | undefined | null): boolean {
  return [...normalizeQuery(query)].length >= SEARCH_MIN_QUERY_LENGTH;
}

/** The query of a search page URL's query string; '' when absent. */
export function queryFromSearch(search: string): string {
  return new URLSearchParams(search).get(SEARCH_QUERY_PARAM) ?? '';
}

/** The search page path for a query (site path, without the path prefix). */
export function searchPagePath(query: string): string {
  const trimmed = normalizeQuery(query);
  return trimmed ? `${SEARCH_PAGE_PATH}?${new URLSearchParams({ [SEARCH_QUERY_PARAM]: trimmed }).toString()}` : SEARCH_PAGE_PATH;
}
