import type { Page } from 'playwright-core';
import { APP_SUBSCRIPTION_STATUS } from '../src/domain/site/messages';
import { signInThroughPopup } from './support/accounts';
import { newVisit, siteUrl, waitForHydration, type Visit } from './support/site';

/**
 * §4 App subscription status on the app page, as the sandbox's `subscriber` identity sees it: its
 * organization starts with a paid app installed in each status (sandbox/README.md, "Subscriptions").
 * The status after a purchase is in billing.e2e.ts.
 */

const appHeader = (page: Page) => page.getByRole('main').locator('header').first();

describe('subscription status of installed paid apps', () => {
  let visit: Visit;
  beforeEach(async () => {
    visit = await newVisit({ blockServiceWorker: true });
  });
  afterEach(async () => {
    await visit.context.close();
  });

  it('shows active, cancelled (with a renewal) and no plan, and nothing for an app never charged', async () => {
    const { page } = visit;
    await page.goto(siteUrl('/apps/pixelowl/'));
    await waitForHydration(page);
    await signInThroughPopup(page, 'subscriber');
    await page.locator('header [data-account="signed-in"]').first().waitFor();

    const expected: Array<[string, string | null]> = [
      ['pixelowl', `${APP_SUBSCRIPTION_STATUS.cancelled} — ${APP_SUBSCRIPTION_STATUS.renew}`],
      ['pixelo', APP_SUBSCRIPTION_STATUS.active],
      ['handshakify-bridge', APP_SUBSCRIPTION_STATUS.unassigned],
      ['draftpulse', null],
    ];
    for (const [slug, text] of expected) {
      await page.goto(siteUrl(`/apps/${slug}/`));
      await waitForHydration(page);
      await appHeader(page).getByRole('button', { name: 'Uninstall' }).waitFor();
      const status = appHeader(page).locator('[data-subscription-status]');
      if (text === null) {
        // The read has ended (the install state is there) and says nothing.
        await page.waitForLoadState('networkidle');
        expect(await status.count()).toBe(0);
        continue;
      }
      await status.waitFor();
      await expect(status.textContent()).resolves.toBe(text);
    }
  });

  it('renews a cancelled subscription at the app’s checkout', async () => {
    const { page } = visit;
    await page.goto(siteUrl('/apps/pixelowl/'));
    await waitForHydration(page);
    await signInThroughPopup(page, 'subscriber');
    await appHeader(page).getByRole('link', { name: APP_SUBSCRIPTION_STATUS.renew }).click();
    await page.waitForURL(/\/marketplace\/checkout\/pixelowl\/?$/);
  });
});
