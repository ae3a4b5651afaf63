import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { assertChromium, launchChromium } from '../e2e/support/chromium';
import { hostBenchmarkIndex } from './bench/host-benchmark';
import { parseEarlyInputArgs } from './bench/early-input-args';
import { freeAppPath, paidAppPath, sitePages } from './bench/early-input-pages';
import { LIGHTHOUSE_MOBILE, networkConditions } from './bench/early-input-profile';
import { runLoad, type LoadOptions } from './bench/early-input-run';
import {
  GOALS_LINE,
  inputLine,
  judgeInput,
  ms,
  pageLine,
  planOffsets,
  summaryLine,
  summarisePage,
  type InputOutcome,
  type LoadRecord,
  type PageSummary,
} from './bench/early-input-summary';
import { BUILD_LOCK } from './bench/build-lock';
import { startServedSite } from './bench/served-site';

/**
 * `npm run bench:early-input`: are taps made after the first paint but before the page's scripts
 * have hydrated it lost? In Chromium with Lighthouse's mobile profile (4× CPU, Slow 4G as devtools
 * throttling: 562.5 ms per request, 1474.56/675 kbps), a cold cache each load (a new context, no
 * service worker), against the production build served as `npm start` serves it:
 *   listing-phone    /apps/ at 390×844 (touch): tap "Filters"
 *   listing-desktop  /apps/ at 1280×800: click the "Free" filter
 *   listing-sort     /apps/ at 1280×800: move "Sort by" to "Price" with the keyboard
 *   app              the first free app's page (phone): tap "Install" as a visitor
 *   app-cart         the first paid app's page (phone): tap "Add to cart" as a visitor
 *   search           /search/?q=chat (phone): tap the box, type "zap"
 *   cart             /cart/ (phone, client-only): tap "Sign in"
 * Per page: one probe load (no input) for when it paints and hydrates, then one fresh load per
 * moment to act at: 0, 100, 200, … ms after the first paint until 2 s past the probe's hydration
 * (at most --max-inputs of them, spread evenly over that grid). Each input's effect is watched
 * every animation frame; it is lost if it has not shown 5 s after both hydration and the input, or
 * is gone again 1 s after hydration. For a lost input the log says what the page showed soon after
 * it and at the end. Latency: from the input's event (the last key, when typing) to the frame that
 * shows the effect; p95 separately for inputs before and after hydration (<html data-hydrated>).
 * Uses the sandbox ports (8001/8002): run it under the shared lock,
 *   flock /tmp/mp-ports.lock npx tsx scripts/bench-early-input.ts [--pages listing-phone,app] [--max-inputs 12]
 * The last line is for machines:
 *   bench:early-input lost=<n> hydrated_max_ms=<ms> inputs=<n> first_paint_max_ms=<ms> p95_before_max_ms=<ms> p95_after_max_ms=<ms> pages_meeting_goals=<k>/<n>
 */
const root = path.resolve(__dirname, '..');
const LOST_AFTER_MS = 5000;
const KEEP_MS = 1000;
const MAX_LOAD_MS = 60_000;
/** How long to wait for a build under way (someone else's rebuild of public/). */
const BUILD_WAIT_MS = 20 * 60_000;

async function waitForBuild(): Promise<void> {
  const publicIndex = path.join(root, 'public/index.html');
  const started = Date.now();
  for (let attempt = 0; existsSync(BUILD_LOCK) || !existsSync(publicIndex); attempt++) {
    if (Date.now() - started > BUILD_WAIT_MS) return;
    if (attempt % 6 === 0) console.log('bench:early-input: waiting for the build in public/ to finish…');
    await sleep(10_000);
  }
}

const load = () => os.loadavg()[0].toFixed(2);

async function main(): Promise<void> {
  const args = parseEarlyInputArgs(process.argv.slice(2));
  assertChromium();
  await waitForBuild();
  const site = await startServedSite(root);
  const browser = await launchChromium();
  try {
    const pages = sitePages(site.url, {
      freeApp: args.pages.includes('app') ? freeAppPath(root, site.publicDir) : '/apps/',
      paidApp: args.pages.includes('app-cart') ? paidAppPath(root, site.publicDir) : '/apps/',
    });
    const network = networkConditions(LIGHTHOUSE_MOBILE);
    console.log(
      `bench:early-input: CPU ${LIGHTHOUSE_MOBILE.cpuSlowdown}× slower, ${network.latency} ms per request, ` +
        `${network.downloadThroughput} B/s down, ${network.uploadThroughput} B/s up; a new context per load; ` +
        `${os.cpus().length} cores, load ${load()}, host benchmark_index=${await hostBenchmarkIndex(browser)} (Lighthouse's)`,
    );
    console.log(GOALS_LINE);
    const base: Omit<LoadOptions, 'offsetMs'> = {
      throttle: LIGHTHOUSE_MOBILE,
      lostAfterMs: LOST_AFTER_MS,
      keepMs: KEEP_MS,
      maxLoadMs: MAX_LOAD_MS,
    };
    const summaries: PageSummary[] = [];
    for (const name of args.pages) {
      const page = pages[name];
      console.log(`bench:early-input: ${name} ${page.sitePath}: ${page.describe}`);
      const probe = await runLoad(browser, page, { ...base, offsetMs: null });
      const loads: LoadRecord[] = [probe.record];
      const outcomes: InputOutcome[] = [];
      const { firstPaintMs, hydratedMs } = probe.record;
      console.log(
        `bench:early-input: ${name} probe: first paint ${ms(firstPaintMs ?? Number.NaN)} ms, ` +
          `hydrated ${ms(hydratedMs ?? Number.NaN)} ms${probe.notes.map((note) => `; ${note}`).join('')}`,
      );
      if (firstPaintMs !== null) {
        const offsets = planOffsets({ firstPaintMs, hydratedMs, ...args });
        console.log(`bench:early-input: ${name} acting at +${offsets.join(', +')} ms after the first paint`);
        for (const [index, offsetMs] of offsets.entries()) {
          const { record, notes } = await runLoad(browser, page, { ...base, offsetMs });
          loads.push(record);
          const outcome = judgeInput(record, { lostAfterMs: LOST_AFTER_MS, latencyFrom: page.latencyFrom });
          outcomes.push(outcome);
          const seen = record.seenBy && record.seenBy !== 'page' ? ` [${record.seenBy}]` : '';
          console.log(
            `${inputLine(name, index + 1, offsets.length, outcome)}${seen}; hydrated ${ms(record.hydratedMs ?? Number.NaN)} ms` +
              `${notes.map((note) => `; ${note}`).join('')} (load ${load()})`,
          );
        }
      }
      const summary = summarisePage(name, loads, outcomes);
      summaries.push(summary);
      console.log(pageLine(summary));
    }
    console.log(summaryLine(summaries));
  } finally {
    await browser.close();
    await site.close();
  }
}

main().catch((error: unknown) => {
  console.error(`bench:early-input: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
