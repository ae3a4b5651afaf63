import SearchableMap from 'minisearch/SearchableMap';
import { facetValuesCount, SearchError } from '../../domain/search';
import {
  encodeParams,
  type FacetHit,
  type FacetSearchResponse,
  type FacetStats,
  type HighlightResult,
  type Hit,
  type SearchParams,
  type SearchRequest,
  type SearchResponse,
  type SearchResult,
  type SearchTransport,
  type SnippetResult,
} from '../../domain/search-contract';
import { DEFAULT_HITS_PER_PAGE } from '../../domain/search-client';
import { parseFacetFilters, parseFilters, parseNumericFilters, valueAt, type RecordLike } from '../../domain/search-filters';
import {
  FILTER_ONLY_FACETS,
  INDEX_DEFINITIONS,
  type SearchIndexDefinition,
  type SearchIndexKind,
  type SearchRecords,
} from '../../domain/search-records';
import { highlightText, indexWords, normalizeTerm, snippetOf, words, type WordMatcher } from '../../domain/search-text';

/**
 * The local search engine. MiniSearch's SearchableMap (a radix tree) does the term matching:
 * exact words, the prefix of the last word, and typo-tolerant (Levenshtein) lookups. This module
 * keeps, for each indexed word, which records hold it in which attributes, combines the query's
 * words, ranks the matches as §2 says, and answers in Algolia's shape, so InstantSearch cannot
 * tell it from the hosted index. (MiniSearch's own BM25 search scored every field of every match
 * and took 3-9 ms for a broad query over 2000 apps; this ranking needs none of that scoring.)
 *
 * Matching: every query word must match (in any searchable attribute), the last one also as a
 * prefix. Typo tolerance (1 typo from 4 letters, 2 from 8) applies only when nothing matches as
 * typed, and then only the matches with the fewest typos are kept (Algolia's typoTolerance 'min',
 * which the synced index is configured with).
 *
 * Ranking: the §2 group the query was found in (name, short description, long description,
 * category name, the rest), then custom order descending, then the number of words matched
 * exactly (not as a prefix or with a typo), then name.
 */

/** Algolia's typo tolerance: 1 typo from 4 letters, 2 from 8. */
export const MIN_WORD_SIZE_FOR_1_TYPO = 4;
export const MIN_WORD_SIZE_FOR_2_TYPOS = 8;
const typosAllowed = (term: string) =>
  term.length >= MIN_WORD_SIZE_FOR_2_TYPOS ? 2 : term.length >= MIN_WORD_SIZE_FOR_1_TYPO ? 1 : 0;

const CACHED_QUERIES = 32;
const DEFAULT_PRE_TAG = '<em>';
const DEFAULT_POST_TAG = '</em>';
const DEFAULT_ELLIPSIS = '…';

/** The records holding one word, and for each a bit mask of the attributes it is in. */
interface Posting {
  docs: number[];
  masks: number[];
}

interface RankedQuery {
  /** Matching records (positions), best first. */
  docs: Int32Array;
  /** Per record position: how many query words needed a typo correction. */
  typos: Uint8Array;
  /** Words of the records that matched a query word only with a typo (to highlight them). */
  typoTerms: ReadonlySet<string>;
}

interface Collection {
  name: string;
  definition: SearchIndexDefinition;
  records: ReadonlyArray<RecordLike>;
  terms: SearchableMap<Posting>;
  /** Attribute bit mask → the best (lowest) §2 group among its attributes. */
  groupOfMask: Uint8Array;
  /** Per record position: rank by custom ranking (ties share a rank), and rank by name (unique). */
  customRank: Int32Array;
  nameRank: Int32Array;
  /** Record position of each name rank. */
  docOfNameRank: Int32Array;
  cache: Map<string, RankedQuery>;
  cacheSize: number;
}

function textOf(record: RecordLike, attribute: string): string {
  const value = valueAt(record, attribute);
  if (Array.isArray(value)) return value.join(' ');
  return typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value);
}

