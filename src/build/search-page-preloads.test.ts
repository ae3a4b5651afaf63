import { searchPagePreloads } from './search-page-preloads';
import type { WebpackStats } from './webpack-stats';

// The shape of Gatsby 5's public/webpack.stats.json, shortened.
const stats: WebpackStats = {
  namedChunkGroups: {
    app: { assets: [{ name: 'webpack-runtime-1.js' }, { name: 'framework-2.js' }, { name: 'app-3.js' }] },
    'component---src-pages-search-tsx': {
      assets: [{ name: 'shared-5.js' }, { name: 'framework-2.js' }, { name: 'component---src-pages-search-tsx-4.js' }],
    },
    'search-instantsearch': { assets: [{ name: 'instantsearch-7.js' }, { name: 'search-instantsearch-7.js' }] },
    'search-engine': { assets: [{ name: 'shared-6.js' }, { name: 'search-engine-8.js' }] },
    'search-algolia': { assets: [{ name: 'search-algolia-9.js' }] },
    'shell-parts': { assets: [{ name: 'site-shell-10.js' }] },
  },
};

describe('searchPagePreloads', () => {
  it('lists the app group first, then the page and local engine scripts, then the shell parts, once each, without InstantSearch (not needed for the first results)', () => {
    expect(searchPagePreloads(stats, 'local')).toEqual([
      'webpack-runtime-1.js',
      'framework-2.js',
      'app-3.js',
      'shared-5.js',
      'component---src-pages-search-tsx-4.js',
      'shared-6.js',
      'search-engine-8.js',
      'site-shell-10.js',
    ]);
  });

  it("takes Algolia's client instead of the engine when the build searches Algolia", () => {
    const files = searchPagePreloads(stats, 'algolia');
    expect(files).toContain('search-algolia-9.js');
    expect(files).not.toContain('search-engine-8.js');
  });

  it('leaves the client out for after the early results (they bring their own engine)', () => {
    expect(searchPagePreloads(stats, 'local', false)).toEqual([
      'webpack-runtime-1.js',
      'framework-2.js',
      'app-3.js',
      'shared-5.js',
      'component---src-pages-search-tsx-4.js',
      'site-shell-10.js',
    ]);
  });

  it('is empty for stats without those groups (no build yet)', () => {
    expect(searchPagePreloads({}, 'local')).toEqual([]);
  });
});
