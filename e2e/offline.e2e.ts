import { OFFLINE } from '../src/domain/site/offline';
import {
  newVisit,
  siteUrl,
  waitForHydration,
  waitForSavedForOffline,
  waitForServiceWorkerControl,
  waitForTitle,
  type Visit,
} from './support/site';

/**
 * Offline that says so (issue "installs and the agent app"): after a first visit the service worker
 * has the pages opened; offline, a page not saved keeps the visitor where they are, with a notice in
 * the site's layout, and a page saved still opens.
 */
describe('offline', () => {
  const visits: Visit[] = [];
  afterEach(async () => {
    await Promise.all(visits.splice(0).map((opened) => opened.context.close()));
  });
  /** A fresh visit to `sitePath`, hydrated and controlled by the offline service worker. */
  const openControlled = async (sitePath: string): Promise<Visit> => {
    const opened = await newVisit();
    visits.push(opened);
    await opened.page.goto(siteUrl(sitePath));
    await waitForHydration(opened.page);
    await waitForServiceWorkerControl(opened.page);
    return opened;
  };

  it('keeps the page for a link not saved, opens one saved, and says when it is back online', async () => {
    const { page, context } = await openControlled('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Apps' }).click();
    await waitForTitle(page, 'All apps');
    const here = page.url();

    await context.setOffline(true);
    const notices = page.getByRole('region', { name: 'Notifications' });
    await notices.getByText(OFFLINE.notice).waitFor();

    // Partners was never opened: the visitor stays on the apps, told why.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Partners' }).click();
    await notices.getByText(OFFLINE.page).waitFor();
    expect(page.url()).toBe(here);
    await expect(page.getByRole('heading', { level: 1, name: 'All apps' }).isVisible()).resolves.toBe(true);

    // Home was opened before: it opens offline too.
    await page.getByRole('link', { name: 'Marketplace home' }).click();
    await page.waitForURL(siteUrl('/'));

    await context.setOffline(false);
    await notices.getByText(OFFLINE.back).waitFor();
  });

  // The page opened first, before any worker controlled it: once one does, its scripts and data are
  // fetched again for the worker's cache (src/app/offline-plugin-browser.ts, one per idle period).
  it('saves the first page opened for offline use: reloaded offline, it opens and works', async () => {
    const { page, context } = await openControlled('/apps/');
    await waitForSavedForOffline(page, '/apps/');

    await context.setOffline(true);
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'All apps' }).isVisible()).resolves.toBe(true);
    // A filter changes only the query string, and Gatsby asks for the page's data again: offline the
    // worker has it (asked for without the query, src/build/page-data-url-loader.js). Unanswered,
    // Gatsby reloaded the page for it and drew a blank one.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const pageData = page.waitForResponse((response) => /\/page-data\/apps\/page-data\.json(\?|$)/.test(response.url()));
    const free = page
      .getByRole('main')
      .getByRole('checkbox', { name: /^Free\b/ })
      .first();
    await free.click();
    await page.waitForURL((url) => url.searchParams.get('payment') === 'free');
    expect((await pageData).ok()).toBe(true);
    await expect(free.isChecked()).resolves.toBe(true);
    await expect(page.getByRole('heading', { level: 1, name: 'All apps' }).isVisible()).resolves.toBe(true);
    await expect(page.evaluate(() => 'sameDocument' in window)).resolves.toBe(true);
    await context.setOffline(false);
  });
});