function buildCollection(
  name: string,
  definition: SearchIndexDefinition,
  records: ReadonlyArray<RecordLike>,
  cacheSize: number,
): Collection {
  const attributes = definition.groups.flat();
  const camelCase = new Set(definition.camelCaseAttributes);
  const postings = new Map<string, Map<number, number>>();
  records.forEach((record, doc) => {
    attributes.forEach((attribute, bit) => {
      for (const word of indexWords(textOf(record, attribute), camelCase.has(attribute))) {
        const term = normalizeTerm(word);
        let posting = postings.get(term);
        if (!posting) postings.set(term, (posting = new Map()));
        posting.set(doc, (posting.get(doc) ?? 0) | (1 << bit));
      }
    });
  });
  const terms = new SearchableMap<Posting>();
  for (const [term, posting] of postings) terms.set(term, { docs: [...posting.keys()], masks: [...posting.values()] });

  const groupOfBit = attributes.map((attribute) => definition.groups.findIndex((group) => group.includes(attribute)));
  const groupOfMask = new Uint8Array(1 << attributes.length);
  for (let mask = 1; mask < groupOfMask.length; mask++) {
    let best = definition.groups.length;
    for (let bit = 0; bit < attributes.length; bit++) if (mask & (1 << bit)) best = Math.min(best, groupOfBit[bit]);
    groupOfMask[mask] = best;
  }
  const { customRank, nameRank, docOfNameRank } = staticRanks(records, definition.customRanking);
  return { name, definition, records, terms, groupOfMask, customRank, nameRank, docOfNameRank, cache: new Map(), cacheSize };
}

const rankValue = (value: unknown): number => (typeof value === 'number' ? value : value === true ? 1 : 0);

/** The parts of the ranking that do not depend on the query, computed once. */
function staticRanks(records: ReadonlyArray<RecordLike>, customRanking: ReadonlyArray<string>) {
  const positions = records.map((_, doc) => doc);
  const byName = [...positions].sort((a, b) => {
    const nameA = String(records[a].name ?? '');
    const nameB = String(records[b].name ?? '');
    if (nameA !== nameB) return nameA < nameB ? -1 : 1;
    return String(records[a].objectID) < String(records[b].objectID) ? -1 : 1;
  });
  const nameRank = new Int32Array(records.length);
  const docOfNameRank = new Int32Array(records.length);
  byName.forEach((doc, rank) => {
    nameRank[doc] = rank;
    docOfNameRank[rank] = doc;
  });
  const compareCustom = (a: number, b: number) => {
    for (const attribute of customRanking) {
      const difference = rankValue(records[b][attribute]) - rankValue(records[a][attribute]);
      if (difference !== 0) return difference;
    }
    return 0;
  };
  const byCustom = [...positions].sort(compareCustom);
  const customRank = new Int32Array(records.length);
  byCustom.forEach((doc, index) => {
    customRank[doc] = index > 0 && compareCustom(byCustom[index - 1], doc) === 0 ? customRank[byCustom[index - 1]] : index;
  });
  return { customRank, nameRank, docOfNameRank };
}

/** Exact-word and typo counts beyond these rank alike (keys pack them in 4 bits). */
const MAX_EXACT = 15;
const MAX_TYPOS = 15;

/** Query terms as the engine sees them. */
export function queryTerms(query: string): string[] {
  return words(query).map(normalizeTerm).filter(Boolean);
}

/** What one query word matched, per record: attributes matched as typed, with a typo, exactly. */
class TermMatches {
  readonly typed: Int32Array;
  readonly typo: Int32Array;
  readonly exact: Uint8Array;
  readonly touched: number[] = [];

  constructor(size: number) {
    this.typed = new Int32Array(size);
    this.typo = new Int32Array(size);
    this.exact = new Uint8Array(size);
  }

  add(posting: Posting, kind: 'exact' | 'prefix' | 'typo'): void {
    const { docs, masks } = posting;
    for (let i = 0; i < docs.length; i++) {
      const doc = docs[i];
      if (this.typed[doc] === 0 && this.typo[doc] === 0) this.touched.push(doc);
      if (kind === 'typo') this.typo[doc] |= masks[i];
      else this.typed[doc] |= masks[i];
      if (kind === 'exact') this.exact[doc] = 1;
    }
  }
}

