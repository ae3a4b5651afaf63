/** The figures bench:lighthouse keeps of one Lighthouse run (scores 0-100, times in ms). */
export interface RunFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

export const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

/** Each figure's median over the runs of one page (the median of 3 runs the goals are stated in). */
export function medianFigures(runs: readonly RunFigures[]): RunFigures {
  if (runs.length === 0) throw new Error('no runs');
  const of = (key: keyof RunFigures) => median(runs.map((run) => run[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
  };
}

/** `bench:lighthouse home=<p> … cls_max=<c> lcp_max_ms=<l> tbt_max_ms=<t>` over the pages' medians. */
export function summaryLine(pages: ReadonlyArray<readonly [label: string, figures: RunFigures]>): string {
  const scores = pages.map(([label, figures]) => `${label}=${Math.round(figures.performance)}`);
  const max = (pick: (figures: RunFigures) => number) => Math.max(...pages.map(([, figures]) => pick(figures)));
  return [
    'bench:lighthouse',
    ...scores,
    `cls_max=${max((f) => f.cls).toFixed(3)}`,
    `lcp_max_ms=${Math.round(max((f) => f.lcpMs))}`,
    `tbt_max_ms=${Math.round(max((f) => f.tbtMs))}`,
  ].join(' ');
}
