import { isFacetSearchResponse, type SearchResult } from '../../domain/search/search-contract';
import { SEARCH_PAGE_HITS_PER_PAGE, SEARCH_RESULT_LIMIT } from '../../domain/search/search';
import {
  NO_REFINEMENTS,
  RELEVANCE,
  refinementFacetFilters,
  type SearchRefinements,
} from '../../domain/search/search-refinements';
import { HIGHLIGHT_POST_TAG, HIGHLIGHT_PRE_TAG } from '../../domain/search/search-text';
import type { SearchSetup } from './search-setup';
import type { AppHit, PartnerHit } from './search-hits';

/** The search page's two sections. */
export type ResultSectionKey = 'apps' | 'partners';

/** One section's answer: the hits shown so far for a query, how many match, whether more pages remain. */
export interface SectionAnswer<THit> {
  query: string;
  hits: THit[];
  nbHits: number;
  isLastPage: boolean;
}

export interface PageAnswers {
  apps?: SectionAnswer<AppHit>;
  partners?: SectionAnswer<PartnerHit>;
}

/**
 * The parameters of every search-page search, whether the page asks the client itself (the first
 * page) or InstantSearch does (the rest): the same hits, marked with the same tags.
 */
export const PAGE_SEARCH_PARAMS = {
  hitsPerPage: SEARCH_PAGE_HITS_PER_PAGE,
  highlightPreTag: HIGHLIGHT_PRE_TAG,
  highlightPostTag: HIGHLIGHT_POST_TAG,
} as const;

/**
 * What the apps section adds to PAGE_SEARCH_PARAMS for the page's filters and sort: the filters as
 * facetFilters; for a sort other than relevance, every result §5 allows in one answer (the view
 * orders them with the listing's sorts and shows them a page at a time).
 */
export function appRefinementParams(refinements: SearchRefinements) {
  const facetFilters = refinementFacetFilters(refinements);
  return {
    ...(facetFilters.length > 0 ? { facetFilters } : {}),
    ...(refinements.sortBy !== RELEVANCE ? { hitsPerPage: SEARCH_RESULT_LIMIT } : {}),
  };
}

function sectionAnswer<THit>(result: SearchResult | undefined, query: string): SectionAnswer<THit> {
  if (!result || isFacetSearchResponse(result)) return { query, hits: [], nbHits: 0, isLastPage: true };
  return {
    query,
    hits: result.hits as unknown as THit[],
    nbHits: result.nbHits,
    isLastPage: result.page >= result.nbPages - 1,
  };
}

/**
 * The first page of both sections for a query, in one call to the client: what a visitor arriving
 * with `?q=` sees first, without waiting for InstantSearch.
 */
export async function searchFirstPage(
  setup: SearchSetup,
  query: string,
  refinements: SearchRefinements = NO_REFINEMENTS,
): Promise<Required<PageAnswers>> {
  const params = { ...PAGE_SEARCH_PARAMS, query, page: 0 };
  const { results } = await setup.client.search([
    { indexName: setup.indices.apps, params: { ...params, ...appRefinementParams(refinements) } },
    { indexName: setup.indices.partners, params },
  ]);
  return { apps: sectionAnswer<AppHit>(results[0], query), partners: sectionAnswer<PartnerHit>(results[1], query) };
}
