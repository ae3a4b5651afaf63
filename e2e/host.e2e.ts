import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Frame, Page } from 'playwright-core';
import { SUCCESS } from '../src/domain/site/messages';
import { newVisit, siteUrl, waitForHydration, type Visit } from './support/site';
import { pickIdentityInPopup, signInButton, signInThroughPopup } from './support/accounts';

/**
 * The site inside the sandbox host page (its own origin, :8003): the agent app's handshake,
 * navigation both ways, a look-alike host ignored, and an install reported to the host (§1, §2, §4).
 */

interface LogEntry {
  direction: 'in' | 'out' | 'ignored';
  type: string | null;
  data: { type?: string; payload?: Record<string, unknown> };
  origin: string;
}

function hostPageUrl(query: string, base = process.env.E2E_HOST_PAGE_URL): string {
  if (!base) throw new Error('E2E_HOST_PAGE_URL is not set: run the e2e suite through jest.e2e.config.ts');
  return `${base}/${query}`;
}

const hostLog = (page: Page) => page.evaluate(() => (window as unknown as { hostLog: LogEntry[] }).hostLog);

async function waitForLog(page: Page, match: (entry: LogEntry) => boolean, what: string): Promise<LogEntry> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const found = (await hostLog(page)).find(match);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`the host log never showed ${what}: ${JSON.stringify(await hostLog(page))}`);
    await page.waitForTimeout(100);
  }
}

const SHOTS = path.resolve(__dirname, 'artifacts/screenshots/agent-app');

/** The host page with the site inside it, at 1280 and 390 px, for people to look at. */
async function screenshots(page: Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(SHOTS, `${name}.${width}.png`) });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/**
 * Makes the browser known to the accounts service as `identity` (a sign-in on the public site),
 * without the site's own session: the agent app then takes that session silently, as it takes the
 * host application's.
 */
async function knownToAccounts(visit: Visit, identity: string): Promise<void> {
  await visit.page.goto(siteUrl('/apps/'));
  await waitForHydration(visit.page);
  await signInThroughPopup(visit.page, identity);
  await visit.context.clearCookies({ name: 'marketplace_session' });
}

/** Signed in inside the frame: the account area is hidden in agent-app mode, so it is only attached. */
const signedInWithin = (frame: Frame) =>
  frame.locator('header [data-account="signed-in"]').first().waitFor({ state: 'attached', timeout: 10_000 });

async function siteFrame(page: Page): Promise<Frame> {
  const handle = await page.waitForSelector('#site');
  const frame = await handle.contentFrame();
  if (!frame) throw new Error('no site frame');
  return frame;
}

async function hostMode(frame: Frame, mode: string): Promise<void> {
  await frame.waitForSelector(`html[data-host-mode="${mode}"]`, { state: 'attached' });
}

// A free live-chat app without a plan that no other journey installs (the sandbox's installs last the whole run).
const APP = { id: 'eeef394655b2c59a19dc87c4', slug: 'qualifycast' };
// A paid live-chat app no other journey puts in a cart, bought by an organization no cart journey uses.
const PAID = { id: 'ed29b64b074c77e3f8337825', slug: 'hypeboard' };

