import type { BrowserContext, Frame, Page } from 'playwright-core';

/** Where the site runs: the page itself, or the frame the host application embeds it in. */
type Site = Page | Frame;

/** The accounts service of the sandbox (its own origin, :8002 by default). */
export function accountsUrl(path: string): string {
  const base = process.env.E2E_ACCOUNTS_URL;
  if (!base) throw new Error('E2E_ACCOUNTS_URL is not set: run the e2e suite through jest.e2e.config.ts');
  return new URL(path, base).href;
}

/** The site's session cookie (path /marketplace): the token and the user, as the site stores them. */
export const SESSION_COOKIE = 'marketplace_session';

/** The access token of the session the site holds in `context`. */
export async function sessionToken(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((candidate) => candidate.name === SESSION_COOKIE);
  if (!cookie) throw new Error('no session cookie');
  return (JSON.parse(decodeURIComponent(cookie.value)) as { t: string }).t;
}

/** Revokes the site's token behind its back (another tab signed out, an admin removed it…). */
export async function revokeSessionToken(context: BrowserContext): Promise<void> {
  const token = await sessionToken(context);
  const revoked = await fetch(accountsUrl('/v2/token'), { method: 'DELETE', headers: { Authorization: `Bearer ${token}` } });
  if (revoked.status !== 204) throw new Error(`the sandbox did not revoke the token: ${revoked.status}`);
}

export const signInButton = (page: Site) => page.getByRole('banner').getByRole('button', { name: 'Sign in', exact: true });

export const accountButton = (page: Page, name: string) =>
  page.getByRole('banner').getByRole('button', { name: new RegExp(`^${name}`) });

/** The account area is hydrated and knows whether someone is signed in. */
export async function accountAreaReady(page: Site): Promise<void> {
  await page.locator('header [data-account="anonymous"], header [data-account="signed-in"]').first().waitFor();
}

/**
 * Clicks "Sign in", picks the identity in the accounts popup, waits for the popup to close itself,
 * then for the page to hold the session (the account and license reads take a moment after the
 * popup is gone): the next click acts as the signed-in user. `site` is the frame when a host embeds it.
 */
export async function signInThroughPopup(page: Page, identity: string, site: Site = page): Promise<void> {
  await accountAreaReady(site);
  await pickIdentityInPopup(page, () => signInButton(site).click(), identity);
  await site.locator('header [data-account="signed-in"]').first().waitFor();
}

/**
 * Runs `open` (a click that asks for a sign-in: the header's Sign in, Install, a page's own Sign
 * in), picks the identity in the accounts popup it opens, and waits for the popup to close itself.
 */
export async function pickIdentityInPopup(page: Page, open: () => Promise<unknown>, identity: string): Promise<void> {
  const [popup] = await Promise.all([page.waitForEvent('popup'), open()]);
  const closed = popup.waitForEvent('close');
  // The popup answers and closes itself at once: the click may outlive its page.
  await popup
    .locator(`[data-identity="${identity}"]`)
    .click({ noWaitAfter: true })
    .catch(() => undefined);
  await closed;
}
