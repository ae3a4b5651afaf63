import {
  appRuleFilters,
  hasSearchableWords,
  isSearchableQuery,
  normalizeQuery,
  paginationStepError,
  SEARCH_RESULT_LIMIT,
  withRuleFilters,
  type SearchRuleOptions,
} from './search';
import {
  emptyFacetSearchResponse,
  emptySearchResponse,
  isFacetSearchResponse,
  type FacetSearchResponse,
  type MarketplaceSearchClient,
  type SearchParams,
  type SearchRequest,
  type SearchResult,
  type SearchTransport,
} from './search-contract';

/** Hits per page when a request does not say (Algolia's default). */
export const DEFAULT_HITS_PER_PAGE = 20;

interface SearchRulesOptions extends Omit<SearchRuleOptions, 'isAgentApp'> {
  /** The apps index: it gets the hidden:false (and agent-app) filters. Partners have no such fields. */
  appsIndex: string;
  /** Agent-app mode, or how to read it at each search (the mode is decided after the page loads). */
  isAgentApp?: boolean | (() => boolean);
}

/**
 * The rules of §5 around a transport, the same for Algolia and the local engine:
 * - a query shorter than 2 characters is answered with empty hits, and not sent; so is a query
 *   with no letter or digit ("%%%%", emoji): both engines would read it as empty and answer everything;
 * - the query is trimmed and cut to its maximum length (SEARCH_MAX_QUERY_LENGTH);
 * - every apps request filters hidden:false, and in agent-app mode NOT product:helpdesk;
 * - at most 200 results: hitsPerPage and pages are bounded, nbHits and nbPages capped;
 * - hitsPerPage (the pagination step) must be a positive number; 0 is accepted only for the
 *   facet-only requests InstantSearch's helper sends (they ask for no hits).
 * Answers come back in the order of the requests.
 */
export function withSearchRules(transport: SearchTransport, options: SearchRulesOptions): MarketplaceSearchClient {
  const agentApp = options.isAgentApp;
  const currentRules = () => appRuleFilters({ isAgentApp: typeof agentApp === 'function' ? agentApp() : agentApp === true });

  async function search(requests: ReadonlyArray<SearchRequest>): Promise<{ results: SearchResult[] }> {
    const rules = currentRules();
    const results: Array<SearchResult | null> = new Array(requests.length).fill(null);
    const sent: SearchRequest[] = [];
    const sentAt: number[] = [];

    requests.forEach((request, index) => {
      const params: SearchParams = { ...request.params };
      const isFacetRequest = request.type === 'facet';
      const hitsPerPage = params.hitsPerPage ?? DEFAULT_HITS_PER_PAGE;
      const facetsOnly = isFacetRequest || params.hitsPerPage === 0;
      const error = facetsOnly ? null : paginationStepError(hitsPerPage);
      if (error) throw error;
      const page = Math.max(0, Math.floor(params.page ?? 0));
      if (!isSearchableQuery(params.query) || !hasSearchableWords(params.query)) {
        results[index] = isFacetRequest
          ? emptyFacetSearchResponse()
          : emptySearchResponse(request.indexName, params, hitsPerPage);
        return;
      }
      const boundedHits = Math.min(hitsPerPage, SEARCH_RESULT_LIMIT);
      if (!isFacetRequest && boundedHits > 0 && page * boundedHits >= SEARCH_RESULT_LIMIT) {
        results[index] = emptySearchResponse(request.indexName, { ...params, page }, boundedHits);
        return;
      }
      params.query = normalizeQuery(params.query);
      if (!isFacetRequest) {
        params.hitsPerPage = boundedHits;
        params.page = page;
      }
      if (request.indexName === options.appsIndex) params.filters = withRuleFilters(params.filters, rules);
      sent.push({ ...request, params });
      sentAt.push(index);
    });

    if (sent.length > 0) {
      const answer = await transport.search(sent);
      answer.results.forEach((result, position) => {
        results[sentAt[position]] = isFacetSearchResponse(result) ? result : capToLimit(result);
      });
    }
    return { results: results.map((result) => result ?? emptyFacetSearchResponse()) };
  }

  return {
    search,
    async searchForFacetValues(requests) {
      const { results } = await search(
        requests.map(({ indexName, params }) => {
          const { facetName, ...rest } = params;
          return { indexName, type: 'facet' as const, facet: facetName, params: rest };
        }),
      );
      return results.filter(isFacetSearchResponse) as FacetSearchResponse[];
    },
    async clearCache() {
      const clearable = transport as Partial<Pick<MarketplaceSearchClient, 'clearCache'>>;
      await clearable.clearCache?.();
    },
  };
}

/** nbHits and nbPages within the §5 limit of 200 results, and no hit past it. */
function capToLimit<T extends SearchResult>(result: T): T {
  if (isFacetSearchResponse(result)) return result;
  const nbHits = Math.min(result.nbHits, SEARCH_RESULT_LIMIT);
  const nbPages = result.hitsPerPage > 0 ? Math.ceil(nbHits / result.hitsPerPage) : 0;
  const room = Math.max(0, nbHits - result.page * result.hitsPerPage);
  return { ...result, nbHits, nbPages, hits: result.hits.slice(0, room) };
}
