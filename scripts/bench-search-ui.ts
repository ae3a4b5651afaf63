import os from 'node:os';
import path from 'node:path';
import { launchChromium } from '../e2e/support/chromium';
import { isSearchableQuery } from '../src/domain/search-query';
import { percentile } from './bench/percentiles';
import { startServedSite } from './bench/served-site';

/**
 * `npm run bench:search-ui`: search as a visitor does it, in Chromium with the CPU slowed 4×
 * (CDP Emulation.setCPUThrottlingRate), against the production build served as `npm start` serves
 * it (uses the sandbox ports: run it under the e2e lock when others share the machine).
 *   - first_query_ms: on a freshly loaded home page, from the click into the header box to the
 *     results of the first query painted, the query typed at once after the click; it includes
 *     loading the client, the engine and the index (the dropdown's own code is fetched once the
 *     page is idle after loading, and may still be on its way when the box is clicked).
 *   - p50/p95_ms: then, for every further keystroke that leaves a searchable query, from the key
 *     event to the results of the new query painted (the frame after the popup shows them).
 * The last line is for machines:
 *   bench:search-ui p50_ms=<a> p95_ms=<b> first_query_ms=<c>
 */
const root = path.resolve(__dirname, '..');
const CPU_SLOWDOWN = 4;
const FIRST_QUERY = 'chat';
const QUERIES = ['crm', 'shopify', 'parcel', 'ticket', 'analytics', 'survey', 'translate', 'calendar', 'chatbot', 'invoice'];
const ROUNDS = 2;

/**
 * In the page (a string: nothing of this script's compiled helpers reaches the browser): a promise,
 * kept as window.__searchUiWait, of the time from the next keydown in the box (or from now, with
 * `fromNow`) to the first frame painted after the popup names `query` (its "see all" option or its
 * no-results line quote it). Installed and awaited before the key is sent: key events and scripts
 * reach the page by different routes, so a key sent with the script could overtake it.
 */
const installWait = (query: string, fromNow: boolean) => `void (window.__searchUiWait = new Promise((resolve, reject) => {
  const box = document.getElementById('site-search');
  let start = ${fromNow ? 'performance.now()' : 'null'};
  box.addEventListener('keydown', (event) => { if (start === null) start = event.timeStamp; }, { capture: true, once: true });
  const quoted = '“' + ${JSON.stringify(query)} + '”';
  const done = () => {
    const listbox = document.getElementById(box.getAttribute('aria-controls'));
    const panel = box.form;
    return !!panel && panel.textContent.includes(quoted) && (!!listbox || panel.textContent.includes('No results'));
  };
  const timer = setTimeout(() => reject(new Error('no results for ' + ${JSON.stringify(query)} + ' within 20 s; the box holds "' + box.value + '", the form shows: ' + box.form.textContent.slice(0, 300))), 20000);
  const observer = new MutationObserver(() => {
    if (!done()) return;
    observer.disconnect();
    clearTimeout(timer);
    requestAnimationFrame(() => setTimeout(() => resolve(performance.now() - start), 0));
  });
  observer.observe(box.form, { subtree: true, childList: true, characterData: true, attributes: true });
}))`;

const WAITED = 'window.__searchUiWait';

async function main(): Promise<void> {
  const site = await startServedSite(root);
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(site.url);
    await page.waitForSelector('form[role="search"][data-ready]', { state: 'attached' });
    await page.waitForSelector('html[data-hydrated]', { state: 'attached' });

    // First query: click, then type at once; the clock starts at the click.
    await page.evaluate(installWait(FIRST_QUERY, true));
    await page.click('#site-search');
    await page.keyboard.type(FIRST_QUERY);
    const firstQueryMs = await page.evaluate<number>(WAITED);
    console.log(
      `bench:search-ui: first query "${FIRST_QUERY}" ${firstQueryMs.toFixed(0)} ms (load ${os.loadavg()[0].toFixed(2)})`,
    );

    const times: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      for (const word of QUERIES) {
        await page.fill('#site-search', '');
        for (let length = 1; length <= word.length; length++) {
          const prefix = word.slice(0, length);
          if (!isSearchableQuery(prefix)) {
            await page.keyboard.type(prefix.slice(-1));
            continue;
          }
          await page.evaluate(installWait(prefix, false));
          await page.keyboard.type(prefix.slice(-1));
          times.push(await page.evaluate<number>(WAITED));
        }
      }
    }
    const p50 = percentile(times, 50);
    const p95 = percentile(times, 95);
    console.log(
      `bench:search-ui: ${times.length} keystrokes, CPU ${CPU_SLOWDOWN}× slower, max ${Math.max(...times).toFixed(1)} ms; ` +
        `load average ${os
          .loadavg()
          .map((n) => n.toFixed(2))
          .join(' ')} (${os.cpus().length} cores)`,
    );
    console.log(`bench:search-ui p50_ms=${p50.toFixed(1)} p95_ms=${p95.toFixed(1)} first_query_ms=${firstQueryMs.toFixed(0)}`);
  } finally {
    await browser.close();
    await site.close();
  }
}

main().catch((error: unknown) => {
  console.error(`bench:search-ui: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
