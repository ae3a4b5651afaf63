import { mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Frame, Page } from 'playwright-core';
import { accountsConfig, PATH_PREFIX } from '../src/core/config';
import { assertChromium, launchChromium } from '../e2e/support/chromium';
import { median } from './bench/lighthouse-summary';
import { percentile } from './bench/percentiles';
import { startSiteAndSandbox, type SiteAndSandbox } from './testing/site-and-sandbox';

/**
 * `npm run bench:embedded-sign-in` (issue 29): how long the agent app takes to sign in on its own.
 * Inside the host application the user is signed in already (an accounts session, here the sandbox's
 * owner); the site in the host's frame must take that session silently, with no popup (§1, §2). Per
 * run, in a new browser context (cold cache, no service worker), it opens the sandbox host page at
 * an app page and measures, from the host page's navigation start (browser clock):
 *   frame_loaded_ms  the marketplace frame's load event
 *   agent_app_ms     the frame in agent-app mode (<html data-host-mode="agent-app">: the handshake)
 *   signed_in_ms     the frame signed in (header [data-account="signed-in"], what the e2e journeys wait for)
 *   popups           windows opened meanwhile (must be 0)
 * Then it saves the agent-app mode, signed in, at 390×844 and 1280×900 (an app page and /apps/) into
 * e2e/artifacts/screenshots/agent-app/. The site and the sandbox start as the journeys start them
 * (scripts/testing/site-and-sandbox.ts): the sandbox takes the ports the build calls (8001-8003), so run it under the lock:
 *   RUNS=5 flock /tmp/mp-ports.lock npx tsx scripts/bench-embedded-sign-in.ts
 * The last line is for machines:
 *   bench:embedded-sign-in runs=<n> median_signed_in_ms=<ms> p95_signed_in_ms=<ms> popups=<n>
 */
const APP_PATH = '/apps/qualifycast/';
const IDENTITY = 'owner';
const SIGNED_IN = 'header [data-account="signed-in"]';
const STEP_TIMEOUT_MS = 30_000;
const SHOTS = path.resolve(__dirname, '../e2e/artifacts/screenshots/agent-app');
const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
] as const;

export interface RunTimings {
  frameLoadedMs: number;
  agentAppMs: number;
  signedInMs: number;
  popups: number;
}

/** `RUNS` → a positive whole number of runs (default 5). */
export function parseRuns(raw: string | undefined): number {
  if (raw === undefined || raw.trim() === '') return 5;
  const runs = Number(raw);
  if (!Number.isInteger(runs) || runs <= 0) throw new Error(`RUNS needs a positive integer, got "${raw}"`);
  return runs;
}

export function runLine(run: number, runs: number, timings: RunTimings): string {
  return (
    `bench:embedded-sign-in run ${run}/${runs}: frame_loaded_ms=${Math.round(timings.frameLoadedMs)} ` +
    `agent_app_ms=${Math.round(timings.agentAppMs)} signed_in_ms=${Math.round(timings.signedInMs)} popups=${timings.popups}`
  );
}

export function summaryLine(runs: readonly RunTimings[]): string {
  const signedIn = runs.map((run) => run.signedInMs);
  const popups = runs.reduce((sum, run) => sum + run.popups, 0);
  return (
    `bench:embedded-sign-in runs=${runs.length} median_signed_in_ms=${Math.round(median(signedIn))} ` +
    `p95_signed_in_ms=${Math.round(percentile(signedIn, 95))} popups=${popups}`
  );
}

type Servers = SiteAndSandbox;

/** A new context whose browser holds the host's user's accounts session (what the sign-in page sets). */
async function hostUserContext(
  browser: Browser,
  servers: Servers,
  viewport: { width: number; height: number } = VIEWPORTS[1],
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport, serviceWorkers: 'block' });
  const answer = await context.request.post(new URL('/sandbox/authorize', servers.sandbox.accountsUrl).href, {
    data: { identity: IDENTITY, client_id: accountsConfig.clientId, redirect_uri: servers.site.url, response_type: 'token' },
  });
  if (!answer.ok() || 'error' in (await answer.json()))
    throw new Error(`accounts sign-in: ${answer.status()} ${await answer.text()}`);
  // In every frame of the site (a string of its own: nothing of this file reaches the browser): when
  // it turned agent-app and signed in, on the browser's clock, in window.__embeddedSignIn.
  await context.addInitScript(`(() => {
    if (!location.pathname.startsWith(${JSON.stringify(`${PATH_PREFIX}/`)})) return;
    const marks = (window.__embeddedSignIn = {});
    const now = () => performance.timeOrigin + performance.now();
    const observer = new MutationObserver(() => {
      if (!marks.agentApp && document.documentElement?.dataset.hostMode === 'agent-app') marks.agentApp = now();
      if (!marks.signedIn && document.querySelector(${JSON.stringify(SIGNED_IN)})) marks.signedIn = now();
      if (marks.agentApp && marks.signedIn) observer.disconnect();
    });
    observer.observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-host-mode', 'data-account'] });
  })()`);
  return context;
}

