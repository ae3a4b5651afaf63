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

const signInFor = (sandbox: RunningSandbox, redirectUri: string) =>
  raw(
    `${sandbox.accountsUrl}/sandbox/authorize`,
    'POST',
    { 'Content-Type': 'application/json' },
    JSON.stringify({
      client_id: 'marketplace-sandbox',
      redirect_uri: redirectUri,
      response_type: 'token',
      state: 'st',
      identity: 'owner',
    }),
  );
/** circly-assist's OAuth client (an app's own client: the install's consent window). */
const APP_CLIENT = '15f07d88fb3fba0d59870b448e896a67';
const frameAncestors = (csp: string | string[] | undefined) => /frame-ancestors [^;]*/.exec(String(csp))?.[0];

beforeAll(() => mswServer.close());

describe('the site origin the accounts service trusts', () => {
  let sandbox: RunningSandbox;
  const saved = process.env.SANDBOX_SITE_ORIGINS;
  afterEach(async () => {
    if (saved === undefined) delete process.env.SANDBOX_SITE_ORIGINS;
    else process.env.SANDBOX_SITE_ORIGINS = saved;
    await sandbox.close();
  });

  it('is http://localhost:8000 by default: the page may be framed by it only, and tokens go to it only', async () => {
    delete process.env.SANDBOX_SITE_ORIGINS;
    sandbox = await startSandbox({ port: 0, accountsPort: 0 });
    expect(sandbox.siteOrigins).toEqual(['http://localhost:8000']);
    const page = await raw(`${sandbox.accountsUrl}/?client_id=marketplace-sandbox`);
    expect(frameAncestors(page.headers['content-security-policy'])).toBe(
      'frame-ancestors http://localhost:8000 http://localhost:8003',
    );

    const site = await signInFor(sandbox, 'http://localhost:8000/marketplace/');
    expect(JSON.parse(site.body).data.access_token).toMatch(/^dal:/);
    const otherPort = await signInFor(sandbox, 'http://localhost:8003/marketplace/');
    expect([otherPort.status, JSON.parse(otherPort.body)]).toEqual([200, { error: { oauth_exception: 'invalid_request' } }]);
    expect(otherPort.headers['set-cookie']).toBeUndefined();
  });

  it('is the siteOrigins option (a URL of the site is cut to its origin)', async () => {
    sandbox = await startSandbox({ port: 0, accountsPort: 0, siteOrigins: ['http://localhost:41234/marketplace/'] });
    expect(sandbox.siteOrigins).toEqual(['http://localhost:41234']);
    const page = await raw(`${sandbox.accountsUrl}/signin`);
    expect(frameAncestors(page.headers['content-security-policy'])).toBe(
      'frame-ancestors http://localhost:41234 http://localhost:8003',
    );
    expect(JSON.parse((await signInFor(sandbox, 'http://localhost:41234/marketplace/')).body).data).toBeDefined();
    expect(JSON.parse((await signInFor(sandbox, 'http://localhost:8000/marketplace/')).body).error).toEqual({
      oauth_exception: 'invalid_request',
    });
  });

  it('is SANDBOX_SITE_ORIGINS (comma-separated) without the option', async () => {
    process.env.SANDBOX_SITE_ORIGINS = 'http://localhost:41235, http://127.0.0.1:41235';
    sandbox = await startSandbox({ port: 0, accountsPort: 0 });
    expect(sandbox.siteOrigins).toEqual(['http://localhost:41235', 'http://127.0.0.1:41235']);
    const page = await raw(`${sandbox.accountsUrl}/ooops`);
    expect(frameAncestors(page.headers['content-security-policy'])).toBe(
      'frame-ancestors http://localhost:41235 http://127.0.0.1:41235 http://localhost:8003',
    );
  });

  it('hands tokens and app consent to the configured site origin only, never another local port', async () => {
    sandbox = await startSandbox({ port: 0, accountsPort: 0, siteOrigins: 'http://127.0.0.1:41236' });
    const signIn = await signInFor(sandbox, 'http://127.0.0.1:41236/marketplace/');
    expect(JSON.parse(signIn.body).data.access_token).toMatch(/^dal:/);
    const cookie = String(signIn.headers['set-cookie']?.[0]).split(';')[0];
    const consentWindow = (redirectUri: string) =>
      raw(
        `${sandbox.accountsUrl}/?${new URLSearchParams({ response_type: 'code', client_id: APP_CLIENT, redirect_uri: redirectUri, state: 'st' })}`,
        'GET',
        { Cookie: cookie },
      );
    expect((await consentWindow('http://127.0.0.1:41236/marketplace/apps/circly-assist/')).status).toBe(200);

    for (const other of [
      'http://localhost:9999/marketplace/',
      'http://127.0.0.1:9999/marketplace/',
      'http://localhost:41236/marketplace/',
      'https://127.0.0.1:41236/marketplace/',
      `${sandbox.hostPageUrl}/`,
      `${sandbox.accountsUrl}/`,
    ]) {
      const refused = await signInFor(sandbox, other);
      expect([refused.status, JSON.parse(refused.body)]).toEqual([200, { error: { oauth_exception: 'invalid_request' } }]);
      expect(refused.headers['set-cookie']).toBeUndefined();
      const consent = await consentWindow(other);
      expect([consent.status, consent.body]).toEqual([400, expect.stringContaining('Invalid authorization request')]);
    }
  });

  it('refuses to start with a value that is not an http(s) origin', async () => {
    await expect(startSandbox({ port: 0, accountsPort: 0, siteOrigins: 'javascript:alert(1)' })).rejects.toThrow(
      /not an http\(s\) site origin/,
    );
    await expect(startSandbox({ port: 0, accountsPort: 0, siteOrigins: ' , ' })).rejects.toThrow(/no site origin/);
    sandbox = { close: async () => undefined } as RunningSandbox;
  });
});
