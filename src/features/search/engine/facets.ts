import { facetValuesCount } from '../../../domain/search/search';
import type { FacetHit, FacetStats, SearchParams } from '../../../domain/search/search-contract';
import { valueAt, type RecordLike } from '../../../domain/search/search-filters';
import { FILTER_ONLY_FACETS, type SearchIndexDefinition } from '../../../domain/search/search-records';
import { highlightText, type WordMatcher } from '../../../domain/search/search-text';
import { listParam } from './highlighting';

/**
 * Facets over the matches of a search: value counts (most frequent first, at most §9's 100),
 * numeric stats, and the search for facet values ("e com" finds "E-commerce").
 */

/** The countable facets a request asks for ('*': all of them); filter-only facets are never counted. */
export function facetAttributes(definition: SearchIndexDefinition, requested: SearchParams['facets']): string[] {
  const list = listParam(requested, []);
  const countable = definition.attributesForFaceting.filter((attribute) => !FILTER_ONLY_FACETS.has(attribute));
  return list.includes('*') ? countable : list.filter((attribute) => countable.includes(attribute));
}

/** Whether values of `facet` can be searched (a countable facet of the index). */
export function isSearchableFacet(definition: SearchIndexDefinition, facet: string | undefined): facet is string {
  return !!facet && definition.attributesForFaceting.includes(facet) && !FILTER_ONLY_FACETS.has(facet);
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

/** The `facets` and `facets_stats` of an answer over `records`. */
export function facetCounts(
  records: ReadonlyArray<RecordLike>,
  attributes: ReadonlyArray<string>,
  maxValuesPerFacet: unknown,
): { facets: Record<string, Record<string, number>>; facets_stats?: Record<string, FacetStats> } {
  const limit = facetValuesCount(maxValuesPerFacet);
  const facets: Record<string, Record<string, number>> = {};
  let stats: Record<string, FacetStats> | undefined;
  for (const attribute of attributes) {
    facets[attribute] = Object.fromEntries([...countValues(records, attribute)].sort(byCountThenValue).slice(0, limit));
    const found = facetStats(records, attribute);
    if (found) (stats ??= {})[attribute] = found;
  }
  return stats ? { facets, facets_stats: stats } : { facets };
}

/** Values of `facet` among `records` whose words start with every typed word, marked, most frequent first. */
export function facetValueHits(
  records: ReadonlyArray<RecordLike>,
  facet: string,
  typed: ReadonlyArray<string>,
  pre: string,
  post: string,
  maxFacetHits: unknown,
): FacetHit[] {
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
  return facetHits.slice(0, facetValuesCount(maxFacetHits));
}
