import type { Page, Response } from 'playwright-core';
import { signInThroughPopup } from './support/accounts';
import { newVisit, siteUrl, waitForHydration, waitForServiceWorkerControl, type Visit } from './support/site';

/**
 * The catalogue's images load past the offline worker (§7), which answers the site's scripts and
 * data: the worker's static routes (src/app/service-worker-routes.js) send them to the network and
 * the HTTP cache, which reuses them (scripts/static-server-cache.ts). Through the worker, or asked
 * for again each time, every icon of the header search's popup cost time in a keystroke.
 */
describe('the catalogue’s images', () => {
  let visit: Visit | undefined;

  afterEach(async () => {
    await visit?.context.close();
    visit = undefined;
  });

  // The apps' icons: the pages' cards show the card rendition (images/112/), the original on very
  // sharp screens; the popup its small rendition (images/64/).
  const iconsOf = (responses: Response[]) => responses.filter((response) => /\/images\/((64|112)\/)?apps\//.test(response.url()));

  async function searchInHeader(page: Page, query: string): Promise<void> {
    await page.fill('#site-search', '');
    await page.click('#site-search');
    await page.keyboard.type(query);
    await page.getByRole('option', { name: `See all results for “${query}”` }).waitFor();
    await page.waitForFunction(() =>
      [...document.querySelectorAll<HTMLImageElement>('[role="listbox"] img')].every(
        (icon) => icon.complete && icon.naturalWidth > 0,
      ),
    );
  }

  it('come past the offline worker, which still serves the scripts, in the page and in the search popup', async () => {
    visit = await newVisit();
    const { page, errors } = visit;
    await page.goto(siteUrl('/apps/'));
    await waitForHydration(page);
    await waitForServiceWorkerControl(page);

    const seen: Response[] = [];
    page.on('response', (response) => seen.push(response));
    await page.reload();
    await waitForHydration(page);
    await page.locator('main img[src*="/images/112/apps/"]').first().waitFor();
    await searchInHeader(page, 'chat');

    const scripts = seen.filter((response) => /\/app-[0-9a-f]{20}\.js$/.test(response.url()));
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.every((response) => response.fromServiceWorker())).toBe(true);
    const icons = iconsOf(seen);
    expect(icons.filter((response) => response.url().includes('/images/64/apps/')).length).toBeGreaterThan(0);
    expect(icons.filter((response) => !response.url().includes('/images/64/')).length).toBeGreaterThan(0);
    expect(icons.filter((response) => response.fromServiceWorker()).map((response) => response.url())).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('are not asked for again when the search popup shows them again', async () => {
    visit = await newVisit();
    const { page, errors } = visit;
    await page.goto(siteUrl('/'));
    await waitForHydration(page);
    // Chromium keys its memory cache by the controlling worker: let the worker take over first.
    await waitForServiceWorkerControl(page);
    const seen: Response[] = [];
    page.on('response', (response) => seen.push(response));
    await searchInHeader(page, 'chat');
    const first = iconsOf(seen).length;
    expect(first).toBeGreaterThan(0);
    expect(await iconsOf(seen)[0].headerValue('cache-control')).toBe('public, max-age=3600, stale-while-revalidate=604800');

    await searchInHeader(page, 'crm');
    await searchInHeader(page, 'chat');
    const again = iconsOf(seen).slice(first);
    const chatIcons = new Set(
      iconsOf(seen)
        .slice(0, first)
        .map((response) => response.url()),
    );
    expect(again.filter((response) => chatIcons.has(response.url())).map((response) => response.url())).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('in the search popup are the small renditions the build writes, 64 px for 32 px', async () => {
    visit = await newVisit();
    const { page, errors } = visit;
    await page.goto(siteUrl('/'));
    await waitForHydration(page);
    await searchInHeader(page, 'support');

    // Each icon's file, decoded: the pixels it has (naturalWidth depends on which srcset entry matched).
    const icons = await page.evaluate(() =>
      Promise.all(
        [...document.querySelectorAll<HTMLImageElement>('[role="listbox"] img')].map(async (icon) => {
          const bitmap = await createImageBitmap(await (await fetch(icon.currentSrc)).blob());
          return { src: new URL(icon.currentSrc).pathname, width: bitmap.width, height: bitmap.height };
        }),
      ),
    );
    expect(icons.some((icon) => icon.src.startsWith('/marketplace/images/64/apps/'))).toBe(true);
    expect(icons.some((icon) => icon.src.startsWith('/marketplace/images/64/partners/'))).toBe(true);
    for (const icon of icons) {
      expect(icon).toEqual({
        src: expect.stringMatching(/^\/marketplace\/images\/64\/(apps|partners)\/[^/]+\.webp$/),
        width: 64,
        height: 64,
      });
    }
    expect(errors).toEqual([]);
  });

  /** Every image the page asked for that did not come: a 4xx/5xx answer or a failed request. */
  function watchBrokenImages(page: Page): string[] {
    const broken: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'image' && response.status() >= 400)
        broken.push(`${response.status()} ${response.url()}`);
    });
    page.on('requestfailed', (request) => {
      if (request.resourceType() === 'image') broken.push(`failed ${request.url()}`);
    });
    return broken;
  }

  /** Scrolls to the bottom so lazy images load, then waits for the network to settle. */
  async function loadAllImages(page: Page, sitePath: string): Promise<void> {
    await page.goto(siteUrl(sitePath));
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
  }

  const PAGE_TYPES = ['/', '/apps/', '/apps/crm/', '/apps/shopworks/', '/search/?q=chat', '/partners/', '/developers/'];

  // Signed out, the console sweep already fails on any answer of 400 or more on every page type.
  it('all come, with the path prefix, on every page type signed in, the cart with an app included', async () => {
    visit = await newVisit();
    const { page } = visit;
    const broken = watchBrokenImages(page);
    await loadAllImages(page, '/apps/shopworks/');
    await signInThroughPopup(page, 'owner');
    // Something in the cart, so the cart page shows app icons.
    const appHeader = page.getByRole('main').locator('header').first();
    await appHeader.getByRole('button', { name: 'Add to cart' }).click();
    await appHeader.locator('[data-in-cart]').waitFor();
    for (const sitePath of PAGE_TYPES) await loadAllImages(page, sitePath);
    await loadAllImages(page, '/cart/');
    // The cart shows the app it holds, with its icon (asked for under the path prefix).
    await page.locator('main img').first().waitFor();
    await loadAllImages(page, '/private-apps/');
    expect(broken).toEqual([]);
  });
});
