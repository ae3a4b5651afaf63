/**
 * @jest-environment node
 */
import http from 'node:http';
import { server as mswServer } from './test-server';
import { startSandbox, type RunningSandbox } from './server';

/** Raw HTTP to the real local server (not through fetch, which msw intercepts in Jest). */
function raw(url: string, method = 'GET', headers: Record<string, string> = {}, body?: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = http.request(url, { method, headers }, (res) => {
      let text = '';
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

describe('startSandbox(0), the older form', () => {
  let sandbox: RunningSandbox;
  beforeAll(async () => {
    mswServer.close();
    sandbox = await startSandbox(0);
  });
  afterAll(() => sandbox.close());

  it('also starts the accounts service on a free port of its own', () => {
    expect(sandbox.accountsPort).toBeGreaterThan(0);
    expect(sandbox.accountsPort).not.toBe(sandbox.port);
    expect(sandbox.accountsUrl).toBe(`http://localhost:${sandbox.accountsPort}`);
  });
});

describe('the accounts service of the local server', () => {
  let sandbox: RunningSandbox;
  beforeAll(async () => {
    mswServer.close();
    sandbox = await startSandbox({ port: 0, accountsPort: 0 });
  });
  afterAll(() => sandbox.close());

  const query = new URLSearchParams({
    client_id: 'marketplace-sandbox',
    redirect_uri: 'http://localhost:8000/marketplace/',
    state: 'st',
    response_type: 'token',
    flow: 'button',
  });
  const authorize = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
    raw(
      `${sandbox.accountsUrl}/sandbox/authorize`,
      'POST',
      { 'Content-Type': 'application/json', ...headers },
      JSON.stringify({ ...Object.fromEntries(query), ...body }),
    );

  it('renders the sign-in page with every identity at / and /signin', async () => {
    for (const path of ['/', '/signin']) {
      const page = await raw(`${sandbox.accountsUrl}${path}?${query}`);
      expect(page.status).toBe(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.body).toContain('data-identity="owner"');
      expect(page.body).toContain('data-identity="helpdesk-only"');
    }
    expect((await raw(`${sandbox.accountsUrl}/ooops?oauth_exception=access_denied`)).body).toContain('access_denied');
  });

  it('sets an HttpOnly session cookie on sign-in that a silent call then uses; other browsers stay signed out', async () => {
    const signIn = await authorize({ identity: 'owner' }, { Origin: sandbox.accountsUrl });
    expect(signIn.status).toBe(200);
    const [cookie] = signIn.headers['set-cookie'] ?? [];
    expect(cookie).toMatch(/^sandbox_accounts_session=[^;]+; HttpOnly; SameSite=Lax; Path=\/$/);
    const token = JSON.parse(signIn.body).data.access_token as string;
    expect(token).toMatch(/^dal:/);

    const silent = await authorize({ silent: true }, { Cookie: cookie.split(';')[0] });
    expect(JSON.parse(silent.body).data).toMatchObject({ account_id: 'acc-olivia-owner', state: 'st' });
    // No shared cookie jar in the server: a request without the cookie is not signed in.
    expect(JSON.parse((await authorize({ silent: true })).body)).toEqual({ error: { identity_exception: 'unauthorized' } });
    expect((await raw(`${sandbox.accountsUrl}/?${query}`)).body).not.toContain('Signing you in as');

    // One set of services: the token works on the product API of the other port.
    const subscription = await raw(`${sandbox.url}/licenses/livechat/subscription`, 'GET', {
      Authorization: `Bearer ${token}`,
      'X-Region': 'dal',
    });
    expect(JSON.parse(subscription.body)).toMatchObject({ plan: 'team' });
  });

  it('answers the site origin with CORS and credentials, preflights included', async () => {
    const site = 'http://localhost:8000';
    const info = await raw(`${sandbox.accountsUrl}/v2/info`, 'GET', { Origin: site });
    expect(info.status).toBe(401);
    expect(info.headers['access-control-allow-origin']).toBe(site);
    expect(info.headers['access-control-allow-credentials']).toBe('true');
    const preflight = await raw(`${sandbox.accountsUrl}/v2/sessions`, 'OPTIONS', {
      Origin: site,
      'Access-Control-Request-Method': 'DELETE',
      'Access-Control-Request-Headers': 'authorization,cache-control',
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers['access-control-allow-origin']).toBe(site);
    expect(preflight.headers['access-control-allow-methods']).toMatch(/DELETE/);
    expect(preflight.headers['access-control-allow-headers']).toBe(
      'Authorization,Content-Type,X-Region,Cache-Control,flux-meta-utm-source,flux-meta-utm-medium,flux-meta-utm-campaign,flux-meta-utm-name,flux-meta-utm-partner,flux-meta-utm-promo',
    );
  });

  it('takes form-encoded token requests over HTTP', async () => {
    const res = await raw(
      `${sandbox.accountsUrl}/v2/token`,
      'POST',
      { 'Content-Type': 'application/x-www-form-urlencoded' },
      new URLSearchParams({
        grant_type: 'authorization_code',
        code: 'nope',
        client_id: 'marketplace-sandbox',
        redirect_uri: 'http://localhost:8000/',
      }).toString(),
    );
    expect([res.status, JSON.parse(res.body).error.type]).toEqual([400, 'invalid_grant']);
  });

  it('keeps the accounts paths off the API port', async () => {
    expect((await raw(`${sandbox.url}/v2/info`)).status).toBe(404);
    expect((await raw(`${sandbox.accountsUrl}/applications/published`)).status).toBe(404);
  });
});
