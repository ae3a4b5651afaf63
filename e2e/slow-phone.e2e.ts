import type { Page } from 'playwright-core';
import { applyThrottle, LIGHTHOUSE_MOBILE } from '../scripts/bench/early-input-profile';
import { newVisit, siteUrl, waitForHydration, type Visit } from './support/site';

/**
 * Issue "fast in a user's hands": on a slow phone (Lighthouse's mobile profile as devtools applies
 * it: 4× CPU, 562.5 ms per request, ~1.5 Mbps; cold, no service worker) the page paints seconds
 * before it has hydrated. What the visitor does in between is honoured, with no console or page
 * error on the way (hydration mismatches, React error #421 among them).
 */

const hydrated = (page: Page) =>
  page
    .locator('html[data-hydrated]')
    .count()
    .then((count) => count > 0);
/**
 * Where the sign-in opens, watched from before the press: the accounts popup's address, or, with
 * pop-ups blocked, the page's own once it goes there itself.
 */
const signInOpened = ({ page, context }: Pick<Visit, 'page' | 'context'>): Promise<string> =>
  Promise.race([
    context.waitForEvent('page', { timeout: 30_000 }).then((popup) => popup.url()),
    page.waitForURL(/localhost:8002/, { timeout: 30_000 }).then(() => page.url()),
  ]);
/** The service worker is blocked in these visits: Gatsby's registration says so, nothing else may. */
const unexpected = (errors: string[]) => errors.filter((error) => !error.includes('service worker registration'));

/** The shell's file: every page with the site's shell waits for it before it hydrates. */
const SHELL_FILE = /\/site-shell-[0-9a-f]+\.js$/;

