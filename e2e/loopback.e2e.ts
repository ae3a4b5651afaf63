import type { Page } from 'playwright-core';
import { signInThroughPopup } from './support/accounts';
import { newVisit, siteUrl, waitForHydration, waitForTitle, type Visit } from './support/site';

/**
 * Issue "installs that land somewhere": on the sandbox nothing may reach a production host. Every
 * request of these journeys (pages, scripts, calls, popups, the host routes an install ends on)
 * must stay on loopback; one that does not is refused and fails the journey. Also the guard against
 * React error #421 on signed-in app pages (fixed; see the guard below): a loop of reloads with no page error.
 */

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/** Refuses, and remembers, every request of the visit that leaves loopback. */
async function stayOnLoopback(visit: Visit): Promise<string[]> {
  const left: string[] = [];
  await visit.context.route(
    (url) => (url.protocol === 'http:' || url.protocol === 'https:' || url.protocol === 'ws:') && !LOOPBACK.has(url.hostname),
    async (route) => {
      left.push(route.request().url());
      await route.abort();
    },
  );
  return left;
}

const appHeader = (page: Page) => page.getByRole('main').locator('header').first();

describe('on loopback only', () => {
  const visits: Visit[] = [];
  afterEach(async () => {
    await Promise.all(visits.splice(0).map((opened) => opened.context.close()));
  });

  it('browses, searches, signs in and installs (landing on the host route) without a request leaving loopback', async () => {
    const visit = await newVisit();
    visits.push(visit);
    const left = await stayOnLoopback(visit);
    const { page } = visit;
    await page.goto(siteUrl('/'));
    await waitForHydration(page);
    await page.goto(siteUrl('/apps/?payment=free'));
    await waitForHydration(page);
    await page.goto(siteUrl('/search/?q=chat'));
    await waitForTitle(page, 'Search');
    await page.goto(siteUrl('/partners/'));
    await waitForHydration(page);
    // An app no other journey installs (the sandbox is shared by every journey of a run).
    await page.goto(siteUrl('/apps/customerino/'));
    await waitForHydration(page);
    await signInThroughPopup(page, 'owner');
    const [consent] = await Promise.all([
      page.waitForEvent('popup'),
      appHeader(page).getByRole('button', { name: 'Install', exact: true }).click(),
    ]);
    const closed = consent.waitForEvent('close');
    await consent.getByRole('button', { name: 'Allow', exact: true }).click({ noWaitAfter: true });
    await closed;
    // The install ends on the host application's settings: the sandbox's stand-in, on loopback.
    await page.waitForURL(/localhost:8003\/livechat\/settings\//, { timeout: 15_000 });
    await page.getByRole('heading').first().waitFor();
    expect(left).toEqual([]);
  });

  // The #421 guard: before the fix it failed about 1 load in 150 (3 in 450 reloads); its cause was
  // the app page's published change re-rendering the page parts' Suspense boundary before it had
  // hydrated (ProductPage, PageBody). 600 reloads since, none. It runs when asked
  // (E2E_RELOADS=300 npm run test:e2e: about 90 s on a quiet machine), to keep npm test in budget.
  const reloads = Number(process.env.E2E_RELOADS ?? 0);
  (reloads > 0 ? it : it.skip)('reloads signed-in app pages again and again with no page error (React #421 guard)', async () => {
    const visit = await newVisit({ blockServiceWorker: true });
    visits.push(visit);
    const { page, errors } = visit;
    await page.goto(siteUrl('/apps/shopworks/'));
    await waitForHydration(page);
    await signInThroughPopup(page, 'owner');
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));
    for (let round = 0; round < reloads; round++) {
      await page.goto(siteUrl(round % 2 ? '/apps/rostergenie/' : '/apps/shopworks/'));
      await waitForHydration(page);
      await page.locator('header [data-account="signed-in"]').first().waitFor();
    }
    expect(pageErrors).toEqual([]);
    expect(errors.filter((error) => /Minified React error|#421|#418|#423/.test(error))).toEqual([]);
  });
});
