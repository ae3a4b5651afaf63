import type { Page } from 'playwright-core';
import { newVisit, siteUrl, waitForHydration, waitForTitle, type Visit } from './support/site';

const results = (page: Page, name = 'All apps') => page.getByRole('list', { name }).getByRole('listitem');
const status = (page: Page) =>
  page
    .getByRole('status')
    .filter({ hasText: /result|Applying/ })
    .first();
const query = (page: Page) => new URL(page.url()).search;

/** Waits for the listing to settle on `count` results (the router re-renders a moment after popstate). */
/** The list answers the choice on screen: the controls update first, the cards follow (aria-busy meanwhile). */
async function listSettled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('[role=status][aria-live]')?.getAttribute('aria-busy') === 'false');
}

async function expectCount(page: Page, count: number): Promise<void> {
  await page.waitForFunction((expected) => {
    const element = document.querySelector('[role=status][aria-live]');
    return (
      element?.getAttribute('aria-busy') === 'false' &&
      element.textContent === (expected === 1 ? '1 result' : `${expected} results`)
    );
  }, count);
}

async function resultCount(page: Page): Promise<number> {
  await page.waitForFunction(() => {
    const element = document.querySelector('[role=status][aria-live]');
    return element?.getAttribute('aria-busy') === 'false' && /\d+ results?/.test(element.textContent ?? '');
  });
  return Number(/(\d+) results?/.exec((await status(page).textContent()) ?? '')?.[1]);
}

describe('listing: filters and sorting', () => {
  let visit: Visit;
  beforeEach(async () => {
    visit = await newVisit();
  });
  afterEach(async () => {
    await visit.context.close();
  });

  it('filters and sorts through the UI, keeps it in the URL, and restores it on reload and back', async () => {
    const { page, errors } = visit;
    await page.goto(siteUrl('/apps/'));
    await waitForHydration(page);
    const all = await resultCount(page);

    await page.getByRole('checkbox', { name: /^Free/ }).check();
    await page.waitForFunction(() => location.search === '?payment=free');
    const free = await resultCount(page);
    expect(free).toBeGreaterThan(0);
    expect(free).toBeLessThan(all);
    for (const price of await results(page).locator('strong').allTextContents()) expect(price).toBe('Free');

    await page.getByLabel('Sort by').selectOption('alphabetically');
    await page.waitForFunction(() => location.search === '?payment=free&sortBy=alphabetically');
    await listSettled(page);
    const names = await results(page).getByRole('heading').allTextContents();
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));

    await page.reload();
    await waitForHydration(page);
    // The server sends the default view; once mounted, the URL's filters apply.
    await page.waitForFunction(() => document.querySelector<HTMLInputElement>('#filter-payment-free')?.checked === true);
    await expectCount(page, free);
    await page.waitForFunction(() => document.querySelector<HTMLSelectElement>('main select')?.value === 'alphabetically');
    await listSettled(page);
    await expect(page.getByLabel('Sort by').inputValue()).resolves.toBe('alphabetically');
    await expect(results(page).getByRole('heading').allTextContents()).resolves.toEqual(names);

    await page.goBack();
    await page.waitForFunction(() => location.search === '?payment=free');
    // The view follows the URL (the router re-renders a moment after popstate).
    await page.waitForFunction(() => document.querySelector<HTMLSelectElement>('main select')?.value === 'recommended');
    await page.goBack();
    await page.waitForFunction(() => location.search === '');
    await expectCount(page, all);
    expect(errors).toEqual([]);
  });

  it('selects a category keeping the filters, and clears it back to /apps/', async () => {
    const { page, errors } = visit;
    await page.goto(siteUrl('/apps/?payment=free'));
    await waitForHydration(page);
    await page.getByRole('navigation', { name: 'App categories' }).getByRole('link', { name: 'CRM', exact: true }).click();
    await waitForTitle(page, 'CRM apps');
    expect(new URL(page.url()).pathname).toBe('/marketplace/apps/crm/');
    expect(query(page)).toBe('?payment=free');
    await expect(page.getByRole('checkbox', { name: /^Free/ }).isChecked()).resolves.toBe(true);
    // The filter panel's category is the path's: one at a time.
    const category = page.getByRole('group', { name: 'Category' });
    await expect(category.getByRole('radio', { name: /^CRM/ }).isChecked()).resolves.toBe(true);

    await page.getByRole('navigation', { name: 'App categories' }).getByRole('link', { name: 'All', exact: true }).click();
    await waitForTitle(page, 'All apps');
    expect(new URL(page.url()).pathname).toBe('/marketplace/apps/');
    expect(query(page)).toBe('?payment=free');

    // §2: choosing in the filter panel goes to /apps/{category}/{query string}; clearing, to /apps/{query string}.
    await category.getByRole('radio', { name: /^Analytics/ }).check();
    await waitForTitle(page, 'Analytics apps');
    expect(new URL(page.url()).pathname).toBe('/marketplace/apps/analytics/');
    expect(query(page)).toBe('?payment=free');
    await category.getByRole('radio', { name: /^All categories/ }).check();
    await waitForTitle(page, 'All apps');
    expect(new URL(page.url()).pathname).toBe('/marketplace/apps/');
    expect(query(page)).toBe('?payment=free');
    expect(errors).toEqual([]);
  });

  it('ignores malformed query strings value by value, without errors', async () => {
    const { page, errors } = visit;
    await page.goto(
      siteUrl(
        '/apps/?payment=%E0%A4%A,free,,bogus,free&sortBy=%3Cscript%3E&languages=%ZZ&nope=1&compatibility=' + 'x,'.repeat(500),
      ),
    );
    await waitForHydration(page);
    await page.waitForFunction(() => document.querySelector<HTMLInputElement>('#filter-payment-free')?.checked === true);
    await resultCount(page);
    await expect(page.getByRole('checkbox', { name: /^Free/ }).isChecked()).resolves.toBe(true);
    await expect(page.getByLabel('Sort by').inputValue()).resolves.toBe('recommended');
    expect(errors).toEqual([]);
  });

  it('shows an empty state with a way out', async () => {
    const { page, errors } = visit;
    await page.goto(siteUrl('/apps/?services=training&payment=monthly-per-account'));
    await waitForHydration(page);
    await page.getByRole('heading', { name: 'No apps match these filters' }).waitFor();
    await page.getByRole('button', { name: 'Clear all filters' }).last().click();
    await page.waitForFunction(() => location.search === '');
    expect(await resultCount(page)).toBeGreaterThan(200);
    expect(errors).toEqual([]);
  });

  it('works with the keyboard only', async () => {
    const { page, errors } = visit;
    await page.goto(siteUrl('/apps/'));
    await waitForHydration(page);
    const box = page.getByRole('checkbox', { name: /^HelpDesk/ });
    await box.focus();
    await page.keyboard.press('Space');
    await page.waitForFunction(() => location.search === '?compatibility=helpdesk');
    // Tab moves to the next checkbox; Space must add its value (a wait on 'compatibility=helpdesk'
    // alone would already hold before the key press).
    await page.keyboard.press('Tab');
    const next = await page.evaluate(() => document.activeElement?.id ?? '');
    expect(next).toMatch(/^filter-/);
    expect(next).not.toBe('filter-compatibility-helpdesk');
    await page.keyboard.press('Space');
    await page.waitForFunction(
      (id) =>
        document.querySelector<HTMLInputElement>(`#${id}`)?.checked === true && location.search !== '?compatibility=helpdesk',
      next,
    );
    expect(query(page)).toMatch(/^\?compatibility=helpdesk&[a-z]+=[^&]+$/);
    await page.getByLabel('Sort by').focus();
    await page.keyboard.press('End');
    await page.waitForFunction(() => location.search.includes('sortBy=recently-published'));
    expect(errors).toEqual([]);
  });

  it('server-renders the default view: the first 48 cards and the full count', async () => {
    const { page } = visit;
    await page.route('**/*.js', (route) => route.abort());
    await page.goto(siteUrl('/apps/?payment=free'));
    await expect(results(page).count()).resolves.toBe(48);
    expect(await resultCount(page)).toBeGreaterThan(200);
  });
});