/**
 * Every match of a query, ranked (before filters). Without `typos`, only words matched as typed
 * count; with it, typo-corrected words too. Each match gets one numeric key ordering it by typos,
 * group, custom rank, exact words (more first) and name; sorting the keys sorts the matches.
 */
function rankMatches(collection: Collection, query: string, typos: boolean): RankedQuery {
  const cacheKey = `${typos ? 1 : 0}${query}`;
  const cached = collection.cache.get(cacheKey);
  if (cached) return cached;
  const terms = queryTerms(query);
  const size = collection.records.length;
  const groups = collection.definition.groups.length + 1;
  const typoTerms = new Set<string>();
  const typoCounts = new Uint8Array(size);
  const keys: number[] = [];
  const { customRank, nameRank, docOfNameRank, groupOfMask } = collection;
  const pack = (typoCount: number, group: number, doc: number, exact: number) =>
    (((typoCount * groups + group) * size + customRank[doc]) * (MAX_EXACT + 1) + (MAX_EXACT - exact)) * size + nameRank[doc];

  if (terms.length === 0) {
    for (let doc = 0; doc < size; doc++) keys.push(pack(0, 0, doc, 0));
  } else {
    const perTerm = terms.map((term, index) => {
      const matches = new TermMatches(size);
      const exact = collection.terms.get(term);
      if (exact) matches.add(exact, 'exact');
      if (index === terms.length - 1) {
        for (const [word, posting] of collection.terms.atPrefix(term)) if (word !== term) matches.add(posting, 'prefix');
      }
      const allowed = typos ? typosAllowed(term) : 0;
      if (allowed > 0) {
        for (const [word, [posting, distance]] of collection.terms.fuzzyGet(term, allowed)) {
          if (distance === 0 || (index === terms.length - 1 && word.startsWith(term))) continue;
          typoTerms.add(word);
          matches.add(posting, 'typo');
        }
      }
      return matches;
    });
    // Every word must match: walk the records of the rarest one.
    const base = perTerm.reduce((rarest, matches) => (matches.touched.length < rarest.touched.length ? matches : rarest));
    for (const doc of base.touched) {
      let typoCount = 0;
      let typedMask = 0;
      let typoMask = 0;
      let exact = 0;
      let all = true;
      for (const matches of perTerm) {
        const typed = matches.typed[doc];
        const typo = matches.typo[doc];
        if (typed === 0 && typo === 0) {
          all = false;
          break;
        }
        if (typed === 0) typoCount += 1;
        typedMask |= typed;
        typoMask |= typo;
        exact += matches.exact[doc];
      }
      if (!all) continue;
      // The best attribute a word matched in as typed; typo-corrected words count only when no
      // word matched as typed.
      const group = groupOfMask[typedMask !== 0 ? typedMask : typoMask];
      typoCounts[doc] = Math.min(typoCount, MAX_TYPOS);
      keys.push(pack(typoCounts[doc], group, doc, Math.min(exact, MAX_EXACT)));
    }
  }
  const sorted = Float64Array.from(keys).sort();
  const docs = new Int32Array(sorted.length);
  for (let i = 0; i < sorted.length; i++) docs[i] = docOfNameRank[sorted[i] % size];
  const answer: RankedQuery = { docs, typos: typoCounts, typoTerms };
  if (collection.cacheSize > 0) {
    if (collection.cache.size >= collection.cacheSize) collection.cache.delete(collection.cache.keys().next().value as string);
    collection.cache.set(cacheKey, answer);
  }
  return answer;
}

interface Matches {
  /** Matching records, best first. */
  records: RecordLike[];
  typoTerms: ReadonlySet<string>;
}

