import { median } from './lighthouse-summary';
import { percentile } from './percentiles';

/**
 * What bench:early-input keeps of one fresh page load, and how it counts and prints them: pure
 * functions (the browser side is early-input-run.ts). All times are ms on the page's own clock,
 * from its navigation start (performance.now()).
 */
export interface LoadRecord {
  /** When the input was meant to happen, ms after the first paint; null for a load without input (the probe). */
  offsetMs: number | null;
  /** first-contentful-paint; null if the page never painted. */
  firstPaintMs: number | null;
  /** When <html data-hydrated> appeared; null if it never did. */
  hydratedMs: number | null;
  /**
   * The input as the page received it (capture listeners installed before any of its scripts):
   * the timestamps of its first and last events, whether the first one hit the target element, and
   * whether the effect already showed then (a broken precondition, not a measurement).
   */
  input: { firstMs: number; lastMs: number; onTarget: boolean; effectBefore: boolean } | null;
  /** When the effect first showed; null if it never did before the bench stopped waiting. */
  seenMs: number | null;
  /** Where it showed: in the page (a frame's check), as a popup, or as the page leaving for another origin. */
  seenBy: 'page' | 'popup' | 'navigation' | null;
  /** Whether the effect still showed a while after hydration; null when not checked (no effect, or not a page effect). */
  kept: boolean | null;
}

export type LostReason = 'no-input' | 'missed' | 'never' | 'late' | 'undone';

export interface InputOutcome {
  offsetMs: number;
  /** When the input actually reached the page, ms after the first paint (null if it never did). */
  actedMs: number | null;
  /** The input came before the page hydrated (or the page never hydrated). */
  beforeHydration: boolean;
  lost: boolean;
  reason: LostReason | null;
  /** From the input to its effect; null when lost. */
  latencyMs: number | null;
  /** The effect showed before the input: the page's action is not measurable this way. */
  invalid: boolean;
}

export interface JudgeOptions {
  /** An effect later than this after hydration and after the input (its last event) counts as lost. */
  lostAfterMs: number;
  /** Latency from the first event of the input (a tap) or its last (the last key typed). */
  latencyFrom: 'first' | 'last';
}

/** One input's fate: lost (and why), or its latency; and whether it came before hydration. */
export function judgeInput(record: LoadRecord, options: JudgeOptions): InputOutcome {
  const offsetMs = record.offsetMs ?? 0;
  const { input, hydratedMs, firstPaintMs } = record;
  const plannedAt = (firstPaintMs ?? 0) + offsetMs;
  const inputAt = input?.firstMs ?? plannedAt;
  const base = {
    offsetMs,
    actedMs: input && firstPaintMs !== null ? input.firstMs - firstPaintMs : null,
    beforeHydration: hydratedMs === null || inputAt < hydratedMs,
    invalid: input?.effectBefore ?? false,
  };
  const lost = (reason: LostReason): InputOutcome => ({ ...base, lost: true, reason, latencyMs: null });
  if (!input) return lost('no-input');
  if (record.seenMs === null) return lost(input.onTarget ? 'never' : 'missed');
  const deadline = hydratedMs === null ? Number.POSITIVE_INFINITY : Math.max(hydratedMs, input.lastMs) + options.lostAfterMs;
  if (record.seenMs > deadline) return lost('late');
  if (record.kept === false) return lost('undone');
  const from = options.latencyFrom === 'last' ? input.lastMs : input.firstMs;
  return { ...base, lost: false, reason: null, latencyMs: Math.max(0, record.seenMs - from) };
}

export interface OffsetPlan {
  firstPaintMs: number;
  /** The probe load's hydration; null if it never hydrated (the grid then spans `afterMs` only). */
  hydratedMs: number | null;
  stepMs: number;
  maxInputs: number;
  afterMs: number;
}

/**
 * The moments to act at, ms after the first paint: 0, step, 2·step, … up to `afterMs` past the
 * probe's hydration; when that grid holds more than `maxInputs`, that many of its points spread
 * evenly over it, the first and the last included.
 */
export function planOffsets(plan: OffsetPlan): number[] {
  const hydratedAfterPaint = plan.hydratedMs === null ? 0 : Math.max(0, plan.hydratedMs - plan.firstPaintMs);
  const points = Math.floor((hydratedAfterPaint + plan.afterMs) / plan.stepMs) + 1;
  if (points <= plan.maxInputs) return Array.from({ length: points }, (_, index) => index * plan.stepMs);
  if (plan.maxInputs === 1) return [0];
  const indices = Array.from({ length: plan.maxInputs }, (_, index) => Math.round((index * (points - 1)) / (plan.maxInputs - 1)));
  return [...new Set(indices)].map((index) => index * plan.stepMs);
}

/** The goals of the issue: nothing lost, hydrated within 3 s, p95 latency ≤ 1 s before hydration and ≤ 200 ms after. */
export const GOALS = { lost: 0, hydratedMs: 3000, p95BeforeMs: 1000, p95AfterMs: 200 } as const;

export interface PageSummary {
  page: string;
  loads: number;
  /** Medians over the page's loads (the probe included); NaN when none painted / hydrated. */
  firstPaintMs: number;
  hydratedMs: number;
  /** Loads that never hydrated (left out of the median), but for those the input's effect took elsewhere first. */
  unhydrated: number;
  /** Measured inputs (those whose effect showed before them are left out and counted in `invalid`). */
  inputs: number;
  lost: number;
  invalid: number;
  /** p95 latency of the inputs that were not lost, before and after hydration; NaN when there are none. */
  p95BeforeMs: number;
  p95AfterMs: number;
}

const medianOrNaN = (values: readonly number[]) => (values.length === 0 ? Number.NaN : median(values));

