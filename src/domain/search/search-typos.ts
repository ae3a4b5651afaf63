/**
 * Typo tolerance as Algolia counts it, for the local engine and the Algolia index settings alike:
 * an inserted, missing or replaced letter is one typo, and so is a swap of two adjacent letters
 * ("chta" → "chat"), i.e. the Damerau (optimal string alignment) distance. Words of 4+ letters
 * allow 1 typo, of 8+ letters 2.
 */

/** Algolia's minWordSizefor1Typo / minWordSizefor2Typos, which the synced index is configured with. */
export const MIN_WORD_SIZE_FOR_1_TYPO = 4;
export const MIN_WORD_SIZE_FOR_2_TYPOS = 8;

/** How many typos a (normalised) query word may be corrected with. */
export function typosAllowed(term: string): number {
  return term.length >= MIN_WORD_SIZE_FOR_2_TYPOS ? 2 : term.length >= MIN_WORD_SIZE_FOR_1_TYPO ? 1 : 0;
}

/**
 * The optimal string alignment distance: Levenshtein's edits plus the swap of two adjacent
 * letters, each counting 1 (no letter is edited twice). Past `max` the exact value does not
 * matter: anything above it is returned as max + 1, and the work stops early.
 */
export function damerauDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  const width = b.length + 1;
  // Three rows: the one before the previous is what a swap looks back to.
  let beforePrevious = new Array<number>(width).fill(0);
  let previous = Array.from({ length: width }, (_, j) => j);
  let current = new Array<number>(width).fill(0);
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, beforePrevious[j - 2] + 1);
      current[j] = value;
      if (value < rowMin) rowMin = value;
    }
    if (rowMin > max) return max + 1;
    [beforePrevious, previous, current] = [previous, current, beforePrevious];
  }
  return Math.min(previous[b.length], max + 1);
}

/** The words made of `term` by swapping two adjacent, different letters (each once). */
export function adjacentSwaps(term: string): string[] {
  const out = new Set<string>();
  for (let i = 0; i + 1 < term.length; i++) {
    if (term[i] === term[i + 1]) continue;
    out.add(term.slice(0, i) + term[i + 1] + term[i] + term.slice(i + 2));
  }
  out.delete(term);
  return [...out];
}
