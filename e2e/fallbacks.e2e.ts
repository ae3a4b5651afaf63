import { readCatalogueData } from '../sandbox/data-files';
import { newVisit, siteUrl, waitForHydration, type Visit } from './support/site';

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
    for (const area of [
      'checkout/some-app',
      'private-apps/x',
      'in-review-apps/y',
      'embedded-apps/z',
      'embedded-private-apps/w',
    ]) {
      const response = await page.goto(siteUrl(`/${area}`));
      expect([area, response?.status()]).toEqual([area, 200]);
      await page.getByRole('heading', { name: 'Sign in to continue' }).waitFor();
    }
    expect(errors).toEqual([]);
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
});
