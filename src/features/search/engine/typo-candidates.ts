import type SearchableMap from 'minisearch/SearchableMap';
import { adjacentSwaps, damerauDistance } from '../../../domain/search/search-typos';

/**
 * The indexed words within `allowed` typos of a query word, a swap of adjacent letters counting
 * as one (src/domain/search/search-typos.ts). The radix tree's fuzzy lookup counts Levenshtein
 * edits only (a swap is 2 there), so the swaps are made first: a word that needs j swaps and
 * other edits is within `allowed - j` edits of the term with those j letters swapped. Words found
 * that way are checked with the real distance (a swap then an edit of the same letter is no
 * closer than before). Exact matches (distance 0) are left out.
 */
export function typoCandidates<T>(terms: SearchableMap<T>, term: string, allowed: number): Map<string, T> {
  const found = new Map<string, T>();
  if (allowed <= 0) return found;
  for (const [word, [value, distance]] of terms.fuzzyGet(term, allowed)) if (distance > 0) found.set(word, value);
  const addChecked = (word: string, value: T) => {
    if (word !== term && !found.has(word) && damerauDistance(term, word, allowed) <= allowed) found.set(word, value);
  };
  let swapped = [term];
  for (let swaps = 1; swaps <= allowed; swaps++) {
    swapped = [...new Set(swapped.flatMap(adjacentSwaps))].filter((variant) => variant !== term);
    const edits = allowed - swaps;
    for (const variant of swapped) {
      if (edits === 0) {
        const value = terms.get(variant);
        if (value !== undefined) addChecked(variant, value);
      } else {
        for (const [word, [value]] of terms.fuzzyGet(variant, edits)) addChecked(word, value);
      }
    }
  }
  return found;
}
