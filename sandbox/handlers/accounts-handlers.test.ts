/**
 * @jest-environment node
 */
import type {
  ApiAccount,
  ApiMyProduct,
  ApiTokenResponse,
  AuthorizeCodeData,
  AuthorizeTokenData,
} from '../../src/domain/auth/accounts-contract';
import { readCatalogueData } from '../data-files';
import { createAccountsService, MARKETPLACE_CLIENT_ID, sdkCodeChallenge, type AccountsService } from '../services/accounts';
import { server } from '../test-server';
import { accountsHandlers, SESSION_COOKIE } from './accounts';
import { licenseHandlers } from './licenses';

// A fresh service with a fixed clock per test, mounted over the shared msw server on its own origins.
const ACCOUNTS = 'http://accounts.test';
const API = 'http://api.test';
const REDIRECT = 'http://localhost:8000/marketplace/';
const VERIFIER = 'x'.repeat(64);
const START = Date.UTC(2025, 5, 1);
const INVALID_TOKEN = { error: { type: 'authentication', message: 'Invalid access token' } };
const developer = readCatalogueData().developers[0];

let clock = START;
let accounts: AccountsService;

beforeEach(() => {
  clock = START;
  accounts = createAccountsService({ now: () => clock, developer: { id: developer.id, name: developer.developerName } });
  server.use(...accountsHandlers(ACCOUNTS, accounts), ...licenseHandlers(API, accounts));
});

const authorizeQuery = (extra: Record<string, string> = {}) => ({
  client_id: MARKETPLACE_CLIENT_ID,
  redirect_uri: REDIRECT,
  response_type: 'token',
  state: 'st-1',
  flow: 'button',
  ...extra,
});

