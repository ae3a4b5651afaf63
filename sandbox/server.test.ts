/**
 * @jest-environment node
 */
import http from 'node:http';
import { server as mswServer } from './test-server';
import { startSandbox, type RunningSandbox } from './server';

/** Raw HTTP to the real local server (not through fetch, which msw intercepts in Jest). */
function raw(url: string, method = 'GET', headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const req = http.request(url, { method, headers }, (res) => {
      let body = '';
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('npm run sandbox (the local HTTP server)', () => {
  let sandbox: RunningSandbox;
  beforeAll(async () => {
    mswServer.close();
    sandbox = await startSandbox(0);
  });
  afterAll(() => sandbox.close());

  it('serves the handlers over HTTP with CORS headers for the site origin', async () => {
    const res = await raw(`${sandbox.url}/applications/published`, 'GET', { Origin: 'http://localhost:8000' });
    expect(res.status).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('http://localhost:8000');
    expect(JSON.parse(res.body).length).toBeGreaterThan(200);
  });

  it('answers CORS preflights', async () => {
    const res = await raw(`${sandbox.url}/applications/published`, 'OPTIONS', {
      Origin: 'http://localhost:8000',
      'Access-Control-Request-Method': 'GET',
      'Access-Control-Request-Headers': 'authorization',
    });
    expect(res.status).toBe(204);
    expect(res.headers['access-control-allow-headers']).toMatch(/Authorization/);
  });

  it('answers unknown ids and unknown paths with a plain-text 404', async () => {
    const unknownApp = await raw(`${sandbox.url}/applications/nope/published`);
    expect([unknownApp.status, unknownApp.body]).toEqual([404, 'Application not found']);
    expect((await raw(`${sandbox.url}/no/such/path`)).status).toBe(404);
  });
});
