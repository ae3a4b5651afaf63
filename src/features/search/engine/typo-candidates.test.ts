import SearchableMap from 'minisearch/SearchableMap';
import { typoCandidates } from './typo-candidates';

const mapOf = (...words: string[]) => {
  const map = new SearchableMap<string>();
  for (const word of words) map.set(word, word);
  return map;
};

describe('typoCandidates: indexed words within the allowed typos, a swap counting one', () => {
  const terms = mapOf('chat', 'chats', 'chit', 'cart', 'parcelworks', 'helpdesk');

  it('finds a word one swap away (Levenshtein alone would need 2 edits)', () => {
    expect([...typoCandidates(terms, 'chta', 1).keys()].sort()).toEqual(['chat']);
    expect([...typoCandidates(terms, 'hcat', 1).keys()]).toEqual(['chat']);
  });

  it('finds plain edits too, and never the exact word', () => {
    expect([...typoCandidates(terms, 'chat', 1).keys()].sort()).toEqual(['chats', 'chit']);
  });

  it('with 2 typos: two swaps, or a swap and an edit', () => {
    expect([...typoCandidates(terms, 'aprcelwroks', 2).keys()]).toEqual(['parcelworks']);
    expect([...typoCandidates(terms, 'hlepdeks', 2).keys()]).toEqual(['helpdesk']);
    expect([...typoCandidates(terms, 'hlepdeksx', 2).keys()]).toEqual([]);
  });

  it('allows nothing with 0 typos', () => {
    expect(typoCandidates(terms, 'chta', 0).size).toBe(0);
  });
});
