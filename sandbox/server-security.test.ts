/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { http as mswHttp, HttpResponse } from 'msw';
import { server as mswServer } from './test-server';
import { createSandboxApp, startSandbox, type RunningSandbox } from './server';

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

const MALFORMED = { error: { type: 'invalid_request', message: 'Malformed request' } };

/** An error answer is the services' JSON, with no stack trace, file path or HTML. */
function expectCleanJson(res: { headers: http.IncomingHttpHeaders; body: string }) {
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.body).not.toMatch(/<|node_modules|\/work\/|\bat [A-Za-z<]|URIError|TypeError/);
}

describe('the local server (both origins)', () => {
  let sandbox: RunningSandbox;
  beforeAll(async () => {
    mswServer.close();
    sandbox = await startSandbox({ port: 0, accountsPort: 0, siteOrigins: 'http://localhost:8000' });
  });
  afterAll(() => sandbox.close());

  describe('CORS reflects the configured site and host origins only', () => {
    it('reflects the site origin, the host origin and the running host page, with credentials', async () => {
      const trusted = ['http://localhost:8000', 'http://localhost:8003', sandbox.hostPageUrl];
      expect([...sandbox.corsOrigins].sort()).toEqual([...new Set(trusted)].sort());
      for (const origin of trusted) {
        for (const base of [sandbox.url, sandbox.accountsUrl]) {
          const res = await raw(`${base}/applications/published`, 'GET', { Origin: origin });
          expect(res.headers['access-control-allow-origin']).toBe(origin);
          expect(res.headers['access-control-allow-credentials']).toBe('true');
        }
      }
    });

    it.each([
      // Other pages on this machine: a loopback origin is not the site.
      'http://localhost:9999',
      'http://localhost',
      'https://localhost:8000',
      'http://127.0.0.1:8000',
      'http://127.0.0.1:9999',
      'https://127.0.0.1:3000',
      'http://[::1]:8000',
      'https://evil.example',
      'null',
      'http://localhost.evil.example',
      'http://127.0.0.1.evil',
      'http://evil.example:8000',
      'http://localhost:8000/path',
      'file://localhost',
    ])('gives %s no Access-Control-Allow-Origin, on requests and preflights', async (origin) => {
      for (const base of [sandbox.url, sandbox.accountsUrl]) {
        const res = await raw(`${base}/v2/info`, 'GET', { Origin: origin });
        expect(res.headers['access-control-allow-origin']).toBeUndefined();
        expect(res.headers['access-control-allow-credentials']).toBeUndefined();
        const preflight = await raw(`${base}/v2/sessions`, 'OPTIONS', {
          Origin: origin,
          'Access-Control-Request-Method': 'DELETE',
          'Access-Control-Request-Headers': 'authorization',
        });
        expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
        expect(preflight.headers['access-control-allow-methods']).toBeUndefined();
      }
    });

    it('follows siteOrigins: a site on another port is trusted instead of :8000', async () => {
      const other = await startSandbox({ port: 0, accountsPort: 0, siteOrigins: 'http://127.0.0.1:41999' });
      try {
        const allowed = await raw(`${other.accountsUrl}/v2/info`, 'GET', { Origin: 'http://127.0.0.1:41999' });
        expect(allowed.headers['access-control-allow-origin']).toBe('http://127.0.0.1:41999');
        const preflight = await raw(`${other.url}/applications/installed`, 'OPTIONS', {
          Origin: 'http://127.0.0.1:41999',
          'Access-Control-Request-Method': 'GET',
        });
        expect([preflight.status, preflight.headers['access-control-allow-origin']]).toEqual([204, 'http://127.0.0.1:41999']);
        for (const origin of ['http://localhost:8000', 'http://localhost:41999', 'http://127.0.0.1:42000']) {
          expect((await raw(`${other.url}/applications/published`, 'GET', { Origin: origin })).headers).not.toHaveProperty(
            'access-control-allow-origin',
          );
        }
      } finally {
        await other.close();
      }
    });
  });

  describe('malformed input answers 400 in the services’ error shape', () => {
    it.each(['/clients/%/public', '/applications/%/published', '/applications/%E0%A4%A/resources', '/developers/%zz/profile'])(
      'GET %s',
      async (path) => {
        const res = await raw(`${sandbox.url}${path}`);
        expect([res.status, JSON.parse(res.body)]).toEqual([400, MALFORMED]);
        expectCleanJson(res);
      },
    );

    it('a session cookie that is not percent-encoding, on the accounts origin', async () => {
      const res = await raw(`${sandbox.accountsUrl}/`, 'GET', { Cookie: 'sandbox_accounts_session=%' });
      expect([res.status, JSON.parse(res.body)]).toEqual([400, MALFORMED]);
      expectCleanJson(res);
    });

    it('a Host header that is no host does not end the process: 400, and the next request is served', async () => {
      const res = await raw(`${sandbox.url}/applications/published`, 'GET', { Host: '[' });
      expect([res.status, JSON.parse(res.body)]).toEqual([400, MALFORMED]);
      expect((await raw(`${sandbox.url}/applications/published`)).status).toBe(200);
      expect((await raw(`${sandbox.accountsUrl}/v2/info`, 'GET', { Host: '[' })).status).toBe(400);
      expect((await raw(`${sandbox.accountsUrl}/v2/info`)).status).toBe(401);
    });
  });

  it('answers 404 for prototype keys over HTTP', async () => {
    for (const path of ['/clients/__proto__/public', '/clients/constructor/public', '/applications/toString/published']) {
      expect((await raw(`${sandbox.url}${path}`)).status).toBe(404);
    }
  });
});

describe('an unexpected throw in a handler', () => {
  let server: http.Server;
  let base: string;
  const log = jest.fn();
  beforeAll(async () => {
    mswServer.close();
    jest.spyOn(console, 'error').mockImplementation(log);
    const app = createSandboxApp([
      mswHttp.get('*/sync-throw', () => {
        throw new Error('secret at /work/private/file.ts:12');
      }),
      mswHttp.get('*/async-throw', async () => {
        await Promise.resolve();
        throw new TypeError('secret async internals');
      }),
      mswHttp.get('*/fine', () => HttpResponse.json({ ok: true })),
    ]);
    server = await new Promise<http.Server>((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    await new Promise((done) => server.close(done));
  });

  it.each(['/sync-throw', '/async-throw'])('%s answers 500 JSON without internals; the server keeps serving', async (path) => {
    const res = await raw(`${base}${path}`);
    expect(res.status).toBe(500);
    expect(JSON.parse(res.body)).toEqual({
      error: { type: 'server_error', message: 'The sandbox could not answer this request' },
    });
    expect(res.body).not.toContain('secret');
    expectCleanJson(res);
    expect(log).toHaveBeenCalledWith(expect.stringContaining(`GET ${path}`), expect.any(Error));
    expect(JSON.parse((await raw(`${base}/fine`)).body)).toEqual({ ok: true });
  });
});