/** The ranked records the filters keep (only those with `typos` typo-corrected words, when given). */
function kept(collection: Collection, ranked: RankedQuery, keep: (record: RecordLike) => boolean, typos?: number): RecordLike[] {
  const out: RecordLike[] = [];
  for (const doc of ranked.docs) {
    if (typos !== undefined && ranked.typos[doc] !== typos) continue;
    const record = collection.records[doc];
    if (keep(record)) out.push(record);
  }
  return out;
}

/**
 * The matches a search answers with, filters applied: those matched as typed; when there are
 * none, the typo-tolerant matches with the fewest typos.
 */
function matchesOf(collection: Collection, query: string, keep: (record: RecordLike) => boolean): Matches {
  const exact = kept(collection, rankMatches(collection, query, false), keep);
  if (exact.length > 0 || !queryTerms(query).some((term) => typosAllowed(term) > 0))
    return { records: exact, typoTerms: new Set() };
  const tolerant = rankMatches(collection, query, true);
  // Matches are ranked by typos first: the first one kept has the fewest.
  const first = tolerant.docs.find((doc) => keep(collection.records[doc]));
  if (first === undefined) return { records: [], typoTerms: tolerant.typoTerms };
  return { records: kept(collection, tolerant, keep, tolerant.typos[first]), typoTerms: tolerant.typoTerms };
}

function filterPredicate(params: SearchParams) {
  const filters = parseFilters(params.filters ?? '');
  const facetFilters = parseFacetFilters(params.facetFilters);
  const numericFilters = parseNumericFilters(params.numericFilters);
  return (record: RecordLike) => filters(record) && facetFilters(record) && numericFilters(record);
}

/** Marks words the search matched: whole words, the typed part of a prefix match, typo-corrected words. */
function wordMatcher(terms: ReadonlyArray<string>, typoTerms: ReadonlySet<string>): WordMatcher {
  const last = terms.length - 1;
  return (word) => {
    const exact = terms.find((term) => term === word);
    if (exact) return { length: word.length, queryTerm: exact };
    if (last >= 0 && word.startsWith(terms[last])) return { length: terms[last].length, queryTerm: terms[last] };
    if (!typoTerms.has(word)) return null;
    // A typo-tolerant match: the whole word answers the closest query term.
    let best = terms[0] ?? word;
    let bestDistance = Number.POSITIVE_INFINITY;
    for (const term of terms) {
      const distance = editDistance(term, word);
      if (distance < bestDistance) {
        best = term;
        bestDistance = distance;
      }
    }
    return { length: word.length, queryTerm: best };
  };
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length];
}

function highlightValue(
  value: string,
  matcher: WordMatcher,
  terms: ReadonlyArray<string>,
  pre: string,
  post: string,
  camelCase: boolean,
): HighlightResult {
  const marked = highlightText(value, matcher, pre, post, camelCase);
  const all = terms.length > 0 && terms.every((term) => marked.matchedWords.includes(term));
  return {
    value: marked.value,
    matchLevel: !marked.matched ? 'none' : all ? 'full' : 'partial',
    matchedWords: marked.matchedWords,
    fullyHighlighted: marked.fully,
  };
}

function listParam(value: unknown, fallback: ReadonlyArray<string>): ReadonlyArray<string> {
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  if (typeof value === 'string')
    return value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
  return fallback;
}

