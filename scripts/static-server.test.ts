/**
 * @jest-environment node
 */
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startStaticServer, type RunningServer } from './static-server';
import type { CspOptions } from './static-server-csp';
import { HASH, INLINE_SCRIPT, PREFIX, SECRET, writeBuild } from './testing/fixture-build';

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** One request over a raw socket, so the target and headers go out byte for byte as written. */
function rawRequest(port: number, head: string | Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.setTimeout(5000, () => socket.destroy(new Error('timed out')));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const [top = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...headerLines] = top.split('\r\n');
      const headers: Record<string, string> = {};
      for (const line of headerLines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body: rest.join('\r\n\r\n') });
    });
    socket.write(head);
  });
}

const get = (port: number, target: string, headers: Record<string, string> = {}, method = 'GET') =>
  rawRequest(
    port,
    `${method} ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n${Object.entries(headers)
      .map(([name, value]) => `${name}: ${value}\r\n`)
      .join('')}\r\n`,
  );

/** Hostile request targets: each must get a 3xx/4xx answer, never a crash, never a file outside the root. */
const LONG = 10_000;
const HOSTILE_TARGETS = [
  // The two paths that used to take the whole `npm start` down (a decoded value in Location).
  '/marketplace/apps/%0a%2f..',
  '/marketplace/%E4%B8%AD%2f..%2fapps',
  // Encoded dot-dot and separators.
  '/marketplace/%2e%2e/secret.txt',
  '/marketplace/%2e%2e%2fsecret.txt',
  '/marketplace/..%2fsecret.txt',
  '/marketplace/..%2f..%2fsecret.txt',
  '/marketplace/apps/..%2f..%2f..%2fsecret.txt',
  '/marketplace/apps/%2e%2e/%2e%2e/secret.txt',
  '/marketplace/%2e%2e%5csecret.txt',
  '/marketplace/..%5csecret.txt',
  '/marketplace/..%5c..%5csecret.txt',
  '/marketplace/%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '/marketplace/....//secret.txt',
  '/marketplace/.%2e/secret.txt',
  '/marketplace/%2e./secret.txt',
  '/marketplace-secret.txt',
  '/marketplace/../public-secret.txt',
  '/marketplace/apps/../../secret.txt',
  '/%2e%2e/secret.txt',
  '/marketplace%2f..%2fsecret.txt',
  // Raw backslashes (sent byte for byte) and encoded ones.
  '/marketplace\\..\\secret.txt',
  '/marketplace/..\\..\\secret.txt',
  '/marketplace/apps\\..\\..\\secret.txt',
  '/marketplace/%5c..%5csecret.txt',
  '/marketplace/apps%5c',
  // Control characters and NUL.
  '/marketplace/%00',
  '/marketplace/apps%00',
  '/marketplace/apps/%00/',
  '/marketplace/index.html%00.js',
  '/marketplace/sw.js%00',
  '/marketplace/apps%0a',
  '/marketplace/apps%0d%0aSet-Cookie:%20owned=1',
  '/marketplace/apps/%0d%0aLocation:%20http://evil.example',
  '/marketplace/%09/',
  '/marketplace/%1b%5b31m',
  '/marketplace/%7f',
  '/marketplace/apps/%0a%2f..%2f..%2fsecret.txt',
  // Invalid UTF-8 (overlong, lone continuation, surrogates, out of range).
  '/marketplace/%C0%AF',
  '/marketplace/%C0%AE%C0%AE/secret.txt',
  '/marketplace/%C0%AE%C0%AE%C0%AFsecret.txt',
  '/marketplace/%E0%80%AF',
  '/marketplace/%FF',
  '/marketplace/%FE%FF',
  '/marketplace/%ED%A0%80',
  '/marketplace/%F4%90%80%80',
  '/marketplace/%80',
  '/marketplace/apps/%C0%AF..%C0%AF..%C0%AFsecret.txt',
  '/marketplace/%',
  '/marketplace/%zz',
  '/marketplace/%E4%B8',
  // Double encoding (must stay literal: never decoded twice).
  '/marketplace/%252e%252e%252fsecret.txt',
  '/marketplace/%252e%252e/secret.txt',
  '/marketplace/%25%32%65%25%32%65/secret.txt',
  '/marketplace/%255c..%255csecret.txt',
  '/marketplace/%2500',
  '/marketplace/%250a',
  // Very long paths.
  `/marketplace/${'a'.repeat(LONG)}`,
  `/marketplace/${'..%2f'.repeat(LONG / 5)}secret.txt`,
  `/marketplace/${'apps/'.repeat(LONG / 5)}`,
  `/marketplace/${'%E4%B8%AD'.repeat(LONG / 9)}`,
  `/marketplace/apps/${'%0a'.repeat(LONG / 3)}`,
  // Other shapes: absolute form, asterisk, doubled slashes, open-redirect bait, source maps.
  'http://evil.example/marketplace/apps',
  '//marketplace//apps',
  '/marketplace//evil.example',
  '/marketplace/%2f%2fevil.example',
  '/marketplace/%2f%2fevil.example/',
  '/marketplace/./apps',
  `/marketplace/app-${HASH}.js.map`,
  `/marketplace/app-${HASH}.js.MAP`,
  `/marketplace/app-${HASH}.js.map%00`,
  '/marketplace/.build-stamp',
  '/marketplace/%2ebuild-stamp',
  '*',
];

