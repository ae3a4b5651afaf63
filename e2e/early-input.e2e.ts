import type { Page, Route } from 'playwright-core';
import { newVisit, siteUrl, waitForHydration, type Visit } from './support/site';

/**
 * Issue "no tap lost before hydration": the server's HTML is on screen while the site's scripts are
 * held back (as on a slow phone, where they run seconds after the first paint); what the visitor
 * presses meanwhile shows it was taken, and happens once the page has hydrated.
 */

/** Holds the site's own scripts until release(): the page paints from its HTML and cannot act yet. */
async function holdScripts(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/marketplace\/[^/]+\.js(\?.*)?$/, async (route: Route) => {
    await held;
    await route.continue();
  });
  return release;
}

describe('presses before hydration', () => {
  const visits: Visit[] = [];
  const visit = async (width = 1280) => {
    const opened = await newVisit({ blockServiceWorker: true, width });
    visits.push(opened);
    return opened;
  };
  afterEach(async () => {
    await Promise.all(visits.splice(0).map((opened) => opened.context.close()));
  });

  it('a filter ticked before hydration ticks at once and puts its choice in the address; once hydrated the list answers it', async () => {
    const { page, errors } = await visit();
    const release = await holdScripts(page);
    const pageData: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('/page-data/apps/page-data.json')) pageData.push(url.search);
    });
    await page.goto(siteUrl('/apps/'), { waitUntil: 'domcontentloaded' });
    const status = page.locator('main p[role="status"]');
    const before = (await status.textContent())?.trim();
    expect(before).toMatch(/^\d+ results$/);
    const free = page.getByRole('group', { name: /price|payment/i }).getByRole('checkbox', { name: 'Free' });
    const box = (await free.count()) > 0 ? free : page.getByRole('checkbox', { name: 'Free', exact: true }).first();
    await box.click();
    // As plain HTML would: ticked, the address says so, and the box shows the site has yet to act.
    await expect(box.isChecked()).resolves.toBe(true);
    expect(new URL(page.url()).searchParams.get('payment')).toBe('free');
    await expect(box.getAttribute('aria-busy')).resolves.toBe('true');
    release();
    await waitForHydration(page);
    await page.waitForURL(/[?&]payment=free/);
    let after = before;
    for (let tries = 0; tries < 100 && (after === before || !/^\d+ results?$/.test(after ?? '')); tries += 1) {
      await page.waitForTimeout(50);
      after = (await status.textContent())?.trim();
    }
    expect(after).toMatch(/^\d+ results?$/);
    expect(after).not.toBe(before); // the free apps only
    await expect(box.isChecked()).resolves.toBe(true);
    // The press itself is settled once the page has hydrated whole and the browser is idle.
    await page.locator('[data-early-pending]').first().waitFor({ state: 'detached' });
    await expect(box.getAttribute('aria-busy')).resolves.toBeNull();
    expect(new URL(page.url()).searchParams.get('payment')).toBe('free'); // not toggled twice
    // The page's data, asked for once, by the head's preload: the address's new query string did not
    // send Gatsby's loader to ask again (a round trip before hydration on a slow network).
    expect(pageData).toEqual(['']);
    // (Service workers are blocked in this visit: Gatsby's registration says so, nothing else may.)
    expect(errors.filter((error) => !error.includes('service worker registration'))).toEqual([]);
  });

  it('the phone’s Filters pressed before hydration open at once, and stay open once hydrated', async () => {
    const { page } = await visit(390);
    const release = await holdScripts(page);
    await page.goto(siteUrl('/apps/'), { waitUntil: 'domcontentloaded' });
    const summary = page.locator('details > summary', { hasText: /^Filters/ });
    const panel = page.locator('details[open] fieldset').first();
    await expect(panel.isVisible()).resolves.toBe(false); // folded on a phone from the first paint
    await summary.click();
    await expect(panel.isVisible()).resolves.toBe(true); // before any of the site's scripts
    release();
    await waitForHydration(page);
    await page.waitForTimeout(1000);
    await expect(panel.isVisible()).resolves.toBe(true);
  });

  it('Install pressed by a visitor before hydration asks them to sign in once the page can', async () => {
    const { page, context } = await visit(390);
    const release = await holdScripts(page);
    await page.goto(siteUrl('/apps/circly-assist/'), { waitUntil: 'domcontentloaded' });
    const install = page.getByRole('main').locator('header').first().getByRole('button', { name: 'Install', exact: true });
    await install.click();
    await expect(install.getAttribute('data-early-pending')).resolves.toBe('');
    const popup = context.waitForEvent('page');
    release();
    // The sign-in: the accounts popup (or, with pop-ups blocked, the page goes there itself).
    const opened = await Promise.race([popup.then((p) => p.url()), page.waitForURL(/localhost:8002/).then(() => page.url())]);
    expect(opened).toMatch(/localhost:8002/);
  });
});
