import { MORE_BY_DEVELOPER_LIMIT, moreByDeveloperLookup } from './more-by-developer';

const card = (slug: string, developerId: string) => ({ slug, developerId });

describe('moreByDeveloperLookup', () => {
  const cards = [
    card('a1', 'a'),
    card('b1', 'b'),
    card('a2', 'a'),
    card('a3', 'a'),
    card('a4', 'a'),
    card('a5', 'a'),
    card('a6', 'a'),
  ];
  const more = moreByDeveloperLookup(cards);

  it('gives up to four of the developer’s other apps, in the given (listing) order', () => {
    expect(MORE_BY_DEVELOPER_LIMIT).toBe(4);
    expect(more('a', 'a1')).toEqual(['a2', 'a3', 'a4', 'a5']);
    expect(more('a', 'a3')).toEqual(['a1', 'a2', 'a4', 'a5']);
    expect(more('a', 'a6')).toEqual(['a1', 'a2', 'a3', 'a4']);
  });

  it('gives nothing for an app alone with its developer, or an unknown developer', () => {
    expect(more('b', 'b1')).toEqual([]);
    expect(more('c', 'c1')).toEqual([]);
  });

  it('gives an app that is not listed (hidden) the first four', () => {
    expect(more('a', 'hidden-one')).toEqual(['a1', 'a2', 'a3', 'a4']);
  });
});
