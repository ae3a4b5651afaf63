import { percentile } from './percentiles';

/** What `npm run bench:hydration-pair` compares: two builds, one page, at one width, over N pairs of loads. */
export interface HydrationPairArgs {
  a: string;
  b: string;
  /** A site path under the path prefix, e.g. `/apps/` or `/search/?q=chat`. */
  page: string;
  width: 'phone' | 'desktop';
  pairs: number;
  /**
   * Typing on the search page: each load, `afterMs` after hydration, the visitor taps the page's box,
   * selects what it holds and types `text`; timed from the last key to the answer on screen.
   */
  typing: { text: string; afterMs: number } | null;
}

const USAGE =
  'usage: bench:hydration-pair -- --a DIR --b DIR [--page /apps/] [--width phone|desktop] [--pairs 8] ' +
  '[--type TEXT [--after 1000]] (typing: on a /search/ page)';

/** `--name value` or `--name=value` options → the comparison. Throws with the usage on anything else. */
export function parseHydrationPairArgs(argv: readonly string[]): HydrationPairArgs {
  const raw = new Map<string, string>();
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index];
    const match = /^--(a|b|page|width|pairs|type|after)(?:=(.*))?$/.exec(arg);
    if (!match) throw new Error(`unknown argument ${arg} (${USAGE})`);
    const value = match[2] ?? argv[++index];
    if (value === undefined || value === '') throw new Error(`--${match[1]} needs a value (${USAGE})`);
    raw.set(match[1], value);
  }
  const a = raw.get('a');
  const b = raw.get('b');
  if (!a || !b) throw new Error(`--a and --b name the two builds (${USAGE})`);
  const page = raw.get('page') ?? '/apps/';
  if (!page.startsWith('/')) throw new Error(`--page is a site path such as /apps/ (${USAGE})`);
  const width = raw.get('width') ?? 'phone';
  if (width !== 'phone' && width !== 'desktop') throw new Error(`--width is phone or desktop (${USAGE})`);
  const pairs = Number(raw.get('pairs') ?? 8);
  if (!Number.isInteger(pairs) || pairs <= 0) throw new Error(`--pairs needs a positive integer (${USAGE})`);
  return { a, b, page, width, pairs, typing: parseTyping(raw, page) };
}

function parseTyping(raw: ReadonlyMap<string, string>, page: string): HydrationPairArgs['typing'] {
  const text = raw.get('type');
  if (text === undefined) {
    if (raw.has('after')) throw new Error(`--after goes with --type (${USAGE})`);
    return null;
  }
  if (!/^\/search\/(\?|$)/.test(page)) throw new Error(`--type types into the search page's box: --page /search/?q=… (${USAGE})`);
  const afterMs = Number(raw.get('after') ?? 1000);
  if (!Number.isInteger(afterMs) || afterMs < 0) throw new Error(`--after needs a whole number of ms (${USAGE})`);
  return { text, afterMs };
}

/** The median (nearest rank: the lower middle of an even count); NaN when there is none. */
export const median = (values: readonly number[]): number => percentile(values, 50);

/** Which build loads first in pair `index`: they alternate, so neither always has the warmer machine. */
export const pairOrder = (index: number): ['a', 'b'] | ['b', 'a'] => (index % 2 === 0 ? ['a', 'b'] : ['b', 'a']);

export interface PairLoads {
  hydratedMs: number[];
  firstPaintMs: number[];
  /** With --type: from the last key to the answer on screen, and from the tap to the last key's end. */
  answerMs?: number[];
  typingMs?: number[];
}

/** The machine-readable last line. */
export function hydrationPairLine(args: Pick<HydrationPairArgs, 'page' | 'width' | 'pairs'>, a: PairLoads, b: PairLoads): string {
  const ms = (value: number) => (Number.isNaN(value) ? 'NaN' : String(Math.round(value)));
  return (
    `bench:hydration-pair page=${args.page} width=${args.width} pairs=${args.pairs} ` +
    `a_hydrated_median_ms=${ms(median(a.hydratedMs))} b_hydrated_median_ms=${ms(median(b.hydratedMs))} ` +
    `a_first_paint_median_ms=${ms(median(a.firstPaintMs))} b_first_paint_median_ms=${ms(median(b.firstPaintMs))}` +
    (a.answerMs && b.answerMs
      ? ` a_answer_median_ms=${ms(median(a.answerMs))} b_answer_median_ms=${ms(median(b.answerMs))}` +
        ` a_typing_median_ms=${ms(median(a.typingMs ?? []))} b_typing_median_ms=${ms(median(b.typingMs ?? []))}`
      : '')
  );
}
