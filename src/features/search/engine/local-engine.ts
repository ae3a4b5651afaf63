import { SearchError } from '../../../domain/search/search';
import { DEFAULT_HITS_PER_PAGE } from '../../../domain/search/search-client';
import {
  encodeParams,
  type FacetSearchResponse,
  type SearchRequest,
  type SearchResponse,
  type SearchResult,
  type SearchTransport,
} from '../../../domain/search/search-contract';
import type { RecordLike } from '../../../domain/search/search-filters';
import { INDEX_DEFINITIONS, type SearchIndexKind, type SearchRecords } from '../../../domain/search/search-records';
import { facetAttributes, facetCounts, facetValueHits, isSearchableFacet } from './facets';
import { highlightTags, queryMarks, toHit } from './highlighting';
import { createRanker, filterPredicate, queryTerms, type Matches } from './ranking';
import { buildCollection, buildCollectionInSlices, yieldToBrowser, type Collection } from './term-index';

/**
 * The local search engine: answers InstantSearch's requests in Algolia's shape, so InstantSearch
 * cannot tell it from the hosted index. By concern: term-index.ts (the words of the records),
 * ranking.ts (matching and the §2 order), highlighting.ts (hits and their marks), facets.ts.
 * (MiniSearch's own BM25 search scored every field of every match and took 3-9 ms for a broad
 * query over 2000 apps; this ranking needs none of that scoring.)
 */

const CACHED_QUERIES = 32;

const elapsed = (started: number) => Math.round(now() - started);
const now = () => (typeof performance !== 'undefined' ? performance.now() : Date.now());

export interface LocalEngine extends SearchTransport {
  /** Index names the engine answers to. */
  readonly indexNames: Readonly<Record<SearchIndexKind, string>>;
  searchOne(request: SearchRequest): SearchResult;
}

interface LocalEngineOptions {
  /** Distinct queries whose ranked matches are kept (InstantSearch asks the same query several times). */
  cacheSize?: number;
}

interface Searchable {
  collection: Collection;
  matchesOf(query: string, keep: (record: RecordLike) => boolean): Matches;
}

/** Builds the engine over the records of the build's search index. Index names are those the site asks for. */
export function createLocalEngine(
  records: SearchRecords,
  indexNames: Readonly<Record<SearchIndexKind, string>>,
  options: LocalEngineOptions = {},
): LocalEngine {
  const collectionOf = (kind: SearchIndexKind) =>
    buildCollection(indexNames[kind], INDEX_DEFINITIONS[kind], records[kind] as unknown as RecordLike[]);
  return engineOver(indexNames, collectionOf('apps'), collectionOf('partners'), options);
}

/**
 * createLocalEngine without a long task: the collections are built in slices (term-index.ts)
 * with the browser's turn in between. The same engine; the site builds it this way.
 */
export async function buildLocalEngine(
  records: SearchRecords,
  indexNames: Readonly<Record<SearchIndexKind, string>>,
  options: LocalEngineOptions & { pause?: () => Promise<void> } = {},
): Promise<LocalEngine> {
  const collectionOf = (kind: SearchIndexKind) =>
    buildCollectionInSlices(indexNames[kind], INDEX_DEFINITIONS[kind], records[kind] as unknown as RecordLike[], {
      ...(options.pause ? { pause: options.pause } : {}),
    });
  // The browser's turn first: the records were just parsed and read in this task, and a first
  // slice on top of them made one long task (~60 ms at 4x CPU when the index warms at idle).
  await (options.pause ?? yieldToBrowser)();
  const apps = await collectionOf('apps');
  const partners = await collectionOf('partners');
  return engineOver(indexNames, apps, partners, options);
}

function engineOver(
  indexNames: Readonly<Record<SearchIndexKind, string>>,
  apps: Collection,
  partners: Collection,
  { cacheSize = CACHED_QUERIES }: LocalEngineOptions,
): LocalEngine {
  const searchable = (collection: Collection): Searchable => ({ collection, matchesOf: createRanker(collection, cacheSize) });
  const indices = new Map<string, Searchable>([
    [indexNames.apps, searchable(apps)],
    [indexNames.partners, searchable(partners)],
  ]);

  function indexOf(indexName: string): Searchable {
    const index = indices.get(indexName);
    if (!index) throw new SearchError('validation', `Index ${indexName} does not exist.`);
    return index;
  }

  function searchHits(request: SearchRequest): SearchResponse {
    const started = now();
    const { collection, matchesOf } = indexOf(request.indexName);
    const params = request.params ?? {};
    const query = params.query ?? '';
    const { records: matches, typoTerms } = matchesOf(query, filterPredicate(params));
    const marks = queryMarks(queryTerms(query), typoTerms);
    const hitsPerPage = Math.max(0, Math.floor(params.hitsPerPage ?? DEFAULT_HITS_PER_PAGE));
    const page = Math.max(0, Math.floor(params.page ?? 0));
    const pageHits = hitsPerPage > 0 ? matches.slice(page * hitsPerPage, (page + 1) * hitsPerPage) : [];
    return {
      hits: pageHits.map((record) => toHit(collection, record, marks, params)),
      nbHits: matches.length,
      page,
      nbPages: hitsPerPage > 0 ? Math.ceil(matches.length / hitsPerPage) : 0,
      hitsPerPage,
      query,
      params: encodeParams(params),
      index: request.indexName,
      exhaustiveNbHits: true,
      exhaustiveFacetsCount: true,
      ...facetCounts(matches, facetAttributes(collection.definition, params.facets), params.maxValuesPerFacet),
      processingTimeMS: elapsed(started),
    };
  }

  function searchFacetValues(request: SearchRequest): FacetSearchResponse {
    const started = now();
    const { collection, matchesOf } = indexOf(request.indexName);
    const params = request.params ?? {};
    const facet = request.facet ?? params.facetName;
    if (!isSearchableFacet(collection.definition, facet)) {
      throw new SearchError(
        'validation',
        `Cannot search in facet "${facet ?? ''}": it is not a searchable facet of ${request.indexName}.`,
      );
    }
    const { records } = matchesOf(params.query ?? '', filterPredicate(params));
    const { pre, post } = highlightTags(params);
    return {
      facetHits: facetValueHits(records, facet, queryTerms(params.facetQuery ?? ''), pre, post, params.maxFacetHits),
      exhaustiveFacetsCount: true,
      processingTimeMS: elapsed(started),
    };
  }

  const searchOne = (request: SearchRequest): SearchResult =>
    request.type === 'facet' ? searchFacetValues(request) : searchHits(request);

  return {
    indexNames,
    searchOne,
    async search(requests) {
      return { results: requests.map(searchOne) };
    },
  };
}