function toHit(
  collection: Collection,
  record: RecordLike,
  matcher: WordMatcher,
  terms: ReadonlyArray<string>,
  params: SearchParams,
): Hit {
  const { definition } = collection;
  const retrieve = listParam(params.attributesToRetrieve, definition.attributesToRetrieve);
  const hit: Hit = { objectID: String(record.objectID) };
  const attributes = retrieve.includes('*') ? Object.keys(record) : retrieve;
  for (const attribute of attributes) if (attribute in record) hit[attribute] = record[attribute];

  const pre = params.highlightPreTag ?? DEFAULT_PRE_TAG;
  const post = params.highlightPostTag ?? DEFAULT_POST_TAG;
  const camelCase = new Set(definition.camelCaseAttributes);
  const highlight = (value: unknown, attribute: string): HighlightResult | HighlightResult[] | null => {
    const split = camelCase.has(attribute);
    if (typeof value === 'string') return highlightValue(value, matcher, terms, pre, post, split);
    if (Array.isArray(value)) return value.map((item) => highlightValue(String(item), matcher, terms, pre, post, split));
    return null;
  };

  const toHighlight = listParam(params.attributesToHighlight, definition.attributesToHighlight);
  const highlightResult: Record<string, HighlightResult | HighlightResult[]> = {};
  for (const attribute of toHighlight.includes('*') ? definition.groups.flat() : toHighlight) {
    const result = highlight(record[attribute], attribute);
    if (result) highlightResult[attribute] = result;
  }
  hit._highlightResult = highlightResult;

  const toSnippet = listParam(params.attributesToSnippet, definition.attributesToSnippet);
  if (toSnippet.length > 0) {
    const snippetResult: Record<string, SnippetResult | SnippetResult[]> = {};
    const ellipsis = typeof params.snippetEllipsisText === 'string' ? params.snippetEllipsisText : DEFAULT_ELLIPSIS;
    for (const spec of toSnippet) {
      const [attribute, size] = spec.split(':');
      const wordCount = Number(size) > 0 ? Number(size) : 10;
      const snippet = (value: string): SnippetResult => {
        const marked = highlightValue(value, matcher, terms, pre, post, camelCase.has(attribute));
        return { value: snippetOf(marked.value, pre, wordCount, ellipsis), matchLevel: marked.matchLevel };
      };
      const value = record[attribute];
      if (typeof value === 'string') snippetResult[attribute] = snippet(value);
      else if (Array.isArray(value)) snippetResult[attribute] = value.map((item) => snippet(String(item)));
    }
    hit._snippetResult = snippetResult;
  }
  return hit;
}

function facetAttributes(definition: SearchIndexDefinition, requested: SearchParams['facets']): string[] {
  const list = listParam(requested, []);
  const countable = definition.attributesForFaceting.filter((attribute) => !FILTER_ONLY_FACETS.has(attribute));
  return list.includes('*') ? countable : list.filter((attribute) => countable.includes(attribute));
}

