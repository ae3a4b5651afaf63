import type { Locator, Page } from 'playwright-core';
import { CARD_TEXT } from '../src/domain/billing/card';
import { APP_SUBSCRIPTION_STATUS, FAILURE, PAYMENT, PERMISSIONS, SUCCESS } from '../src/domain/site/messages';
import { TEST_CARD } from '../sandbox/services/billing-cards';
import { sessionToken, signInThroughPopup } from './support/accounts';
import { newVisit, sandboxUrl, siteUrl, waitForHydration, type Visit } from './support/site';

/**
 * Buying apps (§2 checkout routes, §4 charges, §8 payment texts) as the owner, through the real
 * sign-in popup, against the sandbox's billing provider and its test cards. The checkout pays with
 * the billed product's card on file (§3 Subscription per product: hasCard, cardDetails); the owner's
 * organization (Acme) starts with Visa 1111 on file, `livechat-only` (Leo) with none and `subscriber`
 * with Visa 4242 (sandbox/README.md, "Billing"). A new card is added by POST /account/{product}
 * before the charge, and stays on file: these journeys run in order, each leaving Acme's card where
 * the next one expects it (4242 after the first; the declining and the slow card after theirs).
 */

// Paid live-chat apps of the bundled catalogue; each journey buys its own, so they do not meet.
const ONE_TIME = { id: '50824c495c18f62f51082483', slug: 'pagio', name: 'Pagio' }; // $20 once
const MONTHLY = { id: '0a291b6456e804fd302cd2a9', slug: 'dripray', name: 'DripRay' }; // $9 a month
const DECLINED = { id: '5fe1ec96d4c0dad1d7063752', slug: 'dialogbase', name: 'DialogBase' }; // $99 once
const RELOADED = { id: 'f78d73f981d1acabd8f0bef7', slug: 'merchsense', name: 'MerchSense' }; // $29 once

const appHeader = (page: Page) => page.getByRole('main').locator('header').first();

/** The owner's token, from the site's session cookie, to ask the sandbox what it holds. */
async function askSandbox<T>(token: string, path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(sandboxUrl(path), {
    ...init,
    // The product API (licenses) wants the token's region too (dal:… → X-Region: dal).
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', 'X-Region': token.split(':')[0] },
  });
  return (await response.json()) as T;
}

/** The card on file the sandbox's subscription reports (§3 hasCard, cardDetails). */
async function subscriptionCard(page: Page): Promise<{ has_card: boolean; card_details: { last_four: string } | null }> {
  return askSandbox(await sessionToken(page.context()), '/licenses/livechat/subscription');
}

/** The card and money calls a page sends (POST /account/…, create-charge, charge moves), in order. */
function recordMoneyCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (request.method() !== 'GET' && /\/account\/|create-charge|_charge\//.test(path)) calls.push(`${request.method()} ${path}`);
  });
  return calls;
}

/** The thank-you page of a slug (the server adds a trailing slash). */
const thankYou = (slug: string) => new RegExp(`/marketplace/checkout/${slug}/thank-you/?$`);

async function openCheckout(page: Page, slug: string, identity = 'owner'): Promise<void> {
  await page.goto(siteUrl(`/checkout/${slug}`));
  await waitForHydration(page);
  await page.getByRole('heading', { name: 'Sign in to continue' }).waitFor();
  await signInThroughPopup(page, identity);
}

const checkoutForm = (page: Page, name: string) => page.getByRole('form', { name: `Buy ${name}` });
const cardOnFile = (form: Locator) => form.locator('[data-checkout="card-on-file"]');

/** Types a card into the card form: the number, an expiry years ahead and a CVC. */
async function typeCard(form: Locator, card: string, expiry = '12/35', cvc = '123'): Promise<void> {
  await form.getByLabel('Card number').fill(card);
  await form.getByLabel('Expiry date (MM/YY)').fill(expiry);
  await form.getByLabel('Security code (CVC)').fill(cvc);
}

/** Pays with the card on file, once the checkout shows it ('Visa ending in 4242'). */
async function payWithCardOnFile(page: Page, name: string, card: string): Promise<void> {
  const form = checkoutForm(page, name);
  await cardOnFile(form).filter({ hasText: card }).waitFor();
  await form.getByRole('button', { name: /^Pay/ }).click();
}

