import type { CategorySlug, Product, WidgetPlacement } from './contract';
import { categoryPath } from '../site/paths';
import type { PaymentType } from '../pricing/pricing';
import { CATEGORIES, WIDGET_PLACEMENTS } from './taxonomy';

/**
 * The listing's filters and sort (§2) and their query-string codec. Filters live in the query
 * string as comma lists with empty values dropped; anything unknown is ignored value by value,
 * so a malformed or hostile URL never crashes the page and never changes what it means.
 */

export const SORT_OPTIONS = ['recommended', 'popularity', 'price', 'alphabetically', 'recently-published'] as const;
export type SortBy = (typeof SORT_OPTIONS)[number];
export const DEFAULT_SORT: SortBy = 'recommended';

/** §2 names the sorts: alphabetically, price, popularity, recommended, recently published. */
export const SORT_LABELS: Record<SortBy, string> = {
  recommended: 'Recommended',
  popularity: 'Popularity',
  price: 'Price',
  alphabetically: 'Alphabetically',
  'recently-published': 'Recently published',
};

/** A sort's name with case, spaces, hyphens and underscores ignored ("recentlyPublished", "recently_published"). */
const sortKey = (value: string) => value.toLowerCase().replace(/[^a-z]/g, '');
const SORTS_BY_KEY: ReadonlyMap<string, SortBy> = new Map(SORT_OPTIONS.map((sort) => [sortKey(sort), sort]));

/** The sort a query-string value names, in any of the spellings above; null for anything else. */
export const sortFromQuery = (value: string): SortBy | null => SORTS_BY_KEY.get(sortKey(value)) ?? null;

export const PAYMENT_FILTERS: ReadonlyArray<PaymentType> = ['free', 'once', 'monthly-per-organization', 'monthly-per-account'];
const COMPATIBILITY_FILTERS: ReadonlyArray<Product> = ['livechat', 'helpdesk'];
/** The service filter family of §2 has exactly these three values. */
export const SERVICE_FILTERS = ['training', 'product_implementation', 'other'] as const;

/** Query-string keys of each list filter, in the order they are written. */
export const FILTER_KEYS = [
  'categories',
  'payment',
  'compatibility',
  'placements',
  'services',
  'languages',
  'countries',
  'industries',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

export type ListingFilters = Record<FilterKey, string[]>;

export interface ListingState {
  sortBy: SortBy;
  filters: ListingFilters;
}

/** The values each family accepts. Languages, countries and industries come from the catalogue. */
export type FilterOptions = Record<FilterKey, ReadonlyArray<string>>;

export function staticFilterOptions(dynamic: Pick<FilterOptions, 'languages' | 'countries' | 'industries'>): FilterOptions {
  return {
    categories: CATEGORIES.map((category) => category.slug),
    payment: PAYMENT_FILTERS,
    compatibility: COMPATIBILITY_FILTERS,
    placements: WIDGET_PLACEMENTS as ReadonlyArray<WidgetPlacement>,
    services: SERVICE_FILTERS,
    ...dynamic,
  };
}

export function emptyFilters(): ListingFilters {
  return Object.fromEntries(FILTER_KEYS.map((key) => [key, []])) as unknown as ListingFilters;
}

/** Cards shown per step; the server renders the first step of the default view. */
export const LISTING_PAGE_SIZE = 48;

export const DEFAULT_STATE: ListingState = { sortBy: DEFAULT_SORT, filters: emptyFilters() };

/** Longer query strings are not a real user's; they are ignored whole rather than parsed. */
export const MAX_QUERY_LENGTH = 4096;

function splitValues(raw: string): string[] {
  return raw
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
}

/** Reads a query string ("?a=b" or "a=b"). Unknown keys and values are dropped, duplicates merged. */
export function parseListingQuery(search: string, options: FilterOptions): ListingState {
  const state: ListingState = { sortBy: DEFAULT_SORT, filters: emptyFilters() };
  if (!search || search.length > MAX_QUERY_LENGTH) return state;
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);

  const sort = params
    .getAll('sortBy')
    .flatMap(splitValues)
    .map(sortFromQuery)
    .find((value) => value !== null);
  if (sort) state.sortBy = sort;

  for (const key of FILTER_KEYS) {
    const allowed = new Set(options[key]);
    const seen = new Set<string>();
    for (const value of params.getAll(key).flatMap(splitValues)) {
      if (allowed.has(value) && !seen.has(value)) seen.add(value);
    }
    // Keep the catalogue's option order, so equal filters always serialise the same way.
    state.filters[key] = options[key].filter((value) => seen.has(value));
  }
  return state;
}

/**
 * Query-string key of how many cards are shown ("Show more" steps), kept in the URL so Back from
 * an app page returns to as many cards as the user had opened.
 */
const SHOWN_KEY = 'shown';
/** The most cards a URL may ask for; a larger number means all of them, without a giant render. */
const MAX_SHOWN = LISTING_PAGE_SIZE * 100;

