import { clientOnlyContentGroups, pageChunkPreloads, pagePreloadPlan, shellPartFiles } from './page-chunk-preloads';
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
    cart: { assets: [{ name: 'shared-5.js' }, { name: 'cart-7.js' }] },
    'shell-parts': { assets: [{ name: 'site-shell-8.js' }] },
  },
};

describe('pageChunkPreloads', () => {
  it("lists the app group's scripts, then the page group's, in order, once each, without styles", () => {
    expect(pageChunkPreloads(stats, 'component---src-templates-listing-tsx')).toEqual([
      'webpack-runtime-1.js',
      'framework-2.js',
      'app-3.js',
      'shared-5.js',
      'listing-6.js',
    ]);
  });

  it('is empty without stats (no build yet)', () => {
    expect(pageChunkPreloads({}, 'component---src-templates-listing-tsx')).toEqual([]);
  });

  it("adds a client-only page's content groups after its own", () => {
    expect(pageChunkPreloads(stats, 'component---src-templates-listing-tsx', ['cart'])).toEqual([
      'webpack-runtime-1.js',
      'framework-2.js',
      'app-3.js',
      'shared-5.js',
      'listing-6.js',
      'cart-7.js',
    ]);
  });
});

describe('pagePreloadPlan', () => {
  const listing = 'component---src-templates-listing-tsx';

  it("preloads the page's scripts from the head, and the shell's file from the head at low priority", () => {
    expect(pagePreloadPlan(stats, listing, { shellFiles: ['site-shell-8.js'] })).toEqual({
      head: ['webpack-runtime-1.js', 'framework-2.js', 'app-3.js', 'shared-5.js', 'listing-6.js'],
      headLow: ['site-shell-8.js'],
      atPaint: [],
    });
  });

  it("asks for a client-only page's content at the first paint, the shell's file being in the head already", () => {
    expect(pagePreloadPlan(stats, listing, { contentGroups: ['cart'], shellFiles: ['site-shell-8.js'] })).toEqual({
      head: ['webpack-runtime-1.js', 'framework-2.js', 'app-3.js', 'shared-5.js', 'listing-6.js'],
      headLow: ['site-shell-8.js'],
      atPaint: ['cart-7.js'],
    });
  });

  it("keeps the shell out of the head's high-priority preloads even where the page group lists it, and works without a shell", () => {
    const withShell: WebpackStats = {
      namedChunkGroups: { ...stats.namedChunkGroups, page: { assets: [{ name: 'site-shell-8.js' }, { name: 'page-9.js' }] } },
    };
    expect(pagePreloadPlan(withShell, 'page', { shellFiles: ['site-shell-8.js'] })).toEqual({
      head: ['webpack-runtime-1.js', 'framework-2.js', 'app-3.js', 'page-9.js'],
      headLow: ['site-shell-8.js'],
      atPaint: [],
    });
    expect(pagePreloadPlan(stats, listing, { contentGroups: ['cart'] }).atPaint).toEqual(['cart-7.js']);
    expect(pagePreloadPlan({}, listing)).toEqual({ head: [], headLow: [], atPaint: [] });
  });
});

describe('shellPartFiles', () => {
  it("lists the shell's file (the header search box, the account area, the banner and the footer)", () => {
    expect(shellPartFiles(stats)).toEqual(['site-shell-8.js']);
    expect(shellPartFiles({})).toEqual([]);
  });
});

describe('clientOnlyContentGroups', () => {
  it('names the cart and checkout content chunks on their own client-only pages only', () => {
    expect(clientOnlyContentGroups('/cart/[...]/')).toEqual(['cart']);
    expect(clientOnlyContentGroups('/checkout/[...]/')).toEqual(['checkout']);
    expect(clientOnlyContentGroups('/cart/')).toEqual([]);
    expect(clientOnlyContentGroups('/apps/')).toEqual([]);
    expect(clientOnlyContentGroups('/private-apps/[...]/')).toEqual([]);
  });
});
