import {
  COMPARE_LIMIT,
  COMPARE_LIMIT_MESSAGE,
  COMPARE_LINK_LIMIT_MESSAGE,
  compareNotFoundMessage,
  comparePath,
  isCompareSlug,
  parseCompareIds,
  parseCompareSelection,
  serializeCompareIds,
  serializeCompareSelection,
  toggleCompareItem,
} from './compare';

const a = { slug: 'alpha', name: 'Alpha' };
const b = { slug: 'beta', name: 'Beta' };
const c = { slug: 'gamma-2', name: 'Gamma 2' };
const d = { slug: 'delta', name: 'Delta' };

describe('compare limit', () => {
  it('is three apps', () => {
    expect(COMPARE_LIMIT).toBe(3);
    expect(COMPARE_LIMIT_MESSAGE).toBe('You can compare up to 3 apps. Remove one to add another.');
    expect(COMPARE_LINK_LIMIT_MESSAGE).toBe('You can compare up to 3 apps, so only the first 3 from this link are shown.');
  });
});

describe('isCompareSlug', () => {
  it('accepts kebab-case slugs of 1 to 80 characters', () => {
    expect(isCompareSlug('a')).toBe(true);
    expect(isCompareSlug('cart-pulse-2')).toBe(true);
    expect(isCompareSlug('x'.repeat(80))).toBe(true);
  });
  it('rejects everything else', () => {
    for (const value of ['', 'x'.repeat(81), 'CartPulse', 'a b', 'a/b', '../etc', 'a%2Cb', 'ä', 'a_b', null, 3, undefined]) {
      expect(isCompareSlug(value)).toBe(false);
    }
  });
});

describe('toggleCompareItem', () => {
  it('adds an app at the end', () => {
    expect(toggleCompareItem([a], b)).toEqual({ items: [a, b], outcome: 'added' });
  });
  it('removes an app that is already picked, keeping the order of the others', () => {
    expect(toggleCompareItem([a, b, c], b)).toEqual({ items: [a, c], outcome: 'removed' });
  });
  it('refuses a fourth app and leaves the selection as it was', () => {
    const items = [a, b, c];
    const result = toggleCompareItem(items, d);
    expect(result).toEqual({ items: [a, b, c], outcome: 'limit-reached' });
    expect(items).toEqual([a, b, c]);
  });
  it('still removes when the selection is full', () => {
    expect(toggleCompareItem([a, b, c], a).items).toEqual([b, c]);
  });
  it('stores only slug and name', () => {
    const withExtra = { slug: 'extra', name: 'Extra', icon: 'x.svg' } as typeof a;
    expect(toggleCompareItem([], withExtra).items).toEqual([{ slug: 'extra', name: 'Extra' }]);
  });
});

describe('parseCompareIds', () => {
  it('reads a comma list in order', () => {
    expect(parseCompareIds('b,a,c')).toEqual({ ids: ['b', 'a', 'c'], overLimit: false });
  });
  it('drops empty, invalid and duplicate ids and trims spaces', () => {
    expect(parseCompareIds(' a ,,A,b/../c,a, b ,')).toEqual({ ids: ['a', 'b'], overLimit: false });
  });
  it('caps at three and says when ids were left off', () => {
    expect(parseCompareIds('a,b,c,d')).toEqual({ ids: ['a', 'b', 'c'], overLimit: true });
    expect(parseCompareIds('a,b,c,a,b')).toEqual({ ids: ['a', 'b', 'c'], overLimit: false });
    expect(parseCompareIds('a,b,c,INVALID')).toEqual({ ids: ['a', 'b', 'c'], overLimit: false });
  });
  it('gives nothing for a missing or unusable value', () => {
    for (const raw of [null, undefined, '', ',,,', '%%%', '<script>']) {
      expect(parseCompareIds(raw)).toEqual({ ids: [], overLimit: false });
    }
  });
});

describe('serializeCompareIds and comparePath', () => {
  it('writes the same normalised list that parsing reads', () => {
    expect(serializeCompareIds(['a', 'a', '', 'B', 'b', 'c', 'd'])).toBe('a,b,c');
    expect(parseCompareIds(serializeCompareIds(['c', 'a'])).ids).toEqual(['c', 'a']);
  });
  it('builds the compare page path with readable commas', () => {
    expect(comparePath(['a', 'b'])).toBe('/apps/compare/?ids=a,b');
    expect(comparePath([])).toBe('/apps/compare/');
  });
});

describe('stored selection', () => {
  it('round-trips slugs and names', () => {
    expect(parseCompareSelection(serializeCompareSelection([a, c]))).toEqual([a, c]);
  });
  it('treats missing or corrupt values as an empty selection', () => {
    for (const raw of [null, undefined, '', '{', 'null', '42', '"a"', '{"slug":"a","name":"A"}']) {
      expect(parseCompareSelection(raw)).toEqual([]);
    }
  });
  it('drops bad entries and duplicates, trims names and caps at three', () => {
    const raw = JSON.stringify([
      null,
      'alpha',
      { slug: 'Bad Slug', name: 'x' },
      { slug: 'no-name' },
      { slug: 'blank', name: '   ' },
      { slug: 'long', name: 'x'.repeat(201) },
      { slug: 'alpha', name: ' Alpha ' },
      { slug: 'alpha', name: 'Alpha again' },
      b,
      c,
      d,
    ]);
    expect(parseCompareSelection(raw)).toEqual([a, b, c]);
  });
});

describe('compare edge cases', () => {
  it('names the app it could not find', () => {
    expect(compareNotFoundMessage('ghost-app')).toBe("We couldn't find an app called 'ghost-app'");
  });
  it('gives the bare compare page without apps', () => {
    expect(comparePath()).toBe('/apps/compare/');
  });
  it('keeps stored names of up to 200 characters and drops longer ones', () => {
    const stored = (name: string) => JSON.stringify([{ slug: 'alpha', name }]);
    expect(parseCompareSelection(stored('x'.repeat(200)))).toEqual([{ slug: 'alpha', name: 'x'.repeat(200) }]);
    expect(parseCompareSelection(stored('x'.repeat(201)))).toEqual([]);
  });
});
