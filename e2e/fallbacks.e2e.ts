import { readCatalogueData, readRetiredIntegrations } from '../sandbox/data-files';
import type { Page, Response } from 'playwright-core';
import { newVisit, siteUrl, waitForHydration, type Visit } from './support/site';

/** The errors of a visit other than the main document's own 404 (Chromium logs that one, rightly). */
function errorsBeyondDocument(errors: string[], document: Response | null): string[] {
  const url = document?.url() ?? '';
  return errors.filter((error) => error !== `response: 404 ${url}` && !error.endsWith(`(${url})`));
}

/** Lets late requests (service worker install, prefetches) finish before errors are counted. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
}

describe('fallbacks and client-only routes', () => {
  let visit: Visit;
  beforeEach(async () => {
    visit = await newVisit();
  });
  afterEach(async () => {
    await visit.context.close();
  });

  it('shows the 404 page, with a 404 status, for an unknown app slug', async () => {
    const { page } = visit;
    const response = await page.goto(siteUrl('/apps/no-such-app-anywhere/'));
    expect(response?.status()).toBe(404);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Page not found');
    await expect(page.getByRole('link', { name: 'Browse all apps' }).isVisible()).resolves.toBe(true);
    await page.getByText("We couldn't find that app. It may have been renamed or removed from the marketplace.").waitFor();
  });

  it.each(['/partners/nobody', '/nowhere/'])(
    'shows the generic 404 page for %s, with no console error beyond the document itself',
    async (sitePath) => {
      const { page, errors } = visit;
      const response = await page.goto(siteUrl(sitePath));
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      await page
        .getByText("We couldn't find that page. Check the address, or start again from the home page or the list of apps.")
        .waitFor();
      await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toBe('Page not found');
      await expect(page.getByText(/renamed|removed/).count()).resolves.toBe(0);
      await expect(page.getByRole('link', { name: 'Browse all apps' }).getAttribute('href')).resolves.toBe('/marketplace/apps/');
      await expect(page.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).resolves.toBe('/marketplace/');
      await settled(page);
      expect(errorsBeyondDocument(errors, response)).toEqual([]);
    },
  );

  it('answers a compare link naming an unknown app with a message and no console error', async () => {
    const { page, errors } = visit;
    const response = await page.goto(siteUrl('/apps/compare/?ids=nope'));
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await page.getByText("We couldn't find an app called 'nope'").waitFor();
    await settled(page);
    expect(errors).toEqual([]);
  });

  it('renders a deep link into /cart/anything without console or hydration errors', async () => {
    const { page, errors } = visit;
    const response = await page.goto(siteUrl('/cart/anything/at/all'));
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await page.getByRole('heading', { name: 'Sign in to continue' }).waitFor();
    await expect(page.getByText('to see your cart').isVisible()).resolves.toBe(true);
    expect(errors).toEqual([]);
  });

  it('serves every client-only area as a shell', async () => {
    const { page, errors } = visit;
    for (const area of ['checkout/some-app', 'private-apps/x', 'in-review-apps/y', 'embedded-private-apps/w']) {
      const response = await page.goto(siteUrl(`/${area}`));
      expect([area, response?.status()]).toEqual([area, 200]);
      await page.getByRole('heading', { name: 'Sign in to continue' }).waitFor();
    }
    expect(errors).toEqual([]);
  });

  it('serves the page of an unknown coming-soon app as a shell that says so (no sign-in needed)', async () => {
    const { page, errors } = visit;
    const response = await page.goto(siteUrl('/coming-soon-apps/z/'));
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { name: 'App not found' }).waitFor();
    await expect(page.getByText('No app coming soon has the address z.').isVisible()).resolves.toBe(true);
    expect(errors).toEqual([]);
  });

  it('serves the embedded page of an unknown public app as a shell that says so (no sign-in needed)', async () => {
    const { page } = visit;
    const response = await page.goto(siteUrl('/embedded-apps/z'));
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { name: 'App not found' }).waitFor();
    await expect(page.getByText('No app has the address z.').isVisible()).resolves.toBe(true);
    // The embedded layout: no site header.
    await expect(page.getByRole('banner').count()).resolves.toBe(0);
  });

  it('gives hidden apps no page', async () => {
    const { page } = visit;
    const hidden = readCatalogueData().applications.filter((app) => app.hidden && app.visibility === 'public');
    expect(hidden.length).toBeGreaterThan(0);
    for (const app of hidden.slice(0, 3)) {
      const response = await page.goto(siteUrl(`/apps/${app.slug}/`));
      expect([app.slug, response?.status()]).toEqual([app.slug, 404]);
    }
  });

  it('gives retired legacy integrations (§9) no page and no search result, though the API lists them', async () => {
    const { page } = visit;
    const retired = readRetiredIntegrations();
    const apps = readCatalogueData().applications.filter((app) => retired.has(app.id));
    expect(apps.length).toBe(retired.size);
    for (const app of apps) {
      const response = await page.goto(siteUrl(`/apps/${app.slug}/`));
      expect([app.slug, response?.status()]).toEqual([app.slug, 404]);
    }
    await page.goto(siteUrl(`/search/?q=${encodeURIComponent(apps[0].name)}`));
    await waitForHydration(page);
    await settled(page);
    await expect(page.getByRole('link', { name: apps[0].name }).count()).resolves.toBe(0);
  });
});
