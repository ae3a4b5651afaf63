import type { Page } from 'playwright-core';
import { AUTHORIZE_CANCELLED } from '../src/domain/install/authorize-popup';
import { FAILURE, SUCCESS, noInstallRights } from '../src/domain/site/messages';
import { pickIdentityInPopup, signInThroughPopup } from './support/accounts';
import { newVisit, siteUrl, waitForHydration, type Visit } from './support/site';

/**
 * Install and uninstall against the sandbox, which enforces the permission rules itself (§4-§6):
 * signed in through the real accounts popup.
 */

// A free live-chat app without a plan, by Nettlefield Technologies.
const APP = { id: '91ce3c9669a87071c46e794f', slug: 'circly-assist', name: 'Circly Assist' };
const SETTINGS = `http://localhost:8003/livechat/settings/apps/${APP.id}`;
const HOST = 'http://localhost:8003/livechat/**';

/** The app page's own header (cards of more apps below have Install buttons too). */
const appHeader = (page: Page) => page.getByRole('main').locator('header').first();

/** The host application is not reachable here: answer for it, so the landing can be checked. */
async function standInForHost(page: Page): Promise<void> {
  await page.route(HOST, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Host settings</h1>' }));
}

/** §4: the install popup of the account service; the signed-in identity allows (or denies) the app client. */
async function decideInConsentPopup(page: Page, click: () => Promise<void>, decision: 'Allow' | 'Deny'): Promise<void> {
  const [popup] = await Promise.all([page.waitForEvent('popup'), click()]);
  const closed = popup.waitForEvent('close');
  // One consent step: the popup names what the app will access in plain words, as the app page does.
  await popup.getByRole('list', { name: 'Permissions' }).getByRole('listitem').first().waitFor();
  await popup.getByRole('button', { name: decision, exact: true }).click({ noWaitAfter: true });
  // The redirect address (/authorized.html) closes the popup itself.
  await closed;
}

async function toasts(page: Page): Promise<string[]> {
  return page.getByRole('region', { name: 'Notifications' }).allTextContents();
}

describe('installing apps', () => {
  const visits: Visit[] = [];
  const visit = async () => {
    const opened = await newVisit({ blockServiceWorker: true });
    visits.push(opened);
    return opened;
  };
  afterEach(async () => {
    await Promise.all(visits.splice(0).map((opened) => opened.context.close()));
  });

  it('lets the owner install a free app (landing on its settings), see it installed on the card, and uninstall it with a reason', async () => {
    const { page } = await visit();
    await standInForHost(page);
    await page.goto(siteUrl(`/apps/${APP.slug}/`));
    await waitForHydration(page);
    await signInThroughPopup(page, 'owner');

    // The app has an OAuth client: Install opens the accounts window, the one place consent is asked;
    // meanwhile the page waits for it, with a way to cancel.
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      appHeader(page).getByRole('button', { name: 'Install', exact: true }).click(),
    ]);
    const waiting = appHeader(page).getByRole('group', { name: `Allow ${APP.name} to access your account` });
    await waiting.getByRole('button', { name: 'Waiting for your approval…' }).waitFor();
    await waiting.getByRole('button', { name: 'Cancel' }).waitFor();
    await popup
      .getByRole('list', { name: 'Permissions' })
      .getByText(/Read and write|Read only/)
      .first()
      .waitFor();
    const closed = popup.waitForEvent('close');
    await popup.getByRole('button', { name: 'Allow', exact: true }).click({ noWaitAfter: true });
    await closed;
    await page.waitForURL(SETTINGS);
    await expect(page.getByRole('heading', { name: 'Host settings' }).isVisible()).resolves.toBe(true);

    // The developer's page lists the app as a card: installed.
    await page.goto(siteUrl('/developers/nettlefield-technologies/'));
    await waitForHydration(page);
    const card = page.getByRole('article').filter({ has: page.getByRole('link', { name: APP.name, exact: true }) });
    await card.getByRole('button', { name: 'Installed' }).waitFor();

    // Filtered listing results are cards built from the listing index: installed there too.
    await page.goto(siteUrl('/apps/contact-management/?payment=free'));
    await waitForHydration(page);
    const indexCard = page.getByRole('article').filter({ has: page.getByRole('link', { name: APP.name, exact: true }) });
    await indexCard.getByRole('button', { name: 'Installed' }).waitFor();

    // And in search.
    await page.goto(siteUrl('/search/?q=circly'));
    await waitForHydration(page);
    const hit = page
      .getByRole('region', { name: 'Apps' })
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name: APP.name, exact: true }) });
    await hit.getByRole('button', { name: 'Installed' }).waitFor();

    await page.goto(siteUrl(`/apps/${APP.slug}/`));
    await waitForHydration(page);
    await appHeader(page).getByRole('button', { name: 'Uninstall' }).click();
    const form = page.getByRole('form', { name: `Uninstall ${APP.name}` });
    await form.getByRole('checkbox', { name: 'I only wanted to test it' }).check();
    await form.getByRole('button', { name: 'Uninstall' }).click();
    await page.getByText(SUCCESS.appUninstalled).waitFor();
    await appHeader(page).getByRole('button', { name: 'Install', exact: true }).waitFor();
    expect(await toasts(page)).not.toContain(FAILURE.uninstall);
  });

  it('shows an agent the owners to contact and sends the access request', async () => {
    const { page } = await visit();
    await page.goto(siteUrl(`/apps/${APP.slug}/`));
    await waitForHydration(page);
    await signInThroughPopup(page, 'agent');
    const header = appHeader(page);
    await header.getByText(noInstallRights('LiveChat')).waitFor();
    const owners = header.getByRole('list', { name: 'License owners' }).getByRole('listitem');
    await expect(owners.count()).resolves.toBeLessThanOrEqual(3);
    await expect(owners.first().textContent()).resolves.toContain('Olivia Owner');
    await expect(header.getByText('Paula Paused').count()).resolves.toBe(0);
    await header.getByRole('button', { name: 'Request access' }).click();
    await page.getByText(SUCCESS.requestSent).waitFor();
  });

  it("counts the app's own product (§5): a help-desk app for an organization with LiveChat only is refused in HelpDesk words", async () => {
    const { page } = await visit();
    await page.goto(siteUrl('/apps/stattrack/'));
    await waitForHydration(page);
    await signInThroughPopup(page, 'livechat-only');
    const header = appHeader(page);
    await header.getByText('Your HelpDesk license is inactive. Go to HelpDesk app and activate it.').waitFor();
    await expect(header.getByRole('button', { name: 'Install', exact: true }).isDisabled()).resolves.toBe(true);
  });

  it("refuses on the app's own page what §5 refuses: an app that does not permit installs, and a developer's own paid app", async () => {
    const { page } = await visit();
    // A paid live-chat app whose store entry does not permit installs.
    await page.goto(siteUrl('/apps/insightline-pro/'));
    await waitForHydration(page);
    await signInThroughPopup(page, 'owner');
    const header = appHeader(page);
    await header.getByText('This app cannot be installed.').waitFor();
    await expect(header.getByRole('link', { name: 'Buy at checkout' }).count()).resolves.toBe(0);

    // The developer's organization made Orderster: not for sale to them.
    const developer = (await visit()).page;
    await developer.goto(siteUrl('/apps/orderster/'));
    await waitForHydration(developer);
    await signInThroughPopup(developer, 'developer');
    await appHeader(developer)
      .getByText('You cannot buy your own service/app. If you want to install it, go to Developer Console.')
      .waitFor();
    await expect(appHeader(developer).getByRole('link', { name: 'Buy at checkout' }).count()).resolves.toBe(0);
  });

  it('lets a visitor click Install, sign in, and resumes the install', async () => {
    const { page } = await visit();
    await standInForHost(page);
    await page.goto(siteUrl(`/apps/${APP.slug}/`));
    await waitForHydration(page);
    await pickIdentityInPopup(
      page,
      () => appHeader(page).getByRole('button', { name: 'Install', exact: true }).click(),
      'viceowner',
    );
    // Signed in, the same install goes on: the accounts window asks for the app's access (a new
    // window needs a new press: the first went to the sign-in), then the install. The page says
    // when it is ready for that press; a press before it (the session still being read) only
    // leads to the same request again.
    await appHeader(page).getByText('Press Install again', { exact: false }).waitFor();
    await decideInConsentPopup(
      page,
      () => appHeader(page).getByRole('button', { name: 'Install', exact: true }).click(),
      'Allow',
    );
    await page.waitForURL(SETTINGS);
  });

  it('cancels the install when the account service popup is denied, and installs nothing', async () => {
    const { page } = await visit();
    await standInForHost(page);
    // Another free app with an OAuth client: the journeys above leave Circly Assist installed.
    const url = siteUrl('/apps/drivy-pro/');
    await page.goto(url);
    await waitForHydration(page);
    await signInThroughPopup(page, 'owner');
    await decideInConsentPopup(page, () => appHeader(page).getByRole('button', { name: 'Install', exact: true }).click(), 'Deny');
    await page.getByText(AUTHORIZE_CANCELLED).waitFor();
    await appHeader(page).getByRole('button', { name: 'Install', exact: true }).waitFor();
    expect(page.url()).toBe(url);
  });

  it('opens a developer their private app after signing in on the same URL', async () => {
    const { page } = await visit();
    const url = siteUrl('/private-apps/buzzwise-plus-private');
    await page.goto(url);
    await waitForHydration(page);
    await page.getByRole('heading', { name: 'Sign in to continue' }).waitFor();
    await pickIdentityInPopup(page, () => page.getByRole('main').getByRole('button', { name: 'Sign in' }).click(), 'developer');
    await page.getByRole('heading', { level: 1, name: 'Buzzwise Plus (private)' }).waitFor();
    expect(page.url()).toBe(url);
  });

  it('shows an app on its embedded page without the site header and footer', async () => {
    const { page } = await visit();
    await page.goto(siteUrl(`/embedded-apps/${APP.slug}`));
    await waitForHydration(page);
    await page.getByRole('heading', { level: 1, name: APP.name }).waitFor();
    await expect(page.getByRole('banner').count()).resolves.toBe(0);
    await expect(page.getByRole('contentinfo').count()).resolves.toBe(0);
    await page.getByRole('button', { name: 'Install', exact: true }).waitFor();
  });
});
