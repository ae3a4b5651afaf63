/**
 * The search client contract InstantSearch speaks (Algolia's multi-query API), as both clients of
 * the site implement it: Algolia's lite client and the local engine. Only the parts the site and
 * InstantSearch use are typed; unknown parameters pass through.
 */

type FilterList = string | ReadonlyArray<string | ReadonlyArray<string>>;

export interface SearchParams {
  query?: string;
  /** 0-based. */
  page?: number;
  hitsPerPage?: number;
  filters?: string;
  facetFilters?: FilterList;
  numericFilters?: FilterList;
  facets?: string | ReadonlyArray<string>;
  maxValuesPerFacet?: number;
  highlightPreTag?: string;
  highlightPostTag?: string;
  attributesToRetrieve?: ReadonlyArray<string>;
  attributesToHighlight?: ReadonlyArray<string>;
  attributesToSnippet?: ReadonlyArray<string>;
  snippetEllipsisText?: string;
  /** Search for facet values: the facet (v4 shape), what was typed, how many values. */
  facetName?: string;
  facetQuery?: string;
  maxFacetHits?: number;
  [parameter: string]: unknown;
}

export interface SearchRequest {
  indexName: string;
  params?: SearchParams;
  /** 'facet' asks for facet values (InstantSearch's helper sends these through search with v5 clients). */
  type?: 'default' | 'facet';
  facet?: string;
}

type MatchLevel = 'none' | 'partial' | 'full';

export interface HighlightResult {
  value: string;
  matchLevel: MatchLevel;
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

export interface SnippetResult {
  value: string;
  matchLevel: MatchLevel;
}

export type Hit<T extends object = Record<string, unknown>> = T & {
  objectID: string;
  _highlightResult?: Record<string, HighlightResult | HighlightResult[]>;
  _snippetResult?: Record<string, SnippetResult | SnippetResult[]>;
};

export interface FacetStats {
  min: number;
  max: number;
  avg: number;
  sum: number;
}

export interface SearchResponse<T extends object = Record<string, unknown>> {
  hits: Array<Hit<T>>;
  nbHits: number;
  /** 0-based. */
  page: number;
  nbPages: number;
  hitsPerPage: number;
  processingTimeMS: number;
  query: string;
  /** The request's parameters, URL-encoded, as Algolia echoes them. */
  params: string;
  index?: string;
  exhaustiveNbHits: boolean;
  exhaustiveFacetsCount?: boolean;
  facets?: Record<string, Record<string, number>>;
  facets_stats?: Record<string, FacetStats>;
}

export interface FacetHit {
  value: string;
  highlighted: string;
  count: number;
}

export interface FacetSearchResponse {
  facetHits: FacetHit[];
  exhaustiveFacetsCount: boolean;
  processingTimeMS: number;
}

export type SearchResult = SearchResponse | FacetSearchResponse;

export function isFacetSearchResponse(result: SearchResult): result is FacetSearchResponse {
  return 'facetHits' in result;
}

/** What a transport (Algolia over HTTP, or the local engine) answers: every request, in order. */
export interface SearchTransport {
  search(requests: ReadonlyArray<SearchRequest>): Promise<{ results: SearchResult[] }>;
}

/**
 * The client the site hands to InstantSearch. `searchForFacetValues` is the v4 shape InstantSearch's
 * helper uses when the client has no `searchForFacets`.
 */
export interface MarketplaceSearchClient extends SearchTransport {
  searchForFacetValues(requests: ReadonlyArray<{ indexName: string; params: SearchParams }>): Promise<FacetSearchResponse[]>;
  clearCache(): Promise<void>;
}

/** The URL-encoded form of request parameters (the `params` Algolia echoes back). */
export function encodeParams(params: SearchParams | undefined): string {
  return Object.entries(params ?? {})
    .filter(([, value]) => value !== undefined)
    .map(
      ([key, value]) =>
        `${encodeURIComponent(key)}=${encodeURIComponent(typeof value === 'string' ? value : JSON.stringify(value))}`,
    )
    .join('&');
}

/** An answer with no hits, for a query too short to search (§5) or a page past the limit. */
export function emptySearchResponse(indexName: string, params: SearchParams | undefined, hitsPerPage: number): SearchResponse {
  return {
    hits: [],
    nbHits: 0,
    page: params?.page ?? 0,
    nbPages: 0,
    hitsPerPage,
    processingTimeMS: 0,
    query: params?.query ?? '',
    params: encodeParams(params),
    index: indexName,
    exhaustiveNbHits: true,
    exhaustiveFacetsCount: true,
    facets: {},
  };
}

export function emptyFacetSearchResponse(): FacetSearchResponse {
  return { facetHits: [], exhaustiveFacetsCount: true, processingTimeMS: 0 };
}
