import { SEARCH_LABEL, SEARCH_MIN_QUERY_LENGTH, SEARCH_PLACEHOLDER } from './search-query';

/**
 * Search rules (spec §2, §5, §9): the constants, the index-name and pagination checks, the
 * minimum query length and the filters every search carries. No React, no engine: both search
 * clients (Algolia and the local engine) apply these.
 */
export {
  capQuery,
  hasSearchableWords,
  isSearchableQuery,
  normalizeQuery,
  queryFromSearch,
  SEARCH_MAX_QUERY_LENGTH,
  SEARCH_MIN_QUERY_LENGTH,
  SEARCH_PAGE_PATH,
  SEARCH_QUERY_PARAM,
  searchPagePath,
} from './search-query';

/** §5/§9: no search answers more than this many results. */
export const SEARCH_RESULT_LIMIT = 200;
/** §9: the stalled-search notice appears after this long. */
export const SEARCH_STALLED_DELAY_MS = 200;
/** §9: facet values (facet hits) per facet: at most 100, 10 unless asked otherwise. */
export const FACET_VALUES_MAX = 100;
export const FACET_VALUES_DEFAULT = 10;
/** Hits per page of the search page's sections and of the header's dropdown. */
export const SEARCH_PAGE_HITS_PER_PAGE = 12;
export const HEADER_APP_HITS = 5;
export const HEADER_PARTNER_HITS = 3;

/** §5: letters, digits, underscore, hyphen; 1 to 64 characters. */
const INDEX_NAME_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

type SearchErrorKind = 'validation' | 'network' | 'http';

/** An error as a value with a kind and a message a person can act on. */
export class SearchError extends Error {
  constructor(
    readonly kind: SearchErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'SearchError';
  }
}

/** Null when the name is valid, else the validation error naming what is wrong and where it came from. */
export function indexNameError(name: string, source: string): SearchError | null {
  if (INDEX_NAME_PATTERN.test(name)) return null;
  const shown = name === '' ? 'an empty name' : `"${name}"`;
  return new SearchError(
    'validation',
    `Invalid search index name ${shown} (${source}): use 1 to 64 letters, digits, underscores or hyphens.`,
  );
}

/** §5: the pagination step (hits per page) must be a positive number. */
export function paginationStepError(step: unknown, source = 'hitsPerPage'): SearchError | null {
  if (typeof step === 'number' && Number.isFinite(step) && step > 0) return null;
  return new SearchError('validation', `Invalid pagination step ${String(step)} (${source}): it must be a positive number.`);
}

export interface SearchRuleOptions {
  /** Agent-app mode (§1): the help-desk product's apps are not offered. */
  isAgentApp: boolean;
}

/** The product the agent app leaves out (§5). */
const AGENT_APP_EXCLUDED_PRODUCT = 'helpdesk';

/** §5: every apps search filters hidden:false; in agent-app mode the help-desk product is excluded. */
export function appRuleFilters({ isAgentApp }: SearchRuleOptions): string {
  return isAgentApp ? `hidden:false AND NOT product:${AGENT_APP_EXCLUDED_PRODUCT}` : 'hidden:false';
}

/** Adds the rule filters to the caller's own (Algolia filter syntax), keeping both. */
export function withRuleFilters(filters: string | undefined, rules: string): string {
  const own = (filters ?? '').trim();
  return own ? `(${own}) AND ${rules}` : rules;
}

/** Clamps a requested count of facet values to §9's bounds (default 10, at most 100). */
export function facetValuesCount(requested: unknown): number {
  const value = typeof requested === 'number' && Number.isFinite(requested) ? Math.floor(requested) : FACET_VALUES_DEFAULT;
  return Math.min(Math.max(value, 1), FACET_VALUES_MAX);
}

/** The user-visible texts of search, written once. */
export const SEARCH_TEXT = {
  label: SEARCH_LABEL,
  placeholder: SEARCH_PLACEHOLDER,
  tooShort: `Type at least ${SEARCH_MIN_QUERY_LENGTH} characters to search.`,
  stalled: 'Still searching…',
  unavailable: 'Search is unavailable right now. Please try again in a moment.',
  seeAll: (query: string) => `See all results for “${query}”`,
  noResults: (query: string) => `No results for “${query}”`,
  noResultsHelp: 'Check the spelling, try a shorter or more general word, or browse the categories below.',
} as const;
