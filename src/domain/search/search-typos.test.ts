import {
  adjacentSwaps,
  damerauDistance,
  MIN_WORD_SIZE_FOR_1_TYPO,
  MIN_WORD_SIZE_FOR_2_TYPOS,
  typosAllowed,
} from './search-typos';
import { algoliaSettings, APP_INDEX } from './search-records';

describe('damerauDistance (optimal string alignment)', () => {
  it.each([
    ['chat', 'chat', 0],
    ['chta', 'chat', 1],
    ['hcat', 'chat', 1],
    ['chat', 'chta', 1],
    ['chat', 'chats', 1],
    ['chat', 'cht', 1],
    ['chat', 'chit', 1],
    ['aprcelwroks', 'parcelworks', 2],
    ['parcelwurks', 'parcelworks', 1],
    ['ca', 'abc', 3],
    ['', 'abc', 3],
    ['abc', '', 3],
  ])('%s → %s is %i', (a, b, expected) => {
    expect(damerauDistance(a, b)).toBe(expected);
  });

  it('counts a swap as one edit where Levenshtein counts two', () => {
    expect(damerauDistance('promptroa', 'promptora')).toBe(1);
  });

  it('stops past max and answers max + 1', () => {
    expect(damerauDistance('chat', 'zzzzzzzz', 1)).toBe(2);
    expect(damerauDistance('abcdef', 'badcfe', 2)).toBe(3);
    expect(damerauDistance('abcdef', 'badcfe')).toBe(3);
  });
});

describe('adjacentSwaps', () => {
  it('lists each swap of two different adjacent letters once', () => {
    expect(adjacentSwaps('chta')).toEqual(['hcta', 'ctha', 'chat']);
    expect(adjacentSwaps('aab')).toEqual(['aba']);
    expect(adjacentSwaps('a')).toEqual([]);
  });
});

describe('typo allowance (Algolia: 1 typo from 4 letters, 2 from 8)', () => {
  it('pins the spec literals and applies them', () => {
    expect(MIN_WORD_SIZE_FOR_1_TYPO).toBe(4);
    expect(MIN_WORD_SIZE_FOR_2_TYPOS).toBe(8);
    expect(['rcm', 'chta', 'chatbot', 'parcelwo'].map(typosAllowed)).toEqual([0, 1, 1, 2]);
  });

  it('configures the Algolia index with the same sizes and typoTolerance min', () => {
    expect(algoliaSettings(APP_INDEX)).toMatchObject({ typoTolerance: 'min', minWordSizefor1Typo: 4, minWordSizefor2Typos: 8 });
  });
});
