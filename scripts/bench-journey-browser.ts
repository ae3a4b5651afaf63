import os from 'node:os';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH, launchChromium } from '../e2e/support/chromium';
import { cpuTime } from './bench/cpu-jiffies';
import { startSiteAndSandbox } from './testing/site-and-sandbox';

/**
 * `npm run bench:journey-browser`: what one fresh visit costs the machine in the journeys' Chromium
 * (e2e/support/chromium.ts), beside the same Chromium with the omnibox popups each headless window
 * builds left on (scripts/testing/chromium-features.ts). A visit is what most journeys start with:
 * a new context and page, the listing (/apps/) until it has hydrated, the context closed. The CPU
 * is the whole machine's (/proc/stat): the browser's processes, the site and the sandbox; run it
 * on a quiet machine, under the e2e lock (it takes the sandbox's ports):
 *   flock /tmp/mp-ports.lock npm run bench:journey-browser
 * Each configuration runs twice, alternating, after a visit of warm-up. One line each:
 *   bench:journey-browser chromium=<journeys|omnibox-popups-on> visits=<n> cpu_ms_per_visit=<a> system_ms_per_visit=<b> wall_ms_per_visit=<c>
 */
const VISITS = Number(process.env.VISITS ?? 8);
const PATH = 'apps/';

type Launch = () => Promise<Browser>;
const CONFIGURATIONS: ReadonlyArray<readonly [string, Launch]> = [
  ['journeys', launchChromium],
  ['omnibox-popups-on', () => chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] })],
];

async function visit(browser: Browser, url: string): Promise<void> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const page = await context.newPage();
    await page.goto(url);
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
  } finally {
    await context.close();
  }
}

async function main(): Promise<void> {
  const { site, sandbox } = await startSiteAndSandbox();
  const url = new URL(PATH, site.url).href;
  const totals = new Map<string, { cpu: number; system: number; wall: number; visits: number }>();
  try {
    console.log(
      `bench:journey-browser: ${VISITS} fresh visits of /${PATH} per round; ${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(2)}`,
    );
    for (let round = 0; round < 2; round++) {
      for (const [name, launch] of CONFIGURATIONS) {
        const browser = await launch();
        try {
          await visit(browser, url);
          const before = cpuTime();
          const started = Date.now();
          for (let index = 0; index < VISITS; index++) await visit(browser, url);
          const after = cpuTime();
          const total = totals.get(name) ?? { cpu: 0, system: 0, wall: 0, visits: 0 };
          total.cpu += after.busyMs - before.busyMs;
          total.system += after.systemMs - before.systemMs;
          total.wall += Date.now() - started;
          total.visits += VISITS;
          totals.set(name, total);
        } finally {
          await browser.close();
        }
      }
    }
    for (const [name, total] of totals) {
      const per = (value: number) => Math.round(value / total.visits);
      console.log(
        `bench:journey-browser chromium=${name} visits=${total.visits} cpu_ms_per_visit=${per(total.cpu)} ` +
          `system_ms_per_visit=${per(total.system)} wall_ms_per_visit=${per(total.wall)}`,
      );
    }
  } finally {
    await site.close();
    await sandbox.close();
  }
}

main().catch((error: unknown) => {
  console.error(`bench:journey-browser: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