export function summarisePage(page: string, loads: readonly LoadRecord[], outcomes: readonly InputOutcome[]): PageSummary {
  const painted = loads.flatMap((load) => (load.firstPaintMs === null ? [] : [load.firstPaintMs]));
  const hydrated = loads.flatMap((load) => (load.hydratedMs === null ? [] : [load.hydratedMs]));
  const measured = outcomes.filter((outcome) => !outcome.invalid);
  const latencies = (before: boolean) =>
    measured.flatMap((outcome) => (outcome.beforeHydration === before && outcome.latencyMs !== null ? [outcome.latencyMs] : []));
  return {
    page,
    loads: loads.length,
    firstPaintMs: medianOrNaN(painted),
    hydratedMs: medianOrNaN(hydrated),
    unhydrated: loads.filter((load) => load.hydratedMs === null && load.seenBy !== 'navigation').length,
    inputs: measured.length,
    lost: measured.filter((outcome) => outcome.lost).length,
    invalid: outcomes.length - measured.length,
    p95BeforeMs: percentile(latencies(true), 95),
    p95AfterMs: percentile(latencies(false), 95),
  };
}

/** The goals a page misses, by the names of its figures; figures without a value are not judged. */
export function goalsMissed(summary: PageSummary): string[] {
  const missed: string[] = [];
  if (summary.lost > GOALS.lost) missed.push('lost');
  if (summary.unhydrated > 0 || summary.hydratedMs > GOALS.hydratedMs) missed.push('hydrated_ms');
  if (summary.p95BeforeMs > GOALS.p95BeforeMs) missed.push('p95_before_ms');
  if (summary.p95AfterMs > GOALS.p95AfterMs) missed.push('p95_after_ms');
  return missed;
}

/** A figure rounded to the ms, or `na` when there is none. */
export const ms = (value: number): string => (Number.isFinite(value) ? String(Math.round(value)) : 'na');

export const GOALS_LINE =
  `early-input: goals: lost=${GOALS.lost} hydrated_ms<=${GOALS.hydratedMs} ` +
  `p95_before_ms<=${GOALS.p95BeforeMs} p95_after_ms<=${GOALS.p95AfterMs}`;

/** `early-input page=<name> first_paint_ms=… hydrated_ms=… inputs=… lost=… p95_before_ms=… p95_after_ms=… goals_missed=…` */
export function pageLine(summary: PageSummary): string {
  const missed = goalsMissed(summary);
  return [
    'early-input',
    `page=${summary.page}`,
    `first_paint_ms=${ms(summary.firstPaintMs)}`,
    `hydrated_ms=${ms(summary.hydratedMs)}`,
    `inputs=${summary.inputs}`,
    `lost=${summary.lost}`,
    `p95_before_ms=${ms(summary.p95BeforeMs)}`,
    `p95_after_ms=${ms(summary.p95AfterMs)}`,
    ...(summary.unhydrated > 0 ? [`unhydrated=${summary.unhydrated}`] : []),
    ...(summary.invalid > 0 ? [`invalid=${summary.invalid}`] : []),
    `goals_missed=${missed.length > 0 ? missed.join(',') : 'none'}`,
  ].join(' ');
}

const finiteMax = (values: readonly number[]) => {
  const finite = values.filter(Number.isFinite);
  return finite.length === 0 ? Number.NaN : Math.max(...finite);
};

/** The last line: `bench:early-input lost=<total> hydrated_max_ms=<max> …` over the pages measured. */
export function summaryLine(pages: readonly PageSummary[]): string {
  const total = (pick: (summary: PageSummary) => number) => pages.reduce((sum, summary) => sum + pick(summary), 0);
  const max = (pick: (summary: PageSummary) => number) => ms(finiteMax(pages.map(pick)));
  const unhydrated = total((summary) => summary.unhydrated);
  return [
    'bench:early-input',
    `lost=${total((summary) => summary.lost)}`,
    `hydrated_max_ms=${max((summary) => summary.hydratedMs)}`,
    `inputs=${total((summary) => summary.inputs)}`,
    `first_paint_max_ms=${max((summary) => summary.firstPaintMs)}`,
    `p95_before_max_ms=${max((summary) => summary.p95BeforeMs)}`,
    `p95_after_max_ms=${max((summary) => summary.p95AfterMs)}`,
    ...(unhydrated > 0 ? [`unhydrated=${unhydrated}`] : []),
    `pages_meeting_goals=${pages.filter((summary) => goalsMissed(summary).length === 0).length}/${pages.length}`,
  ].join(' ');
}

const REASONS: Record<LostReason, string> = {
  'no-input': 'the input never reached the page',
  missed: 'the tap landed outside the target and nothing happened',
  never: 'no effect',
  late: 'the effect came too late',
  undone: 'the effect was undone by hydration',
};

/** One human line per input, e.g. `early-input: app input 3/12 at +200 ms (reached +214 ms, before hydration): lost (no effect)`. */
export function inputLine(page: string, index: number, total: number, outcome: InputOutcome): string {
  const reached = outcome.actedMs === null ? 'never reached' : `reached +${ms(outcome.actedMs)} ms`;
  const when = outcome.beforeHydration ? 'before hydration' : 'after hydration';
  const fate = outcome.invalid
    ? 'not measured (the effect showed before the input)'
    : outcome.lost
      ? `lost (${REASONS[outcome.reason ?? 'never']})`
      : `effect after ${ms(outcome.latencyMs ?? Number.NaN)} ms`;
  return `early-input: ${page} input ${index}/${total} at +${outcome.offsetMs} ms (${reached}, ${when}): ${fate}`;
}
