import { COMPARATORS, type ListingRecord } from '../catalogue/listing';
import {
  emptyFilters,
  MAX_QUERY_LENGTH,
  parseListingQuery,
  serializeListingQuery,
  SORT_LABELS,
  SORT_OPTIONS,
  sortFromQuery,
  staticFilterOptions,
  type FilterOptions,
  type ListingFilters,
  type SortBy,
} from '../catalogue/listing-filters';
import { normalizeQuery, SEARCH_PAGE_PATH, SEARCH_QUERY_PARAM } from './search-query';

/**
 * The search page's filters and sort (§2, as the /apps/ listing has them): product (compatibility),
 * price (payment type) and category, and the listing's sorts after the search's own order
 * (relevance, §2's match groups). They live in the page's query string beside the query, in the
 * listing's codec (comma lists, unknown keys and values dropped), so a reload or a shared link keeps
 * them and a malformed query string only loses what it got wrong.
 */

/** The families of the listing the search page offers, in the order shown: product, price, category. */
export const SEARCH_FILTER_FAMILIES = ['compatibility', 'payment', 'categories'] as const;
export type SearchFilterKey = (typeof SEARCH_FILTER_FAMILIES)[number];

export const RELEVANCE = 'relevance';
export type SearchSort = typeof RELEVANCE | SortBy;
export const SEARCH_SORT_OPTIONS: ReadonlyArray<SearchSort> = [RELEVANCE, ...SORT_OPTIONS];
export const SEARCH_SORT_LABELS: Record<SearchSort, string> = { [RELEVANCE]: 'Relevance', ...SORT_LABELS };

export interface SearchRefinements {
  sortBy: SearchSort;
  /** Every listing family, only the search page's ever non-empty. */
  filters: ListingFilters;
}

export const NO_REFINEMENTS: SearchRefinements = { sortBy: RELEVANCE, filters: emptyFilters() };

/** The values each family accepts on the search page (the others accept none). */
export const SEARCH_FILTER_OPTIONS: FilterOptions = (() => {
  const all = staticFilterOptions({ languages: [], countries: [], industries: [] });
  const none = Object.fromEntries(Object.keys(all).map((key) => [key, []])) as unknown as FilterOptions;
  return { ...none, ...Object.fromEntries(SEARCH_FILTER_FAMILIES.map((key) => [key, all[key]])) };
})();

/** The refinements of a search page's query string; anything unknown or malformed is ignored. */
export function parseSearchRefinements(search: string): SearchRefinements {
  if (!search || search.length > MAX_QUERY_LENGTH) return NO_REFINEMENTS;
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  } catch {
    return NO_REFINEMENTS;
  }
  const { filters } = parseListingQuery(search, SEARCH_FILTER_OPTIONS);
  // The listing's parser defaults to its own sort; the search page's default is relevance.
  const named = params
    .getAll('sortBy')
    .flatMap((value) => value.split(','))
    .map((value) => (value.trim().toLowerCase() === RELEVANCE ? RELEVANCE : sortFromQuery(value)))
    .find((value) => value !== null);
  return { sortBy: named ?? RELEVANCE, filters };
}

export function hasRefinements({ sortBy, filters }: SearchRefinements): boolean {
  return sortBy !== RELEVANCE || SEARCH_FILTER_FAMILIES.some((key) => filters[key].length > 0);
}

/** "categories=crm&sortBy=price" (no "?"), '' without refinements: also a key telling refinements apart. */
export function refinementsKey({ sortBy, filters }: SearchRefinements): string {
  // The listing writes its own default sort ('recommended') as nothing: here it must be written.
  const listed = serializeListingQuery({ sortBy: 'recommended', filters }).replace(/^\?/, '');
  const sort = sortBy === RELEVANCE ? '' : `sortBy=${sortBy}`;
  return [listed, sort].filter(Boolean).join('&');
}

/** The search page's site path for a query and its refinements ("/search/?q=chat&payment=free"). */
export function searchPageHref(query: string, refinements: SearchRefinements): string {
  const trimmed = normalizeQuery(query);
  const parts = [trimmed ? new URLSearchParams({ [SEARCH_QUERY_PARAM]: trimmed }).toString() : '', refinementsKey(refinements)];
  const search = parts.filter(Boolean).join('&');
  return search ? `${SEARCH_PAGE_PATH}?${search}` : SEARCH_PAGE_PATH;
}

/** Each family's record attribute in the search index (APP_INDEX.attributesForFaceting). */
const FACET_OF: Record<SearchFilterKey, string> = {
  compatibility: 'compatibility',
  payment: 'paymentType',
  categories: 'categorySlug',
};

/**
 * The filters as Algolia facetFilters (both transports read them): OR inside a family, AND across.
 * As on the listing, a product or price filter describes installable apps: services drop out.
 */
export function refinementFacetFilters({ filters }: SearchRefinements): string[][] {
  const out = SEARCH_FILTER_FAMILIES.filter((key) => filters[key].length > 0).map((key) =>
    filters[key].map((value) => `${FACET_OF[key]}:${value}`),
  );
  if (filters.compatibility.length > 0 || filters.payment.length > 0) out.push(['isService:false']);
  return out;
}

/** What the listing's sorts read of a hit. */
export type SortableHit = Pick<ListingRecord, 'name' | 'order' | 'installations' | 'payment' | 'customProps' | 'publishedAt'>;

/** Hits in a listing sort (the listing's own comparators); relevance keeps the search's order. */
export function sortHits<T extends Partial<SortableHit>>(hits: ReadonlyArray<T>, sortBy: SearchSort): T[] {
  if (sortBy === RELEVANCE) return [...hits];
  const complete = (hit: T) =>
    ({ name: '', order: 0, installations: 0, payment: null, publishedAt: null, ...hit }) as unknown as ListingRecord;
  const compare = COMPARATORS[sortBy];
  return [...hits].sort((a, b) => compare(complete(a), complete(b)));
}
