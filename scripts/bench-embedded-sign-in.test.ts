/**
 * @jest-environment node
 */
import { parseRuns, runLine, summaryLine, type RunTimings } from './bench-embedded-sign-in';

const run = (signedInMs: number, popups = 0): RunTimings => ({ frameLoadedMs: 400.4, agentAppMs: 700.6, signedInMs, popups });

describe('bench:embedded-sign-in', () => {
  it('runs 5 times unless RUNS says otherwise, and refuses anything but a positive integer', () => {
    expect(parseRuns(undefined)).toBe(5);
    expect(parseRuns('')).toBe(5);
    expect(parseRuns('12')).toBe(12);
    for (const bad of ['0', '-1', '2.5', 'five']) expect(() => parseRuns(bad)).toThrow(`got "${bad}"`);
  });

  it('prints each run in whole milliseconds', () => {
    expect(runLine(2, 5, run(1234.5, 0))).toBe(
      'bench:embedded-sign-in run 2/5: frame_loaded_ms=400 agent_app_ms=701 signed_in_ms=1235 popups=0',
    );
  });

  it('sums up the median and p95 (nearest rank) of signed_in_ms and counts every popup', () => {
    const runs = [run(900), run(1100, 1), run(1000), run(3000), run(950)];
    expect(summaryLine(runs)).toBe('bench:embedded-sign-in runs=5 median_signed_in_ms=1000 p95_signed_in_ms=3000 popups=1');
    expect(summaryLine([run(800), run(1000)])).toBe(
      'bench:embedded-sign-in runs=2 median_signed_in_ms=900 p95_signed_in_ms=1000 popups=0',
    );
  });
});
