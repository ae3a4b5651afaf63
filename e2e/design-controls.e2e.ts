import type { Page } from 'playwright-core';
import { checkoutPath } from '../src/domain/billing/checkout-path';
import { signInThroughPopup } from './support/accounts';
import { seriousViolations } from './support/axe';
import { unstyledControls } from './support/unstyled-controls';
import { newVisit, siteUrl, waitForHydration, type Visit } from './support/site';

/**
 * The design system's controls (src/ui): every form control and button the built pages show is
 * drawn by the site, none left as the browser drew it; and the uninstall dialog keeps focus as a
 * modal dialog must (in on open, back on the opener after Esc or Close).
 */

// The page types are checked for unstyled controls together with axe, in one load each
// (accessibility.e2e.ts); here the flows' own screens.

// A paid monthly live-chat app (billing.e2e.ts buys it as the owner; here the subscriber only looks).
const MONTHLY = { slug: 'dripray', name: 'DripRay' };
// Installed for the sandbox's `subscriber` at every start, never charged (app-subscription.e2e.ts).
const INSTALLED = { slug: 'draftpulse' };

const appHeader = (page: Page) => page.getByRole('main').locator('header').first();

describe('styled form controls', () => {
  let visit: Visit;
  beforeAll(async () => {
    visit = await newVisit({ blockServiceWorker: true });
  });
  afterAll(async () => {
    await visit.context.close();
  });

  it("a visitor's cart, after Add to cart, has no control left as the browser draws it", async () => {
    const { page } = visit;
    await page.goto(siteUrl(`/apps/${MONTHLY.slug}/`));
    await waitForHydration(page);
    await appHeader(page).getByRole('button', { name: 'Add to cart' }).click();
    await appHeader(page).getByRole('link', { name: 'In cart – view cart' }).click();
    await page.waitForURL(/\/cart\/?/);
    await page.waitForLoadState('networkidle');
    await expect(unstyledControls(page)).resolves.toEqual([]);
  });
});

describe('signed-in forms and the uninstall dialog', () => {
  let visit: Visit;
  beforeAll(async () => {
    visit = await newVisit({ blockServiceWorker: true });
    const { page } = visit;
    await page.goto(siteUrl(`/apps/${INSTALLED.slug}/`));
    await waitForHydration(page);
    await signInThroughPopup(page, 'subscriber');
  });
  afterAll(async () => {
    await visit.context.close();
  });

  it('the checkout form has no control left as the browser draws it', async () => {
    const { page } = visit;
    await page.goto(siteUrl(`${checkoutPath(MONTHLY.slug)}/`));
    await page.getByRole('form', { name: `Buy ${MONTHLY.name}` }).waitFor();
    await page.waitForLoadState('networkidle');
    await expect(unstyledControls(page)).resolves.toEqual([]);
  });

  it('the uninstall dialog takes focus, keeps it, closes on Esc and on Close, and gives focus back to Uninstall', async () => {
    const { page } = visit;
    await page.goto(siteUrl(`/apps/${INSTALLED.slug}/`));
    await waitForHydration(page);
    const opener = appHeader(page).getByRole('button', { name: 'Uninstall', exact: true });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: /^Uninstall / });
    await dialog.waitFor();
    const focusInDialog = () => page.evaluate(() => Boolean(document.activeElement?.closest('dialog[open]')));
    await expect(focusInDialog()).resolves.toBe(true);
    // Its controls are the design system's too, and open it passes axe (serious and critical).
    await expect(unstyledControls(page)).resolves.toEqual([]);
    await expect(seriousViolations(page)).resolves.toEqual([]);

    // Tab stays inside the modal dialog: never on the page behind it (past its last control the
    // browser may pass through its own chrome, where the document has no focused element).
    const focusBehind = () =>
      page.evaluate(() => {
        const active = document.activeElement;
        return Boolean(active && active !== document.body && !active.closest('dialog[open]'));
      });
    for (let press = 0; press < 12; press++) {
      await page.keyboard.press('Tab');
      await expect(focusBehind()).resolves.toBe(false);
    }

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await expect(opener.evaluate((element) => element === document.activeElement)).resolves.toBe(true);

    await opener.press('Enter');
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect(opener.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    // Nothing was uninstalled.
    await expect(opener.isVisible()).resolves.toBe(true);
  });
});