function postAuthorize(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return fetch(`${ACCOUNTS}/sandbox/authorize`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
}

async function signIn(identity: string, extra: Record<string, string> = {}) {
  const response = await postAuthorize({ ...authorizeQuery(extra), identity });
  const cookie = response.headers.get('set-cookie') ?? '';
  const answer = (await response.json()) as { data: AuthorizeTokenData & AuthorizeCodeData };
  return { response, cookie, data: answer.data, session: cookie.split(';')[0] };
}

const bearer = (token: string, headers: Record<string, string> = {}) => ({
  headers: { Authorization: `Bearer ${token}`, ...headers },
});

describe('POST /sandbox/authorize (the sign-in page)', () => {
  it('signs in as an identity: HttpOnly session cookie, token data with the state echoed', async () => {
    const { response, cookie, data } = await signIn('owner');
    expect(response.status).toBe(200);
    expect(cookie).toMatch(new RegExp(`^${SESSION_COOKIE}=[^;]+; HttpOnly; SameSite=Lax; Path=/$`));
    expect(data).toMatchObject({
      token_type: 'Bearer',
      state: 'st-1',
      account_id: 'acc-olivia-owner',
      organization_id: 'org-acme',
      client_id: MARKETPLACE_CLIENT_ID,
    });
    expect(data.access_token).toMatch(/^dal:/);
  });

  it('completes silently with the session cookie; without it answers identity_exception with 200', async () => {
    const { session } = await signIn('ghost');
    const silent = await postAuthorize({ ...authorizeQuery({ state: 'st-2' }), silent: true }, { Cookie: session });
    expect(silent.status).toBe(200);
    expect(((await silent.json()) as { data: AuthorizeTokenData }).data).toMatchObject({ state: 'st-2', frenzied: '1' });

    const none = await postAuthorize({ ...authorizeQuery(), silent: true });
    expect([none.status, await none.json()]).toEqual([200, { error: { identity_exception: 'unauthorized' } }]);
    const unknown = await postAuthorize({ ...authorizeQuery(), silent: true }, { Cookie: `${SESSION_COOKIE}=nope` });
    expect(await unknown.json()).toEqual({ error: { identity_exception: 'unauthorized' } });
  });

  it('answers code data for response_type code', async () => {
    const { data } = await signIn('developer', {
      response_type: 'code',
      code_challenge: sdkCodeChallenge(VERIFIER),
      code_challenge_method: 'S256',
    });
    expect(data).toEqual({
      code: expect.any(String),
      state: 'st-1',
      account_id: 'acc-dana-developer',
      organization_id: developer.id,
      client_id: MARKETPLACE_CLIENT_ID,
    });
  });

  it('forwards oauth_exception for a bad client, redirect URI or response type, without a session', async () => {
    const cases: Array<[Record<string, string>, string]> = [
      [{ client_id: 'other' }, 'unauthorized_client'],
      [{ redirect_uri: 'https://evil.example/cb' }, 'invalid_request'],
      [{ response_type: 'id_token' }, 'unsupported_response_type'],
    ];
    for (const [extra, exception] of cases) {
      const response = await postAuthorize({ ...authorizeQuery(extra), identity: 'owner' });
      expect(response.headers.get('set-cookie')).toBeNull();
      expect([response.status, await response.json()]).toEqual([200, { error: { oauth_exception: exception } }]);
    }
  });

  it('rejects malformed calls and calls from other origins', async () => {
    expect((await postAuthorize({ ...authorizeQuery(), identity: 'nobody' })).status).toBe(422);
    expect((await postAuthorize(authorizeQuery())).status).toBe(422);
    expect((await fetch(`${ACCOUNTS}/sandbox/authorize`, { method: 'POST', body: 'not json' })).status).toBe(400);
    const foreign = await postAuthorize({ ...authorizeQuery(), identity: 'owner' }, { Origin: 'http://localhost:8000' });
    expect(foreign.status).toBe(403);
  });
});

describe('POST /v2/token', () => {
  async function code(extra: Record<string, string> = {}) {
    const { data } = await signIn('owner', {
      response_type: 'code',
      code_challenge: sdkCodeChallenge(VERIFIER),
      code_challenge_method: 'S256',
      ...extra,
    });
    return data.code;
  }
  const form = (fields: Record<string, string>) =>
    fetch(`${ACCOUNTS}/v2/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields).toString(),
    });
  const json = (fields: Record<string, string>) =>
    fetch(`${ACCOUNTS}/v2/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(fields),
    });
  const exchange = (value: string, extra: Record<string, string> = {}) => ({
    grant_type: 'authorization_code',
    code: value,
    client_id: MARKETPLACE_CLIENT_ID,
    redirect_uri: REDIRECT,
    code_verifier: VERIFIER,
    ...extra,
  });

  it('exchanges a code (form fields) for tokens that the other endpoints accept, once', async () => {
    const value = await code();
    const response = await form(exchange(value));
    expect(response.status).toBe(200);
    const token = (await response.json()) as ApiTokenResponse;
    expect(token).toEqual({
      access_token: expect.stringMatching(/^dal:/),
      account_id: 'acc-olivia-owner',
      expires_in: 86400,
      organization_id: 'org-acme',
      refresh_token: expect.any(String),
      scope: expect.stringContaining('billing--all:rw'),
      token_type: 'Bearer',
    });
    expect((await fetch(`${ACCOUNTS}/v2/info`, bearer(token.access_token))).status).toBe(200);
    const again = await form(exchange(value));
    expect([again.status, await again.json()]).toEqual([
      400,
      { error: { type: 'invalid_grant', message: 'Authorization code already used' } },
    ]);
  });

  it('takes JSON too, and refreshes with grant_type refresh_token', async () => {
    const token = (await (await json(exchange(await code()))).json()) as ApiTokenResponse;
    const refreshed = await json({
      grant_type: 'refresh_token',
      refresh_token: token.refresh_token,
      client_id: MARKETPLACE_CLIENT_ID,
    });
    expect(refreshed.status).toBe(200);
    expect(((await refreshed.json()) as ApiTokenResponse).access_token).not.toBe(token.access_token);
  });

  it('answers 400 with the OAuth error type', async () => {
    const value = await code();
    const expectError = async (response: Promise<Response>, type: string) => {
      const answer = await response;
      expect(answer.status).toBe(400);
      expect(((await answer.json()) as { error: { type: string } }).error.type).toBe(type);
    };
    await expectError(form(exchange(value, { code_verifier: 'wrong' })), 'invalid_grant');
    await expectError(form(exchange(value, { redirect_uri: 'http://localhost:8000/elsewhere' })), 'invalid_grant');
    await expectError(form(exchange(value, { client_id: 'other' })), 'unauthorized_client');
    await expectError(form({ grant_type: 'authorization_code', client_id: MARKETPLACE_CLIENT_ID }), 'invalid_request');
    await expectError(
      form({ grant_type: 'refresh_token', refresh_token: 'nope', client_id: MARKETPLACE_CLIENT_ID }),
      'invalid_grant',
    );
    await expectError(
      fetch(`${ACCOUNTS}/v2/token`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{' }),
      'invalid_request',
    );
    clock += 600_000;
    await expectError(form(exchange(value)), 'invalid_grant');
  });
});

describe('bearer-protected accounts endpoints', () => {
  it('GET /v2/info answers token info, and one 401 body for missing, unknown, expired or revoked tokens', async () => {
    const { data } = await signIn('viewer');
    const info = await fetch(`${ACCOUNTS}/v2/info`, bearer(data.access_token));
    expect(await info.json()).toEqual({
      account_id: 'acc-vera-viewer',
      organization_id: 'org-acme',
      client_id: MARKETPLACE_CLIENT_ID,
      scope: 'chats--all:ro,reports_read',
      expires_in: 86400,
      token_type: 'Bearer',
    });
    const unauthorized = async (init?: RequestInit) => {
      const response = await fetch(`${ACCOUNTS}/v2/info`, init);
      expect([response.status, await response.json()]).toEqual([401, INVALID_TOKEN]);
    };
    await unauthorized();
    await unauthorized(bearer('dal:unknown'));
    await unauthorized({ headers: { Authorization: data.access_token } });

    const { data: other } = await signIn('agent');
    expect((await fetch(`${ACCOUNTS}/v2/token`, { method: 'DELETE', ...bearer(other.access_token) })).status).toBe(204);
    await unauthorized(bearer(other.access_token));
    expect((await fetch(`${ACCOUNTS}/v2/info`, bearer(data.access_token))).status).toBe(200);

    clock += 86_400_000;
    await unauthorized(bearer(data.access_token));
  });

  it("GET /v2/accounts lists the organization's accounts, inactive ones included; /v2/accounts/{id} one of them", async () => {
    const { data } = await signIn('agent');
    const list = (await (await fetch(`${ACCOUNTS}/v2/accounts`, bearer(data.access_token))).json()) as ApiAccount[];
    expect(list).toHaveLength(11);
    expect(list.every((account) => account.organization_id === 'org-acme')).toBe(true);
    expect(list.some((account) => !account.properties.active)).toBe(true);

    const one = await fetch(`${ACCOUNTS}/v2/accounts/acc-olivia-owner`, bearer(data.access_token));
    expect(((await one.json()) as ApiAccount).name).toBe('Olivia Owner');
    const me = await fetch(`${ACCOUNTS}/v2/accounts/me`, bearer(data.access_token));
    expect(((await me.json()) as ApiAccount).account_id).toBe('acc-andy-agent');
    const foreign = await fetch(`${ACCOUNTS}/v2/accounts/acc-rita-reseller`, bearer(data.access_token));
    expect([foreign.status, foreign.headers.get('content-type'), await foreign.text()]).toEqual([
      404,
      'text/plain',
      'Account not found',
    ]);
    expect((await fetch(`${ACCOUNTS}/v2/accounts`)).status).toBe(401);
  });

  it('POST /v2/accounts/me/send_request_for_invitation records the request; a bad product is 422', async () => {
    const { data } = await signIn('agent');
    const send = (body: unknown) =>
      fetch(`${ACCOUNTS}/v2/accounts/me/send_request_for_invitation`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${data.access_token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    const sent = await send({ product: 'livechat' });
    expect([sent.status, await sent.text()]).toEqual([204, '']);
    expect(accounts.accessRequests()).toEqual([expect.objectContaining({ account_id: 'acc-andy-agent', product: 'livechat' })]);
    expect((await send({ product: 'chatbot' })).status).toBe(422);
    expect((await send({})).status).toBe(422);
  });

  it('DELETE /v2/sessions revokes every token of the account, ends its sessions and expires the cookie', async () => {
    const { data, session } = await signIn('owner');
    const { data: ghost } = await signIn('ghost');
    const { data: agent } = await signIn('agent');
    const response = await fetch(`${ACCOUNTS}/v2/sessions`, { method: 'DELETE', ...bearer(data.access_token) });
    expect(response.status).toBe(204);
    expect(response.headers.get('set-cookie')).toBe(`${SESSION_COOKIE}=; HttpOnly; SameSite=Lax; Path=/; Max-Age=0`);
    expect((await fetch(`${ACCOUNTS}/v2/info`, bearer(data.access_token))).status).toBe(401);
    expect((await fetch(`${ACCOUNTS}/v2/info`, bearer(ghost.access_token))).status).toBe(401);
    expect((await fetch(`${ACCOUNTS}/v2/info`, bearer(agent.access_token))).status).toBe(200);
    const silent = await postAuthorize({ ...authorizeQuery(), silent: true }, { Cookie: session });
    expect(await silent.json()).toEqual({ error: { identity_exception: 'unauthorized' } });
  });

  it("DELETE /v2/sessions/current ends only the cookie's browser session: tokens and the account's other sessions live on", async () => {
    const { data: ghost, session: ghostBrowser } = await signIn('ghost');
    const { data: owner, session: ownerBrowser } = await signIn('owner');
    const ended = await fetch(`${ACCOUNTS}/v2/sessions/current`, { method: 'DELETE', headers: { Cookie: ghostBrowser } });
    expect(ended.status).toBe(204);
    expect(ended.headers.get('set-cookie')).toBe(`${SESSION_COOKIE}=; HttpOnly; SameSite=Lax; Path=/; Max-Age=0`);
    // The next sign-in in that browser finds no session: the sign-in page asks who signs in.
    const silent = await postAuthorize({ ...authorizeQuery(), silent: true }, { Cookie: ghostBrowser });
    expect(await silent.json()).toEqual({ error: { identity_exception: 'unauthorized' } });
    const elsewhere = await postAuthorize({ ...authorizeQuery({ state: 'st-2' }), silent: true }, { Cookie: ownerBrowser });
    expect(await elsewhere.json()).toMatchObject({ data: { account_id: 'acc-olivia-owner' } });
    // Revoking tokens is a separate call ('Stop now' makes both).
    expect((await fetch(`${ACCOUNTS}/v2/info`, bearer(ghost.access_token))).status).toBe(200);
    expect((await fetch(`${ACCOUNTS}/v2/info`, bearer(owner.access_token))).status).toBe(200);
    // No session, or one already ended: still 204.
    expect((await fetch(`${ACCOUNTS}/v2/sessions/current`, { method: 'DELETE' })).status).toBe(204);
    expect((await fetch(`${ACCOUNTS}/v2/sessions/current`, { method: 'DELETE', headers: { Cookie: ghostBrowser } })).status).toBe(
      204,
    );
  });

  it('GET /market/products/my lists the licenses of the organization, with or without Cache-Control: no-cache', async () => {
    const { data } = await signIn('inactive-license');
    const response = await fetch(`${ACCOUNTS}/market/products/my`, bearer(data.access_token, { 'Cache-Control': 'no-cache' }));
    expect((await response.json()) as ApiMyProduct[]).toEqual([
      { product: 'livechat', license_id: '11000004', organization_id: 'org-ivy', active: true, plan: 'starter' },
      { product: 'helpdesk', license_id: 'hd-ivy-0001', organization_id: 'org-ivy', active: false, plan: 'team' },
    ]);
  });
});

describe('product license API (X-Region)', () => {
  it('answers properties and subscription for the X-Region of the token prefix', async () => {
    const { data } = await signIn('reseller');
    const properties = await fetch(`${API}/licenses/livechat/properties`, bearer(data.access_token, { 'X-Region': 'fra' }));
    expect(await properties.json()).toEqual({ partner_type: 'reseller' });
    const subscription = await fetch(`${API}/licenses/livechat/subscription`, bearer(data.access_token, { 'X-Region': 'fra' }));
    expect(await subscription.json()).toMatchObject({ plan: 'enterprise', subscribed: true });
  });

  it('answers 421 misdirected_request without X-Region or with another region, 401 before that', async () => {
    const { data } = await signIn('owner');
    for (const headers of [{}, { 'X-Region': 'fra' }] as Array<Record<string, string>>) {
      const response = await fetch(`${API}/licenses/livechat/subscription`, bearer(data.access_token, headers));
      expect(response.status).toBe(421);
      expect(((await response.json()) as { error: { type: string } }).error.type).toBe('misdirected_request');
    }
    expect((await fetch(`${API}/licenses/livechat/properties`, { headers: { 'X-Region': 'dal' } })).status).toBe(401);
  });

  it('answers a raw-text 404 for a product the organization has no license for', async () => {
    const { data } = await signIn('livechat-only');
    const response = await fetch(`${API}/licenses/helpdesk/subscription`, bearer(data.access_token, { 'X-Region': 'fra-a' }));
    expect([response.status, await response.text()]).toEqual([404, 'License not found']);
    expect((await fetch(`${API}/licenses/nope/properties`, bearer(data.access_token, { 'X-Region': 'fra-a' }))).status).toBe(404);
  });
});

describe('the sign-in page and /ooops', () => {
  const page = (path: string, query: Record<string, string>, headers: Record<string, string> = {}) =>
    fetch(`${ACCOUNTS}${path}?${new URLSearchParams(query)}`, { headers });
  const config = (html: string) =>
    JSON.parse(/<script type="application\/json" id="sandbox-config">(.*?)<\/script>/s.exec(html)![1]) as {
      error: string | null;
      auto: boolean;
    };

  it('lists every identity as a button, and never echoes query values', async () => {
    const response = await page('/', authorizeQuery({ state: '<script>alert(1)</script>', email: '"><img src=x>' }));
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await response.text();
    for (const identity of accounts.identities()) expect(html).toContain(`data-identity="${identity.id}"`);
    expect(html).toContain('>Support agent signed in as Olivia Owner</button>');
    expect(html).not.toContain('alert(1)');
    expect(html).not.toContain('<img');
    expect(html).toMatch(/<html lang="en">/);
    expect(config(html)).toMatchObject({ error: null, auto: false });
  });

  it('tells the script to complete at once with a session, unless /signin or prompt=consent', async () => {
    const { session } = await signIn('owner');
    const auto = await (await page('/', authorizeQuery(), { Cookie: session })).text();
    expect(config(auto).auto).toBe(true);
    expect(auto).toContain('Signing you in as Olivia Owner');
    expect(config(await (await page('/signin', authorizeQuery(), { Cookie: session })).text()).auto).toBe(false);
    expect(config(await (await page('/', authorizeQuery({ prompt: 'consent' }), { Cookie: session })).text()).auto).toBe(false);
    expect(config(await (await page('/', authorizeQuery())).text()).auto).toBe(false);
  });

  it('hands the oauth_exception of a bad request to the script, and /ooops shows only known codes', async () => {
    expect(config(await (await page('/', authorizeQuery({ client_id: 'nope' }))).text()).error).toBe('unauthorized_client');
    const ooops = await (await page('/ooops', { oauth_exception: 'invalid_request' })).text();
    expect(ooops).toContain('<code>invalid_request</code>');
    const unknown = await (await page('/ooops', { oauth_exception: '<b>x</b>' })).text();
    expect(unknown).toContain('Unknown error.');
    expect(unknown).not.toContain('<b>x');
  });
});

describe('the default Jest server (test-server.ts)', () => {
  it('serves accounts on http://localhost:8002 and the product API on the API origin, over one service', async () => {
    const response = await fetch('http://localhost:8002/sandbox/authorize', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...authorizeQuery(), identity: 'helpdesk-only' }),
    });
    const { data } = (await response.json()) as { data: AuthorizeTokenData };
    const subscription = await fetch(
      'http://localhost:8001/licenses/helpdesk/subscription',
      bearer(data.access_token, { 'X-Region': 'fra-b' }),
    );
    expect(await subscription.json()).toMatchObject({ plan: 'team', subscribed: true });
  });
});