/** Opens the host page at `sitePath` and waits for the frame to be signed in, in agent-app mode. */
async function openSignedIn(page: Page, servers: Servers, sitePath: string): Promise<Frame> {
  await page.goto(`${servers.sandbox.hostPageUrl}/?path=${encodeURIComponent(sitePath)}`);
  const frame = await (await page.waitForSelector('#site')).contentFrame();
  if (!frame) throw new Error('the host page has no site frame');
  try {
    await frame.waitForSelector(`html[data-host-mode="agent-app"] ${SIGNED_IN}`, { state: 'attached', timeout: STEP_TIMEOUT_MS });
  } catch {
    const seen = await frame.evaluate(() => ({
      mode: document.documentElement.dataset.hostMode ?? null,
      account: document.querySelector('header [data-account]')?.getAttribute('data-account') ?? null,
    }));
    throw new Error(`${sitePath}: not signed in in agent-app mode after ${STEP_TIMEOUT_MS / 1000} s: ${JSON.stringify(seen)}`);
  }
  return frame;
}

async function timedRun(browser: Browser, servers: Servers): Promise<RunTimings> {
  const context = await hostUserContext(browser, servers);
  try {
    const page = await context.newPage();
    let popups = 0;
    context.on('page', () => void (popups += 1));
    const frame = await openSignedIn(page, servers, APP_PATH);
    await frame.waitForLoadState('load');
    const start = await page.evaluate(() => performance.timeOrigin);
    const marks = await frame.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      const { agentApp, signedIn } = (window as unknown as { __embeddedSignIn: { agentApp: number; signedIn: number } })
        .__embeddedSignIn;
      return { loaded: performance.timeOrigin + navigation.loadEventEnd, agentApp, signedIn };
    });
    return {
      frameLoadedMs: marks.loaded - start,
      agentAppMs: marks.agentApp - start,
      signedInMs: marks.signedIn - start,
      popups,
    };
  } finally {
    await context.close();
  }
}

/**
 * The sandbox host page's message panel (26rem) leaves the frame no width on a phone: for the second
 * picture it is set aside, and the frame takes the whole page below the host's bar.
 */
const PANEL_ASIDE =
  'body{display:flex;flex-direction:column;height:100vh}main{display:block;flex:1;min-height:0;height:auto;padding:0}aside{display:none}iframe{border:0}';

/** Each page at each width, twice: the host page as served (`….host-page.png`), then the frame at the page's width. */
async function screenshots(browser: Browser, servers: Servers): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const [name, sitePath] of [
    ['app', APP_PATH],
    ['listing', '/apps/'],
  ] as const) {
    for (const viewport of VIEWPORTS) {
      const context = await hostUserContext(browser, servers, viewport);
      try {
        const page = await context.newPage();
        await openSignedIn(page, servers, sitePath);
        for (const [suffix, style] of [
          ['.host-page', null],
          ['', PANEL_ASIDE],
        ] as const) {
          if (style) await page.addStyleTag({ content: style });
          await page.waitForLoadState('networkidle', { timeout: 15_000 }).catch(() => undefined);
          await page.waitForTimeout(1000);
          const file = path.join(SHOTS, `${name}.${viewport.width}${suffix}.png`);
          await page.screenshot({ path: file });
          console.log(`bench:embedded-sign-in: ${path.relative(process.cwd(), file)}`);
        }
      } finally {
        await context.close();
      }
    }
  }
}

async function main(): Promise<void> {
  const runs = parseRuns(process.env.RUNS);
  assertChromium();
  const servers = await startSiteAndSandbox();
  let browser: Browser | null = null;
  try {
    browser = await launchChromium();
    console.log(
      `bench:embedded-sign-in: ${runs} runs of ${servers.sandbox.hostPageUrl}/?path=${APP_PATH} as ${IDENTITY}, ` +
        `a new context each; ${os.cpus().length} cores, load ${os.loadavg()[0].toFixed(2)}`,
    );
    const timings: RunTimings[] = [];
    for (let run = 1; run <= runs; run++) {
      timings.push(await timedRun(browser, servers));
      console.log(runLine(run, runs, timings[timings.length - 1]));
    }
    await screenshots(browser, servers);
    console.log(summaryLine(timings));
    if (timings.some((timing) => timing.popups > 0)) {
      console.error('bench:embedded-sign-in: a window opened during the sign-in: it was not silent');
      process.exitCode = 1;
    }
  } finally {
    await browser?.close();
    await Promise.all([servers.site.close(), servers.sandbox.close()]);
  }
}

if (/bench-embedded-sign-in\.[cm]?[tj]s$/.test(process.argv[1] ?? '')) {
  main().catch((error: unknown) => {
    console.error(`bench:embedded-sign-in: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