/**
 * How many cards the query string asks to show: whole steps of LISTING_PAGE_SIZE (a number in
 * between rounds up to the next step), at most MAX_SHOWN. Anything else (missing, not a plain
 * positive integer, repeated with different values) is ignored: the first step.
 */
export function parseShownCount(search: string): number {
  if (!search || search.length > MAX_QUERY_LENGTH) return LISTING_PAGE_SIZE;
  const params = new URLSearchParams(search.startsWith('?') ? search.slice(1) : search);
  const values = new Set(params.getAll(SHOWN_KEY));
  if (values.size !== 1) return LISTING_PAGE_SIZE;
  const [raw] = values;
  if (!/^\d{1,6}$/.test(raw)) return LISTING_PAGE_SIZE;
  const steps = Math.ceil(Number(raw) / LISTING_PAGE_SIZE);
  return Math.min(Math.max(steps, 1) * LISTING_PAGE_SIZE, MAX_SHOWN);
}

/**
 * Writes the state as "?key=a,b&sortBy=x&shown=n" (no "?" when empty); the default sort and the
 * first step of cards are left out.
 */
export function serializeListingQuery(state: ListingState, shown: number = LISTING_PAGE_SIZE): string {
  const parts: string[] = [];
  for (const key of FILTER_KEYS) {
    const values = state.filters[key];
    if (values.length > 0) parts.push(`${key}=${values.map(encodeURIComponent).join(',')}`);
  }
  if (state.sortBy !== DEFAULT_SORT) parts.push(`sortBy=${state.sortBy}`);
  if (shown > LISTING_PAGE_SIZE) parts.push(`${SHOWN_KEY}=${shown}`);
  return parts.length ? `?${parts.join('&')}` : '';
}

export function activeFilterCount(filters: ListingFilters): number {
  return FILTER_KEYS.reduce((count, key) => count + filters[key].length, 0);
}

export function toggleFilter(state: ListingState, key: FilterKey, value: string, options: FilterOptions): ListingState {
  const current = new Set(state.filters[key]);
  if (current.has(value)) current.delete(value);
  else current.add(value);
  return { ...state, filters: { ...state.filters, [key]: options[key].filter((option) => current.has(option)) } };
}

/** The category a listing path selects: its last segment, when that is a known category. */
export function categoryFromPath(pathname: string): CategorySlug | null {
  const segments = pathname.split('/').filter(Boolean);
  const last = segments[segments.length - 1];
  return CATEGORIES.find((category) => category.slug === last)?.slug ?? null;
}

/**
 * The state without a category filter: on a category page the path decides the category (§2), so a
 * `categories` value in its query string (another category's, say) is dropped rather than combined
 * with it into an empty list; and the links to category pages carry the other filters only.
 */
export function withoutCategoryFilter(state: ListingState): ListingState {
  return state.filters.categories.length === 0 ? state : { ...state, filters: { ...state.filters, categories: [] } };
}

/** Clearing the category goes to /apps/{query}; selecting one goes to /apps/{category}/{query}. */
export function categoryHref(category: string | null, query: string): string {
  return `${categoryPath(category)}${query}`;
}

/**
 * The category a listing shows as chosen (§2): on a category page the path's; elsewhere (/apps/, the
 * curated lists) the query's when an old link names exactly one; null (all categories) when it names
 * none. Several are still applied, but none of them is "the" category, and "all" would be untrue:
 * undefined, nothing shown chosen.
 */
export function chosenCategory(pathname: string, filters: ListingFilters): string | null | undefined {
  const fromPath = categoryFromPath(pathname);
  if (fromPath) return fromPath;
  if (filters.categories.length > 1) return undefined;
  return filters.categories[0] ?? null;
}

/**
 * Where choosing a category (null: all of them) leads from a listing, /apps/, a curated list or a
 * category page alike (§2): /apps/{category}/ or /apps/, with the other filters and the sort in the
 * query and never a `categories` value. The new page starts at its first step of cards.
 */
export function categoryChoiceHref(category: string | null, state: ListingState): string {
  return categoryHref(category, serializeListingQuery(withoutCategoryFilter(state)));
}

/**
 * Where removing one category of an old link's query leads: the category rule with what is left,
 * so none left clears the category (/apps/) and one left becomes the path. Only when several are
 * left do they stay in the query of the page (the old link's values, less one: never a new one).
 */
export function categoryRemovalHref(pathname: string, state: ListingState, category: string): string {
  const left = state.filters.categories.filter((value) => value !== category);
  // On a curated list the chip narrows the list: removing it keeps the list (as "Clear all" does).
  const onAllOrCategory = pathname === categoryPath(null) || categoryFromPath(pathname) !== null;
  if (left.length > 1 || !onAllOrCategory)
    return `${pathname}${serializeListingQuery({ ...state, filters: { ...state.filters, categories: left } })}`;
  return categoryChoiceHref(left[0] ?? null, state);
}
