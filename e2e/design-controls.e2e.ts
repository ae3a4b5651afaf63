import type { Page } from 'playwright-core';
import { readCatalogueData } from '../sandbox/data-files';
import { lifecycleOf } from '../src/domain/catalogue/lifecycle';
import { checkoutPath } from '../src/domain/billing/checkout-path';
import { signInThroughPopup } from './support/accounts';
import { newVisit, siteUrl, waitForHydration, type Visit } from './support/site';

/**
 * The design system's controls (src/ui): every form control and button the built pages show is
 * drawn by the site, none left as the browser drew it; and the uninstall dialog keeps focus as a
 * modal dialog must (in on open, back on the opener after Esc or Close).
 */

const data = readCatalogueData();
const listed = data.applications.filter((app) => app.visibility === 'public' && !app.hidden && lifecycleOf(app) === 'PUBLISHED');
const app = listed.find((candidate) => candidate.customProps.isService !== 'true' && candidate.upgrades.length > 0)!;
const service = listed.find((candidate) => candidate.customProps.isService === 'true')!;
const compareIds = listed
  .filter((candidate) => candidate.customProps.isService !== 'true')
  .slice(0, 3)
  .map((candidate) => candidate.slug);

// The pages of accessibility.e2e.ts.
const PAGES = [
  ['home', '/'],
  ['listing', '/apps/'],
  ['filtered listing', '/apps/crm/?payment=free'],
  ['app', `/apps/${app.slug}/`],
  ['service', `/services/${service.slug}/`],
  ['partners', '/partners/'],
  ['partner', `/partners/${data.partners[0].slug}/`],
  ['developers', '/developers/'],
  ['developer', `/developers/${data.developers[0].slug}/`],
  ['compare', `/apps/compare/?ids=${compareIds.join(',')}`],
  ['not found', '/apps/no-such-app/'],
] as const;

// A paid monthly live-chat app (billing.e2e.ts buys it as the owner; here the subscriber only looks).
const MONTHLY = { slug: 'dripray', name: 'DripRay' };
// Installed for the sandbox's `subscriber` at every start, never charged (app-subscription.e2e.ts).
const INSTALLED = { slug: 'draftpulse' };

const appHeader = (page: Page) => page.getByRole('main').locator('header').first();

/**
 * The visible controls still drawn as the browser draws them: the same appearance and border as a
 * fresh control of the kind in an unstyled document, and not in the site's font (for check boxes
 * and radio buttons, which show no text, the appearance and border alone). Described by tag, type,
 * name and the page region, so a failure says where to look.
 */
async function unstyledControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const frame = document.createElement('iframe');
    frame.setAttribute('aria-hidden', 'true');
    frame.style.cssText = 'position:fixed;left:-9999px;top:0;width:200px;height:200px;border:0;visibility:hidden';
    document.body.appendChild(frame);
    const blank = frame.contentDocument!;
    blank.open();
    blank.write('<!doctype html><html><body></body></html>');
    blank.close();
    const siteFont = getComputedStyle(document.body).fontFamily;
    const found: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>('input, select, textarea, button');
    for (const control of controls) {
      const type = control instanceof HTMLInputElement ? control.type : '';
      if (type === 'hidden' || control.closest('[aria-hidden="true"]')) continue;
      const rect = control.getBoundingClientRect();
      const style = getComputedStyle(control);
      // Visually hidden controls (the stars' radios, skip links) are drawn by what labels them.
      if (rect.width <= 2 || rect.height <= 2 || style.visibility === 'hidden' || Number(style.opacity) === 0) continue;
      const fresh = blank.createElement(control.tagName.toLowerCase()) as HTMLElement;
      if (type) fresh.setAttribute('type', type);
      blank.body.appendChild(fresh);
      const base = frame.contentWindow!.getComputedStyle(fresh);
      const same = (property: string) => style.getPropertyValue(property) === base.getPropertyValue(property);
      const defaultLook =
        style.appearance !== 'none' &&
        same('appearance') &&
        ['border-top-style', 'border-top-width', 'border-top-color'].every(same);
      const choice = type === 'checkbox' || type === 'radio';
      if (defaultLook && (choice || style.fontFamily !== siteFont)) {
        const name =
          control.getAttribute('aria-label') ?? control.getAttribute('name') ?? control.textContent?.trim().slice(0, 30) ?? '';
        const region = control.closest('header, main, footer, dialog, aside, nav')?.tagName.toLowerCase() ?? 'page';
        found.push(`${control.tagName.toLowerCase()}${type ? `[type=${type}]` : ''} "${name}" in ${region}`);
      }
      fresh.remove();
    }
    frame.remove();
    return found;
  });
}

describe('styled form controls', () => {
  let visit: Visit;
  beforeAll(async () => {
    visit = await newVisit({ blockServiceWorker: true });
  });
  afterAll(async () => {
    await visit.context.close();
  });

  it.each(PAGES)('%s page has no control left as the browser draws it', async (_name, sitePath) => {
    const { page } = visit;
    await page.goto(siteUrl(sitePath));
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    await expect(unstyledControls(page)).resolves.toEqual([]);
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
    // Its controls are the design system's too.
    await expect(unstyledControls(page)).resolves.toEqual([]);

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
