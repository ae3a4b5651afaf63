import { parsePageList } from './args';
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

export const LIGHTHOUSE_PAGES = [
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
] as const;
export type LighthousePage = (typeof LIGHTHOUSE_PAGES)[number];

export interface LighthouseArgs {
  /** The pages to measure (all of them by default). */
  pages: LighthousePage[];
  /** Where to write each run's Lighthouse report (JSON), if anywhere. */
  saveDir?: string;
}

/**
 * `--pages search,listing` (or `--pages=…`) measures only those pages (the summary line then names
 * only them); `--save DIR` keeps each run's full report as DIR/<page>-<run>.json.
 */
export function parseLighthouseArgs(argv: readonly string[]): LighthouseArgs {
  const usage = `(usage: bench:lighthouse -- [--pages ${LIGHTHOUSE_PAGES.join(',')}] [--save DIR])`;
  let pages: LighthousePage[] = [...LIGHTHOUSE_PAGES];
  let saveDir: string | undefined;
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index];
    const [name, inline] =
      arg.startsWith('--') && arg.includes('=')
        ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
        : [arg, undefined];
    const value = () => {
      const given = inline ?? argv[++index];
      if (!given || given.startsWith('-')) throw new Error(`${name} needs a value ${usage}`);
      return given;
    };
    if (name === '--pages') pages = parsePageList(value(), LIGHTHOUSE_PAGES, usage);
    else if (name === '--save') saveDir = value();
    else throw new Error(`unknown option ${arg} ${usage}`);
  }
  return { pages, saveDir };
}
