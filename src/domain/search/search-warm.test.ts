import { searchConfigFrom } from './search-config';
import { warmsWhenIdle } from './search-warm';

describe('warmsWhenIdle (the header search made ready when the page is idle)', () => {
  const local = searchConfigFrom({ GATSBY_SEARCH_INDEX_PATH: '/data/search-index-abc.json' });

  it('warms a local index of up to 64 KB gzip', () => {
    expect(warmsWhenIdle(local, '36000')).toBe(true);
    expect(warmsWhenIdle(local, String(64 * 1024))).toBe(true);
  });

  it('leaves a larger, unknown or nonsensical size, and Algolia, to the first focus', () => {
    expect(warmsWhenIdle(local, String(64 * 1024 + 1))).toBe(false);
    for (const size of [undefined, '', '0', '-5', 'lots', 'Infinity']) expect(warmsWhenIdle(local, size)).toBe(false);
    const algolia = searchConfigFrom({
      GATSBY_ALGOLIA_APP_ID: 'APP',
      GATSBY_ALGOLIA_SEARCH_KEY: 'key',
      GATSBY_ALGOLIA_APPS_INDEX: 'apps',
      GATSBY_ALGOLIA_PARTNERS_INDEX: 'partners',
    });
    expect(warmsWhenIdle(algolia, '1000')).toBe(false);
  });
});
