import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { AppCardData } from '../domain/app-card-data';
import { APP_CARD_FIELDS, MORE_BY_DEVELOPER_LIMIT, moreByDeveloperLookup } from './more-by-developer';

const card = (slug: string, developerId: string) => ({ slug, developerId, name: slug }) as AppCardData & { developerId: string };
const slugs = (cards: AppCardData[]) => cards.map((item) => item.slug);

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
    expect(slugs(more('a', 'a1'))).toEqual(['a2', 'a3', 'a4', 'a5']);
    expect(slugs(more('a', 'a3'))).toEqual(['a1', 'a2', 'a4', 'a5']);
    expect(slugs(more('a', 'a6'))).toEqual(['a1', 'a2', 'a3', 'a4']);
  });

  it('gives nothing for an app alone with its developer, or an unknown developer', () => {
    expect(more('b', 'b1')).toEqual([]);
    expect(more('c', 'c1')).toEqual([]);
  });

  it('gives an app that is not listed (hidden) the first four', () => {
    expect(slugs(more('a', 'hidden-one'))).toEqual(['a1', 'a2', 'a3', 'a4']);
  });
});

describe('APP_CARD_FIELDS', () => {
  it('selects exactly the fields of the AppCardFields fragment', () => {
    const source = readFileSync(path.join(__dirname, '../ui/app-card.tsx'), 'utf8');
    const fragment = /fragment AppCardFields on MarketplaceApp \{([^}]*)\}/.exec(source);
    expect(fragment).not.toBeNull();
    const words = (text: string) => text.trim().split(/\s+/).sort();
    expect(words(APP_CARD_FIELDS)).toEqual(words(fragment![1]));
  });
});