/** Raw bytes Node's parser itself must refuse (400 from the server, never a crash). */
const RAW_HEADS = [
  Buffer.from('GET /marketplace/\u0001 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', 'latin1'),
  Buffer.from('GET /marketplace/\u00e4\u00b8\u00ad HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', 'latin1'),
  Buffer.from('GET /marketplace/ HTTP/1.1\r\nHost: x\r\nX-Bad: a\u0000b\r\nConnection: close\r\n\r\n', 'latin1'),
  Buffer.from('NOT A REQUEST\r\n\r\n', 'latin1'),
];

const HOSTILE_HEADERS: Record<string, string>[] = [
  { Range: 'bytes=5-2' },
  { Range: 'bytes=-5' },
  { Range: 'bytes=abc' },
  { Range: 'bytes=0-1,3-4' },
  { Range: 'bytes=99999999999999999999-' },
  { Range: 'bytes=100000-' },
  { 'If-None-Match': '"\u00ff"' },
  { 'Accept-Encoding': 'br;q=x, gzip, *;q=-1' },
  { Host: '[' },
];

describe('static server under hostile requests', () => {
  let dir: string;
  let site: RunningServer;
  const errors: string[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'static-server-'));
    site = await startStaticServer({
      root: writeBuild(dir),
      prefix: PREFIX,
      onError: (error) => errors.push(String(error)),
      onCspReport: () => undefined,
    });
  });
  afterAll(async () => {
    await site.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it(`answers each of the ${HOSTILE_TARGETS.length} hostile targets with 3xx/4xx, never a file outside the root`, async () => {
    const unexpected: string[] = [];
    for (const target of HOSTILE_TARGETS) {
      const answer = await get(site.port, target);
      const location = answer.headers.location;
      if (
        !(answer.status >= 300 && answer.status < 500) ||
        answer.body.includes(SECRET) ||
        answer.body.includes('secret-source') ||
        (location !== undefined && !/^\/marketplace\/[\u0021-\u007e]*$/.test(location))
      ) {
        unexpected.push(`${target.slice(0, 80)} → ${answer.status} ${location ?? ''}`);
      }
    }
    expect(unexpected).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('answers 400 to the paths that used to crash the server (a decoded value in a redirect)', async () => {
    await expect(get(site.port, '/marketplace/apps/%0a%2f..')).resolves.toMatchObject({ status: 400 });
    await expect(get(site.port, '/marketplace/%E4%B8%AD%2f..%2fapps')).resolves.toMatchObject({ status: 400 });
  });

  it('refuses raw bytes the HTTP parser does not accept, and hostile headers, without failing', async () => {
    for (const head of RAW_HEADS) {
      const answer = await rawRequest(site.port, head);
      expect([head.toString('latin1').slice(0, 30), answer.status >= 400 && answer.status < 500]).toEqual([
        head.toString('latin1').slice(0, 30),
        true,
      ]);
    }
    for (const headers of HOSTILE_HEADERS) {
      const answer = await get(site.port, `/marketplace/app-${HASH}.js`, headers);
      expect([headers, [200, 206, 304, 400, 416].includes(answer.status)]).toEqual([headers, true]);
    }
    expect(errors).toEqual([]);
  });

  it('still serves the home page after all of that', async () => {
    const answer = await get(site.port, '/marketplace/');
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('home');
  });

  it('serves a page whose query is long (a pasted 10,000-character search), refusing only long paths', async () => {
    expect((await get(site.port, `/marketplace/?q=${'x'.repeat(10_000)}`)).status).toBe(200);
    expect((await get(site.port, `/marketplace/${'a'.repeat(2049)}/`)).status).toBe(414);
  });

  it('redirects a folder without its trailing slash, percent-encoded, keeping the query', async () => {
    await expect(get(site.port, '/marketplace/apps?sortBy=name')).resolves.toMatchObject({
      status: 301,
      headers: { location: '/marketplace/apps/?sortBy=name' },
    });
    await expect(get(site.port, '/marketplace/%E4%B8%AD')).resolves.toMatchObject({
      status: 301,
      headers: { location: '/marketplace/%E4%B8%AD/' },
    });
    await expect(get(site.port, '/')).resolves.toMatchObject({ status: 302, headers: { location: '/marketplace/' } });
  });

  it('serves client-only areas as their shell and anything unknown as the 404 page with status 404', async () => {
    await expect(get(site.port, '/marketplace/cart/anything/at/all')).resolves.toMatchObject({
      status: 200,
      body: expect.stringContaining('cart shell'),
    });
    await expect(get(site.port, '/marketplace/checkout/some-app/thank-you')).resolves.toMatchObject({
      status: 200,
      body: expect.stringContaining('checkout shell'),
    });
    await expect(get(site.port, '/marketplace/cart/')).resolves.toMatchObject({
      status: 200,
      body: expect.stringContaining('cart'),
    });
    await expect(get(site.port, '/marketplace/nowhere/')).resolves.toMatchObject({
      status: 404,
      body: expect.stringContaining('Page not found'),
    });
    const outside = await get(site.port, '/partners/nobody');
    expect(outside).toMatchObject({ status: 404, body: expect.stringContaining('<a href="/marketplace/">') });
    expect(outside.body).not.toContain('<script');
  });

  it.each(['/marketplace/apps/%E0%A4%A/', '/marketplace/search/%zz', '/marketplace/apps%FF'])(
    'answers the malformed address %s 400 with a page that says so and links to the marketplace',
    async (target) => {
      const answer = await get(site.port, target);
      expect(answer).toMatchObject({ status: 400, body: expect.stringContaining('This address is malformed') });
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(answer.body).toContain('<a href="/marketplace/">');
      expect(answer.body).not.toContain('<script');
    },
  );

  it("answers page data of an unknown page with the 404 page's page data, so the browser logs no failed request", async () => {
    for (const target of [
      '/marketplace/page-data/partners/nobody/page-data.json',
      '/marketplace/page-data/nowhere/page-data.json',
    ]) {
      await expect(get(site.port, target)).resolves.toMatchObject({ status: 200, body: '{"path":"/404.html"}' });
    }
    await expect(get(site.port, '/marketplace/page-data/sq/d/123.json')).resolves.toMatchObject({ status: 404 });
    await expect(get(site.port, '/marketplace/page-data/500.html/page-data.json')).resolves.toMatchObject({ status: 404 });
  });

  it('does not serve source maps', async () => {
    const answer = await get(site.port, `/marketplace/app-${HASH}.js.map`);
    expect(answer.status).toBe(404);
    expect(answer.body).not.toContain('secret-source');
  });
});

describe('static server cache rules', () => {
  let dir: string;
  let site: RunningServer;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'static-server-'));
    site = await startStaticServer({ root: writeBuild(dir), prefix: PREFIX });
  });
  afterAll(async () => {
    await site.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each([
    `/marketplace/app-${HASH}.js`,
    '/marketplace/data/listing-index-0123456789abcdef.json',
    '/marketplace/static/logo-0123456789abcdef0123.png',
  ])('caches the content-hashed %s for a year', async (target) => {
    const answer = await get(site.port, target);
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it.each([
    '/marketplace/',
    '/marketplace/apps/some-app/',
    '/marketplace/page-data/app-data.json',
    '/marketplace/page-data/index/page-data.json',
    '/marketplace/sw.js',
    '/marketplace/cart/x',
  ])('makes %s revalidate, and answers the revalidation 304', async (target) => {
    const first = await get(site.port, target);
    expect(first.status).toBe(200);
    expect(first.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(first.headers.etag).toBeTruthy();
    const again = await get(site.port, target, { 'If-None-Match': first.headers.etag });
    expect(again.status).toBe(304);
    expect(again.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
  });

  it.each(['/marketplace/images/apps/some-app.webp', '/marketplace/favicon.svg'])(
    'lets the cache reuse %s for an hour, then show it while it revalidates (the offline worker leaves images to it)',
    async (target) => {
      const first = await get(site.port, target);
      expect(first.status).toBe(200);
      expect(first.headers['cache-control']).toBe('public, max-age=3600, stale-while-revalidate=604800');
      const again = await get(site.port, target, { 'If-None-Match': first.headers.etag });
      expect(again.status).toBe(304);
    },
  );

  it('sends the precompressed brotli file to a browser that accepts it, and byte ranges of the plain one', async () => {
    const compressed = await get(site.port, `/marketplace/app-${HASH}.js`, { 'Accept-Encoding': 'gzip, deflate, br' });
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toBe('Accept-Encoding');
    const refused = await get(site.port, `/marketplace/app-${HASH}.js`, { 'Accept-Encoding': 'br;q=0, identity' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    const range = await get(site.port, `/marketplace/app-${HASH}.js`, { Range: 'bytes=0-6' });
    expect(range.status).toBe(206);
    expect(range.body).toBe('console');
  });

  it('never sends a compressed copy older than its file (left from an older build)', async () => {
    const answer = await get(site.port, '/marketplace/', { 'Accept-Encoding': 'br' });
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body).toContain('home');
  });
});

describe('static server security headers', () => {
  let dir: string;
  let site: RunningServer;
  const csp: CspOptions = {
    origins: ['http://localhost:8001', 'http://localhost:8002'],
    frameAncestors: ['https://partner.example'],
    reportUri: '/__csp-report',
  };
  const reports: string[] = [];

  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'static-server-'));
    site = await startStaticServer({ root: writeBuild(dir), prefix: PREFIX, csp, onCspReport: (report) => reports.push(report) });
  });
  afterAll(async () => {
    await site.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each([
    ['a page', '/marketplace/', 200],
    ['a chunk', `/marketplace/app-${HASH}.js`, 200],
    ['the 404 page', '/marketplace/nowhere/', 404],
    ['a redirect', '/marketplace/apps', 301],
    ['a bad request', '/marketplace/%FF', 400],
    ['a wrong method', '/marketplace/', 405],
  ])('sends nosniff, the referrer policy and the CSP on %s, and allows framing', async (_name, target, status) => {
    const answer = await get(site.port, target, {}, status === 405 ? 'DELETE' : 'GET');
    expect(answer.status).toBe(status);
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(answer.headers['content-security-policy']).toContain('frame-ancestors https://partner.example');
    expect(answer.headers['x-frame-options']).toBeUndefined();
  });

  it("allows a page's own inline scripts by hash and the configured origins", async () => {
    const policy = (await get(site.port, '/marketplace/')).headers['content-security-policy'];
    const { createHash } = await import('node:crypto');
    const hash = createHash('sha256').update(INLINE_SCRIPT).digest('base64');
    expect(policy).toContain(`script-src 'self' 'sha256-${hash}'`);
    expect(policy).toContain("connect-src 'self' http://localhost:8001 http://localhost:8002");
    expect(policy).toContain("frame-src 'self' http://localhost:8001 http://localhost:8002");
    expect(policy).toContain("style-src 'self' 'unsafe-inline'");
    expect(policy).not.toContain("'unsafe-eval'");
  });

  it('takes CSP violation reports', async () => {
    const body = JSON.stringify({ 'csp-report': { 'violated-directive': 'script-src', 'blocked-uri': 'inline' } });
    const answer = await rawRequest(
      site.port,
      `POST /__csp-report HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\nContent-Type: application/csp-report\r\nContent-Length: ${body.length}\r\n\r\n${body}`,
    );
    expect(answer.status).toBe(204);
    expect(reports).toEqual(['["script-src","inline",null]']);
  });
});
