import path from 'node:path';
import { assertChromium, launchChromium } from '../e2e/support/chromium';
import { applyThrottle, DESKTOP, LIGHTHOUSE_MOBILE, PHONE } from './bench/early-input-profile';
import { hydrationPairLine, pairOrder, parseHydrationPairArgs, type PairLoads } from './bench/hydration-pair-args';
import { typeAndTime } from './bench/search-typing';
import { serveBuild, startSandboxFor } from './bench/served-site';

/**
 * `npm run bench:hydration-pair -- --a DIR --b DIR [--page /apps/] [--width phone|desktop] [--pairs 8] [--type TEXT [--after MS]]`:
 * two builds of the site (copies of public/, e.g. before and after a change) served side by side as
 * `npm start` serves them, each loaded cold in turn (the order alternating pair by pair) in Chromium
 * with Lighthouse's mobile profile (bench:early-input's: 4× CPU, Slow 4G, no service worker). Prints
 * each load's first paint and hydration (<html data-hydrated>), then the medians. Loads alternate so
 * that a machine busier for a while weighs on both builds alike: on a 2-core machine two runs of one
 * build minutes apart differed by more than the changes measured with this.
 * With `--type TEXT` (on a /search/ page), each load then types too, `--after` ms (1000) after
 * hydration: a tap on the page's box, select-all, TEXT; it prints the typing's duration and the time
 * from the last key to the answer on screen (scripts/bench/search-typing.ts), and their medians.
 * Unpaired runs of that minutes apart differed here by more than the changes they were to judge.
 * Uses the sandbox ports: run it under the shared lock,
 *   flock /tmp/mp-ports.lock npm run bench:hydration-pair -- --a /tmp/before --b /tmp/after
 * The last line is for machines:
 *   bench:hydration-pair page=<path> width=<w> pairs=<n> a_hydrated_median_ms=<ms> b_hydrated_median_ms=<ms> a_first_paint_median_ms=<ms> b_first_paint_median_ms=<ms>
 *   [a_answer_median_ms=<ms> b_answer_median_ms=<ms> a_typing_median_ms=<ms> b_typing_median_ms=<ms>] (with --type)
 */
const MAX_LOAD_MS = 60_000;

async function main(): Promise<void> {
  const args = parseHydrationPairArgs(process.argv.slice(2));
  assertChromium();
  const sites = { a: await serveBuild(path.resolve(args.a)), b: await serveBuild(path.resolve(args.b)) };
  const sandbox = await startSandboxFor([sites.a.url, sites.b.url]);
  const browser = await launchChromium();
  const loads: Record<'a' | 'b', PairLoads> = {
    a: { hydratedMs: [], firstPaintMs: [] },
    b: { hydratedMs: [], firstPaintMs: [] },
  };
  try {
    for (let pair = 0; pair < args.pairs; pair++) {
      for (const build of pairOrder(pair)) {
        const context = await browser.newContext({
          ...(args.width === 'phone' ? PHONE : DESKTOP),
          serviceWorkers: 'block',
          bypassCSP: args.typing !== null,
        });
        try {
          const page = await context.newPage();
          await applyThrottle(await context.newCDPSession(page), LIGHTHOUSE_MOBILE);
          await page.goto(new URL(args.page.slice(1), sites[build].url).href, { waitUntil: 'commit' });
          const hydrated = await page.waitForFunction(
            () => document.documentElement.hasAttribute('data-hydrated') && performance.now(),
            undefined,
            { timeout: MAX_LOAD_MS, polling: 16 },
          );
          const hydratedMs = Number(await hydrated.jsonValue());
          const firstPaintMs = await page.evaluate(
            () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
          );
          loads[build].hydratedMs.push(hydratedMs);
          loads[build].firstPaintMs.push(firstPaintMs);
          let typed = '';
          if (args.typing) {
            const { typingMs, answerMs } = await typeAndTime(page, args.typing, MAX_LOAD_MS);
            (loads[build].typingMs ??= []).push(typingMs);
            (loads[build].answerMs ??= []).push(answerMs);
            typed = ` typing_ms=${Math.round(typingMs)} answer_ms=${Math.round(answerMs)}`;
          }
          console.log(
            `bench:hydration-pair: pair ${pair + 1} ${build} first_paint_ms=${Math.round(firstPaintMs)} hydrated_ms=${Math.round(hydratedMs)}${typed}`,
          );
        } finally {
          await context.close();
        }
      }
    }
    console.log(hydrationPairLine(args, loads.a, loads.b));
  } finally {
    await browser.close();
    await Promise.all([sites.a.close(), sites.b.close(), sandbox.close()]);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
