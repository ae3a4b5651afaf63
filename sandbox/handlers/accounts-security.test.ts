/**
 * @jest-environment node
 */
import type { ApiTokenResponse, AuthorizeCodeData } from '../../src/domain/auth/accounts-contract';
import { createAccountsService, MARKETPLACE_CLIENT_ID, sdkCodeChallenge, type AccountsService } from '../services/accounts';
import { server } from '../test-server';
import { accountsHandlers, SESSION_COOKIE } from './accounts';
import { licenseHandlers } from './licenses';

// The accounts service says no like the real one: tokens only to the site, pages framed only by it.
const ACCOUNTS = 'http://accounts.test';
const API = 'http://api.test';
const SITE = 'http://localhost:8000';
const REDIRECT = `${SITE}/marketplace/`;
const VERIFIER = 'y'.repeat(64);

let accounts: AccountsService;

function mount(siteOrigins?: string[]) {
  accounts = createAccountsService({ developer: { id: 'dev-1', name: 'Dev' }, ...(siteOrigins ? { siteOrigins } : {}) });
  server.use(...accountsHandlers(ACCOUNTS, accounts), ...licenseHandlers(API, accounts));
}
beforeEach(() => mount());

const query = (extra: Record<string, string> = {}) => ({
  client_id: MARKETPLACE_CLIENT_ID,
  redirect_uri: REDIRECT,
  response_type: 'token',
  state: 'st-1',
  flow: 'button',
  ...extra,
});
const authorize = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  fetch(`${ACCOUNTS}/sandbox/authorize`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
const bearer = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });

describe('the sign-in page may be framed by the site, and by the host page that frames the site, only', () => {
  it('sends frame-ancestors with the site origin and the host page origin on /, /signin and /ooops', async () => {
    for (const path of [`/?${new URLSearchParams(query())}`, `/signin?${new URLSearchParams(query())}`, '/ooops']) {
      const csp = (await fetch(`${ACCOUNTS}${path}`)).headers.get('content-security-policy') ?? '';
      expect(csp).toContain(`frame-ancestors ${SITE}`);
      // The agent app (§1): the silent sign-in's frame sits in the site's frame inside the host page.
      expect(csp.match(/frame-ancestors [^;]*/)?.[0]).toBe('frame-ancestors http://localhost:8000 http://localhost:8003');
    }
  });

  it('lists every configured site origin', async () => {
    mount(['http://localhost:41234', 'http://127.0.0.1:41234']);
    const csp = (await fetch(`${ACCOUNTS}/`)).headers.get('content-security-policy') ?? '';
    expect(csp).toContain('frame-ancestors http://localhost:41234 http://127.0.0.1:41234');
  });
});

describe('redirect_uri must be on the site origin, not any localhost port', () => {
  const elsewhere = 'http://localhost:9999/steal/';

  it('refuses to sign in for another localhost port, with the accounts error and no session', async () => {
    const response = await authorize({ ...query({ redirect_uri: elsewhere }), identity: 'owner' });
    expect(response.headers.get('set-cookie')).toBeNull();
    expect([response.status, await response.json()]).toEqual([200, { error: { oauth_exception: 'invalid_request' } }]);
  });

  it("does not hand a signed-in owner's token to another local page (the hidden iframe)", async () => {
    const signIn = await authorize({ ...query(), identity: 'owner' });
    const session = (signIn.headers.get('set-cookie') ?? '').split(';')[0];
    expect(session).toMatch(new RegExp(`^${SESSION_COOKIE}=.+`));

    const silent = await authorize({ ...query({ redirect_uri: elsewhere }), silent: true }, { Cookie: session });
    expect(await silent.json()).toEqual({ error: { oauth_exception: 'invalid_request' } });
    const page = await (
      await fetch(`${ACCOUNTS}/?${new URLSearchParams(query({ redirect_uri: elsewhere }))}`, { headers: { Cookie: session } })
    ).text();
    expect(page).toContain('"error":"invalid_request"');
  });
});

describe('revoking a token revokes its refresh token', () => {
  async function codeTokens(): Promise<ApiTokenResponse> {
    const signIn = await authorize({
      ...query({ response_type: 'code', code_challenge: sdkCodeChallenge(VERIFIER), code_challenge_method: 'S256' }),
      identity: 'owner',
    });
    const { code } = ((await signIn.json()) as { data: AuthorizeCodeData }).data;
    const exchanged = await fetch(`${ACCOUNTS}/v2/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        client_id: MARKETPLACE_CLIENT_ID,
        redirect_uri: REDIRECT,
        code_verifier: VERIFIER,
      }).toString(),
    });
    return (await exchanged.json()) as ApiTokenResponse;
  }
  const refresh = (refreshToken: string) =>
    fetch(`${ACCOUNTS}/v2/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: refreshToken,
        client_id: MARKETPLACE_CLIENT_ID,
      }).toString(),
    });

  for (const path of ['/v2/token', '/v2/sessions']) {
    it(`DELETE ${path}: a later refresh answers 400 invalid_grant`, async () => {
      const tokens = await codeTokens();
      expect((await refresh(tokens.refresh_token)).status).toBe(200);
      expect((await fetch(`${ACCOUNTS}${path}`, { method: 'DELETE', ...bearer(tokens.access_token) })).status).toBe(204);
      const refused = await refresh(tokens.refresh_token);
      expect([refused.status, await refused.json()]).toEqual([
        400,
        { error: { type: 'invalid_grant', message: 'Invalid refresh token' } },
      ]);
    });
  }
});

describe('lookups by id do not answer for prototype keys', () => {
  it('GET /v2/accounts/{id} and the license API answer 404 for __proto__, constructor, toString, hasOwnProperty', async () => {
    const signIn = await authorize({ ...query(), identity: 'owner' });
    const token = ((await signIn.json()) as { data: { access_token: string } }).data.access_token;
    for (const key of ['__proto__', 'constructor', 'toString', 'hasOwnProperty']) {
      const account = await fetch(`${ACCOUNTS}/v2/accounts/${key}`, bearer(token));
      expect([key, account.status, await account.text()]).toEqual([key, 404, 'Account not found']);
      const license = await fetch(`${API}/licenses/${key}/properties`, {
        headers: { Authorization: `Bearer ${token}`, 'X-Region': 'dal' },
      });
      expect([key, license.status]).toEqual([key, 404]);
    }
  });
});