/** Pays with another card than the one on file: 'Use another card', the card, Pay. */
async function payWithAnotherCard(page: Page, name: string, card: string): Promise<void> {
  const form = checkoutForm(page, name);
  await form.getByRole('button', { name: 'Use another card' }).click();
  await typeCard(form, card);
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

  it("buys a one-time app from its page's checkout link: the card on file shown, another card (4242) added before the charge; thank-you, then installed", async () => {
    const { page } = await visit();
    await page.goto(siteUrl(`/apps/${ONE_TIME.slug}/`));
    await waitForHydration(page);
    await signInThroughPopup(page, 'owner');
    await appHeader(page).getByRole('link', { name: 'Buy at checkout' }).click();
    await page.waitForURL(new RegExp(`/marketplace/checkout/${ONE_TIME.slug}/?$`));
    // Acme's card on file to start with (sandbox/README.md, "Billing").
    const form = checkoutForm(page, ONE_TIME.name);
    await cardOnFile(form).filter({ hasText: 'Charged to your card on file: Visa ending in 1111' }).waitFor();
    const calls = recordMoneyCalls(page);
    await payWithAnotherCard(page, ONE_TIME.name, TEST_CARD.succeeds);
    await page.waitForURL(thankYou(ONE_TIME.slug));
    await page.getByText(SUCCESS.appPurchased).waitFor();
    // The card went on file first, then the charge was made (and paid with it).
    expect(calls.slice(0, 2)).toEqual(['POST /account/livechat', `POST /applications/${ONE_TIME.id}/create-charge`]);
    await expect(subscriptionCard(page)).resolves.toMatchObject({ has_card: true, card_details: { last_four: '4242' } });

    await page.goto(siteUrl(`/apps/${ONE_TIME.slug}/`));
    await waitForHydration(page);
    await appHeader(page).getByRole('button', { name: 'Uninstall' }).waitFor();
    const installed = await askSandbox<string[]>(await sessionToken(page.context()), '/applications/installed');
    expect(installed).toContain(ONE_TIME.id);
  });

  it('shows a monthly app on the annual cycle at floor(price × 0.85 × 12), and charges that to the card on file (Visa 4242)', async () => {
    const { page } = await visit();
    await openCheckout(page, MONTHLY.slug);
    const form = checkoutForm(page, MONTHLY.name);
    await form.getByRole('radio', { name: 'Annual (save 15%)' }).check();
    // $9 a month: floor(900 × 0.85 × 12) = 9180 cents a year, 765 a month.
    await expect(form.locator('[data-checkout="total"]').textContent()).resolves.toBe('$91.80');
    await expect(form.locator('[data-checkout="per-month"]').textContent()).resolves.toBe('$7.65');
    await form.locator('[data-checkout="tax"]').filter({ hasText: '$' }).waitFor();
    // E2E_SCREENSHOTS=1: a picture of the checkout to look at (e2e/artifacts is not committed).
    if (process.env.E2E_SCREENSHOTS)
      await page.screenshot({ path: 'e2e/artifacts/screenshots/checkout.desktop.png', fullPage: true });
    // The card the first journey added is the card on file now: Pay charges it, no card is sent.
    const calls = recordMoneyCalls(page);
    await payWithCardOnFile(page, MONTHLY.name, 'Visa ending in 4242');
    await page.waitForURL(thankYou(MONTHLY.slug));
    expect(calls.filter((call) => call.includes('/account/'))).toEqual([]);
    const charges = await askSandbox<Array<{ price: number; months: number; status: string }>>(
      await sessionToken(page.context()),
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

  it('refuses a declining card before anything (the card on file stays), and says "Payment failed" for a card that fails once charged, leaving the app not installed', async () => {
    const { page } = await visit();
    await openCheckout(page, DECLINED.slug);
    const form = checkoutForm(page, DECLINED.name);
    await cardOnFile(form).waitFor();
    const before = await cardOnFile(form).textContent();
    const calls = recordMoneyCalls(page);
    await payWithAnotherCard(page, DECLINED.name, TEST_CARD.declined);
    await page.getByRole('alert').filter({ hasText: 'Unfortunately, we were unable to charge your card...' }).first().waitFor();
    expect(calls).toEqual(['POST /account/livechat']);
    await page.reload();
    await waitForHydration(page);
    await cardOnFile(checkoutForm(page, DECLINED.name))
      .filter({ hasText: before ?? '' })
      .waitFor();

    await payWithAnotherCard(page, DECLINED.name, TEST_CARD.fails);
    await page.getByRole('alert').filter({ hasText: PAYMENT.failed }).first().waitFor();
    // The failing card passed the check and went on file before it was charged: the form that comes back says so.
    await cardOnFile(checkoutForm(page, DECLINED.name)).filter({ hasText: 'Visa ending in 0341' }).waitFor();
    const installed = await askSandbox<string[]>(await sessionToken(page.context()), '/applications/installed');
    expect(installed).not.toContain(DECLINED.id);
    await page.goto(siteUrl(`/apps/${DECLINED.slug}/`));
    await waitForHydration(page);
    await appHeader(page).getByRole('link', { name: 'Buy at checkout' }).waitFor();
  });

  it('resumes after a reload in the middle of polling: exactly one charge exists afterwards', async () => {
    const { page } = await visit();
    await openCheckout(page, RELOADED.slug);
    await payWithAnotherCard(page, RELOADED.name, TEST_CARD.slow);
    await page.waitForURL(/[?&]charge=/);
    await page.getByRole('status').filter({ hasText: 'charging your card' }).waitFor();
    await page.reload();
    await waitForHydration(page);
    await page.waitForURL(thankYou(RELOADED.slug), { timeout: 30_000 });
    const charges = await askSandbox<Array<{ status: string }>>(
      await sessionToken(page.context()),
      `/direct_charge/livechat?order_client_id=${RELOADED.id}`,
    );
    expect(charges.map((charge) => charge.status)).toEqual(['success']);
  });

  it('an organization with no card on file gets the card form: wrong fields say why and send nothing; the card is added before the charge; the app is then not sold again', async () => {
    // Leo's organization (ChatOnly) has no card on file.
    const { page } = await visit();
    await openCheckout(page, ONE_TIME.slug, 'livechat-only');
    const form = checkoutForm(page, ONE_TIME.name);
    await form.getByLabel('Card number').waitFor();
    await expect(form.getByRole('button', { name: 'Use another card' }).count()).resolves.toBe(0);
    const calls = recordMoneyCalls(page);

    await typeCard(form, '4242 4242 4242 4241', '01/20', '12');
    await form.getByRole('button', { name: /^Pay/ }).click();
    for (const text of [CARD_TEXT.numberInvalid, CARD_TEXT.expiryPast, CARD_TEXT.cvcThree]) {
      await form.getByText(text, { exact: true }).waitFor();
    }
    await expect(form.getByLabel('Card number').evaluate((input) => input === document.activeElement)).resolves.toBe(true);
    expect(calls).toEqual([]);

    await typeCard(form, '4242 4242 4242 4242');
    await form.getByRole('button', { name: /^Pay/ }).click();
    await page.waitForURL(thankYou(ONE_TIME.slug));
    expect(calls.slice(0, 2)).toEqual(['POST /account/livechat', `POST /applications/${ONE_TIME.id}/create-charge`]);
    await expect(subscriptionCard(page)).resolves.toMatchObject({ has_card: true, card_details: { last_four: '4242' } });

    // Bought and installed: its checkout no longer sells it (§8 'Application is already installed.').
    await page.goto(siteUrl(`/checkout/${ONE_TIME.slug}`));
    await waitForHydration(page);
    const owned = page.locator('[data-checkout-owned="installed"]');
    await owned.getByText(FAILURE.alreadyInstalled).waitFor();
    await expect(page.getByRole('button', { name: /^Pay/ }).count()).resolves.toBe(0);
    // A later purchase of another app shows the card now on file.
    await page.goto(siteUrl(`/checkout/${RELOADED.slug}`));
    await waitForHydration(page);
    await cardOnFile(checkoutForm(page, RELOADED.name)).filter({ hasText: 'Visa ending in 4242' }).waitFor();
  });

  it('does not sell an app the organization owns: installed, or its charge in progress; a link back to the app; a cancelled one is renewed', async () => {
    // Sue's organization starts with paid apps installed in each §4 status (sandbox/README.md, "Subscriptions").
    const { page } = await visit();
    const calls = recordMoneyCalls(page);
    await openCheckout(page, 'pixelo', 'subscriber');
    const installed = page.locator('[data-checkout-owned="installed"]');
    await installed.getByText(FAILURE.alreadyInstalled).waitFor();
    await expect(page.getByRole('button', { name: /^Pay/ }).count()).resolves.toBe(0);

    await page.goto(siteUrl('/checkout/handshakify-bridge'));
    await waitForHydration(page);
    await page
      .locator('[data-checkout-owned="in-progress"]')
      .getByText('Handshakify Bridge is being bought', { exact: false })
      .waitFor();
    await expect(page.getByRole('button', { name: /^Pay/ }).count()).resolves.toBe(0);

    // A cancelled subscription: renewed here, with Sue's card on file (Visa 4242). Not bought: the
    // subscription journeys (app-subscription.e2e.ts) need it cancelled.
    await page.goto(siteUrl('/checkout/pixelowl'));
    await waitForHydration(page);
    await page.locator('[data-checkout="renewal"]').waitFor();
    await cardOnFile(checkoutForm(page, 'PixelOwl')).filter({ hasText: 'Visa ending in 4242' }).waitFor();

    await page.goto(siteUrl('/checkout/pixelo'));
    await waitForHydration(page);
    await page.locator('[data-checkout-owned="installed"]').getByRole('link', { name: 'Back to Pixelo' }).click();
    await page.waitForURL(/\/marketplace\/apps\/pixelo\/?$/);
    expect(calls).toEqual([]);
  });

  it('shows an external charge with a hostile description as text', async () => {
    const { page } = await visit();
    await page.goto(siteUrl('/'));
    await waitForHydration(page);
    await signInThroughPopup(page, 'owner');
    const token = await sessionToken(page.context());
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
