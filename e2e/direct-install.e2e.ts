import type { Page } from 'playwright-core';
import { signInThroughPopup } from './support/accounts';
import { newVisit, siteUrl, waitForHydration, type Visit } from './support/site';

/**
 * §4: an app with a direct install URL follows its own flow: a POST with the bearer token to the
 * store-supplied install URL (the sandbox's own endpoint for CouponPulse), then the usual redirect.
 */
const APP = { id: 'd09ae415bef386485c6584d4', slug: 'couponpulse' };
// The host's settings link of the app (its placement decides the section): on the sandbox host
// page's stand-in of LiveChat (GATSBY_LIVECHAT_APP_URL's default), a page that exists.
const SETTINGS = new RegExp(`^http://localhost:8003/livechat/settings/.*${APP.id}$`);

const appHeader = (page: Page) => page.getByRole('main').locator('header').first();

describe('direct install', () => {
  let visit: Visit | null = null;
  afterEach(async () => {
    await visit?.context.close();
    visit = null;
  });

  it('POSTs to the direct install URL with the bearer token, then lands on the settings, installed', async () => {
    visit = await newVisit({ blockServiceWorker: true });
    const { page } = visit;
    await page.goto(siteUrl(`/apps/${APP.slug}/`));
    await waitForHydration(page);
    await signInThroughPopup(page, 'owner');

    const [post] = await Promise.all([
      page.waitForRequest(
        (request) => request.method() === 'POST' && request.url().endsWith(`/applications/${APP.id}/direct-install`),
      ),
      page.waitForURL(SETTINGS),
      appHeader(page).getByRole('button', { name: 'Install', exact: true }).click(),
    ]);
    expect(await post.headerValue('authorization')).toMatch(/^Bearer \S+/);
    // The page leaves for the host at once: the answer's status is what is left to check.
    expect((await post.response())?.status()).toBe(200);
    // It lands on a page that exists and says where the user arrived.
    await page.locator('[data-host-app="livechat"]').waitFor();

    await page.goto(siteUrl(`/apps/${APP.slug}/`));
    await waitForHydration(page);
    await appHeader(page).getByRole('button', { name: 'Uninstall' }).waitFor();
  });

  it('sends the metrics body for ConvertBoost: the page URL, the metrics session id and the UTM fields', async () => {
    const boost = { id: '09f3e76cc58dc7380d89c6ae', slug: 'convertboost' };
    visit = await newVisit({ blockServiceWorker: true });
    const { page } = visit;
    await page.goto(siteUrl(`/apps/${boost.slug}/?utm_source=e2e-news&utm_campaign=fall`));
    await waitForHydration(page);
    await signInThroughPopup(page, 'owner');

    const [post] = await Promise.all([
      page.waitForRequest(
        (request) => request.method() === 'POST' && request.url().endsWith(`/applications/${boost.id}/direct-install`),
      ),
      appHeader(page).getByRole('button', { name: 'Install', exact: true }).click(),
    ]);
    const body = post.postDataJSON() as Record<string, string>;
    expect(body).toMatchObject({ utm_source: 'e2e-news', utm_campaign: 'fall' });
    expect(body.source_url).toContain(`/apps/${boost.slug}/`);
    expect(body.source_id).toMatch(/\S/);
    expect((await post.response())?.status()).toBe(200);
    // The install ends on the host's settings (the sandbox's LiveChat stand-in): wait for it, so the
    // visit is not closed in the middle of that navigation.
    await page.locator('[data-host-app="livechat"]').waitFor();
  });
});
