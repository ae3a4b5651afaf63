import { hydrationPairLine, median, pairOrder, parseHydrationPairArgs } from './hydration-pair-args';

describe('parseHydrationPairArgs', () => {
  it('reads both builds and defaults to the listing at phone width over 8 pairs', () => {
    expect(parseHydrationPairArgs(['--a', '/tmp/before', '--b=/tmp/after'])).toEqual({
      a: '/tmp/before',
      b: '/tmp/after',
      page: '/apps/',
      width: 'phone',
      pairs: 8,
      typing: null,
    });
    expect(
      parseHydrationPairArgs(['--a=x', '--b=y', '--page', '/search/?q=chat', '--width', 'desktop', '--pairs', '3']),
    ).toMatchObject({
      page: '/search/?q=chat',
      width: 'desktop',
      pairs: 3,
    });
  });

  it('types on the search page when asked, 1000 ms after hydration unless told', () => {
    expect(parseHydrationPairArgs(['--a=x', '--b=y', '--page', '/search/?q=chat', '--type', 'zap'])).toMatchObject({
      typing: { text: 'zap', afterMs: 1000 },
    });
    expect(parseHydrationPairArgs(['--a=x', '--b=y', '--page=/search/', '--type=bot', '--after', '0'])).toMatchObject({
      typing: { text: 'bot', afterMs: 0 },
    });
  });

  it.each([
    [['--a', 'x', '--b', 'y', '--type', 'zap'], /search page/],
    [['--a', 'x', '--b', 'y', '--page', '/searching/', '--type', 'zap'], /search page/],
    [['--a', 'x', '--b', 'y', '--page', '/search/', '--type', 'zap', '--after', '-5'], /whole number/],
    [['--a', 'x', '--b', 'y', '--page', '/search/', '--after', '500'], /goes with --type/],
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

it('adds the typing medians when the loads typed', () => {
  const a = { hydratedMs: [3000], firstPaintMs: [1000], answerMs: [240, 150, 180], typingMs: [500, 450, 470] };
  const b = { hydratedMs: [3100], firstPaintMs: [1000], answerMs: [140, 160, 120], typingMs: [400, 420, 410] };
  expect(hydrationPairLine({ page: '/search/?q=chat', width: 'phone', pairs: 3 }, a, b)).toMatch(
    / a_answer_median_ms=180 b_answer_median_ms=140 a_typing_median_ms=470 b_typing_median_ms=410$/,
  );
});
