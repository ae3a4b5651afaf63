import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';
import { newVisit, siteUrl, waitForHydration, waitForTitle, type Visit } from './support/site';

/** Search in the built site with no configuration: the local engine over the build's index. */
const headerBox = (page: Page) => page.getByRole('combobox', { name: 'Search the marketplace' });
const pageBox = (page: Page) => page.getByRole('searchbox', { name: 'Search the marketplace' });
const section = (page: Page, name: 'Apps' | 'Partners') => page.getByRole('region', { name });
const resultTitles = (page: Page, name: 'Apps' | 'Partners') =>
  section(page, name).getByRole('heading', { level: 3 }).allTextContents();
/** The page's box reads the URL once hydrated (the server sends the page without the query). */
const boxValue = (page: Page, value: string) =>
  page.waitForFunction((expected) => document.querySelector<HTMLInputElement>('#search-query')?.value === expected, value);
/** The header box hydrates from its own chunk; its keys work once the form says it is ready. */
const headerReady = (page: Page) => page.locator('header form[role="search"][data-ready]').waitFor({ state: 'attached' });
const isSearchIndex = (url: string) => /\/data\/search-index-[0-9a-f]+\.json$/.test(url);

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => violation.id);
}

describe('search', () => {
  let visit: Visit;
  beforeEach(async () => {
    visit = await newVisit();
  });
  afterEach(async () => {
    await visit.context.close();
  });

  it('header box: "/" focuses it, results appear as you type, ArrowDown + Enter opens the app; the small index loads once, when the page is idle', async () => {
    const { page, errors } = visit;
    const indexRequests: string[] = [];
    page.on('request', (request) => {
      // Not the offline worker's copy: once active, gatsby-plugin-offline asks for the head's
      // preloads again through <link rel=prefetch> (Sec-Purpose: prefetch) to cache them, whenever that is.
      if (isSearchIndex(request.url()) && request.headers()['sec-purpose'] !== 'prefetch') indexRequests.push(request.url());
    });
    await page.goto(siteUrl('/apps/'));
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    await headerReady(page);
    // The bundled catalogue's index (~36 KB gzip) is fetched ahead of use once the page is idle.
    await page.waitForFunction(() =>
      performance.getEntriesByType('resource').some((entry) => entry.name.includes('/data/search-index-')),
    );
    // Once, by the page, and never again while it is used.
    const beforeUse = indexRequests.length;
    expect(beforeUse).toBe(1);

    await page.keyboard.press('/');
    await expect(headerBox(page).evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await page.keyboard.type('parcel', { delay: 30 });
    const listbox = page.getByRole('listbox', { name: 'Search the marketplace' });
    await listbox.waitFor();
    expect(indexRequests).toHaveLength(beforeUse);
    await expect(listbox.getByRole('group', { name: 'Apps' }).getByRole('option').first().textContent()).resolves.toMatch(
      /^ParcelWorks/,
    );
    await expect(headerBox(page).getAttribute('aria-expanded')).resolves.toBe('true');
    await expect(seriousViolations(page)).resolves.toEqual([]);

    await page.keyboard.press('ArrowDown');
    const active = await headerBox(page).getAttribute('aria-activedescendant');
    await expect(page.locator(`#${active}`).getAttribute('aria-selected')).resolves.toBe('true');
    await page.keyboard.press('Enter');
    await waitForTitle(page, 'ParcelWorks');
    expect(new URL(page.url()).pathname).toBe('/marketplace/apps/parcelworks/');

    await headerReady(page);
    await page.keyboard.press('/');
    await page.keyboard.type('parcel');
    await page.getByRole('listbox').waitFor();
    await page.keyboard.press('Escape');
    await expect(headerBox(page).inputValue()).resolves.toBe('');
    await expect(page.getByRole('listbox').count()).resolves.toBe(0);
    expect(errors).toEqual([]);
  });

  it('search page: apps and partners sections, the query in the URL, kept on reload', async () => {
    const { page, errors } = visit;
    await page.goto(siteUrl('/search/?q=chat'));
    await waitForHydration(page);
    await boxValue(page, 'chat');
    await section(page, 'Partners').getByRole('heading', { level: 3 }).first().waitFor();
    const apps = await resultTitles(page, 'Apps');
    expect(apps.length).toBeGreaterThan(0);
    expect(apps[0]).toBe('Evergreen Chatbot Building');
    await expect(resultTitles(page, 'Partners')).resolves.toContain('Chatwise Digital');
    await expect(seriousViolations(page)).resolves.toEqual([]);
    // The results start right under the box and its Filters/Sort row (it was 136 px of air, mostly
    // empty), and the partners keep their own space under the apps.
    const gaps = await page.evaluate(() => {
      const top = (selector: string) => document.querySelector(selector)!.getBoundingClientRect().top;
      const boxBottom = document.querySelector('#search-query')!.getBoundingClientRect().bottom;
      const appsBottom = document.querySelector('#apps')!.getBoundingClientRect().bottom;
      return { underBox: top('#search-apps') - boxBottom, underApps: top('#search-partners') - appsBottom };
    });
    expect(gaps.underBox).toBeGreaterThan(60);
    expect(gaps.underBox).toBeLessThanOrEqual(110);
    expect(gaps.underApps).toBeGreaterThanOrEqual(32);

    await pageBox(page).fill('order sync');
    await page.waitForFunction(() => location.search === '?q=order+sync');
    await page.waitForFunction(
      () => document.querySelector('#search-apps')?.closest('section')?.querySelector('h3')?.textContent === 'BazaarSync',
    );

    await page.reload();
    await waitForHydration(page);
    await boxValue(page, 'order sync');
    await page.waitForFunction(
      () => document.querySelector('#search-apps')?.closest('section')?.querySelector('h3')?.textContent === 'BazaarSync',
    );
    expect(new URL(page.url()).search).toBe('?q=order+sync');
    expect(errors).toEqual([]);
  });

  it('search page: the first results come without InstantSearch, which loads for "Show more" and keeps them in place, with the focus', async () => {
    const { page, errors } = visit;
    const requested: string[] = [];
    // The page's own requests for scripts: the offline worker, once it controls the page, fetches
    // what the page asked for again on its side (resource type "other"), at a moment load decides.
    page.on('request', (request) => {
      if (request.resourceType() === 'script') requested.push(request.url());
    });
    const instantSearchCode = () => requested.filter((url) => /\/search-instantsearch-[0-9a-f]+\.js$/.test(url));
    await page.goto(siteUrl('/search/?q=chat'));
    await waitForHydration(page);
    const appCount = (count: number) =>
      page.waitForFunction(
        (n) => document.querySelector('#search-apps')?.closest('section')?.querySelectorAll('h3').length === n,
        count,
      );
    await appCount(12);
    const total = Number(
      (
        await section(page, 'Apps')
          .getByText(/^\d+ apps$/)
          .textContent()
      )?.split(' ')[0],
    );
    expect(total).toBeGreaterThan(12);
    expect(instantSearchCode()).toEqual([]);

    const first = await section(page, 'Apps').getByRole('heading', { level: 3 }).first().elementHandle();
    const pageTop = () => first?.evaluate((node) => node.getBoundingClientRect().top + window.scrollY);
    const top = await pageTop();
    const more = page.getByRole('button', { name: 'Show more apps' });
    await more.focus();
    await page.keyboard.press('Enter');
    await appCount(Math.min(24, total));
    expect(instantSearchCode()).toHaveLength(1);
    // The same first result, where it was: the hand-over to InstantSearch replaced nothing.
    expect(await first?.evaluate((node) => node.isConnected)).toBe(true);
    expect(await pageTop()).toBe(top);
    if (total > 24) expect(await more.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
  });

  it('search page with a query: the first results come before the shell’s own parts, and the data hydration needs is asked for once, from the head', async () => {
    const { page, errors } = visit;
    // When the first app result is in the DOM, on the page's own clock (as resource timings are).
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (!document.querySelector('#search-apps')?.closest('section')?.querySelector('h3')) return;
        document.documentElement.dataset.firstResultsAt = String(performance.now());
        observer.disconnect();
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(siteUrl('/search/?q=chat'));
    // Every part hydrated, the account area and the footer among them (hydration-mark.tsx).
    await waitForHydration(page);
    const { firstResultsAt, shellParts, dataRequests } = await page.evaluate(() => {
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      return {
        firstResultsAt: Number(document.documentElement.dataset.firstResultsAt),
        // The shell's file (site-shell-chunk.ts), and what waits for hydration (cart badge, compare tray, deferred start).
        shellParts: resources
          .filter((entry) => /\/(site-shell|header-cart|compare-tray|deferred)-[0-9a-f]+\.js$/.test(entry.name))
          .map((entry) => ({ name: /\/([a-z-]+)-[0-9a-f]+\.js$/.exec(entry.name)?.[1], at: entry.startTime })),
        // Who asked for the data Gatsby's loader needs to hydrate: the head's links, or the loader itself.
        dataRequests: resources
          .filter((entry) => /\/page-data\/(app-data\.json|search\/page-data\.json(\?.*)?)$/.test(entry.name))
          .map((entry) => `${new URL(entry.name).pathname.split('/page-data/')[1]} ${entry.initiatorType}`),
      };
    });
    expect(firstResultsAt).toBeGreaterThan(0);
    expect(shellParts.map(({ name }) => name)).toContain('site-shell');
    expect(Math.min(...shellParts.map(({ at }) => at))).toBeGreaterThan(firstResultsAt);
    // The head preloads both, and Gatsby's loader takes the preloaded responses: it sends no request of
    // its own. (The offline worker's caching, once it is active, adds prefetch links of its own.)
    expect(dataRequests).toEqual(expect.arrayContaining(['app-data.json link', 'search/page-data.json link']));
    expect(dataRequests.filter((request) => !request.endsWith(' link'))).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('on a phone, a new query’s results come a screenful first, and then all of the page', async () => {
    await visit.context.close();
    visit = await newVisit({ width: 390, height: 844 });
    const { page, errors } = visit;
    await page.goto(siteUrl('/search/?q=chat'));
    await waitForHydration(page);
    await expect(section(page, 'Apps').getByRole('listitem').count()).resolves.toBe(12);
    // How many app cards the first commit of the new answer held (the one that marks "mail").
    await page.evaluate(() => {
      const apps = document.querySelector('#search-apps')!.closest('section')!;
      const observer = new MutationObserver(() => {
        if (!Array.from(apps.querySelectorAll('mark')).some((mark) => /mail/i.test(mark.textContent ?? ''))) return;
        (window as { firstDrawn?: number }).firstDrawn = apps.querySelectorAll('li').length;
        observer.disconnect();
      });
      observer.observe(apps, { childList: true, subtree: true, characterData: true });
    });
    await pageBox(page).fill('mail');
    await page.waitForFunction(() => (window as { firstDrawn?: number }).firstDrawn !== undefined);
    // A phone shows two or three cards: four come first, the other eight once those are painted.
    await expect(page.evaluate(() => (window as { firstDrawn?: number }).firstDrawn)).resolves.toBe(4);
    await page.waitForFunction(
      () => document.querySelector('#search-apps')!.closest('section')!.querySelectorAll('li').length === 12,
    );
    await expect(resultTitles(page, 'Apps')).resolves.toHaveLength(12);
    expect(errors).toEqual([]);
  });

  it('a search with no results shows a helpful empty state', async () => {
    const { page, errors } = visit;
    await page.goto(siteUrl('/search/?q=zzqxv'));
    await waitForHydration(page);
    await page.getByRole('heading', { name: 'No results for “zzqxv”' }).waitFor();
    // The sections under the no-results box keep their own space (it once touched the Apps heading).
    const underEmpty = await page.evaluate(() => {
      const empty = document.querySelector('[data-no-results]')!.getBoundingClientRect().bottom;
      return document.querySelector('#search-apps')!.getBoundingClientRect().top - empty;
    });
    expect(underEmpty).toBeGreaterThanOrEqual(24);
    const browse = page.getByRole('navigation', { name: 'Browse instead' });
    await expect(browse.getByRole('link', { name: 'CRM' }).getAttribute('href')).resolves.toBe('/marketplace/apps/crm/');
    await browse.getByRole('link', { name: 'All partners' }).click();
    await waitForTitle(page, 'Partner experts');
    expect(errors).toEqual([]);
  });

  it('a query with no letter or digit (%%%%) finds nothing and says so', async () => {
    const { page, errors } = visit;
    await page.goto(siteUrl('/search/?q=%25%25%25%25'));
    await waitForHydration(page);
    await boxValue(page, '%%%%');
    await page.getByRole('heading', { name: 'No results for “%%%%”' }).waitFor();
    await expect(section(page, 'Apps').getByRole('heading', { level: 3 }).count()).resolves.toBe(0);
    await expect(section(page, 'Partners').getByRole('heading', { level: 3 }).count()).resolves.toBe(0);
    expect(errors).toEqual([]);
  });

  it('a 10,000-character query is cut to 256 characters and the page keeps its width', async () => {
    const { page, errors } = visit;
    await page.goto(siteUrl(`/search/?q=${'w'.repeat(10_000)}`));
    await waitForHydration(page);
    await boxValue(page, 'w'.repeat(256));
    await page.getByRole('heading', { name: `No results for “${'w'.repeat(256)}”` }).waitFor();
    const width = () => page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: window.innerWidth }));
    const wide = await width();
    expect(wide.page).toBeLessThanOrEqual(wide.viewport);
    await page.setViewportSize({ width: 375, height: 800 });
    const narrow = await width();
    expect(narrow.page).toBeLessThanOrEqual(narrow.viewport);
    expect(errors).toEqual([]);
  });

  it('works with the keyboard only: header box → search page → arrow to a result → open it', async () => {
    const { page, errors } = visit;
    await page.goto(siteUrl('/'));
    await waitForHydration(page);
    await headerReady(page);
    await page.keyboard.press('/');
    await page.keyboard.type('chatbot building');
    await page.getByRole('listbox').waitFor();
    // Enter with no active option: the search page with the query.
    await page.keyboard.press('Enter');
    await waitForTitle(page, 'Search');
    expect(new URL(page.url()).search).toBe('?q=chatbot+building');
    await section(page, 'Apps').getByRole('heading', { level: 3 }).first().waitFor();

    // '/' focuses the page's own box here; ArrowDown walks the results.
    await headerReady(page);
    await page.keyboard.press('/');
    await expect(pageBox(page).evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe('Brightside Chatbot Building');
    await page.keyboard.press('Enter');
    await waitForTitle(page, 'Brightside Chatbot Building');
    expect(new URL(page.url()).pathname).toBe('/marketplace/services/brightside-chatbot-building/');

    await page.goBack();
    await waitForTitle(page, 'Search');
    await boxValue(page, 'chatbot building');
    expect(errors).toEqual([]);
  });
});
