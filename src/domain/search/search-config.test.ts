import { LOCAL_INDEX_NAMES } from './search-records';
import { searchConfigFrom } from './search-config';

const ALGOLIA = {
  GATSBY_ALGOLIA_APP_ID: 'APP',
  GATSBY_ALGOLIA_SEARCH_KEY: 'key',
  GATSBY_ALGOLIA_APPS_INDEX: 'prod_apps',
  GATSBY_ALGOLIA_PARTNERS_INDEX: 'prod-partners',
};

describe('search configuration', () => {
  it('uses Algolia when the app id, the search key and both index names are set', () => {
    expect(searchConfigFrom(ALGOLIA)).toEqual({
      kind: 'algolia',
      appId: 'APP',
      searchKey: 'key',
      indices: { apps: 'prod_apps', partners: 'prod-partners' },
    });
  });

  it("uses the local engine over the build's index when any of them is missing", () => {
    for (const missing of Object.keys(ALGOLIA)) {
      const env = { ...ALGOLIA, [missing]: '', GATSBY_SEARCH_INDEX_PATH: '/data/search-index-abc.json' };
      expect(searchConfigFrom(env)).toEqual({
        kind: 'local',
        indices: LOCAL_INDEX_NAMES,
        indexPath: '/data/search-index-abc.json',
      });
    }
    expect(searchConfigFrom({})).toMatchObject({ kind: 'local', indexPath: '' });
  });

  it('fails with a clear error for an invalid index name, naming the variable', () => {
    expect(() => searchConfigFrom({ ...ALGOLIA, GATSBY_ALGOLIA_PARTNERS_INDEX: 'prod partners' })).toThrow(
      'Invalid search index name "prod partners" (GATSBY_ALGOLIA_PARTNERS_INDEX): use 1 to 64 letters, digits, underscores or hyphens.',
    );
    expect(() => searchConfigFrom({ GATSBY_ALGOLIA_APPS_INDEX: 'x'.repeat(65) })).toThrow(/GATSBY_ALGOLIA_APPS_INDEX/);
  });
});
