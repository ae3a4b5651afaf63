/**
 * @jest-environment node
 */
import type { AuthorizeTokenData } from '../../src/domain/auth/accounts-contract';
import { MARKETPLACE_CLIENT_ID } from '../services/accounts';
import { createServices, type Services } from '../services';
import { server } from '../test-server';
import { SESSION_COOKIE } from './accounts';
import { createHandlers } from '.';

// The install popup of §4 on the accounts origin: an app client's authorize page grants consent.
const API = 'http://api.test';
const ACCOUNTS = 'http://accounts.test';
const SITE = 'http://localhost:8000';
const CLIENT = '15f07d88fb3fba0d59870b448e896a67'; // circly-assist's OAuth client
let services: Services;

beforeEach(() => {
  services = createServices(undefined, { siteOrigins: [SITE] });
  server.use(...createHandlers(services, API, ACCOUNTS));
});

function signIn(identity: string): { cookie: string; token: string } {
  const signed = services.accounts.authorizeAs(
    { client_id: MARKETPLACE_CLIENT_ID, redirect_uri: `${SITE}/marketplace/`, response_type: 'token', state: 's' },
    identity,
  )!;
  return {
    cookie: `${SESSION_COOKIE}=${encodeURIComponent(signed.sessionId!)}`,
    token: (signed.answer as { data: AuthorizeTokenData }).data.access_token,
  };
}

const authorizeUrl = (redirect = `${SITE}/marketplace/apps/circly-assist/`) =>
  `${ACCOUNTS}/?response_type=code&client_id=${CLIENT}&redirect_uri=${encodeURIComponent(redirect)}&state=st`;

const decide = (cookie: string | null, decision: string, redirect = `${SITE}/marketplace/apps/circly-assist/`) =>
  fetch(`${ACCOUNTS}/sandbox/app-consent`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...(cookie ? { Cookie: cookie } : {}) },
    body: new URLSearchParams({ client_id: CLIENT, redirect_uri: redirect, state: 'st', decision }).toString(),
  });

const status = async (token: string) =>
  (await (
    await fetch(`${ACCOUNTS}/clients/${CLIENT}/consent/status?coverage=organization`, {
      headers: { Authorization: `Bearer ${token}` },
    })
  ).json()) as unknown;

describe('app client authorize page (§4 install popup)', () => {
  it('asks the signed-in identity, and Allow grants the consent, then goes back with a code', async () => {
    const { cookie, token } = signIn('owner');
    const page = await fetch(authorizeUrl(), { headers: { Cookie: cookie } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Allow Circly Assist to access your organization?');
    // The scopes in the app page's words (area: Read only / Read and write), not raw scope names.
    expect(html).toMatch(/<ul aria-label="Permissions"><li>[^<]+: (Read only|Read and write)<\/li>/);
    expect(html).not.toMatch(/<li>[a-z_-]+--?[a-z_]*:(ro|rw)<\/li>/);
    expect(await status(token)).toMatchObject({ consented: false });
    const answer = await decide(cookie, 'allow');
    expect(answer.status).toBe(303);
    const back = new URL(answer.headers.get('location')!);
    expect(back.origin + back.pathname).toBe(`${SITE}/marketplace/apps/circly-assist/`);
    expect(back.searchParams.get('state')).toBe('st');
    expect(back.searchParams.get('code')).toBeTruthy();
    expect(await status(token)).toMatchObject({ consented: true });
  });

  it.each(['agent', 'viewer', 'member', 'suspended'])(
    'refuses %s’s Allow (403, the install’s own rights, §6) and grants nothing',
    async (identity) => {
      const { cookie, token } = signIn(identity);
      const answer = await decide(cookie, 'allow');
      expect(answer.status).toBe(403);
      expect(await status(token)).toMatchObject({ consented: false });
    },
  );

  it('Deny goes back with access_denied and grants nothing', async () => {
    const { cookie, token } = signIn('owner');
    const answer = await decide(cookie, 'deny');
    expect(new URL(answer.headers.get('location')!).searchParams.get('error')).toBe('access_denied');
    expect(await status(token)).toMatchObject({ consented: false });
  });

  it('refuses without a session, a redirect address off the site, or a code-less response type', async () => {
    expect((await decide(null, 'allow')).status).toBe(401);
    expect((await decide(signIn('owner').cookie, 'allow', 'https://evil.example/')).status).toBe(422);
    expect((await fetch(authorizeUrl())).status).toBe(401);
    expect((await fetch(authorizeUrl('https://evil.example/'), { headers: { Cookie: signIn('owner').cookie } })).status).toBe(
      400,
    );
  });

  it("leaves the marketplace's own client to the sign-in page", async () => {
    const page = await fetch(`${ACCOUNTS}/?response_type=token&client_id=${MARKETPLACE_CLIENT_ID}&redirect_uri=${SITE}/`);
    expect(await page.text()).not.toContain('to access your organization?');
  });
});
