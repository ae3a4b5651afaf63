import { hydrationPairLine, median, pairOrder, parseHydrationPairArgs } from './hydration-pair-args';

describe('parseHydrationPairArgs', () => {
  it('reads both builds and defaults to the listing at phone width over 8 pairs', () => {
    expect(parseHydrationPairArgs(['--a', '/tmp/before', '--b=/tmp/after'])).toEqual({
      a: '/tmp/before',
      b: '/tmp/after',
      page: '/apps/',
      width: 'phone',
      pairs: 8,
    });
    expect(
      parseHydrationPairArgs(['--a=x', '--b=y', '--page', '/search/?q=chat', '--width', 'desktop', '--pairs', '3']),
    ).toMatchObject({
      page: '/search/?q=chat',
      width: 'desktop',
      pairs: 3,
    });
  });

  it.each([
    [['--a', 'x'], /--a and --b/],
    [['--a', 'x', '--b', 'y', '--pairs', '0'], /positive integer/],
    [['--a', 'x', '--b', 'y', '--pairs', '2.5'], /positive integer/],
    [['--a', 'x', '--b', 'y', '--width', 'tablet'], /phone or desktop/],
    [['--a', 'x', '--b', 'y', '--page', 'apps/'], /site path/],
    [['--a', 'x', '--b'], /needs a value/],
    [['--a', 'x', '--b', 'y', '--runs', '3'], /unknown argument --runs/],
  ])('refuses %j', (argv, message) => {
    expect(() => parseHydrationPairArgs(argv)).toThrow(message);
  });
});

describe('median', () => {
  it('is the middle value, the lower middle of an even count, NaN of nothing', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2);
    expect(median([])).toBeNaN();
  });
});

it('alternates which build loads first', () => {
  expect([0, 1, 2, 3].map(pairOrder)).toEqual([
    ['a', 'b'],
    ['b', 'a'],
    ['a', 'b'],
    ['b', 'a'],
  ]);
});

it('prints the medians of both builds on one line', () => {
  expect(
    hydrationPairLine(
      { page: '/apps/', width: 'phone', pairs: 3 },
      { hydratedMs: [3300, 3100, 3200], firstPaintMs: [1100, 1000, 1200] },
      { hydratedMs: [2900, 3000, 3100], firstPaintMs: [1000, 1050, 1100] },
    ),
  ).toBe(
    'bench:hydration-pair page=/apps/ width=phone pairs=3 a_hydrated_median_ms=3200 b_hydrated_median_ms=3000 ' +
      'a_first_paint_median_ms=1100 b_first_paint_median_ms=1050',
  );
});
