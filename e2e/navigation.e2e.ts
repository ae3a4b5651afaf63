import type { Page } from 'playwright-core';
import { readCatalogueData } from '../sandbox/data-files';
import { lifecycleOf } from '../src/domain/catalogue/lifecycle';
import { newVisit, siteUrl, waitForHydration, waitForTitle, type Visit } from './support/site';

/**
 * The element's top once the page has scrolled and stopped: non-zero scroll and the same top over
 * five animation frames in a row (a condition, not a fixed sleep).
 */
async function settledTop(page: Page, id: string): Promise<number> {
  await page.waitForFunction(
    (elementId) => {
      const state = window as unknown as { __lastTop?: number; __stableFrames?: number };
      const top = document.getElementById(elementId)?.getBoundingClientRect().top;
      if (top === undefined || window.scrollY === 0) return false;
      state.__stableFrames = top === state.__lastTop ? (state.__stableFrames ?? 0) + 1 : 0;
      state.__lastTop = top;
      return state.__stableFrames >= 5;
    },
    id,
    { polling: 'raf' },
  );
  return page.locator(`#${id}`).evaluate((element) => element.getBoundingClientRect().top);
}

const app = readCatalogueData().applications.find(
  (candidate) =>
    candidate.visibility === 'public' &&
    !candidate.hidden &&
    lifecycleOf(candidate) === 'PUBLISHED' &&
    candidate.customProps.isService !== 'true',
)!;

