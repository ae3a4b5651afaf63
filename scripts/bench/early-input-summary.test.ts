/** @jest-environment node */
import {
  goalsMissed,
  inputLine,
  judgeInput,
  pageLine,
  planOffsets,
  summaryLine,
  summarisePage,
  type InputOutcome,
  type LoadRecord,
  type PageSummary,
} from './early-input-summary';

/** A load painted at 800 ms and hydrated at 5000 ms, tapped `offsetMs` after the paint, whose effect showed at `seenMs`. */
const load = (offsetMs: number | null, seenMs: number | null, extra: Partial<LoadRecord> = {}): LoadRecord => ({
  offsetMs,
  firstPaintMs: 800,
  hydratedMs: 5000,
  input: offsetMs === null ? null : { firstMs: 800 + offsetMs, lastMs: 800 + offsetMs, onTarget: true, effectBefore: false },
  seenMs,
  seenBy: seenMs === null ? null : 'page',
  kept: seenMs === null ? null : true,
  ...extra,
});

const options = { lostAfterMs: 5000, latencyFrom: 'first' } as const;

describe('judgeInput', () => {
  it('times an input from its event to the frame that shows its effect, before or after hydration', () => {
    expect(judgeInput(load(100, 1500), options)).toEqual({
      offsetMs: 100,
      actedMs: 100,
      beforeHydration: true,
      lost: false,
      reason: null,
      latencyMs: 600,
      invalid: false,
    });
    expect(judgeInput(load(4500, 5400), options)).toMatchObject({ beforeHydration: false, lost: false, latencyMs: 100 });
  });

  it('counts an input at the very moment of hydration as after it', () => {
    expect(judgeInput(load(4200, 5050), options).beforeHydration).toBe(false);
  });

  it('times a typed input from its last key when asked to', () => {
    const typed = load(0, 2000, { input: { firstMs: 800, lastMs: 1100, onTarget: true, effectBefore: false } });
    expect(judgeInput(typed, { ...options, latencyFrom: 'last' }).latencyMs).toBe(900);
    expect(judgeInput(typed, options).latencyMs).toBe(1200);
  });

  it('loses an input whose effect never showed, or showed too late, or was undone by hydration', () => {
    expect(judgeInput(load(0, null), options)).toMatchObject({ lost: true, reason: 'never', latencyMs: null });
    expect(judgeInput(load(0, 10_001), options)).toMatchObject({ lost: true, reason: 'late' });
    expect(judgeInput(load(0, 10_000), options)).toMatchObject({ lost: false, latencyMs: 9200 });
    expect(judgeInput(load(0, 900, { kept: false }), options)).toMatchObject({ lost: true, reason: 'undone' });
  });

  it('gives an input after hydration as long from the input itself (its last event)', () => {
    expect(judgeInput(load(8200, 14_000), options)).toMatchObject({ lost: false, latencyMs: 5000 });
    expect(judgeInput(load(8200, 14_001), options)).toMatchObject({ lost: true, reason: 'late' });
    const typed = load(8200, 14_500, { input: { firstMs: 9000, lastMs: 9600, onTarget: true, effectBefore: false } });
    expect(judgeInput(typed, { ...options, latencyFrom: 'last' })).toMatchObject({ lost: false, latencyMs: 4900 });
  });

  it('says why: a tap beside the target, or no input at all', () => {
    const beside = load(0, null, { input: { firstMs: 800, lastMs: 800, onTarget: false, effectBefore: false } });
    expect(judgeInput(beside, options)).toMatchObject({ lost: true, reason: 'missed' });
    expect(judgeInput({ ...load(300, null), input: null }, options)).toMatchObject({
      lost: true,
      reason: 'no-input',
      actedMs: null,
      beforeHydration: true,
    });
  });

  it('counts every input of a page that never hydrated as before hydration, with no deadline but the bench’s', () => {
    expect(judgeInput(load(9000, 30_000, { hydratedMs: null }), options)).toMatchObject({
      beforeHydration: true,
      lost: false,
      latencyMs: 20_200,
    });
  });

  it('flags an effect that showed before the input', () => {
    const early = load(0, 800, { input: { firstMs: 800, lastMs: 800, onTarget: true, effectBefore: true } });
    expect(judgeInput(early, options).invalid).toBe(true);
  });
});

describe('planOffsets', () => {
  const plan = { firstPaintMs: 800, stepMs: 100, maxInputs: 12, afterMs: 200 };

  it('acts every step from the first paint until a while after hydration', () => {
    expect(planOffsets({ ...plan, hydratedMs: 1500 })).toEqual([0, 100, 200, 300, 400, 500, 600, 700, 800, 900]);
    expect(planOffsets({ ...plan, hydratedMs: 1450 })).toEqual([0, 100, 200, 300, 400, 500, 600, 700, 800]);
  });

  it('spreads the capped number of inputs evenly over a longer grid, first and last included', () => {
    const offsets = planOffsets({ ...plan, hydratedMs: 5800, afterMs: 2000 });
    expect(offsets).toHaveLength(12);
    expect(offsets[0]).toBe(0);
    expect(offsets[11]).toBe(7000);
    expect(offsets.every((offset) => offset % 100 === 0)).toBe(true);
    expect(new Set(offsets).size).toBe(12);
    expect(planOffsets({ ...plan, hydratedMs: 5800, maxInputs: 1 })).toEqual([0]);
    expect(planOffsets({ ...plan, hydratedMs: 900, afterMs: 0, maxInputs: 2 })).toEqual([0, 100]);
  });

  it('spans only the time after the paint when the probe never hydrated (or hydrated before painting)', () => {
    expect(planOffsets({ ...plan, hydratedMs: null })).toEqual([0, 100, 200]);
    expect(planOffsets({ ...plan, hydratedMs: 500 })).toEqual([0, 100, 200]);
  });
});