function countValues(records: ReadonlyArray<RecordLike>, attribute: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const record of records) {
    const value = valueAt(record, attribute);
    const values = Array.isArray(value) ? value : [value];
    for (const item of new Set(values)) {
      if (item === undefined || item === null || item === '') continue;
      const key = String(item);
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  return counts;
}

const byCountThenValue = (a: [string, number], b: [string, number]) => b[1] - a[1] || (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0);

function facetStats(records: ReadonlyArray<RecordLike>, attribute: string): FacetStats | null {
  let min = Number.POSITIVE_INFINITY;
  let max = Number.NEGATIVE_INFINITY;
  let sum = 0;
  let count = 0;
  for (const record of records) {
    const value = valueAt(record, attribute);
    if (typeof value !== 'number') {
      if (value === undefined || value === null) continue;
      return null;
    }
    min = Math.min(min, value);
    max = Math.max(max, value);
    sum += value;
    count += 1;
  }
  return count > 0 ? { min, max, avg: sum / count, sum } : null;
}

const elapsed = (started: number) => Math.round(now() - started);
const now = () => (typeof performance !== 'undefined' ? performance.now() : Date.now());

export interface LocalEngine extends SearchTransport {
  /** Index names the engine answers to. */
  readonly indexNames: Readonly<Record<SearchIndexKind, string>>;
  searchOne(request: SearchRequest): SearchResult;
}

export interface LocalEngineOptions {
  /** Distinct queries whose ranked matches are kept (InstantSearch asks the same query several times). */
  cacheSize?: number;
}

/** Builds the engine over the records of the build's search index. Index names are those the site asks for. */
export function createLocalEngine(
  records: SearchRecords,
  indexNames: Readonly<Record<SearchIndexKind, string>>,
  { cacheSize = CACHED_QUERIES }: LocalEngineOptions = {},
): LocalEngine {
  const collections = new Map<string, Collection>([
    [
      indexNames.apps,
      buildCollection(indexNames.apps, INDEX_DEFINITIONS.apps, records.apps as unknown as RecordLike[], cacheSize),
    ],
    [
      indexNames.partners,
      buildCollection(indexNames.partners, INDEX_DEFINITIONS.partners, records.partners as unknown as RecordLike[], cacheSize),
    ],
  ]);

  function collectionOf(indexName: string): Collection {
    const collection = collections.get(indexName);
    if (!collection) throw new SearchError('validation', `Index ${indexName} does not exist.`);
    return collection;
  }

  function searchHits(request: SearchRequest): SearchResponse {
    const started = now();
    const collection = collectionOf(request.indexName);
    const params = request.params ?? {};
    const query = params.query ?? '';
    const terms = queryTerms(query);
    const keep = filterPredicate(params);
    const { records: matches, typoTerms } = matchesOf(collection, query, keep);
    const matcher = wordMatcher(terms, typoTerms);
    const hitsPerPage = Math.max(0, Math.floor(params.hitsPerPage ?? DEFAULT_HITS_PER_PAGE));
    const page = Math.max(0, Math.floor(params.page ?? 0));
    const pageHits = hitsPerPage > 0 ? matches.slice(page * hitsPerPage, (page + 1) * hitsPerPage) : [];

    const response: SearchResponse = {
      hits: pageHits.map((record) => toHit(collection, record, matcher, terms, params)),
      nbHits: matches.length,
      page,
      nbPages: hitsPerPage > 0 ? Math.ceil(matches.length / hitsPerPage) : 0,
      hitsPerPage,
      processingTimeMS: 0,
      query,
      params: encodeParams(params),
      index: request.indexName,
      exhaustiveNbHits: true,
      exhaustiveFacetsCount: true,
    };
    const facets = facetAttributes(collection.definition, params.facets);
    if (facets.length > 0) {
      const records = matches;
      const limit = facetValuesCount(params.maxValuesPerFacet);
      response.facets = {};
      for (const attribute of facets) {
        const sorted = [...countValues(records, attribute)].sort(byCountThenValue).slice(0, limit);
        response.facets[attribute] = Object.fromEntries(sorted);
        const stats = facetStats(records, attribute);
        if (stats) (response.facets_stats ??= {})[attribute] = stats;
      }
    } else {
      response.facets = {};
    }
    response.processingTimeMS = elapsed(started);
    return response;
  }

  function searchFacetValues(request: SearchRequest): FacetSearchResponse {
    const started = now();
    const collection = collectionOf(request.indexName);
    const params = request.params ?? {};
    const facet = request.facet ?? params.facetName;
    const { attributesForFaceting } = collection.definition;
    if (!facet || !attributesForFaceting.includes(facet) || FILTER_ONLY_FACETS.has(facet)) {
      throw new SearchError(
        'validation',
        `Cannot search in facet "${facet ?? ''}": it is not a searchable facet of ${request.indexName}.`,
      );
    }
    const keep = filterPredicate(params);
    const { records } = matchesOf(collection, params.query ?? '', keep);
    // Every typed word must start a word of the value ("e com" finds "E-commerce").
    const typed = queryTerms(params.facetQuery ?? '');
    const pre = params.highlightPreTag ?? DEFAULT_PRE_TAG;
    const post = params.highlightPostTag ?? DEFAULT_POST_TAG;
    const matchWord: WordMatcher = (word) => {
      const term = typed.find((candidate) => word.startsWith(candidate));
      return term ? { length: term.length, queryTerm: term } : null;
    };
    const facetHits: FacetHit[] = [];
    for (const [value, count] of [...countValues(records, facet)].sort(byCountThenValue)) {
      if (typed.length === 0) {
        facetHits.push({ value, highlighted: value, count });
        continue;
      }
      const marked = highlightText(value, matchWord, pre, post);
      if (typed.every((term) => marked.matchedWords.includes(term))) facetHits.push({ value, highlighted: marked.value, count });
    }
    return {
      facetHits: facetHits.slice(0, facetValuesCount(params.maxFacetHits)),
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
