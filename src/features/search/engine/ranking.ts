import { queryReadings } from '../../../domain/search/search-compounds';
import type { SearchParams } from '../../../domain/search/search-contract';
import { parseFacetFilters, parseFilters, parseNumericFilters, type RecordLike } from '../../../domain/search/search-filters';
import { normalizeTerm, words } from '../../../domain/search/search-text';
import { typosAllowed } from '../../../domain/search/search-typos';
import type { Collection, Posting } from './term-index';
import { typoCandidates } from './typo-candidates';

/**
 * Matching and ranking. Every word of a reading of the query must match (in any searchable
 * attribute), the last one also as a prefix; a record matching any reading matches (readings:
 * src/domain/search/search-compounds.ts). Typo tolerance (1 typo from 4 letters, 2 from 8; a swap of
 * adjacent letters is one typo: src/domain/search/search-typos.ts) applies only
 * when nothing matches as typed, and then only the matches with the fewest typos are kept
 * (Algolia's typoTolerance 'min', which the synced index is configured with).
 *
 * Ranking: fewest typos, then matches of the query as typed before those of another reading
 * (like a typo, a split or joined word is a correction), then the §2 group the query was found
 * in (name, short description, long description, category name, the rest), then custom order
 * descending, then the number of words matched exactly (not as a prefix or with a typo), then name.
 */

/** Exact-word and typo counts beyond these rank alike (keys pack them in 4 bits). */
const MAX_EXACT = 15;
const MAX_TYPOS = 15;

/** Query terms as the engine sees them. */
export function queryTerms(query: string): string[] {
  return words(query).map(normalizeTerm).filter(Boolean);
}

/** A query with characters but no word in it ("%%%%", emoji, control characters) matches nothing. */
const hasNoWords = (query: string) => query.trim() !== '' && queryTerms(query).length === 0;

interface RankedQuery {
  /** Matching records (positions), best first. */
  docs: Int32Array;
  /** Per record position: how many query words needed a typo correction. */
  typos: Uint8Array;
  /** Words of the records that matched a query word only with a typo (to highlight them). */
  typoTerms: ReadonlySet<string>;
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

function termMatches(collection: Collection, term: string, prefix: boolean, typos: boolean, typoTerms: Set<string>) {
  const matches = new TermMatches(collection.records.length);
  const exact = collection.terms.get(term);
  if (exact) matches.add(exact, 'exact');
  if (prefix) {
    for (const [word, posting] of collection.terms.atPrefix(term)) if (word !== term) matches.add(posting, 'prefix');
  }
  const allowed = typos ? typosAllowed(term) : 0;
  if (allowed > 0) {
    for (const [word, posting] of typoCandidates(collection.terms, term, allowed)) {
      if (prefix && word.startsWith(term)) continue;
      typoTerms.add(word);
      matches.add(posting, 'typo');
    }
  }
  return matches;
}

/**
 * Every match of a query, ranked (before filters). Without `typos`, only words matched as typed
 * count; with it, typo-corrected words too. Each match gets one numeric key ordering it by typos,
 * reading (as typed first), group, custom rank, exact words (more first) and name; a record
 * matching several readings keeps its best key; sorting the keys sorts the matches.
 */
function rankMatches(collection: Collection, query: string, typos: boolean): RankedQuery {
  const terms = queryTerms(query);
  const size = collection.records.length;
  const groups = collection.definition.groups.length + 1;
  const typoTerms = new Set<string>();
  const typoCounts = new Uint8Array(size);
  const { customRank, nameRank, docOfNameRank, groupOfMask } = collection;
  const pack = (typoCount: number, reread: number, group: number, doc: number, exact: number) =>
    ((((typoCount * 2 + reread) * groups + group) * size + customRank[doc]) * (MAX_EXACT + 1) + (MAX_EXACT - exact)) * size +
    nameRank[doc];
  const best = new Float64Array(size).fill(Number.POSITIVE_INFINITY);
  const matched: number[] = [];
  const keep = (doc: number, key: number, typoCount: number) => {
    if (best[doc] === Number.POSITIVE_INFINITY) matched.push(doc);
    if (key < best[doc]) {
      best[doc] = key;
      typoCounts[doc] = typoCount;
    }
  };

  if (terms.length === 0) {
    if (!hasNoWords(query)) for (let doc = 0; doc < size; doc++) keep(doc, pack(0, 0, 0, doc, 0), 0);
  } else {
    // Readings share most of their words: each word (and whether it is the prefix) is looked up once.
    const lookedUp = new Map<string, TermMatches>();
    const matchesOf = (term: string, prefix: boolean) => {
      const key = `${prefix ? 1 : 0}${term}`;
      let found = lookedUp.get(key);
      if (!found) lookedUp.set(key, (found = termMatches(collection, term, prefix, typos, typoTerms)));
      return found;
    };
    queryReadings(terms).forEach((reading, readingIndex) => {
      const reread = readingIndex === 0 ? 0 : 1;
      const perTerm = reading.map((term, index) => matchesOf(term, index === reading.length - 1));
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
        const capped = Math.min(typoCount, MAX_TYPOS);
        keep(doc, pack(capped, reread, group, doc, Math.min(exact, MAX_EXACT)), capped);
      }
    });
  }
  const sorted = Float64Array.from(matched, (doc) => best[doc]).sort();
  const docs = new Int32Array(sorted.length);
  for (let i = 0; i < sorted.length; i++) docs[i] = docOfNameRank[sorted[i] % size];
  return { docs, typos: typoCounts, typoTerms };
}

export interface Matches {
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

export function filterPredicate(params: SearchParams): (record: RecordLike) => boolean {
  const filters = parseFilters(params.filters ?? '');
  const facetFilters = parseFacetFilters(params.facetFilters);
  const numericFilters = parseNumericFilters(params.numericFilters);
  return (record: RecordLike) => filters(record) && facetFilters(record) && numericFilters(record);
}

/** A collection's ranker, with a cache of the last `cacheSize` distinct queries (InstantSearch asks the same query several times). */
export function createRanker(collection: Collection, cacheSize: number) {
  const cache = new Map<string, RankedQuery>();
  const ranked = (query: string, typos: boolean): RankedQuery => {
    const key = `${typos ? 1 : 0}${query}`;
    const cached = cache.get(key);
    if (cached) return cached;
    const answer = rankMatches(collection, query, typos);
    if (cacheSize > 0) {
      if (cache.size >= cacheSize) cache.delete(cache.keys().next().value as string);
      cache.set(key, answer);
    }
    return answer;
  };

  /**
   * The matches a search answers with, filters applied: those matched as typed; when there are
   * none, the typo-tolerant matches with the fewest typos.
   */
  return function matchesOf(query: string, keep: (record: RecordLike) => boolean): Matches {
    const exact = kept(collection, ranked(query, false), keep);
    if (exact.length > 0 || !queryTerms(query).some((term) => typosAllowed(term) > 0))
      return { records: exact, typoTerms: new Set() };
    const tolerant = ranked(query, true);
    // Matches are ranked by typos first: the first one kept has the fewest.
    const first = tolerant.docs.find((doc) => keep(collection.records[doc]));
    if (first === undefined) return { records: [], typoTerms: tolerant.typoTerms };
    return { records: kept(collection, tolerant, keep, tolerant.typos[first]), typoTerms: tolerant.typoTerms };
  };
}
