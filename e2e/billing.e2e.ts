import type { Page } from 'playwright-core';
import { APP_SUBSCRIPTION_STATUS, PAYMENT, PERMISSIONS, SUCCESS } from '../src/domain/site/messages';
import { TEST_CARD } from '../sandbox/services/billing-cards';
import { signInThroughPopup } from './support/accounts';
import { newVisit, siteUrl, waitForHydration, type Visit } from './support/site';

/**
 * Buying apps (§2 checkout routes, §4 charges, §8 payment texts) as the owner, through the real
 * sign-in popup, against the sandbox's billing provider and its test cards.
 */

// Paid live-chat apps of the bundled catalogue; each journey buys its own, so they do not meet.
const ONE_TIME = { id: '50824c495c18f62f51082483', slug: 'pagio', name: 'Pagio' }; // $20 once
const MONTHLY = { id: '0a291b6456e804fd302cd2a9', slug: 'dripray', name: 'DripRay' }; // $9 a month
const DECLINED = { id: '5fe1ec96d4c0dad1d7063752', slug: 'dialogbase', name: 'DialogBase' }; // $99 once
const RELOADED = { id: 'f78d73f981d1acabd8f0bef7', slug: 'merchsense', name: 'MerchSense' }; // $29 once

const appHeader = (page: Page) => page.getByRole('main').locator('header').first();

/** The owner's token, from the site's session cookie, to ask the sandbox what it holds. */
async function sessionToken(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((entry) => entry.name === 'marketplace_session');
  if (!cookie) throw new Error('not signed in');
  return (JSON.parse(decodeURIComponent(cookie.value)) as { t: string }).t;
}

async function askSandbox<T>(token: string, path: string, init: RequestInit = {}): Promise<T> {
  const base = process.env.E2E_SANDBOX_URL;
  if (!base) throw new Error('E2E_SANDBOX_URL is not set');
  const response = await fetch(new URL(path, base), {
    ...init,
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
  });
  return (await response.json()) as T;
}

/** The thank-you page of a slug (the server adds a trailing slash). */
const thankYou = (slug: string) => new RegExp(`/marketplace/checkout/${slug}/thank-you/?$`);

async function openCheckout(page: Page, slug: string, identity = 'owner'): Promise<void> {
  await page.goto(siteUrl(`/checkout/${slug}`));
  await waitForHydration(page);
  await page.getByRole('heading', { name: 'Sign in to continue' }).waitFor();
  await signInThroughPopup(page, identity);
}

async function pay(page: Page, name: string, card: string): Promise<void> {
  const form = page.getByRole('form', { name: `Buy ${name}` });
  await form.getByLabel('Card number').fill(card);
  await form.getByRole('button', { name: /^Pay/ }).click();
}

