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

describe('search text edge cases', () => {
  const P = '__ais-highlight__';
  const Q = '__/ais-highlight__';

  it('has no words in punctuation alone, and strips diacritics from words with no ASCII letter', () => {
    expect(words('!!! --')).toEqual([]);
    expect(normalizeTerm('É')).toBe('e');
    expect(normalizeTerm('ÀÉ')).toBe('ae');
  });

  it('drops scripts and styles whatever their attributes, spacing and content', () => {
    expect(htmlToText('a<script type="module">alert (1)</script >b')).toBe('a b');
    expect(htmlToText('a<style media="x">p { color: red }</style>b')).toBe('a b');
  });

  it('separates the words of block elements, with or without attributes', () => {
    expect(htmlToText('a<br>b<p class="x">c</p>d<h3>e</h3>f')).toBe('a b c d e f');
    expect(htmlToText('a<b>b</b>c')).toBe('abc');
  });

  it('decodes numeric and named entities', () => {
    expect(htmlToText('&#65;&#x42;&#39;')).toBe("AB'");
    expect(htmlToText('a&lt;b&gt;c&quot;d&apos;e&nbsp;f&amp;g')).toBe('a<b>c"d\'e f&g');
  });

  it('does not split camel case unless asked, and is fully marked only when every word is', () => {
    const prefix: WordMatcher = (word) => (word.startsWith('wor') ? { length: 3, queryTerm: 'wor' } : null);
    expect(highlightText('ParcelWorks', prefix, '[', ']').value).toBe('ParcelWorks');
    expect(highlightText('Sync orders', exactly('sync'), '[', ']').fully).toBe(false);
    expect(highlightText('', exactly('sync'), '[', ']')).toMatchObject({ matched: false, fully: false });
  });

  it('returns a short text as it is, spacing included', () => {
    expect(snippetOf('short  [text]\nhere', '[', 3, '…')).toBe('short  [text]\nhere');
  });

  it('cuts the snippet at the end when the mark is near the end, and at the start when it is first', () => {
    const text = (mark: number) => Array.from({ length: 40 }, (_, i) => (i === mark ? `[w${i}]` : `w${i}`)).join(' ');
    expect(snippetOf(text(38), '[', 10, '…')).toBe('…w30 w31 w32 w33 w34 w35 w36 w37 [w38] w39');
    expect(snippetOf(text(0), '[', 10, '…')).toBe('[w0] w1 w2 w3 w4 w5 w6 w7 w8 w9…');
  });

  it('parses text before a mark, drops empty marks, and leaves unpaired tags as text', () => {
    expect(highlightParts(`Parcel${P}Works${Q}`)).toEqual([
      { text: 'Parcel', marked: false },
      { text: 'Works', marked: true },
    ]);
    expect(highlightParts(`a${P}${Q}b`)).toEqual([
      { text: 'a', marked: false },
      { text: 'b', marked: false },
    ]);
    expect(highlightParts(`x${P}y`)).toEqual([{ text: `x${P}y`, marked: false }]);
    expect(highlightParts(`a${Q}b${Q}c`)).toEqual([{ text: `a${Q}b${Q}c`, marked: false }]);
  });
});
