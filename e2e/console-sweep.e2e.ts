import { readCatalogueData } from '../sandbox/data-files';
import { lifecycleOf } from '../src/domain/catalogue/lifecycle';
import { newVisit, siteUrl, waitForHydration, type Visit } from './support/site';

/**
 * One page of every template and every listing, landing and client-only route, loaded cold at a
 * desktop and a phone width: none may log a console error or throw, before or after hydration
 * (React reports hydration mismatches and Suspense races such as error #421 only in the console).
 */

const data = readCatalogueData();
const listed = data.applications.filter((app) => app.visibility === 'public' && !app.hidden && lifecycleOf(app) === 'PUBLISHED');
const apps = listed.filter((app) => app.customProps.isService !== 'true');
const service = listed.find((app) => app.customProps.isService === 'true')!;
const campaignPartner = data.partners.find((partner) => partner.campaign?.slug)!;
const compareIds = apps.slice(0, 3).map((app) => app.slug);

const NOT_FOUND_PATH = '/no-such-page/';

const ROUTES: ReadonlyArray<readonly [string, string]> = [
  ['home', '/'],
  ['all apps', '/apps/'],
  ['category listing', '/apps/crm/'],
  ['curated list', '/apps/staff-top-picks/'],
  ['app', `/apps/${apps[0].slug}/`],
  ['service', `/services/${service.slug}/`],
  ['partners', '/partners/'],
  ['recommended partners', '/partners/recommended/'],
  ['partner', `/partners/${data.partners[0].slug}/`],
  ['partner campaign', `/partners/campaigns/${campaignPartner.campaign!.slug}/`],
  ['developers', '/developers/'],
  ['developer', `/developers/${data.developers[0].slug}/`],
  ['saas deals', '/saas-deals/'],
  ['omnichannel', '/omnichannel-communication/'],
  ['enhance ecommerce', '/enhance-ecommerce/'],
  ['search', '/search/?q=chat'],
  ['compare', `/apps/compare/?ids=${compareIds.join(',')}`],
  ['cart', '/cart/'],
  ['checkout', '/checkout/x'],
  ['your apps', '/private-apps/'],
  ['private apps', '/private-apps/x'],
  ['in-review apps', '/in-review-apps/x'],
  ['embedded apps', '/embedded-apps/circly-assist'],
  ['embedded private apps', '/embedded-private-apps/x'],
  ['apps coming soon', '/coming-soon-apps/'],
  ['app coming soon', '/coming-soon-apps/cobrowsehub/'],
  ['not found', NOT_FOUND_PATH],
];

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
