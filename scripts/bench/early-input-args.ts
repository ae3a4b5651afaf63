import { parsePageList } from './args';
/** The pages bench:early-input knows, in the order it measures and prints them. */
export const EARLY_INPUT_PAGES = [
  'listing-phone',
  'listing-desktop',
  'listing-sort',
  'app',
  'app-cart',
  'search',
  'cart',
] as const;
export type EarlyInputPage = (typeof EARLY_INPUT_PAGES)[number];

export interface EarlyInputArgs {
  /** The pages to measure (all of them by default). */
  pages: EarlyInputPage[];
  /** At most this many inputs (one fresh load each) per page. */
  maxInputs: number;
  /** The grid of moments to act at: 0, step, 2·step, … ms after the first paint. */
  stepMs: number;
  /** How far past the probe load's hydration the grid goes. */
  afterMs: number;
}

export const EARLY_INPUT_DEFAULTS: Omit<EarlyInputArgs, 'pages'> = { maxInputs: 12, stepMs: 100, afterMs: 2000 };

const USAGE =
  `(usage: bench:early-input -- [--pages ${EARLY_INPUT_PAGES.join(',')}] [--max-inputs N] ` + '[--step MS] [--after-ms MS])';

function wholeNumber(name: string, raw: string, min: number): number {
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || !Number.isSafeInteger(value) || value < min) {
    throw new Error(`${name} needs a whole number ≥ ${min}, got "${raw}" ${USAGE}`);
  }
  return value;
}

/**
 * `--pages listing-phone,app` (or `--pages=…`) measures only those pages, in the usual order;
 * `--max-inputs N` (default 12) caps the inputs per page; `--step MS` (default 100) is the grid of
 * moments after the first paint; `--after-ms MS` (default 2000) how far past hydration it reaches.
 */
export function parseEarlyInputArgs(argv: readonly string[]): EarlyInputArgs {
  const args: EarlyInputArgs = { pages: [...EARLY_INPUT_PAGES], ...EARLY_INPUT_DEFAULTS };
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index];
    const equals = arg.startsWith('--') ? arg.indexOf('=') : -1;
    const [name, inline] = equals > 0 ? [arg.slice(0, equals), arg.slice(equals + 1)] : [arg, undefined];
    const value = () => {
      const given = inline ?? argv[++index];
      if (given === undefined || given === '' || given.startsWith('-')) throw new Error(`${name} needs a value ${USAGE}`);
      return given;
    };
    if (name === '--pages') args.pages = parsePageList(value(), EARLY_INPUT_PAGES, USAGE);
    else if (name === '--max-inputs') args.maxInputs = wholeNumber(name, value(), 1);
    else if (name === '--step') args.stepMs = wholeNumber(name, value(), 1);
    else if (name === '--after-ms') args.afterMs = wholeNumber(name, value(), 0);
    else throw new Error(`unknown option ${arg} ${USAGE}`);
  }
  return args;
}
