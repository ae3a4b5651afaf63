import { median, medianFigures, parseLighthouseArgs, summaryLine, type RunFigures } from './lighthouse-summary';

const run = (performance: number, lcpMs: number, tbtMs: number, cls: number): RunFigures => ({
  performance,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  lcpMs,
  tbtMs,
  cls,
});

describe('lighthouse summary', () => {
  it('takes the middle of an odd number of runs and the mean of the middle two otherwise', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
  });

  it('takes each figure’s median on its own', () => {
    expect(medianFigures([run(90, 1500, 10, 0.1), run(99, 1200, 200, 0), run(95, 1300, 50, 0.3)])).toMatchObject({
      performance: 95,
      lcpMs: 1300,
      tbtMs: 50,
      cls: 0.1,
    });
  });

  it('prints every page’s score and the worst metrics over all pages', () => {
    expect(
      summaryLine([
        ['home', run(98.6, 1380.4, 80, 0.0012)],
        ['search', run(67, 3020, 254, 0.577)],
      ]),
    ).toBe('bench:lighthouse home=99 search=67 cls_max=0.577 lcp_max_ms=3020 tbt_max_ms=254');
  });
});

describe('bench:lighthouse options', () => {
  it('measures every page by default, in the summary order', () => {
    expect(parseLighthouseArgs([])).toEqual({
      pages: [
        'home',
        'listing',
        'category',
        'app',
        'service',
        'developer',
        'partner',
        'partners',
        'deals',
        'search',
        'coming-soon',
        'cart',
        'checkout',
      ],
      saveDir: undefined,
    });
  });

  it('runs only the pages asked for (in the summary order) and keeps reports where asked', () => {
    expect(parseLighthouseArgs(['--pages', 'search,listing', '--save', '/tmp/lh'])).toEqual({
      pages: ['listing', 'search'],
      saveDir: '/tmp/lh',
    });
    expect(parseLighthouseArgs(['--pages=search']).pages).toEqual(['search']);
  });

  it('rejects unknown pages, options and missing values', () => {
    expect(() => parseLighthouseArgs(['--pages', 'basket'])).toThrow(/unknown page basket/);
    expect(() => parseLighthouseArgs(['--pages'])).toThrow(/needs a value/);
    expect(() => parseLighthouseArgs(['--runs', '5'])).toThrow(/unknown option --runs/);
  });
});
