import { AWAITING } from '../src/domain/site/messages';
import { accountButton, pickIdentityInPopup, signInThroughPopup } from './support/accounts';
import { seriousViolations } from './support/axe';
import { newVisit, siteUrl, waitForHydration, type Visit } from './support/site';

/**
 * The client-only areas of §2 in Chromium against the sandbox, signed in through the real accounts
 * popup: a developer's list of their own apps and a private app from it; the apps coming soon and
 * Notify me on one of them (§4 lifecycle).
 */
describe('developer areas and apps coming soon', () => {
  const visits: Visit[] = [];
  const visit = async () => {
    const opened = await newVisit();
    visits.push(opened);
    return opened;
  };
  afterEach(async () => {
    await Promise.all(visits.splice(0).map((opened) => opened.context.close()));
  });

  it('a developer opens their list of apps from the account menu, then their private app', async () => {
    const { page, errors } = await visit();
    await page.goto(siteUrl('/developers/'));
    await waitForHydration(page);
    await signInThroughPopup(page, 'developer');

    await accountButton(page, 'Dana Developer').click();
    await page.getByRole('region', { name: 'Your account' }).getByRole('link', { name: 'Your apps' }).click();
    await page.waitForURL(siteUrl('/private-apps/'));
    await page.getByRole('heading', { level: 1, name: 'Your apps' }).waitFor();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents()).resolves.toEqual([
      'In development (1)',
      'In review (1)',
      'Coming soon (1)',
    ]);
    await expect(seriousViolations(page)).resolves.toEqual([]);

    await page.getByRole('link', { name: 'Buzzwise Plus (private)' }).click();
    await page.waitForURL(siteUrl('/private-apps/buzzwise-plus-private/'));
    await page.getByRole('heading', { level: 1, name: 'Buzzwise Plus (private)' }).waitFor();
    await page.getByRole('main').locator('header').first().getByRole('button', { name: 'Install', exact: true }).waitFor();
    expect(errors).toEqual([]);
  });

  it('a visitor is asked to sign in on the list, and sees it on the same URL once signed in', async () => {
    const { page } = await visit();
    const url = siteUrl('/private-apps/');
    await page.goto(url);
    await waitForHydration(page);
    await page.getByRole('heading', { name: 'Sign in to continue' }).waitFor();
    await pickIdentityInPopup(page, () => page.getByRole('main').getByRole('button', { name: 'Sign in' }).click(), 'developer');
    await page.getByRole('link', { name: 'Queuio (in review)' }).waitFor();
    expect(page.url()).toBe(url);
  });

  it('a user finds the apps coming soon from the footer, opens one and presses Notify me', async () => {
    const { page, errors } = await visit();
    await page.goto(siteUrl('/'));
    await waitForHydration(page);
    await signInThroughPopup(page, 'owner');

    await page.getByRole('contentinfo').getByRole('link', { name: 'Apps coming soon' }).click();
    await page.waitForURL(siteUrl('/coming-soon-apps/'));
    await page.getByRole('heading', { level: 1, name: 'Apps coming soon' }).waitFor();
    await expect(seriousViolations(page)).resolves.toEqual([]);
    await page.getByRole('link', { name: 'CobrowseHub', exact: true }).click();
    await page.waitForURL(siteUrl('/coming-soon-apps/cobrowsehub/'));

    const header = page.getByRole('main').locator('header').first();
    await header.getByRole('heading', { level: 1, name: 'CobrowseHub' }).waitFor();
    await expect(header.getByRole('button', { name: 'Install', exact: true }).count()).resolves.toBe(0);
    await header.getByRole('button', { name: AWAITING.button }).click();
    await header.getByRole('status').filter({ hasText: AWAITING.noted }).waitFor();
    await expect(header.getByRole('button', { name: AWAITING.button }).isDisabled()).resolves.toBe(true);
    await expect(seriousViolations(page)).resolves.toEqual([]);
    expect(errors).toEqual([]);
  });

  it('the apps coming soon and one of them keep the gutters of every other page, at desktop and phone widths', async () => {
    const { page, errors } = await visit();
    const left = (locator: ReturnType<typeof page.locator>) =>
      locator.evaluate((element) => element.getBoundingClientRect().left);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto(siteUrl('/apps/'));
      await waitForHydration(page);
      const gutter = await left(page.getByRole('heading', { level: 1 }));
      expect(gutter).toBeGreaterThan(0);
      await page.goto(siteUrl('/coming-soon-apps/'));
      await waitForHydration(page);
      await expect(left(page.getByRole('heading', { level: 1, name: 'Apps coming soon' }))).resolves.toBe(gutter);
      await page.goto(siteUrl('/coming-soon-apps/cobrowsehub/'));
      await waitForHydration(page);
      await page.getByRole('heading', { level: 1, name: 'CobrowseHub' }).waitFor();
      await expect(left(page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link'))).resolves.toBe(gutter);
      await expect(left(page.getByRole('main').locator('header').first())).resolves.toBe(gutter);
    }
    expect(errors).toEqual([]);
  });

  it('a visitor presses Notify me on a coming-soon app, signs in, and the request is sent', async () => {
    const { page } = await visit();
    await page.goto(siteUrl('/coming-soon-apps/intentdock/'));
    await waitForHydration(page);
    const header = page.getByRole('main').locator('header').first();
    await header.getByRole('heading', { level: 1, name: 'IntentDock' }).waitFor();
    await pickIdentityInPopup(page, () => header.getByRole('button', { name: AWAITING.button }).click(), 'owner');
    await header.getByRole('status').filter({ hasText: AWAITING.noted }).waitFor();
  });
});
