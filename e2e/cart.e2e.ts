import type { Page } from 'playwright-core';
import { PRODUCT_NOTES, SUCCESS, CART } from '../src/domain/site/messages';
import { sessionToken, signInThroughPopup } from './support/accounts';
import { seriousViolations } from './support/axe';
import { newVisit, sandboxUrl, siteUrl, waitForHydration, type Visit } from './support/site';

/**
 * Buying a cart (§2 /cart/ and the cart's thank-you and review-order pages, §4 cart lifecycle, §8
 * cart texts) through the real sign-in popup, against the sandbox's carts service. Each journey
 * uses its own identity or apps, so they do not meet other files' purchases.
 */

// Paid live-chat apps of the bundled catalogue that no other journey buys.
const CHARTPOINT = { id: 'cb70d1d8f9fc1d33de069ac2', slug: 'chartpoint', name: 'ChartPoint' }; // $25 a month
const VAULTOWL = { id: 'a8a990ca47f7aaa2ce5db416', slug: 'vaultowl', name: 'VaultOwl' }; // $25 a month
const INBOXINO = { id: 'e399733da2c1e24111e0d9a6', slug: 'inboxino', name: 'Inboxino' }; // $4.99 once
const PUBLISHCAST = { id: 'c3070796bdb3f8a7457033c2', slug: 'publishcast', name: 'PublishCast' };
const QUIZIO = { id: '5089e691341d9af07d138c61', name: 'Quizio' }; // a HelpDesk app
const CHATFOX = { id: '50b77f1e5c1582b9fd172bc6', name: 'ChatFox' }; // $12 per agent a month, no other journey buys it
const INBOXFOX = { id: 'f38a33a13d6384f85a3a375e', name: 'InboxFox' }; // needs Team and higher

const appHeader = (page: Page) => page.getByRole('main').locator('header').first();
const badge = (page: Page) => page.getByRole('banner').locator('[data-cart-badge]');

async function askSandbox<T>(token: string, path: string, method = 'GET'): Promise<{ status: number; body: T }> {
  const response = await fetch(sandboxUrl(path), { method, headers: { Authorization: `Bearer ${token}` } });
  const text = await response.text();
  // 404 answers raw text (§7).
  return { status: response.status, body: (response.status !== 404 && text ? JSON.parse(text) : null) as T };
}

async function addFromPage(page: Page, slug: string): Promise<void> {
  await page.goto(siteUrl(`/apps/${slug}/`));
  await waitForHydration(page);
  await appHeader(page).getByRole('button', { name: 'Add to cart' }).click();
  await appHeader(page).locator('[data-in-cart]').waitFor();
}

/** Puts apps in the signed-in organization's recent cart through the service (apps the build has no page for). */
async function addThroughService(page: Page, ids: string[]): Promise<void> {
  const token = await sessionToken(page.context());
  let recent = await askSandbox<{ id: string }>(token, '/products-carts/recent');
  if (recent.status === 404) recent = await askSandbox<{ id: string }>(token, '/products-carts', 'POST');
  await askSandbox(token, `/products-carts/${recent.body.id}/applications?id=${ids.join(',')}`, 'PATCH');
}

/** Checkout opens the review (what is billed, the card, coupon and tax); Confirm and pay buys. */
async function confirmReview(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Checkout', exact: true }).click();
  await page.getByRole('heading', { name: 'Review your purchase' }).waitFor();
  await page.getByRole('button', { name: 'Confirm and pay' }).click();
}

async function checkout(page: Page): Promise<void> {
  await page.goto(siteUrl('/cart/'));
  await page.locator('[data-cart-item]').first().waitFor();
  await confirmReview(page);
}

