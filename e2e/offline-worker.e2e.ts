import type { Response } from 'playwright-core';
import { newVisit, siteUrl, waitForHydration, type Visit } from './support/site';

/**
 * The offline worker (§7) answers the site's scripts and data, but not its images: those go to the
 * network and the HTTP cache by the worker's static routes (src/app/service-worker-routes.js),
 * because through the worker every new icon of the header search cost a keystroke time.
 */
describe('the offline worker and the catalogue’s images', () => {
  let visit: Visit | undefined;

  afterEach(async () => {
    await visit?.context.close();
    visit = undefined;
  });

  it('serves the scripts from the worker and lets the icons, in the page and in the search popup, past it', async () => {
    visit = await newVisit();
    const { page, errors } = visit;
    await page.goto(siteUrl('/apps/'));
    await waitForHydration(page);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      if (!navigator.serviceWorker.controller)
        await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    });

    const seen: Response[] = [];
    page.on('response', (response) => seen.push(response));
    await page.reload();
    await waitForHydration(page);
    await page.locator('main img[src*="/images/apps/"]').first().waitFor();
    await page.click('#site-search');
    await page.keyboard.type('chat');
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLImageElement>('[role="listbox"] img')].some(
        (icon) => icon.complete && icon.naturalWidth > 0,
      ),
    );

    const scripts = seen.filter((response) => /\/app-[0-9a-f]{20}\.js$/.test(response.url()));
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.every((response) => response.fromServiceWorker())).toBe(true);
    const icons = seen.filter((response) => response.url().includes('/images/apps/'));
    expect(icons.filter((response) => response.fromServiceWorker()).map((response) => response.url())).toEqual([]);
    expect(await icons[0].headerValue('cache-control')).toBe('public, max-age=0, stale-while-revalidate=604800');
    expect(errors).toEqual([]);
  });
});