describe('on a slow phone, between the first paint and hydration', () => {
  const visits: Visit[] = [];
  const releases: (() => void)[] = [];
  /**
   * A visit on the slow profile whose hydration waits, besides, until `releaseShell()`: the shell's
   * file is held back until then. What a test does "before hydration" is then before it on any
   * machine, not only on one slow enough for the profile alone to leave the time.
   */
  const slowVisit = async (width: number) => {
    const visit = await newVisit({ width, height: width < 500 ? 844 : 800, blockServiceWorker: true });
    visits.push(visit);
    await applyThrottle(await visit.context.newCDPSession(visit.page), LIGHTHOUSE_MOBILE);
    let releaseShell = () => {};
    const held = new Promise<void>((resolve) => (releaseShell = resolve));
    releases.push(releaseShell);
    await visit.page.route(SHELL_FILE, async (route) => {
      await held;
      await route.continue().catch(() => {}); // the visit may be over
    });
    return { ...visit, releaseShell };
  };
  afterEach(async () => {
    releases.splice(0).forEach((release) => release());
    await Promise.all(visits.splice(0).map((visit) => visit.context.close()));
  });

  it('the listing: Filters opens and a filter ticks at once; once hydrated the list answers it and they stay', async () => {
    const { page, errors, releaseShell } = await slowVisit(390);
    await page.goto(siteUrl('/apps/'), { waitUntil: 'commit' });
    const summary = page.locator('details > summary', { hasText: /^Filters/ });
    await summary.waitFor({ state: 'visible' });
    const status = page.locator('main p[role="status"]');
    const before = (await status.textContent())?.trim();
    await expect(hydrated(page)).resolves.toBe(false);

    await summary.click();
    const free = page.locator('details[open] fieldset').getByRole('checkbox', { name: /^Free\b/ }); // its count joins the name once known
    await free.waitFor({ state: 'visible', timeout: 1000 });
    await free.click();
    await expect(free.isChecked()).resolves.toBe(true);
    expect(new URL(page.url()).searchParams.get('payment')).toBe('free');
    await expect(hydrated(page)).resolves.toBe(false); // all of it before the page could act

    releaseShell();
    await waitForHydration(page);
    let after = before;
    for (let tries = 0; tries < 200 && (after === before || !/^\d+ results?$/.test(after ?? '')); tries += 1) {
      await page.waitForTimeout(50);
      after = (await status.textContent())?.trim();
    }
    expect(after).toMatch(/^\d+ results?$/);
    expect(after).not.toBe(before);
    await expect(free.isChecked()).resolves.toBe(true);
    await expect(free.isVisible()).resolves.toBe(true);
    expect(new URL(page.url()).searchParams.get('payment')).toBe('free');
    expect(unexpected(errors)).toEqual([]);
  });

  it('the listing: a sort chosen with the keyboard before hydration stays on screen and is the sort once hydrated', async () => {
    const { page, errors, releaseShell } = await slowVisit(1280);
    await page.goto(siteUrl('/apps/'), { waitUntil: 'commit' });
    const sort = page.getByRole('main').getByLabel('Sort by');
    await sort.waitFor({ state: 'visible' });
    await expect(hydrated(page)).resolves.toBe(false);
    await sort.focus();
    await page.keyboard.press('ArrowDown'); // Popularity
    await page.keyboard.press('ArrowDown'); // Price
    await expect(sort.inputValue()).resolves.toBe('price');
    await expect(hydrated(page)).resolves.toBe(false);
    // What the select shows in every frame from here on: React, hydrating and rendering, never shows its own value.
    await sort.evaluate((select: HTMLSelectElement) => {
      const shown = new Set<string>();
      (window as unknown as { sortShown: Set<string> }).sortShown = shown;
      const look = () => {
        shown.add(select.value);
        if (!new URLSearchParams(location.search).has('sortBy')) requestAnimationFrame(look);
      };
      look();
    });

    releaseShell();
    await waitForHydration(page);
    await page.waitForURL((url) => url.searchParams.get('sortBy') === 'price', { timeout: 10_000 });
    await expect(sort.inputValue()).resolves.toBe('price');
    await expect(sort.getAttribute('data-early-pending')).resolves.toBeNull();
    await expect(page.evaluate(() => [...(window as unknown as { sortShown: Set<string> }).sortShown])).resolves.toEqual([
      'price',
    ]);
    // Replayed, the select is React's again: another sort chosen now is the sort at once.
    await sort.selectOption('popularity');
    await page.waitForURL((url) => url.searchParams.get('sortBy') === 'popularity', { timeout: 10_000 });
    await expect(sort.inputValue()).resolves.toBe('popularity');
    expect(unexpected(errors)).toEqual([]);
  });

  it('an app page: Install pressed by a visitor shows at once it was taken, then asks them to sign in', async () => {
    const { page, context, errors, releaseShell } = await slowVisit(390);
    await page.goto(siteUrl('/apps/circly-assist/'), { waitUntil: 'commit' });
    const install = page.getByRole('main').locator('header').first().getByRole('button', { name: 'Install', exact: true });
    await install.waitFor({ state: 'visible' });
    await expect(hydrated(page)).resolves.toBe(false);
    const opened = signInOpened({ page, context });
    await install.click();
    await expect(install.getAttribute('aria-busy')).resolves.toBe('true');
    await expect(hydrated(page)).resolves.toBe(false);
    releaseShell();
    await expect(opened).resolves.toMatch(/localhost:8002/);
    expect(unexpected(errors)).toEqual([]);
  });
  it('the cart: a visitor is asked to sign in from the first paint, the prompt stays put as the page hydrates, and its Sign in is taken before then', async () => {
    const { page, context, errors, releaseShell } = await slowVisit(390);
    await page.goto(siteUrl('/cart/'), { waitUntil: 'commit' });
    const title = page.getByRole('heading', { name: 'Sign in to continue' });
    await title.waitFor({ state: 'visible' });
    await expect(hydrated(page)).resolves.toBe(false);
    await expect(page.getByText('Loading…').isVisible()).resolves.toBe(false);
    const before = await title.boundingBox();
    const signIn = page.getByRole('main').getByRole('button', { name: 'Sign in' });
    const opened = signInOpened({ page, context });
    await signIn.click();
    await expect(signIn.getAttribute('aria-busy')).resolves.toBe('true');
    await expect(hydrated(page)).resolves.toBe(false);
    releaseShell();
    await waitForHydration(page);
    await expect(title.boundingBox()).resolves.toEqual(before);
    await expect(opened).resolves.toMatch(/localhost:8002/);
    expect(unexpected(errors)).toEqual([]);
  });

  it('a checkout, to someone whose session cookie is there: "Loading…" until the session is known, never the prompt to sign in', async () => {
    const { page, context, errors } = await slowVisit(390);
    await context.addCookies([
      { name: 'marketplace_session', value: '%7B%22t%22%3A%22stale%22%2C%22g%22%3A0%7D', url: siteUrl('/') },
    ]);
    await page.goto(siteUrl('/checkout/pagio/'), { waitUntil: 'commit' });
    await page.getByText('Loading…').waitFor({ state: 'visible' });
    await expect(hydrated(page)).resolves.toBe(false);
    await expect(page.getByRole('heading', { name: 'Sign in to continue' }).isVisible()).resolves.toBe(false);
    expect(unexpected(errors)).toEqual([]);
  });

  it('an app page: a disclosure of plain HTML (the permissions) opens and folds at once, and stays as the visitor left it once hydrated', async () => {
    const { page, errors, releaseShell } = await slowVisit(390);
    await page.goto(siteUrl('/apps/circly-assist/'), { waitUntil: 'commit' });
    const summary = page.getByRole('main').locator('details > summary', { hasText: /^Permissions it asks for/ });
    const details = summary.locator('xpath=..');
    await summary.waitFor({ state: 'visible' });
    await expect(hydrated(page)).resolves.toBe(false);
    await summary.click();
    await expect(details.evaluate((element) => (element as HTMLDetailsElement).open)).resolves.toBe(true);
    await expect(details.locator('code').first().isVisible()).resolves.toBe(true);
    await expect(summary.getAttribute('data-early-pending')).resolves.toBeNull(); // not queued: it needed no script
    await expect(hydrated(page)).resolves.toBe(false);

    releaseShell();
    await waitForHydration(page);
    await expect(details.evaluate((element) => (element as HTMLDetailsElement).open)).resolves.toBe(true);
    await summary.click();
    await expect(details.evaluate((element) => (element as HTMLDetailsElement).open)).resolves.toBe(false);
    expect(unexpected(errors)).toEqual([]);
  });

  it('the header search: what is typed before hydration stays in the box, and the suggestions for it open once the page can', async () => {
    const { page, errors, releaseShell } = await slowVisit(1280);
    await page.goto(siteUrl('/apps/'), { waitUntil: 'commit' });
    const box = page.getByRole('banner').getByRole('combobox', { name: /search/i });
    await box.waitFor({ state: 'visible' });
    await expect(hydrated(page)).resolves.toBe(false);
    await box.click();
    await page.keyboard.type('chat');
    await expect(box.inputValue()).resolves.toBe('chat');
    await expect(hydrated(page)).resolves.toBe(false);

    releaseShell();
    await waitForHydration(page);
    const listbox = page.getByRole('listbox', { name: /search/i });
    await listbox.waitFor({ state: 'visible', timeout: 15_000 });
    await expect(listbox.getByRole('option').count()).resolves.toBeGreaterThan(1);
    await expect(box.inputValue()).resolves.toBe('chat');
    await expect(box.evaluate((element) => element === document.activeElement)).resolves.toBe(true);
    // Enter on the box (no option chosen) opens the search page for it.
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname.endsWith('/search/') && url.searchParams.get('q') === 'chat', {
      timeout: 15_000,
    });
    expect(unexpected(errors)).toEqual([]);
  });

  it("the shell's parts hydration waits for (header search box, account area: one file) are asked for from the head, not once the page scripts have run", async () => {
    const { page, errors, releaseShell } = await slowVisit(1280);
    releaseShell();
    const asked = new Map<string, number>();
    const finished = new Map<string, number>();
    const part = (url: string) => /\/(app|site-shell)-[0-9a-f]+\.js$/.exec(new URL(url).pathname)?.[1];
    page.on('request', (request) => {
      const name = part(request.url());
      if (name && !asked.has(name)) asked.set(name, Date.now());
    });
    page.on('requestfinished', (request) => {
      const name = part(request.url());
      if (name && !finished.has(name)) finished.set(name, Date.now());
    });
    await page.goto(siteUrl('/apps/'), { waitUntil: 'commit' });
    await waitForHydration(page);
    // Asked for beside the app script, before it has even arrived (its code asks for them too).
    expect(asked.get('site-shell')).toBeLessThan(finished.get('app') ?? 0);
    expect(unexpected(errors)).toEqual([]);
  });
});