describe('buying apps', () => {
  const visits: Visit[] = [];
  const visit = async () => {
    const opened = await newVisit({ blockServiceWorker: true });
    visits.push(opened);
    return opened;
  };
  afterEach(async () => {
    await Promise.all(visits.splice(0).map((opened) => opened.context.close()));
  });

  it("buys a one-time app from its page's checkout link with a succeeding card: thank-you page, then installed", async () => {
    const { page } = await visit();
    await page.goto(siteUrl(`/apps/${ONE_TIME.slug}/`));
    await waitForHydration(page);
    await signInThroughPopup(page, 'owner');
    await appHeader(page).getByRole('link', { name: 'Buy at checkout' }).click();
    await page.waitForURL(new RegExp(`/marketplace/checkout/${ONE_TIME.slug}/?$`));
    await pay(page, ONE_TIME.name, TEST_CARD.succeeds);
    await page.waitForURL(thankYou(ONE_TIME.slug));
    await page.getByText(SUCCESS.appPurchased).waitFor();

    await page.goto(siteUrl(`/apps/${ONE_TIME.slug}/`));
    await waitForHydration(page);
    await appHeader(page).getByRole('button', { name: 'Uninstall' }).waitFor();
    const installed = await askSandbox<string[]>(await sessionToken(page), '/applications/installed');
    expect(installed).toContain(ONE_TIME.id);
  });

  it('shows a monthly app on the annual cycle at floor(price × 0.85 × 12), and charges that', async () => {
    const { page } = await visit();
    await openCheckout(page, MONTHLY.slug);
    const form = page.getByRole('form', { name: `Buy ${MONTHLY.name}` });
    await form.getByRole('radio', { name: 'Annual (save 15%)' }).check();
    // $9 a month: floor(900 × 0.85 × 12) = 9180 cents a year, 765 a month.
    await expect(form.locator('[data-checkout="total"]').textContent()).resolves.toBe('$91.80');
    await expect(form.locator('[data-checkout="per-month"]').textContent()).resolves.toBe('$7.65');
    await form.locator('[data-checkout="tax"]').filter({ hasText: '$' }).waitFor();
    // E2E_SCREENSHOTS=1: a picture of the checkout to look at (e2e/artifacts is not committed).
    if (process.env.E2E_SCREENSHOTS)
      await page.screenshot({ path: 'e2e/artifacts/screenshots/checkout.desktop.png', fullPage: true });
    await pay(page, MONTHLY.name, TEST_CARD.succeeds);
    await page.waitForURL(thankYou(MONTHLY.slug));
    const charges = await askSandbox<Array<{ price: number; months: number; status: string }>>(
      await sessionToken(page),
      `/recurrent_charge/livechat?order_client_id=${MONTHLY.id}`,
    );
    expect(charges).toEqual([expect.objectContaining({ price: 9180, months: 12, status: 'active' })]);

    // §4 App subscription status: the bought app's page says its subscription is active.
    await page.goto(siteUrl(`/apps/${MONTHLY.slug}/`));
    await waitForHydration(page);
    await appHeader(page).getByRole('button', { name: 'Uninstall' }).waitFor();
    const status = appHeader(page).locator('[data-subscription-status]');
    await status.waitFor();
    await expect(status.textContent()).resolves.toBe(APP_SUBSCRIPTION_STATUS.active);
    if (process.env.E2E_SCREENSHOTS)
      await page.screenshot({ path: 'e2e/artifacts/screenshots/app-subscription.desktop.png', fullPage: false });

    // Its search hit is installed too, with the host link of its message-box widget (§2 'Go to Chats').
    await page.goto(siteUrl(`/search/?q=${MONTHLY.slug}`));
    await waitForHydration(page);
    const hit = page
      .getByRole('region', { name: 'Apps' })
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name: MONTHLY.name, exact: true }) });
    await hit.getByRole('link', { name: `Go to Chats: ${MONTHLY.name}` }).waitFor();
    await expect(hit.getByRole('link', { name: `Go to Chats: ${MONTHLY.name}` }).getAttribute('href')).resolves.toBe(
      'http://localhost:8003/livechat/chats',
    );
  });

  it('says "Payment failed" for a declining card and leaves the app not installed', async () => {
    const { page } = await visit();
    await openCheckout(page, DECLINED.slug);
    await pay(page, DECLINED.name, TEST_CARD.declined);
    await page.getByRole('alert').filter({ hasText: PAYMENT.failed }).first().waitFor();
    const installed = await askSandbox<string[]>(await sessionToken(page), '/applications/installed');
    expect(installed).not.toContain(DECLINED.id);
    await page.goto(siteUrl(`/apps/${DECLINED.slug}/`));
    await waitForHydration(page);
    await appHeader(page).getByRole('link', { name: 'Buy at checkout' }).waitFor();
  });

  it('resumes after a reload in the middle of polling: exactly one charge exists afterwards', async () => {
    const { page } = await visit();
    await openCheckout(page, RELOADED.slug);
    await pay(page, RELOADED.name, TEST_CARD.slow);
    await page.waitForURL(/[?&]charge=/);
    await page.getByRole('status').filter({ hasText: 'charging your card' }).waitFor();
    await page.reload();
    await waitForHydration(page);
    await page.waitForURL(thankYou(RELOADED.slug), { timeout: 30_000 });
    const charges = await askSandbox<Array<{ status: string }>>(
      await sessionToken(page),
      `/direct_charge/livechat?order_client_id=${RELOADED.id}`,
    );
    expect(charges.map((charge) => charge.status)).toEqual(['success']);
  });

  it('shows an external charge with a hostile description as text', async () => {
    const { page } = await visit();
    await page.goto(siteUrl('/'));
    await waitForHydration(page);
    await signInThroughPopup(page, 'owner');
    const token = await sessionToken(page);
    await askSandbox(token, '/account/livechat', { method: 'POST', body: JSON.stringify({ card_number: TEST_CARD.succeeds }) });
    const charge = await askSandbox<{ id: string }>(token, '/direct_charge/livechat', {
      method: 'POST',
      body: JSON.stringify({
        name: 'Extra',
        price: 500,
        quantity: 1,
        return_url: '',
        order_client_id: 'partner-1',
        per_account: false,
        test: true,
      }),
    });
    await askSandbox(token, `/direct_charge/livechat/${charge.id}/accept`, { method: 'PUT' });
    await askSandbox(token, `/direct_charge/livechat/${charge.id}/activate`, { method: 'PUT' });
    const hostile = '<img src=x onerror="window.__pwned=1"><script>window.__pwned=2</script>Pro plan';
    const query = `?description=${encodeURIComponent(hostile)}&icon=${encodeURIComponent('javascript:window.__pwned=3')}`;
    await page.goto(siteUrl(`/checkout/charge/${charge.id}/direct_charge/thank-you${query}`));
    await waitForHydration(page);
    await page.getByText(hostile, { exact: true }).waitFor();
    await page.getByText(SUCCESS.appPurchased).waitFor();
    await expect(page.evaluate(() => (window as { __pwned?: number }).__pwned)).resolves.toBeUndefined();
    await expect(page.locator('main img[src="x"], main img[src^="javascript"]').count()).resolves.toBe(0);
  });

  it("says 'This transaction doesn't exist.' for an unknown charge and goes home", async () => {
    const { page } = await visit();
    await page.goto(siteUrl('/'));
    await waitForHydration(page);
    await signInThroughPopup(page, 'owner');
    await page.goto(siteUrl('/checkout/charge/rc_unknown/recurrent_charge/thank-you'));
    // The page says it while it waits to leave, and the notification repeats it after: wait for the
    // notification, which outlives the redirect.
    await page.getByRole('region', { name: 'Notifications' }).getByText(PAYMENT.chargeNotFound).waitFor();
    await page.waitForURL(siteUrl('/'));
  });

  it('refuses the agent before any charge', async () => {
    const { page } = await visit();
    const billingCalls: string[] = [];
    page.on('request', (request) => {
      if (/create-charge|_charge\/|\/account\//.test(request.url())) billingCalls.push(`${request.method()} ${request.url()}`);
    });
    await openCheckout(page, ONE_TIME.slug, 'agent');
    await page.getByText(/Buying apps needs billing rights on the LiveChat license/).waitFor();
    await expect(page.getByRole('button', { name: /^Pay/ }).count()).resolves.toBe(0);
    await expect(page.getByText(PERMISSIONS.notSignedIn).count()).resolves.toBe(0);
    // No card, charge or billing call left the page (the agent's organization is the owner's, so its
    // charge list is the owner's purchases: the requests are the proof).
    expect(billingCalls).toEqual([]);
  });

  it('refuses an app above the license plan (§6) before any charge: the plan text, no form', async () => {
    // Lena's organization is on the Starter plan; InboxFox needs Team and higher.
    const { page } = await visit();
    const billingCalls: string[] = [];
    page.on('request', (request) => {
      if (/create-charge|_charge\/|\/account\//.test(request.url())) billingCalls.push(`${request.method()} ${request.url()}`);
    });
    await openCheckout(page, 'inboxfox', 'livechat-only');
    await page.getByText('This app is currently available only for Team and higher plans').waitFor();
    await expect(page.getByRole('button', { name: /^Pay/ }).count()).resolves.toBe(0);
    expect(billingCalls).toEqual([]);
  });
});
