import { pageChunkPreloads } from './page-chunk-preloads';
import type { WebpackStats } from './webpack-stats';

// The shape of Gatsby 5's public/webpack.stats.json, shortened.
const stats: WebpackStats = {
  namedChunkGroups: {
    app: { assets: [{ name: 'webpack-runtime-1.js' }, { name: 'framework-2.js' }, { name: 'app-3.js' }] },
    'component---src-templates-listing-tsx': {
      assets: [
        { name: 'shared-5.js' },
        { name: 'framework-2.js' },
        { name: 'shared-5.js' },
        { name: 'listing-6.js' },
        { name: 'listing-6.css' },
      ],
    },
  },
};

describe('pageChunkPreloads', () => {
  it("lists the page group's scripts in order, once each, without the app group's and without styles", () => {
    expect(pageChunkPreloads(stats, 'component---src-templates-listing-tsx')).toEqual(['shared-5.js', 'listing-6.js']);
  });

  it('is empty for a group the stats do not have (no build yet, or another build)', () => {
    expect(pageChunkPreloads(stats, 'component---src-pages-nope-tsx')).toEqual([]);
    expect(pageChunkPreloads({}, 'component---src-templates-listing-tsx')).toEqual([]);
  });
});