describe('buying a cart', () => {
  const visits: Visit[] = [];
  const visit = async () => {
    const opened = await newVisit({ blockServiceWorker: true });
    visits.push(opened);
    return opened;
  };
  afterEach(async () => {
    await Promise.all(visits.splice(0).map((opened) => opened.context.close()));
  });

  it('adds three apps (one while signed out), a coupon, checks out: thank-you and all three installed', async () => {
    const { page } = await visit();
    // Signed out: the browser keeps it, the badge counts it.
    await addFromPage(page, INBOXINO.slug);
    await badge(page).filter({ hasText: '1' }).waitFor();
    await signInThroughPopup(page, 'owner');
    // Merged into the recent cart after sign-in, not doubled.
    await addFromPage(page, CHARTPOINT.slug);
    await addFromPage(page, VAULTOWL.slug);
    await badge(page).filter({ hasText: '3' }).waitFor();

    await page.goto(siteUrl('/cart/'));
    await page.locator('[data-cart-item]').nth(2).waitFor();
    expect(await page.locator('[data-cart-item]').count()).toBe(3);
    await page.locator('[data-cart-tax]').filter({ hasText: '$' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    // Each row's price and its Remove stand apart (the button used to touch the amount).
    for (const row of await page.locator('[data-cart-item]').all()) {
      const price = await row.locator('[data-item-total]').boundingBox();
      const remove = await row.getByRole('button', { name: /^Remove/ }).boundingBox();
      expect(remove!.x - (price!.x + price!.width)).toBeGreaterThanOrEqual(8);
    }

    await page.getByLabel('Coupon').fill('SPRING2020');
    await page.getByRole('button', { name: 'Apply' }).click();
    // The service's own reason (§5's text only when it gives none).
    await page.locator('[data-coupon-result]').filter({ hasText: 'The coupon has expired' }).waitFor();
    await page.getByLabel('Coupon').fill('SANDBOX10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.locator('[data-coupon-result]').filter({ hasText: SUCCESS.couponAdded }).waitFor();
    await page.locator('[data-cart-discount]').waitFor();

    await confirmReview(page);
    await page.waitForURL(/\/marketplace\/checkout\/cart\/[^/]+\/thank-you\/?$/);
    await page.getByRole('heading', { name: 'Thank you for your purchase!' }).waitFor();
    for (const app of [INBOXINO, CHARTPOINT, VAULTOWL]) {
      await page.getByRole('list', { name: 'Purchased apps' }).getByRole('link', { name: app.name }).waitFor();
    }
    const installed = await askSandbox<string[]>(await sessionToken(page.context()), '/applications/installed');
    expect(installed.body).toEqual(expect.arrayContaining([INBOXINO.id, CHARTPOINT.id, VAULTOWL.id]));
    await badge(page).filter({ hasNotText: /\d/ }).waitFor();
  });

  it("signed in, the header's cart opens the cart in the browser without ever asking to sign in on the way", async () => {
    const { page } = await visit();
    await page.goto(siteUrl('/apps/'));
    await waitForHydration(page);
    await signInThroughPopup(page, 'owner');
    // Every frame from here: was the visitor's prompt on screen? (The head's session hint runs only on
    // a page loaded afresh; reached in the browser, the shell goes by the store's session.)
    await page.evaluate(() => {
      const seen: string[] = [];
      (window as unknown as { promptSeen: string[] }).promptSeen = seen;
      const look = () => {
        const shown = [...document.querySelectorAll('h1')].some(
          (h) => h.textContent === 'Sign in to continue' && h.getClientRects().length > 0,
        );
        if (shown) seen.push(location.pathname);
        requestAnimationFrame(look);
      };
      look();
    });
    await badge(page).click();
    await page.waitForURL(/\/marketplace\/cart\/$/);
    await page
      .locator('[data-cart-item], [data-cart-status]')
      .first()
      .or(page.getByText(/^Your cart is empty/))
      .first()
      .waitFor();
    expect(await page.evaluate(() => (window as unknown as { promptSeen: string[] }).promptSeen)).toEqual([]);
  });

  it('one product failing with product inactive still ends on thank-you', async () => {
    const { page } = await visit();
    await page.goto(siteUrl('/cart/'));
    await waitForHydration(page);
    await signInThroughPopup(page, 'inactive-license');
    await addThroughService(page, [PUBLISHCAST.id, QUIZIO.id]);
    await checkout(page);
    await page.waitForURL(/\/thank-you\/?$/);
    await page.getByText('Was not installed, please activate HelpDesk first', { exact: true }).waitFor();
  });

  it('another failure goes to review-order with the notes', async () => {
    const { page } = await visit();
    await page.goto(siteUrl('/cart/'));
    await waitForHydration(page);
    await signInThroughPopup(page, 'inactive-license');
    await addThroughService(page, [INBOXFOX.id]);
    await checkout(page);
    await page.waitForURL(/\/review-order\/?$/);
    await page.getByRole('heading', { name: 'Review your order' }).waitFor();
    await page.getByText(PRODUCT_NOTES.contactSupport, { exact: true }).waitFor();
  });

  it('a reseller’s paid app fails with Payment failed on review-order', async () => {
    const { page } = await visit();
    await page.goto(siteUrl('/cart/'));
    await waitForHydration(page);
    await signInThroughPopup(page, 'reseller');
    await addThroughService(page, [CHARTPOINT.id]);
    await checkout(page);
    await page.waitForURL(/\/review-order\/?$/);
    await page.getByText(PRODUCT_NOTES.paymentFailed, { exact: true }).first().waitFor();
    // Nothing lost (§4): back in the cart the item is still there, and the cart is not locked.
    await page.goto(siteUrl('/cart/'));
    await page.locator('[data-cart-item]').first().waitFor();
    expect(await page.locator('[data-cart-locked]').count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Checkout', exact: true }).isEnabled()).toBe(true);
    const token = await sessionToken(page.context());
    const recent = await askSandbox<{ checkedOutUntil: string | null; products: { id: string }[] }>(
      token,
      '/products-carts/recent',
    );
    expect(recent.body.checkedOutUntil).toBeNull();
    expect(recent.body.products.map((product) => product.id)).toContain(CHARTPOINT.id);
  });

  it('a cart locked by a checkout in another tab shows the warning', async () => {
    const { page } = await visit();
    await page.goto(siteUrl('/cart/'));
    await waitForHydration(page);
    await signInThroughPopup(page, 'helpdesk-only');
    await addThroughService(page, [QUIZIO.id]);
    await page.goto(siteUrl('/cart/'));
    await page.locator('[data-cart-item]').first().waitFor();
    // The other tab starts the checkout.
    const token = await sessionToken(page.context());
    const recent = await askSandbox<{ id: string }>(token, '/products-carts/recent');
    await askSandbox(token, `/products-carts/${recent.body.id}/checkout`, 'PATCH');
    await page.getByRole('button', { name: 'Checkout', exact: true }).click();
    await page.getByText(CART.locked).first().waitFor();
  });

  it('an agent fills a cart but may not check it out (§6 billing rights): the refusal in its own words, nothing bought', async () => {
    const { page } = await visit();
    await page.goto(siteUrl('/cart/'));
    await waitForHydration(page);
    await signInThroughPopup(page, 'agent');
    await addThroughService(page, [CHATFOX.id]);
    await page.goto(siteUrl('/cart/'));
    await page.locator('[data-cart-item]').first().waitFor();
    // Rights before any call (§6): Checkout is not offered, and the page says why.
    await page
      .getByText(
        'Buying apps needs billing rights on the LiveChat license. Ask its owner to buy it or to give you billing access.',
      )
      .first()
      .waitFor();
    expect(await page.getByRole('button', { name: 'Checkout', exact: true }).isDisabled()).toBe(true);
    expect(page.url()).toMatch(/\/marketplace\/cart\/?$/);
    // The agent's organization is the owner's: its cart is closed again for the journeys that follow.
    const token = await sessionToken(page.context());
    const recent = await askSandbox<{ id: string; purchasedAt: string | null; checkedOutUntil: string | null }>(
      token,
      '/products-carts/recent',
    );
    expect(recent.body).toMatchObject({ purchasedAt: null, checkedOutUntil: null });
    await askSandbox(token, `/products-carts/${recent.body.id}`, 'DELETE');
  });
});