describe('listing: show more and Back', () => {
  let visit: Visit;
  beforeEach(async () => {
    visit = await newVisit({ width: 1366, height: 900 });
  });
  afterEach(async () => {
    await visit.context.close();
  });

  it('keeps the cards shown in the URL and restores them and the scroll position on Back', async () => {
    const { page, errors } = visit;
    await page.goto(siteUrl('/apps/'));
    await waitForHydration(page);
    await expect(results(page).count()).resolves.toBe(48);
    await page.getByRole('button', { name: /^Show more/ }).click();
    await page.waitForFunction(() => location.search === '?shown=96');
    await page.waitForFunction(() => document.querySelectorAll('main ul[aria-label="All apps"] > li').length === 96);

    const seventyFirst = results(page).nth(70).getByRole('heading').getByRole('link');
    const appName = (await seventyFirst.textContent()) ?? '';
    await seventyFirst.scrollIntoViewIfNeeded();
    const scrolledTo = await page.evaluate(() => Math.round(window.scrollY));
    const shownAt = (await seventyFirst.boundingBox())?.y ?? Number.NaN;
    // Far below what the first 48 cards alone can reach, so a restore that ran too early would fall short.
    expect(scrolledTo).toBeGreaterThan(3000);
    await seventyFirst.click();
    await waitForTitle(page, appName);

    await page.goBack();
    await waitForTitle(page, 'All apps');
    expect(query(page)).toBe('?shown=96');
    await page.waitForFunction(() => document.querySelectorAll('main ul[aria-label="All apps"] > li').length === 96);
    await page.waitForFunction((expected) => Math.abs(window.scrollY - expected) <= 2, scrolledTo);
    await expect(results(page).nth(70).getByRole('heading').textContent()).resolves.toBe(appName);
    // The card opened is where it was on screen, not a row or two off.
    const backAt = (await results(page).nth(70).getByRole('heading').getByRole('link').boundingBox())?.y ?? Number.NaN;
    expect(Math.abs(backAt - shownAt)).toBeLessThanOrEqual(2);
    expect(errors).toEqual([]);
  });

  it('ignores a malformed shown value and starts from the first 48 cards', async () => {
    const { page, errors } = visit;
    await page.goto(siteUrl('/apps/?shown=%3Cscript%3E&payment=free'));
    await waitForHydration(page);
    await page.waitForFunction(() => document.querySelector<HTMLInputElement>('#filter-payment-free')?.checked === true);
    await resultCount(page);
    await expect(results(page).count()).resolves.toBe(48);
    expect(errors).toEqual([]);
  });
});