describe('navigation behaviour (§2)', () => {
  let visit: Visit;
  beforeEach(async () => {
    visit = await newVisit({ width: 1280, height: 700 });
  });
  afterEach(async () => {
    await visit.context.close();
  });

  it('scrolls a URL hash into view 20 px below the sticky header', async () => {
    const { page, errors } = visit;
    await page.goto(siteUrl(`/apps/${app.slug}/#reviews`));
    await waitForHydration(page);
    const top = await settledTop(page, 'reviews');
    expect(Math.round(top)).toBe(90 + 20);
    expect(errors).toEqual([]);
  });

  it("scrolls to the app page's #description section, which is no sign-in callback", async () => {
    const { page, errors } = visit;
    await page.goto(siteUrl(`/apps/${app.slug}/#description`));
    await waitForHydration(page);
    const top = await settledTop(page, 'description');
    expect(Math.round(top)).toBe(90 + 20);
    expect(new URL(page.url()).hash).toBe('#description');
    await expect(page.getByText('Unauthorized transaction').count()).resolves.toBe(0);
    expect(errors).toEqual([]);
  });

  it('keeps the page when a callback hash has a broken escape, and refuses it as an unauthorized transaction', async () => {
    const { page, errors } = visit;
    await page.goto(siteUrl(`/apps/${app.slug}/#access_token=%E0%A4%A&expires_in=3600&token_type=Bearer&state=%`));
    await waitForHydration(page);
    await page.getByRole('heading', { level: 1, name: app.name }).waitFor();
    await page.getByRole('region', { name: 'Notifications' }).getByText('Unauthorized transaction').waitFor();
    expect(new URL(page.url()).hash).toBe('');
    expect(errors).toEqual([]);
  });

  it('keeps the page when a later hash (the address bar, an in-page link) has a broken escape', async () => {
    const { page, errors } = visit;
    await page.goto(siteUrl('/apps/'));
    await waitForHydration(page);
    await page.evaluate(`location.hash = '%E0%A4%A'`);
    await page.waitForURL(/#%25E0%25A4%25A$/);
    // The router has taken the new location (its update waits a frame): the page is still there.
    await page.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))');
    await page.getByRole('heading', { level: 1, name: 'All apps' }).waitFor();
    await page.getByRole('navigation', { name: 'Main' }).waitFor();
    expect(errors).toEqual([]);
  });

  it('never scrolls to a hash that carries an access token', async () => {
    const { page } = visit;
    await page.goto(siteUrl(`/apps/${app.slug}/#access_token=dal%3Aabc&expires_in=3600&token_type=Bearer&state=x`));
    await waitForHydration(page);
    // The hash scroll runs in the frame after the route update: once the page is whole and two
    // frames have passed, a scroll that was going to happen has happened.
    await page.locator('#reviews').waitFor({ state: 'attached' });
    await page.waitForFunction(() => document.readyState === 'complete');
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect(page.evaluate(() => window.scrollY)).resolves.toBe(0);
  });

  it('replaces the history entry when the in-page back link is followed from a URL without a hash', async () => {
    const { page, errors } = visit;
    await page.goto(siteUrl('/apps/'));
    await waitForHydration(page);
    const appLink = page
      .getByRole('list', { name: 'All apps' })
      .getByRole('heading')
      .locator('a[href^="/marketplace/apps/"]')
      .first();
    const appName = (await appLink.textContent()) ?? '';
    await appLink.click();
    await waitForTitle(page, appName);
    expect(new URL(page.url()).pathname).toMatch(/^\/marketplace\/apps\/[^/]+\/$/);
    const entries = await page.evaluate(() => history.length);

    await page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link', { name: 'Apps', exact: true }).click();
    await waitForTitle(page, 'All apps');
    expect(new URL(page.url()).pathname).toBe('/marketplace/apps/');
    // Replaced, not pushed: the history did not grow…
    await expect(page.evaluate(() => history.length)).resolves.toBe(entries);

    // …so Back does not return to the app page just left, but to the listing the visit started on.
    await page.goBack();
    expect(new URL(page.url()).pathname).toBe('/marketplace/apps/');
    await waitForTitle(page, 'All apps');
    await expect(page.getByRole('heading', { level: 1, name: appName, exact: true }).count()).resolves.toBe(0);
    expect(errors).toEqual([]);
  });

  it('shows a notice when a page takes more than 1 s to load, and removes it when it arrives', async () => {
    await visit.context.close();
    visit = await newVisit({ blockServiceWorker: true });
    const { page, errors } = visit;
    // Before the first visit, so Gatsby's prefetch of the link is held too; the page's data comes
    // once the notice shows (held, not slept on: the test waits for the page, not for a clock).
    let arrive = () => {};
    const noticeShown = new Promise<void>((resolve) => (arrive = resolve));
    await page.route('**/page-data/apps/crm/page-data.json', async (route) => {
      await noticeShown;
      await route.continue();
    });
    await page.goto(siteUrl('/apps/'));
    await waitForHydration(page);
    await page.getByRole('navigation', { name: 'App categories' }).getByRole('link', { name: 'CRM', exact: true }).click();
    await page.getByText('This page is taking longer than usual to load…').waitFor();
    arrive();
    await waitForTitle(page, 'CRM apps');
    await page.getByText('This page is taking longer than usual to load…').waitFor({ state: 'detached' });
    // With the service worker blocked on purpose, its registration is the one expected error.
    expect(errors.filter((error) => !/service worker registration/.test(error))).toEqual([]);
  });

  it("marks the main navigation's current section on every page under it, not only on its own page", async () => {
    const { page, errors } = visit;
    const main = page.getByRole('navigation', { name: 'Main' });
    const look = (name: string) =>
      main.getByRole('link', { name, exact: true }).evaluate((link) => {
        const style = getComputedStyle(link);
        return `${style.backgroundColor} ${style.boxShadow}`;
      });
    // An app page, a category and a partner page: each is under one section of the three.
    for (const [path, current, other] of [
      [`/apps/${app.slug}/`, 'Apps', 'Partners'],
      ['/apps/crm/', 'Apps', 'Developers'],
      ['/partners/recommended/', 'Partners', 'Apps'],
    ]) {
      await page.goto(siteUrl(path));
      await waitForHydration(page);
      await page.mouse.move(0, 600);
      expect(await look(current)).not.toBe(await look(other));
    }
    // On a phone the three are tabs: the current one is underlined (an inset shadow), the others not.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(siteUrl(`/apps/${app.slug}/`));
    await waitForHydration(page);
    await expect(look('Apps')).resolves.toMatch(/inset/);
    await expect(look('Partners')).resolves.not.toMatch(/inset/);
    expect(errors).toEqual([]);
  });
});
