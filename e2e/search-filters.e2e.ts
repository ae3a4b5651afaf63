import type { Page } from 'playwright-core';
import { seriousViolations } from './support/axe';
import { newVisit, siteUrl, waitForHydration, type Visit } from './support/site';

/**
 * The search page's filters and sort (§2, as on the listing): they land in the URL beside the
 * query, survive a reload, and a transposed query ("chta") still finds the chat apps (a swap of
 * two adjacent letters is one typo). The page's query parameter is `q`.
 */
const pageBox = (page: Page) => page.getByRole('searchbox', { name: 'Search the marketplace' });
const apps = (page: Page) => page.getByRole('region', { name: 'Apps' });
const appTitles = (page: Page) => apps(page).getByRole('heading', { level: 3 }).allTextContents();
const liveChatFilter = (page: Page) =>
  page.getByRole('group', { name: 'Works with' }).getByRole('checkbox', { name: 'LiveChat' });
const sortSelect = (page: Page) => page.getByRole('combobox', { name: 'Sort by' });
const search = (page: Page) => new URL(page.url()).searchParams;
const openFilters = async (page: Page) => {
  const summary = page.getByText(/^Filters/);
  if (!(await liveChatFilter(page).isVisible())) await summary.click();
};

describe('search page filters and sort', () => {
  let visit: Visit;
  beforeEach(async () => {
    visit = await newVisit();
  });
  afterEach(async () => {
    await visit.context.close();
  });

  it('applies a filter and a sort, keeps them in the URL across a reload, and finds chat apps for "chta"', async () => {
    const { page, errors } = visit;
    await page.goto(siteUrl('/search/?q=chat'));
    await waitForHydration(page);
    await apps(page).getByRole('heading', { level: 3 }).first().waitFor();

    await openFilters(page);
    await liveChatFilter(page).check();
    await page.waitForFunction(() => new URLSearchParams(window.location.search).get('compatibility') === 'livechat');
    await sortSelect(page).selectOption('alphabetically');
    await page.waitForFunction(() => new URLSearchParams(window.location.search).get('sortBy') === 'alphabetically');
    expect(search(page).get('q')).toBe('chat');
    const sorted = async () => {
      const titles = await appTitles(page);
      return (
        titles.length > 1 &&
        titles.every((title, index) => index === 0 || titles[index - 1].localeCompare(title, 'en', { sensitivity: 'base' }) <= 0)
      );
    };
    await page.waitForFunction(() => document.querySelectorAll('#search-apps ~ ul h3').length > 1);
    await expect(sorted()).resolves.toBe(true);

    await page.reload();
    await waitForHydration(page);
    await expect(liveChatFilter(page).isChecked()).resolves.toBe(true);
    await expect(sortSelect(page).inputValue()).resolves.toBe('alphabetically');
    expect(search(page).get('compatibility')).toBe('livechat');
    expect(search(page).get('sortBy')).toBe('alphabetically');
    await apps(page).getByRole('heading', { level: 3 }).first().waitFor();
    await expect(sorted()).resolves.toBe(true);
    await expect(seriousViolations(page)).resolves.toEqual([]);

    // Back to the search's own order, then a transposed query.
    await sortSelect(page).selectOption('relevance');
    await pageBox(page).fill('chta');
    await page.waitForFunction(() => new URLSearchParams(window.location.search).get('q') === 'chta');
    expect(search(page).get('compatibility')).toBe('livechat');
    await apps(page).getByRole('heading', { level: 3, name: /chat/i }).first().waitFor();
    await expect(appTitles(page)).resolves.toContain('ChatFox');

    // A malformed query string is ignored, not a crash.
    await page.goto(siteUrl('/search/?q=chat&payment=%ZZ&sortBy=%&categories=nope,,'));
    await waitForHydration(page);
    await apps(page).getByRole('heading', { level: 3 }).first().waitFor();
    await expect(sortSelect(page).inputValue()).resolves.toBe('relevance');
    expect(errors).toEqual([]);
  });

  it('draws the Filters box and the sort select as one row: tops in line, the same 44 px height, at phone and desktop widths', async () => {
    const { page } = visit;
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(siteUrl('/search/?q=chat'));
      await waitForHydration(page);
      const summary = await page.getByText(/^Filters/).boundingBox();
      const select = await sortSelect(page).boundingBox();
      const details = await page.locator('details', { has: page.getByText(/^Filters/) }).boundingBox();
      expect({ width, top: Math.round(details!.y), height: Math.round(details!.height) }).toEqual({
        width,
        top: Math.round(select!.y),
        height: 44,
      });
      expect(Math.round(select!.height)).toBe(44);
      expect(summary!.y).toBeGreaterThanOrEqual(details!.y);
    }
  });
});