describe('summarisePage', () => {
  it('counts the lost inputs, takes the medians over every load and the p95 either side of hydration', () => {
    const loads = [load(null, null), load(0, null), load(1000, 1900), load(2000, 3000), load(5000, 5900), load(6000, 6850)];
    const outcomes = loads.slice(1).map((record) => judgeInput(record, options));
    const summary = summarisePage(
      'listing-phone',
      [...loads, { ...load(null, null), firstPaintMs: 1000, hydratedMs: null }],
      outcomes,
    );
    expect(summary).toEqual({
      page: 'listing-phone',
      loads: 7,
      firstPaintMs: 800,
      hydratedMs: 5000,
      unhydrated: 1,
      inputs: 5,
      lost: 1,
      invalid: 0,
      p95BeforeMs: 200,
      p95AfterMs: 100,
    });
  });

  it('leaves inputs whose effect preceded them out, and has no latency figures without inputs', () => {
    const invalid = judgeInput(
      load(0, 800, { input: { firstMs: 800, lastMs: 800, onTarget: true, effectBefore: true } }),
      options,
    );
    const summary = summarisePage('cart', [load(null, null)], [invalid]);
    expect(summary).toMatchObject({ inputs: 0, lost: 0, invalid: 1 });
    expect(summary.p95BeforeMs).toBeNaN();
    expect(summary.p95AfterMs).toBeNaN();
    expect(summarisePage('cart', [], []).firstPaintMs).toBeNaN();
  });

  it('does not hold it against a page that it was left (for a sign-in) before it hydrated', () => {
    const left = load(100, 2000, { hydratedMs: null, seenBy: 'navigation', kept: null });
    expect(summarisePage('app', [load(null, null), left], [judgeInput(left, options)])).toMatchObject({
      unhydrated: 0,
      hydratedMs: 5000,
      lost: 0,
    });
  });

  it('reports lost=1 for one dropped input among kept ones', () => {
    const outcomes = [load(0, null), load(100, 2000), load(4500, 5100)].map((record) => judgeInput(record, options));
    expect(summarisePage('app', [], outcomes).lost).toBe(1);
  });
});

const summary = (overrides: Partial<PageSummary>): PageSummary => ({
  page: 'search',
  loads: 13,
  firstPaintMs: 812.4,
  hydratedMs: 2999.6,
  unhydrated: 0,
  inputs: 12,
  lost: 0,
  invalid: 0,
  p95BeforeMs: 1000,
  p95AfterMs: 200,
  ...overrides,
});

describe('the lines printed', () => {
  it('prints each page’s figures and the goals it misses', () => {
    expect(pageLine(summary({}))).toBe(
      'early-input page=search first_paint_ms=812 hydrated_ms=3000 inputs=12 lost=0 p95_before_ms=1000 p95_after_ms=200 goals_missed=none',
    );
    expect(
      pageLine(summary({ lost: 2, hydratedMs: 6840, p95BeforeMs: Number.NaN, p95AfterMs: 201, unhydrated: 1, invalid: 1 })),
    ).toBe(
      'early-input page=search first_paint_ms=812 hydrated_ms=6840 inputs=12 lost=2 p95_before_ms=na p95_after_ms=201 ' +
        'unhydrated=1 invalid=1 goals_missed=lost,hydrated_ms,p95_after_ms',
    );
  });

  it('judges each goal on its own', () => {
    expect(goalsMissed(summary({ hydratedMs: 3000.4 }))).toEqual(['hydrated_ms']);
    expect(goalsMissed(summary({ unhydrated: 1 }))).toEqual(['hydrated_ms']);
    expect(goalsMissed(summary({ p95BeforeMs: 1001 }))).toEqual(['p95_before_ms']);
    expect(goalsMissed(summary({ lost: 1, p95AfterMs: Number.NaN }))).toEqual(['lost']);
  });

  it('ends with the totals and the worst figures over the pages', () => {
    expect(
      summaryLine([
        summary({ page: 'listing-phone', lost: 3, hydratedMs: 5451, p95AfterMs: Number.NaN }),
        summary({ page: 'app', lost: 1, inputs: 4, hydratedMs: 4503, firstPaintMs: 900, p95BeforeMs: 3728, unhydrated: 2 }),
        summary({}),
      ]),
    ).toBe(
      'bench:early-input lost=4 hydrated_max_ms=5451 inputs=28 first_paint_max_ms=900 p95_before_max_ms=3728 ' +
        'p95_after_max_ms=200 unhydrated=2 pages_meeting_goals=1/3',
    );
    expect(summaryLine([summary({ p95AfterMs: Number.NaN, p95BeforeMs: Number.NaN })])).toContain(
      'p95_before_max_ms=na p95_after_max_ms=na',
    );
  });

  it('describes each input', () => {
    const lost: InputOutcome = judgeInput(load(200, null), options);
    expect(inputLine('app', 3, 12, lost)).toBe(
      'early-input: app input 3/12 at +200 ms (reached +200 ms, before hydration): lost (no effect)',
    );
    expect(inputLine('app', 4, 12, judgeInput(load(4500, 5412.6), options))).toBe(
      'early-input: app input 4/12 at +4500 ms (reached +4500 ms, after hydration): effect after 113 ms',
    );
  });
});
