import path from 'node:path';
import {
  firstLoadExtras,
  gzipSizer,
  headlineFirstLoadBytes,
  readWebpackStats,
  shellBytes,
} from '../scripts/bench/bundle-figures';
import { templateSizes } from '../scripts/bench/chunk-sizes';
import { shellPartFiles } from '../src/build/page-chunk-preloads';

/**
 * First-load JS budgets of the spec, gzip, per page template: the figures `npm run bench:bundle`
 * prints, computed the same way from the build this suite runs against (public/webpack.stats.json).
 */
const publicDir = path.resolve(__dirname, '../public');
const KB = 1024;

describe('first-load JS budget (gzip, as bench:bundle measures it)', () => {
  // The search page's early script counts too: a visit with a query loads it first.
  const stats = readWebpackStats(publicDir);
  const figures = headlineFirstLoadBytes(stats, gzipSizer(publicDir), firstLoadExtras(path.dirname(publicDir)));

  // Rounded to the 0.1 KB bench:bundle prints, so the test and the bench never disagree.
  it.each([
    ['app page', 100, 'app_page_kb'],
    ['listing', 110, 'listing_kb'],
    ['search', 150, 'search_kb'],
  ] as const)('the %s template loads at most %s KB', (_name, budgetKb, label) => {
    const bytes = figures[label];
    expect(bytes).toBeDefined();
    expect(Number(((bytes ?? 0) / KB).toFixed(1))).toBeLessThanOrEqual(budgetKb);
  });

  // Every other public page is an app page's or a listing's kind of page: none loads more than the
  // listing's budget (the coming-soon list loaded 114.9 KB with the app page's header and install
  // code, which only one app of it needs).
  it('no other page template loads more than the listing budget, 110 KB', () => {
    const sizes = templateSizes(stats, gzipSizer(publicDir), {}, shellPartFiles(stats));
    const over = sizes
      .filter(({ template }) => template !== 'component---src-pages-search-tsx')
      .filter(({ firstLoadBytes }) => Number((firstLoadBytes / KB).toFixed(1)) > 110)
      .map(({ template, firstLoadBytes }) => `${template} ${(firstLoadBytes / KB).toFixed(1)} KB`);
    expect(sizes.length).toBeGreaterThan(10);
    expect(over).toEqual([]);
  });

  // Counted apart from the figures above (bundle-figures.ts): every page with the site's shell loads
  // it besides, before it hydrates. Once 25.8 KB in three files; without the session's code and the
  // signed-in menu, 11.9 KB: what a signed-out visitor's header, banner and footer need; 10.1 KB
  // without the catalogue of messages (only §8's failures: src/domain/site/failure.ts).
  it("the site shell's file stays at most 10.5 KB", () => {
    const bytes = shellBytes(stats, gzipSizer(publicDir));
    expect(bytes).toBeGreaterThan(0);
    expect(Number((bytes / KB).toFixed(1))).toBeLessThanOrEqual(10.5);
  });
});
