import {
  camelCaseParts,
  highlightParts,
  highlightText,
  htmlToText,
  indexWords,
  normalizeTerm,
  snippetOf,
  words,
  type WordMatcher,
} from './search-text';

const exactly =
  (...terms: string[]): WordMatcher =>
  (word) =>
    terms.includes(word) ? { length: word.length, queryTerm: word } : null;

describe('search text', () => {
  it('splits words on anything but letters and digits, in any script', () => {
    expect(words('Sync store-orders, 24/7: Łódź!')).toEqual(['Sync', 'store', 'orders', '24', '7', 'Łódź']);
  });

  it('normalises case and diacritics', () => {
    expect(normalizeTerm('Café')).toBe('cafe');
    expect(normalizeTerm('ŁÓDŹ')).toBe('łodz');
    expect(normalizeTerm('CRM')).toBe('crm');
  });

  it('indexes camel-cased words also by their parts, where asked', () => {
    expect(camelCaseParts('ParcelWorks')).toEqual(['Parcel', 'Works']);
    expect(camelCaseParts('Parcel')).toEqual([]);
    expect(indexWords('ParcelWorks Pro', true)).toEqual(['ParcelWorks', 'Parcel', 'Works', 'Pro']);
    expect(indexWords('ParcelWorks Pro', false)).toEqual(['ParcelWorks', 'Pro']);
  });

  it('turns HTML into text: tags and scripts dropped, entities decoded', () => {
    expect(
      htmlToText(
        '<p><strong>Parcel</strong>Works &amp; co</p><ul><li>One</li><li>Two</li></ul><script>alert(1)</script>&#39;x&#x27;',
      ),
    ).toBe("ParcelWorks & co One Two 'x'");
  });

  it('marks matched words, prefixes and camel-case parts, reporting the query words found', () => {
    const prefix: WordMatcher = (word) => (word.startsWith('wor') ? { length: 3, queryTerm: 'wor' } : null);
    expect(highlightText('Sync orders', exactly('sync'), '<em>', '</em>').value).toBe('<em>Sync</em> orders');
    expect(highlightText('ParcelWorks works', prefix, '[', ']', true)).toEqual({
      value: 'Parcel[Wor]ks [wor]ks',
      matchedWords: ['wor'],
      matched: true,
      fully: true,
    });
    expect(highlightText('ParcelWorks', prefix, '[', ']', false).value).toBe('ParcelWorks');
    expect(highlightText('nothing here', exactly('x'), '[', ']')).toMatchObject({ matched: false, matchedWords: [] });
  });

  it('cuts a snippet around the first mark', () => {
    const text = Array.from({ length: 40 }, (_, i) => (i === 30 ? '[w30]' : `w${i}`)).join(' ');
    const snippet = snippetOf(text, '[', 10, '…');
    expect(snippet.startsWith('…')).toBe(true);
    expect(snippet.endsWith('…')).toBe(true);
    expect(snippet).toContain('[w30]');
    expect(snippet.split(' ').length).toBe(10);
    expect(snippetOf('short [text]', '[', 10, '…')).toBe('short [text]');
  });

  it('parses a highlighted value into parts without HTML', () => {
    expect(highlightParts('__ais-highlight__Chat__/ais-highlight__ster <b>Pro</b>')).toEqual([
      { text: 'Chat', marked: true },
      { text: 'ster <b>Pro</b>', marked: false },
    ]);
    expect(highlightParts('plain')).toEqual([{ text: 'plain', marked: false }]);
  });
});
