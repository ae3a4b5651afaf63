import type { Page } from 'playwright-core';
import { SEARCH_TEXT } from '../src/domain/search/search';
import { newVisit, siteUrl, waitForHydration, type Visit } from './support/site';

/**
 * The search page's early results (src/features/search/early): arriving with a query, the first
 * results are rendered by a small script of the page's own before the site's scripts run, then
 * the site takes over with the same DOM and the same engine.
 */
const SITE_SCRIPTS = /\/(webpack-runtime|app)-[0-9a-f]+\.js$/;
const EARLY_SCRIPT = /\/search-early-[0-9a-f]+\.js$/;
const ENGINE_CHUNK = /\/search-engine-[0-9a-f]+\.js$/;
const UNAVAILABLE = SEARCH_TEXT.unavailable;

const appsSection = (page: Page) => page.locator('section#apps');
const resultNames = (page: Page) => page.locator('#apps h3, #partners h3').allTextContents();

/** The requests a page made (their URLs), including those its service worker may answer later. */
function requestsOf(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  return urls;
}

describe('search page early results', () => {
  let visit: Visit;
  beforeEach(async () => {
    visit = await newVisit({ width: 412, height: 823 });
  });
  afterEach(async () => {
    await visit.context.close();
  });

  it('shows the first results of a query from the address before (and without) the site’s scripts', async () => {
    const { page } = visit;
    await page.route(SITE_SCRIPTS, (route) => route.abort());
    await page.goto(siteUrl('/search/?q=chat'));
    await appsSection(page).locator('h3').first().waitFor();
    expect(await appsSection(page).locator(':scope > p').textContent()).toMatch(/^\d+ apps$/);
    expect((await resultNames(page)).length).toBeGreaterThan(1);
    expect(await page.locator('#search-query').inputValue()).toBe('chat');
    // Plain links meanwhile: a result opens its page.
    const first = appsSection(page).locator('h3 a').first();
    const href = await first.getAttribute('href');
    expect(href).toMatch(/^\/marketplace\/(apps|services)\/[\w-]+\/$/);
    // Its icons load once its words have painted.
    await page.waitForFunction(() =>
      Array.from(document.querySelectorAll('#apps img')).every((image) => image.getAttribute('src')),
    );
  });

  it('asks for the index and the early script before anything else in the head (the ~25 KB style sheet after them)', async () => {
    const html = await (await visit.page.request.get(siteUrl('/search/'))).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const at = (pattern: RegExp) => head.search(pattern);
    const index = at(/<link rel="preload" href="[^"]*\/data\/search-index-[0-9a-f]+\.json" as="fetch"/);
    const early = at(/\/search-early-[0-9a-f]+\.js/);
    expect(index).toBeGreaterThan(0);
    expect(index).toBeLessThan(early);
    expect(early).toBeLessThan(at(/<style/));
    expect(early).toBeLessThan(2000);
  });

  it('hands over to the site: the same results in place, no layout shift, the early engine reused, nothing logged', async () => {
    const { page, errors } = visit;
    const requests = requestsOf(page);
    // What the early results showed, and where, when they appeared; and the layout shifts since.
    await page.addInitScript(() => {
      const seen = window as unknown as { shifts: number; early?: { names: string[]; top: number } };
      seen.shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) seen.shifts += (entry as unknown as { value: number }).value;
      }).observe({ type: 'layout-shift', buffered: true });
      new MutationObserver((_, observer) => {
        const card = document.querySelector('[data-search-early] #apps article');
        if (!card) return;
        observer.disconnect();
        const names = Array.from(document.querySelectorAll('#apps h3, #partners h3'), (heading) => heading.textContent ?? '');
        seen.early = { names, top: card.getBoundingClientRect().top };
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(siteUrl('/search/?q=chat'));
    await waitForHydration(page);
    // The slot and its sample are gone; the site's view shows the same results at the same place.
    await page.waitForFunction(() => !document.querySelector('[data-search-early]'));
    expect(await page.locator('template[data-search-early-template]').count()).toBe(0);
    const now = await page.evaluate(() => ({
      early: (window as unknown as { early?: { names: string[]; top: number } }).early,
      names: Array.from(document.querySelectorAll('#apps h3, #partners h3'), (heading) => heading.textContent ?? ''),
      top: document.querySelector('#apps article')?.getBoundingClientRect().top,
      shifts: (window as unknown as { shifts: number }).shifts,
    }));
    expect(now.early?.names.length).toBeGreaterThan(1);
    expect(now.names).toEqual(now.early?.names);
    expect(now.top).toBe(now.early?.top);
    expect(now.shifts).toBe(0);
    const early = now.names;
    // The site's scripts started after the early script; its engine chunk never came.
    const earlyAt = requests.findIndex((url) => EARLY_SCRIPT.test(url));
    const app = requests.findIndex((url) => /\/app-[0-9a-f]+\.js$/.test(url));
    expect(earlyAt).toBeGreaterThanOrEqual(0);
    expect(app).toBeGreaterThan(earlyAt);
    expect(requests.filter((url) => ENGINE_CHUNK.test(url))).toEqual([]);
    // A client-side search with the engine the early script built.
    await page.locator('#search-query').fill('crm');
    await page.waitForFunction((before) => document.querySelector('#apps h3')?.textContent !== before, early[0]);
    expect(await resultNames(page)).not.toEqual(early);
    expect(requests.filter((url) => ENGINE_CHUNK.test(url))).toEqual([]);
    // A result link is the site's now: it navigates without reloading the page.
    await page.evaluate(() => ((window as unknown as { marker: boolean }).marker = true));
    await appsSection(page).locator('h3 a').first().click();
    await page.waitForURL(/\/(apps|services)\/[\w-]+\/$/);
    expect(await page.evaluate(() => (window as unknown as { marker?: boolean }).marker)).toBe(true);
    expect(errors).toEqual([]);
  });

  /** Holds the site's app script (React with it) back until `release()`: the page stays as the early script left it. */
  async function holdSiteScripts(page: Page) {
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/app-[0-9a-f]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    return release;
  }

  it('what the visitor does before the site mounts stands: the focus on a result, a new query typed', async () => {
    const { page, errors } = visit;
    let release = await holdSiteScripts(page);
    await page.goto(siteUrl('/search/?q=chat'));
    const second = appsSection(page).locator('h3 a').nth(1);
    const href = await second.getAttribute('href');
    await second.focus();
    release();
    await waitForHydration(page);
    await page.waitForFunction(() => !document.querySelector('[data-search-early]'));
    expect(await page.evaluate(() => document.activeElement?.getAttribute('href'))).toBe(href);
    expect(await page.evaluate(() => document.activeElement?.closest('[data-search-early]'))).toBeNull();

    const typing = await visit.context.newPage();
    release = await holdSiteScripts(typing);
    await typing.goto(siteUrl('/search/?q=chat'));
    await appsSection(typing).locator('h3').first().waitFor();
    const chatFirst = await appsSection(typing).locator('h3').first().textContent();
    await typing.locator('#search-query').fill('crm');
    release();
    await waitForHydration(typing);
    await typing.waitForFunction(() => new URL(window.location.href).searchParams.get('q') === 'crm');
    expect(await typing.locator('#search-query').inputValue()).toBe('crm');
    await typing.waitForFunction((before) => document.querySelector('#apps h3')?.textContent !== before, chatFirst);
    expect(errors).toEqual([]);
  });

  it('a slow index: the page says it is still searching, then shows the results; the index is fetched once', async () => {
    const { page, errors } = visit;
    const indexRequests: string[] = [];
    // The index is held until the page says it is still searching (not slept on for a while).
    let arrive = () => {};
    const stalledShown = new Promise<void>((resolve) => (arrive = resolve));
    await page.route(/\/data\/search-index-[0-9a-f]+\.json$/, async (route) => {
      indexRequests.push(route.request().url());
      await stalledShown;
      await route.continue();
    });
    await page.goto(siteUrl('/search/?q=chat'));
    await page.getByRole('status').filter({ hasText: 'Still searching…' }).waitFor();
    arrive();
    await appsSection(page).locator('h3').first().waitFor({ timeout: 15_000 });
    await waitForHydration(page);
    expect(await page.getByText('Still searching…').count()).toBe(0);
    expect(new Set(indexRequests).size).toBe(1);
    expect(indexRequests).toHaveLength(1);
    expect(errors).toEqual([]);
  });

  it('an index that cannot be loaded: the page says search is unavailable, as without the early script', async () => {
    const { page } = visit;
    await page.route(/\/data\/search-index-[0-9a-f]+\.json$/, (route) => route.fulfill({ status: 503, body: 'down' }));
    await page.goto(siteUrl('/search/?q=chat'));
    await page.getByRole('status').filter({ hasText: UNAVAILABLE }).waitFor();
    expect(await page.locator('#apps h3').count()).toBe(0);
  });

  it.each([
    ['without a query', '/search/'],
    ['with a query too short to search', '/search/?q=a'],
  ])('%s the page loads as before: no early results', async (_case, address) => {
    const { page, errors } = visit;
    const requests = requestsOf(page);
    await page.goto(siteUrl(address));
    await waitForHydration(page);
    if (address.endsWith('/')) expect(requests.filter((url) => EARLY_SCRIPT.test(url))).toEqual([]);
    expect(await page.locator('[data-search-early] *').count()).toBe(0);
    expect(errors).toEqual([]);
  });
});
