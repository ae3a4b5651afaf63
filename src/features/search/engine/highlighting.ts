import { queryReadings } from '../../../domain/search/search-compounds';
import type { HighlightResult, Hit, SearchParams, SnippetResult } from '../../../domain/search/search-contract';
import type { RecordLike } from '../../../domain/search/search-filters';
import { highlightText, snippetOf, type WordMatcher } from '../../../domain/search/search-text';
import { damerauDistance } from '../../../domain/search/search-typos';
import type { Collection } from './term-index';

/**
 * A record as a hit in Algolia's shape: the attributes asked for, and the query's matches marked
 * (_highlightResult) and cut into snippets (_snippetResult), as InstantSearch reads them.
 */

const DEFAULT_PRE_TAG = '<em>';
const DEFAULT_POST_TAG = '</em>';
const DEFAULT_ELLIPSIS = '…';

/** How a hit marks matches: the word matcher and the query's readings (a value matching one reading fully is 'full'). */
interface QueryMarks {
  matcher: WordMatcher;
  readings: ReadonlyArray<ReadonlyArray<string>>;
}

/**
 * Marks words the search matched, in any reading of the query: whole words, the typed part of a
 * prefix match, typo-corrected words.
 */
export function queryMarks(terms: ReadonlyArray<string>, typoTerms: ReadonlySet<string>): QueryMarks {
  const readings = terms.length > 0 ? queryReadings(terms) : [];
  const whole = new Set(readings.flat());
  const prefixes = [...new Set(readings.map((reading) => reading[reading.length - 1]))];
  const matcher: WordMatcher = (word) => {
    if (whole.has(word)) return { length: word.length, queryTerm: word };
    const prefix = prefixes.find((term) => word.startsWith(term));
    if (prefix) return { length: prefix.length, queryTerm: prefix };
    if (!typoTerms.has(word)) return null;
    // A typo-tolerant match: the whole word answers the closest query term.
    let best = terms[0] ?? word;
    let bestDistance = Number.POSITIVE_INFINITY;
    for (const term of whole) {
      const distance = damerauDistance(term, word);
      if (distance < bestDistance) {
        best = term;
        bestDistance = distance;
      }
    }
    return { length: word.length, queryTerm: best };
  };
  return { matcher, readings };
}

function highlightValue(value: string, marks: QueryMarks, pre: string, post: string, camelCase: boolean): HighlightResult {
  const marked = highlightText(value, marks.matcher, pre, post, camelCase);
  const full = marks.readings.some((reading) => reading.every((term) => marked.matchedWords.includes(term)));
  return {
    value: marked.value,
    matchLevel: !marked.matched ? 'none' : full ? 'full' : 'partial',
    matchedWords: marked.matchedWords,
    fullyHighlighted: marked.fully,
  };
}

/** A list parameter given as an array or a comma-separated string; `fallback` when absent. */
export function listParam(value: unknown, fallback: ReadonlyArray<string>): ReadonlyArray<string> {
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  if (typeof value === 'string')
    return value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
  return fallback;
}

export const highlightTags = (params: SearchParams) => ({
  pre: params.highlightPreTag ?? DEFAULT_PRE_TAG,
  post: params.highlightPostTag ?? DEFAULT_POST_TAG,
});

export function toHit(collection: Collection, record: RecordLike, marks: QueryMarks, params: SearchParams): Hit {
  const { definition } = collection;
  const retrieve = listParam(params.attributesToRetrieve, definition.attributesToRetrieve);
  const hit: Hit = { objectID: String(record.objectID) };
  const attributes = retrieve.includes('*') ? Object.keys(record) : retrieve;
  for (const attribute of attributes) if (attribute in record) hit[attribute] = record[attribute];

  const { pre, post } = highlightTags(params);
  const camelCase = new Set(definition.camelCaseAttributes);
  const highlight = (value: unknown, attribute: string): HighlightResult | HighlightResult[] | null => {
    const split = camelCase.has(attribute);
    if (typeof value === 'string') return highlightValue(value, marks, pre, post, split);
    if (Array.isArray(value)) return value.map((item) => highlightValue(String(item), marks, pre, post, split));
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
        const marked = highlightValue(value, marks, pre, post, camelCase.has(attribute));
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