describe('the site inside the host application', () => {
  const visits: Visit[] = [];
  const visit = async () => {
    const opened = await newVisit({ blockServiceWorker: true });
    visits.push(opened);
    return opened;
  };
  afterEach(async () => {
    await Promise.all(visits.splice(0).map((opened) => opened.context.close()));
  });

  it('runs as the agent app after the handshake, follows the host’s navigate and reports its own page changes', async () => {
    const { page } = await visit();
    await page.goto(hostPageUrl('?path=/apps/'));
    const frame = await siteFrame(page);
    await hostMode(frame, 'agent-app');
    // Inside the host's own chrome (§1): no public navigation or footer; search stays.
    await frame.getByRole('navigation', { name: 'Main' }).waitFor({ state: 'hidden' });
    for (const chrome of await frame.locator('[data-public-chrome]').all()) expect(await chrome.isVisible()).toBe(false);
    await frame.getByRole('banner').getByRole('combobox').first().waitFor();
    await waitForLog(
      page,
      (entry) => entry.direction === 'in' && entry.type === 'loaded' && entry.data.payload?.pathname === '/apps/',
      'the site’s loaded, with its site path',
    );
    await waitForLog(page, (entry) => entry.direction === 'out' && entry.type === 'loaded', 'the host’s answer');
    // The first page, reported once the host answered (§2: each page change, the first one too).
    await waitForLog(
      page,
      (entry) => entry.direction === 'in' && entry.type === 'navigate' && entry.data.payload?.pathname === '/apps/',
      'navigate /apps/',
    );

    // Host → site: the /apps/marketplace prefix is removed.
    await page.fill('#navigate-path', '/apps/marketplace/apps/crm/');
    await page.click('[data-send="navigate"]');
    await frame.waitForURL(/\/marketplace\/apps\/crm\/$/);
    // Site → host: the page change is reported with its path.
    await waitForLog(
      page,
      (entry) => entry.direction === 'in' && entry.type === 'navigate' && entry.data.payload?.pathname === '/apps/crm/',
      'navigate /apps/crm/',
    );
    // …and its title trail, which the host shows (§4 breadcrumbs, agent-app mode).
    const trail = await waitForLog(
      page,
      (entry) => entry.direction === 'in' && entry.type === 'breadcrumbs' && JSON.stringify(entry.data).includes('/apps/crm/'),
      'breadcrumbs of /apps/crm/',
    );
    const items = trail.data.payload?.items as { label: string; pathname: string }[];
    expect(items[0]).toEqual({ label: 'Apps', pathname: '/apps' });
    expect(items[1]?.pathname).toBe('/apps/crm/');
    expect(items[1]?.label).toMatch(/\S/);
    expect(items[1]?.label).not.toContain('| Marketplace');
    expect(await page.textContent('#trail')).toBe(`Apps \u203a ${items[1]?.label}`);

    // '/' from the host is the apps home.
    await page.fill('#navigate-path', '/');
    await page.click('[data-send="navigate"]');
    await frame.waitForURL(/\/marketplace\/apps\/?$/);

    // Nothing the site sent went anywhere but the host page's origin.
    const log = await hostLog(page);
    expect(log.filter((entry) => entry.direction === 'ignored')).toEqual([]);
  });

  it('leaves the help-desk product out of search in agent-app mode (§5), also on a search page opened in the host', async () => {
    const { page } = await visit();
    // "parc" finds two apps, ParcelWorks and ParcelForge: both help-desk apps.
    await page.goto(hostPageUrl('?path=/search/?q=parc'));
    const frame = await siteFrame(page);
    await hostMode(frame, 'agent-app');
    const apps = frame.getByRole('region', { name: 'Apps' });
    await apps.getByText('No apps match “parc”.').waitFor();
    await expect(apps.getByRole('link').count()).resolves.toBe(0);
  });

  it('hands a mailto: link to the host in agent-app mode instead of opening it', async () => {
    const { page } = await visit();
    await page.goto(hostPageUrl(`?path=/apps/${APP.slug}/`));
    const frame = await siteFrame(page);
    await hostMode(frame, 'agent-app');
    await frame.locator('a[href="mailto:support@qualifycast.example"]').click();
    const mailto = await waitForLog(page, (entry) => entry.direction === 'in' && entry.type === 'mailto', 'mailto');
    expect(mailto.data.payload).toEqual({ address: 'support@qualifycast.example' });
    expect(await page.textContent('#mailto')).toBe('Open mail to support@qualifycast.example');
    expect(frame.url()).toMatch(new RegExp(`/marketplace/apps/${APP.slug}/$`));
  });

  it('as a partner’s iframe, the host gets the handshake but no answer means a normal page', async () => {
    const { page } = await visit();
    await page.goto(hostPageUrl('?mode=iframe&path=/apps/'));
    const frame = await siteFrame(page);
    await hostMode(frame, 'iframe');
    // A partner's frame is a normal page: the public navigation stays.
    await frame.getByRole('navigation', { name: 'Main' }).waitFor();
    const log = await hostLog(page);
    expect(log.filter((entry) => entry.direction === 'out')).toEqual([]);
  });

  it('ignores a look-alike host origin (127.0.0.1 instead of localhost): no handshake, no navigation', async () => {
    const { page } = await visit();
    const lookAlike = process.env.E2E_HOST_PAGE_URL?.replace('//localhost:', '//127.0.0.1:');
    await page.goto(hostPageUrl('?path=/apps/', lookAlike));
    const frame = await siteFrame(page);
    await hostMode(frame, 'iframe');
    expect((await hostLog(page)).filter((entry) => entry.direction === 'in')).toEqual([]);
    await page.fill('#navigate-path', '/apps/marketplace/apps/crm/');
    await page.click('[data-send="navigate"]');
    await page.waitForTimeout(1000);
    expect(frame.url()).toMatch(/\/marketplace\/apps\/$/);
  });

  it.each([
    ['an app page', '/apps/circly-assist/', 'Circly Assist'],
    ['a category', '/apps/e-commerce/', /commerce apps/i],
    ['a partner', '/partners/waypoint-group/', /Waypoint/],
    ['the partners list', '/partners/', /Partner experts/],
    ['search', '/search/?q=chat', /Search/],
    ['a page that does not exist', '/apps/no-such-app-anywhere/', /not found/i],
  ])('sends the breadcrumbs of %s: its own title, never the last page’s', async (_kind, sitePath, label) => {
    const { page } = await visit();
    await page.goto(hostPageUrl('?path=/apps/'));
    const frame = await siteFrame(page);
    await hostMode(frame, 'agent-app');
    await waitForLog(page, (entry) => entry.direction === 'in' && entry.type === 'breadcrumbs', 'the first breadcrumbs');
    await page.fill('#navigate-path', `/apps/marketplace${sitePath}`);
    await page.click('[data-send="navigate"]');
    const pathname = sitePath.split('?')[0];
    const trail = await waitForLog(
      page,
      (entry) =>
        entry.direction === 'in' &&
        entry.type === 'breadcrumbs' &&
        (entry.data.payload?.items as { pathname: string }[]).some((item) => item.pathname.startsWith(pathname)),
      `breadcrumbs of ${sitePath}`,
    );
    const items = trail.data.payload?.items as { label: string; pathname: string }[];
    expect(items[0]).toEqual({ label: 'Apps', pathname: '/apps' });
    expect(items[1]?.label).toMatch(label);
    expect(items[1]?.label).not.toBe('All apps');
  });

  it('takes the host’s session on load, silently: no Sign in offered, no popup, credentials sent (§1, §2)', async () => {
    const opened = await visit();
    const { page } = opened;
    await knownToAccounts(opened, 'owner');
    let popups = 0;
    page.on('popup', () => void (popups += 1));
    const started = Date.now();
    await page.goto(hostPageUrl('?path=/apps/'));
    const frame = await siteFrame(page);
    await hostMode(frame, 'agent-app');
    await signedInWithin(frame);
    const signedInMs = Date.now() - started;
    expect(popups).toBe(0);
    // The public chrome (navigation, account area) gives way to the host's own.
    expect(await signInButton(frame).isVisible()).toBe(false);
    expect(await frame.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    const credentials = await waitForLog(
      page,
      (entry) => entry.direction === 'in' && entry.type === 'credentials',
      'credentials',
    );
    expect(credentials.data.payload).toMatchObject({ organizationId: 'org-acme' });
    // For the note: from opening the host page to the site signed in inside it.
    console.info(`embedded silent sign-in: ${signedInMs} ms from the host page's load`);
    await screenshots(page, 'apps-signed-in');
  });

  it('an install inside the agent app sends app_installed to the host (signed in through the accounts popup)', async () => {
    const { page } = await visit();
    // The host application's settings page is not reachable here: answer for it.
    await page.route('http://localhost:8003/livechat/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<h1>Host settings</h1>' }),
    );
    // The site's silent sign-in (the accounts iframe's one call) is held until Install is pressed:
    // on a slow connection the press lands while it is under way, and must still open the popup.
    let silentAsked: () => void = () => undefined;
    const asked = new Promise<void>((resolve) => (silentAsked = resolve));
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/sandbox/authorize', async (route) => {
      if (route.request().postDataJSON()?.silent === true) {
        silentAsked();
        await released;
      }
      await route.continue();
    });
    await page.goto(hostPageUrl(`?path=/apps/${APP.slug}/`));
    const frame = await siteFrame(page);
    await hostMode(frame, 'agent-app');
    const header = frame.getByRole('main').locator('header').first();
    await asked;
    // Not known to the accounts service yet: Install asks for the sign-in (the popup), then for the
    // app's access (a second press: the accounts window, the one consent step).
    await pickIdentityInPopup(
      page,
      async () => {
        await header.getByRole('button', { name: 'Install', exact: true }).click();
        release();
      },
      'owner',
    );
    await signedInWithin(frame);
    const [consent] = await Promise.all([
      page.waitForEvent('popup'),
      header.getByRole('button', { name: 'Install', exact: true }).click(),
    ]);
    await header.getByRole('button', { name: 'Waiting for your approval…' }).waitFor();
    await screenshots(page, 'install-waiting-for-consent');
    const consentClosed = consent.waitForEvent('close');
    await consent.getByRole('button', { name: 'Allow', exact: true }).click({ noWaitAfter: true });
    await consentClosed;
    const installed = await waitForLog(
      page,
      (entry) => entry.direction === 'in' && entry.type === 'app_installed',
      'app_installed',
    );
    expect(installed.data.payload).toEqual({ appId: APP.id });
    expect(SUCCESS.appInstalled).toBe('Application installed successfully!');
  });

  it('cart_updated both ways: a cart change is sent to the host; the host’s cart_updated makes the site read the server’s cart', async () => {
    const opened = await visit();
    const { page } = opened;
    await knownToAccounts(opened, 'livechat-only');
    await page.goto(hostPageUrl(`?path=/apps/${PAID.slug}/`));
    const frame = await siteFrame(page);
    await hostMode(frame, 'agent-app');
    await signedInWithin(frame);

    // Site → host: adding to the cart sends the cart as the server answered it.
    const header = frame.getByRole('main').locator('header').first();
    await header.getByRole('button', { name: 'Add to cart' }).click();
    await header.locator('[data-in-cart]').waitFor();
    const sent = await waitForLog(
      page,
      (entry) =>
        entry.direction === 'in' &&
        entry.type === 'cart_updated' &&
        JSON.stringify(entry.data.payload?.cart ?? null).includes(PAID.id),
      'cart_updated with the added app',
    );
    expect((sent.data.payload?.cart as { products: { id: string }[] }).products.map((product) => product.id)).toContain(PAID.id);
    await waitForLog(
      page,
      (entry) => entry.direction === 'in' && entry.type === 'marketplace_cart_update',
      'marketplace_cart_update',
    );

    // Host → site: the host's copy is only a signal; the site reads its cart from the server again…
    const cartRead = page.waitForRequest(
      (request) => request.method() === 'GET' && /\/products-carts\/(recent|[^/?]+)$/.test(new URL(request.url()).pathname),
    );
    const echoesBefore = (await hostLog(page)).filter(
      (entry) => entry.direction === 'in' && entry.type === 'cart_updated',
    ).length;
    await page.click('[data-send="cart_updated"]');
    await cartRead;
    // …and does not echo it back to the host.
    await page.waitForTimeout(1000);
    const echoesAfter = (await hostLog(page)).filter((entry) => entry.direction === 'in' && entry.type === 'cart_updated').length;
    expect(echoesAfter).toBe(echoesBefore);
    // The server's cart is still the one shown (the host's empty copy did not replace it).
    await header.locator('[data-in-cart]').waitFor();
  });
});
