import type { Page } from 'playwright-core';
import { accountButton, signInThroughPopup } from './support/accounts';
import { newVisit, siteUrl, waitForTitle, type Visit } from './support/site';

/**
 * The site shell is rendered once (wrapPageElement): client-side navigations replace the page
 * inside it, never the header, and the session is read once per page load (issue: groundwork §1).
 */

declare global {
  interface Window {
    __shellHeader?: Element | null;
    __sameDocument?: boolean;
  }
}

async function markShell(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.__shellHeader = document.querySelector('header');
    window.__sameDocument = true;
  });
}

/** The header is the very node marked before, in the same document (no full page load happened). */
async function expectSameShell(page: Page): Promise<void> {
  await expect(
    page.evaluate(() => ({
      sameDocument: window.__sameDocument === true,
      sameHeader: window.__shellHeader === document.querySelector('header'),
      connected: window.__shellHeader?.isConnected === true,
    })),
  ).resolves.toEqual({ sameDocument: true, sameHeader: true, connected: true });
}

/** Clicks through four pages by links: Apps, an app, its developer, Partners. */
async function walkFourPages(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('link', { name: 'Apps', exact: true }).click();
  await waitForTitle(page, 'All apps');
  await expectSameShell(page);

  const firstApp = page.getByRole('list', { name: /apps/i }).first().getByRole('link').first();
  const appName = (await firstApp.innerText()).trim();
  await firstApp.click();
  await waitForTitle(page, appName);
  await expectSameShell(page);

  const developer = page.locator('main a[href*="/developers/"]').first();
  await developer.click();
  await page.waitForURL(/\/developers\/[^/]+\/$/);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await expectSameShell(page);

  await page.getByRole('banner').getByRole('link', { name: 'Partners', exact: true }).click();
  await page.waitForURL(/\/partners\/$/);
  await page.getByRole('heading', { level: 1 }).waitFor();
  await expectSameShell(page);
}

describe('one persistent shell', () => {
  let visit: Visit;
  beforeEach(async () => {
    visit = await newVisit();
  });
  afterEach(async () => {
    await visit.context.close();
  });

  it('keeps the same header node through four client-side navigations', async () => {
    const { page } = visit;
    await page.goto(siteUrl('/'));
    await page.locator('header [data-account="anonymous"]').waitFor();
    await markShell(page);
    await walkFourPages(page);
    expect(visit.errors).toEqual([]);
    // §9: the theme key names the theme on the document (server-rendered, kept by hydration).
    const html = await page.evaluate(() => ({ lang: document.documentElement.lang, theme: document.documentElement.className }));
    expect(html).toEqual({ lang: 'en', theme: 'lc-light-theme' });
  });

  it('reads the signed-in session once per page load, not once per page', async () => {
    const { page } = visit;
    await page.goto(siteUrl('/'));
    await signInThroughPopup(page, 'owner');
    await accountButton(page, 'Olivia Owner').waitFor();

    const sessionReads: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (request.method() === 'GET' && (pathname === '/v2/info' || pathname.startsWith('/v2/accounts/'))) {
        sessionReads.push(pathname);
      }
    });
    await page.reload();
    await accountButton(page, 'Olivia Owner').waitFor();
    await markShell(page);
    await walkFourPages(page);
    await accountButton(page, 'Olivia Owner').waitFor();

    expect(sessionReads.filter((path) => path === '/v2/info')).toHaveLength(1);
    expect(sessionReads.filter((path) => path.startsWith('/v2/accounts/'))).toHaveLength(1);
    expect(visit.errors).toEqual([]);
  });
});

describe('the header on tablets and small laptops', () => {
  it.each([700, 768, 900, 1000, 1024])(
    'at %i px wide, shows the three main links in full, clear of the search box, which opens and searches',
    async (width) => {
      const { page, errors, context } = await newVisit({ width, height: 800 });
      await page.goto(siteUrl('/developers/'));
      await waitForTitle(page, 'Developers');
      const boxes = await page.evaluate(() => {
        const rect = (element: Element | null) => element?.getBoundingClientRect().toJSON() as DOMRect;
        return {
          links: [...document.querySelectorAll('header nav a')].map(rect),
          search: rect(document.querySelector('header form[role="search"]')),
          header: rect(document.querySelector('header')),
        };
      });
      expect(boxes.links).toHaveLength(3);
      for (const link of boxes.links) {
        expect(link.right).toBeLessThanOrEqual(boxes.search.left);
        expect(link.right).toBeLessThanOrEqual(boxes.header.right);
      }
      // Folded to a magnifier on tablets, it opens over the header when focused.
      await page.locator('header form[role="search"][data-ready]').waitFor({ state: 'attached' });
      const box = page.getByRole('combobox', { name: 'Search the marketplace' });
      await box.click();
      await page.keyboard.type('chat');
      await page.getByRole('listbox').getByRole('option').first().waitFor();
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
