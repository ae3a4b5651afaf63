import type { Page } from 'playwright-core';
import { COMPARE_LIMIT_MESSAGE } from '../src/domain/catalogue/compare';
import { newVisit, siteUrl, waitForHydration, waitForTitle, type Visit } from './support/site';

/**
 * The listing at /apps/, hydrated and settled (it may re-render once its client-side index
 * loads), and the names of its first `count` apps that have a Compare toggle.
 */
async function openListing(page: Page, count: number): Promise<string[]> {
  await page.goto(siteUrl('/apps/'));
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const labels = await page
    .locator('main article')
    .getByRole('button', { name: /^Compare / })
    .evaluateAll(
      (buttons, n) => buttons.slice(0, n).map((button) => (button.textContent ?? '').replace(/^Compare\s*/, '').trim()),
      count,
    );
  expect(labels.every(Boolean)).toBe(true);
  return labels;
}

/** An app's Compare toggle, found by its accessible name (the list may be re-ordered under us). */
const toggleOf = (page: Page, name: string) =>
  page.locator('main article').getByRole('button', { name: `Compare ${name}`, exact: true });

/** Names of the compare page's columns, once every column has loaded. */
async function columnNames(page: Page): Promise<string[]> {
  const table = page.getByRole('table', { name: /^Comparison of / });
  await table.waitFor();
  await page.waitForFunction(() => !document.querySelector('table[aria-busy="true"]'));
  return table.getByRole('columnheader').getByRole('link').allTextContents();
}

describe('comparing apps', () => {
  const visits: Visit[] = [];
  const visit = async (options?: { width?: number; height?: number }) => {
    const opened = await newVisit(options);
    visits.push(opened);
    return opened;
  };
  afterEach(async () => {
    await Promise.all(visits.splice(0).map((opened) => opened.context.close()));
  });

  it('picks three apps on /apps/, refuses a fourth, compares them, keeps them on reload and in a shared link', async () => {
    const { page, errors } = await visit();
    const picked = await openListing(page, 4);
    const names = picked.slice(0, 3);
    const fourthName = picked[3];
    for (const name of names) {
      await toggleOf(page, name).click();
      await expect(toggleOf(page, name).getAttribute('aria-pressed')).resolves.toBe('true');
    }

    const tray = page.getByRole('region', { name: 'Compare apps' });
    await expect(tray.getByRole('list', { name: 'Apps to compare' }).getByRole('listitem').allTextContents()).resolves.toEqual(
      names.map((name) => `${name}×`),
    );

    // A fourth pick is refused, with a visible, announced explanation.
    const fourth = toggleOf(page, fourthName);
    await fourth.click();
    await expect(fourth.getAttribute('aria-pressed')).resolves.toBe('false');
    const status = tray.getByRole('status');
    await expect(status.textContent()).resolves.toContain(COMPARE_LIMIT_MESSAGE);
    await expect(status.isVisible()).resolves.toBe(true);

    await tray.getByRole('link', { name: 'Compare (3)' }).click();
    await waitForTitle(page, 'Compare apps');
    await expect(columnNames(page)).resolves.toEqual(names);
    const shared = page.url();
    expect(new URL(shared).pathname).toBe('/marketplace/apps/compare/');
    expect(new URL(shared).searchParams.get('ids')?.split(',')).toHaveLength(3);
    // The tray steps aside on the compare page.
    await expect(page.getByRole('region', { name: 'Compare apps' }).count()).resolves.toBe(0);

    await page.reload();
    await waitForHydration(page);
    await expect(columnNames(page)).resolves.toEqual(names);

    // The selection survives too: back on the listing the three toggles are still pressed.
    await openListing(page, 0);
    await page.getByRole('link', { name: 'Compare (3)' }).waitFor();
    for (const name of names) {
      await expect(toggleOf(page, name).getAttribute('aria-pressed')).resolves.toBe('true');
    }

    // The shared link, opened by someone else (a fresh context, empty storage), shows the same.
    const other = await visit();
    await other.page.goto(shared);
    await waitForHydration(other.page);
    await waitForTitle(other.page, 'Compare apps');
    await expect(columnNames(other.page)).resolves.toEqual(names);

    expect(errors).toEqual([]);
    expect(other.errors).toEqual([]);
  });

  it('removes a column into the URL, and explains an empty link', async () => {
    const { page, errors } = await visit();
    for (const name of await openListing(page, 2)) await toggleOf(page, name).click();
    await page.getByRole('link', { name: 'Compare (2)' }).click();
    await waitForTitle(page, 'Compare apps');
    const [first, second] = await columnNames(page);

    await page.getByRole('button', { name: `Remove ${first} from comparison` }).click();
    await expect(columnNames(page)).resolves.toEqual([second]);
    const ids = new URL(page.url()).searchParams.get('ids');
    expect(ids).not.toContain(',');

    await page.getByRole('button', { name: `Remove ${second} from comparison` }).click();
    await page.getByRole('heading', { name: 'Nothing to compare yet' }).waitFor();
    expect(new URL(page.url()).search).toBe('');
    await expect(page.getByRole('link', { name: 'Browse apps' }).getAttribute('href')).resolves.toBe('/marketplace/apps/');

    await page.goto(siteUrl('/apps/compare/?ids=%E0%A4%A,,NOT%20VALID'));
    await waitForHydration(page);
    await page.getByRole('heading', { name: 'Nothing to compare yet' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('scrolls the table sideways on a phone with the row headers kept in view', async () => {
    const { page, errors } = await visit({ width: 390, height: 844 });
    for (const name of await openListing(page, 3)) await toggleOf(page, name).click();
    const tray = page.getByRole('region', { name: 'Compare apps' });
    const box = await tray.boundingBox();
    expect(box?.height).toBeLessThan(90);
    await tray.getByRole('link', { name: 'Compare (3)' }).click();
    await waitForTitle(page, 'Compare apps');
    await columnNames(page);

    const region = page.getByRole('region', { name: /^Comparison of / });
    const scroll = await region.evaluate((element) => ({ width: element.scrollWidth, client: element.clientWidth }));
    expect(scroll.width).toBeGreaterThan(scroll.client);
    await region.evaluate((element) => element.scrollTo({ left: element.scrollWidth }));
    const price = await page.getByRole('rowheader', { name: 'Price' }).boundingBox();
    expect(price?.x).toBeLessThanOrEqual(1);
    expect(errors).toEqual([]);
  });
});
