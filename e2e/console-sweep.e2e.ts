import { applyThrottle, LIGHTHOUSE_MOBILE } from '../scripts/bench/early-input-profile';
import { NOT_FOUND_PATH, PAGE_ROUTES } from './support/page-routes';
import { newVisit, siteUrl, waitForHydration, type Visit } from './support/site';

/**
 * One page of every template and every listing, landing and client-only route, loaded cold at a
 * desktop and a phone width: none may log a console error or throw, before or after hydration
 * (React reports hydration mismatches and Suspense races such as error #421 only in the console).
 */

const ROUTES = PAGE_ROUTES;

const VIEWPORTS = [
  ['desktop', { width: 1366, height: 900 }],
  ['phone', { width: 390, height: 844 }],
] as const;

/**
 * The not-found page answers 404 by design; the only allowed lines are the main document's own
 * status (Playwright's response line and Chromium's "Failed to load resource" console line for
 * that address). Any other error on that page, including its own console errors, still fails.
 */
function unexpected(errors: string[], sitePath: string): string[] {
  if (sitePath !== NOT_FOUND_PATH) return errors;
  const documentUrl = siteUrl(sitePath);
  return errors.filter(
    (error) =>
      error !== `response: 404 ${documentUrl}` &&
      !(
        error.startsWith('console: Failed to load resource: the server responded with a status of 404') &&
        error.endsWith(`(${documentUrl})`)
      ),
  );
}

// Both widths at once, each in its own context: the waits for a quiet network overlap.
describe('console sweep at desktop and phone widths', () => {
  let visits: Array<readonly [string, Visit]>;
  beforeAll(async () => {
    visits = await Promise.all(VIEWPORTS.map(async ([name, viewport]) => [name, await newVisit(viewport)] as const));
  });
  afterAll(async () => {
    await Promise.all(visits.map(([, visit]) => visit.context.close()));
  });

  it.each(ROUTES)('%s (%s) loads and hydrates without console or page errors', async (_name, sitePath) => {
    const seen = await Promise.all(
      visits.map(async ([viewportName, { page, errors }]) => {
        errors.length = 0;
        await page.goto(siteUrl(sitePath));
        await waitForHydration(page);
        await page.waitForLoadState('networkidle');
        return [viewportName, unexpected([...errors], sitePath)] as const;
      }),
    );
    expect(seen).toEqual(VIEWPORTS.map(([viewportName]) => [viewportName, []]));
  });
});

describe('console sweep: repeat visits answered by the service worker', () => {
  it('hydrates a page the offline service worker serves from its cache without errors', async () => {
    const { page, errors, context } = await newVisit({ width: 1366, height: 900 });
    for (const sitePath of ['/partners/recommended/', '/partners/recommended/', '/apps/crm/', '/apps/crm/']) {
      await page.goto(siteUrl(sitePath));
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
    }
    // The later visits really went through the service worker.
    await expect(page.evaluate(() => Boolean(navigator.serviceWorker.controller))).resolves.toBe(true);
    await page.getByRole('heading', { level: 1, name: 'CRM apps' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});

/**
 * Once under the slow profile (Lighthouse's mobile: 4× CPU, Slow 4G), where the page's parts arrive
 * and hydrate seconds apart: the search page with a query (its early results, then the site's).
 * The listing and an app page get the same in e2e/slow-phone.e2e.ts, with presses made between the
 * first paint and hydration.
 */
describe('console sweep on a slow phone', () => {
  it.each([['search with a query', '/search/?q=chat']])(
    '%s (%s) loads and hydrates without console or page errors',
    async (_name, sitePath) => {
      const { page, errors, context } = await newVisit({ width: 390, height: 844, blockServiceWorker: true });
      try {
        await applyThrottle(await context.newCDPSession(page), LIGHTHOUSE_MOBILE);
        await page.goto(siteUrl(sitePath));
        await waitForHydration(page);
        // (The later loads, idle work, are the sweeps above's: a quiet network takes long at this speed.)
        await page.waitForLoadState('load');
        // The service worker is blocked in this visit: Gatsby's registration says so, nothing else may.
        expect(errors.filter((error) => !error.includes('service worker registration'))).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});
