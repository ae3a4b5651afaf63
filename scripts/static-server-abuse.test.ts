/**
 * @jest-environment node
 */
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { startStaticServer, type RunningServer } from './static-server';
import { writeFiles } from './testing/fixture-build';

const PREFIX = '/marketplace';
const HASH = '0123456789abcdef0123';
const LEAK = 'SOURCE-LAYOUT';

interface Answer {
  status: number;
  head: string;
  body: string;
}

/** One request over a raw socket (then `body` in pieces until answered); a reset after the answer is fine. */
function exchange(port: number, head: string, body: Buffer[] = []): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.setTimeout(10_000, () => socket.destroy());
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      const [top = '', ...rest] = Buffer.concat(chunks).toString('latin1').split('\r\n\r\n');
      if (!top) return reject(new Error('no answer'));
      resolve({ status: Number(top.split(' ')[1]), head: top, body: rest.join('\r\n\r\n') });
    });
    socket.write(head);
    const pieces = [...body];
    const writeNext = () => {
      const piece = pieces.shift();
      if (piece !== undefined && chunks.length === 0 && !socket.destroyed) socket.write(piece, () => setImmediate(writeNext));
    };
    writeNext();
  });
}

const get = (port: number, target: string, extra = '', method = 'GET') =>
  exchange(port, `${method} ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n${extra}\r\n`);
const headerOf = (answer: Answer, name: string) => new RegExp(`^${name}: (.*)$`, 'im').exec(answer.head)?.[1]?.trim();

/** What Gatsby leaves in public/ (names as a real build writes them), build internals included. */
function writeBuild(dir: string): string {
  const root = path.join(dir, 'public');
  const files: Record<string, string | Buffer> = {
    'index.html': '<!DOCTYPE html><html><body>home</body></html>',
    '404.html': '<!DOCTYPE html><html><body>Page not found</body></html>',
    'webpack.stats.json': `{"namedChunkGroups":{"${LEAK}":{}}}`,
    'webpack.stats.json.br': brotliCompressSync(`{"${LEAK}":1}`),
    'webpack.stats.json.gz': `${LEAK}-gz`,
    'chunk-map.json': `{"${LEAK}":["/app.js"]}`,
    '_gatsby/slices/_gatsby-scripts-1.html': `<script>${LEAK}</script>`,
    [`app-${HASH}.js`]: 'console.log("app");',
    [`app-${HASH}.js.LICENSE.txt`]: 'MIT',
    [`app-${HASH}.js.map`]: `{"sources":["${LEAK}"]}`,
    'workbox-v4.3.1/workbox-sw.js': 'workbox',
    'workbox-v4.3.1/workbox-core.prod.js.map': `{"sources":["${LEAK}"]}`,
    'sw.js': 'importScripts("idb-keyval-3.2.0-iife.min.js")',
    'idb-keyval-3.2.0-iife.min.js': 'idb',
    'manifest.webmanifest': '{"name":"Marketplace"}',
    'page-data/app-data.json': '{"webpackCompilationHash":"abc"}',
    'page-data/index/page-data.json': '{"path":"/"}',
    'page-data/sq/d/123.json': '{"data":{}}',
    'slice-data/footer.json': '{}',
    '~partytown/partytown.js': 'partytown',
  };
  writeFiles(root, files);
  return root;
}

describe('static server: what the build keeps to itself, and requests that abuse it', () => {
  let dir: string;
  let site: RunningServer;
  beforeAll(async () => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'static-server-abuse-'));
    site = await startStaticServer({ root: writeBuild(dir), prefix: PREFIX, onCspReport: () => undefined });
  });
  afterAll(async () => {
    await site.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each([
    '/marketplace/webpack.stats.json',
    '/marketplace/webpack.stats.json.br',
    '/marketplace/webpack.stats.json.gz',
    '/marketplace/WEBPACK.STATS.JSON',
    '/marketplace/chunk-map.json',
    '/marketplace/%63hunk-map.json',
    '/marketplace/_gatsby/slices/_gatsby-scripts-1.html',
    `/marketplace/app-${HASH}.js.map`,
    '/marketplace/workbox-v4.3.1/workbox-core.prod.js.map',
  ])('answers %s 404 with the 404 page, never its content', async (target) => {
    for (const extra of ['', 'Accept-Encoding: br, gzip\r\n']) {
      const answer = await get(site.port, target, extra);
      expect(answer.status).toBe(404);
      expect(answer.body).toContain('Page not found');
      expect(answer.body).not.toContain(LEAK);
      expect(headerOf(answer, 'Content-Encoding')).toBeUndefined();
    }
  });

  it.each([
    '/marketplace/',
    `/marketplace/app-${HASH}.js`,
    `/marketplace/app-${HASH}.js.LICENSE.txt`,
    '/marketplace/sw.js',
    '/marketplace/idb-keyval-3.2.0-iife.min.js',
    '/marketplace/workbox-v4.3.1/workbox-sw.js',
    '/marketplace/manifest.webmanifest',
    '/marketplace/page-data/app-data.json',
    '/marketplace/page-data/index/page-data.json',
    '/marketplace/page-data/sq/d/123.json',
    '/marketplace/slice-data/footer.json',
    '/marketplace/~partytown/partytown.js',
  ])('still serves what the site fetches at run time: %s', async (target) => {
    expect((await get(site.port, target)).status).toBe(200);
  });

  it('answers TRACE 405 (Allow: GET, HEAD) without echoing the request', async () => {
    const answer = await get(site.port, '/marketplace/', 'Cookie: session=SECRET\r\nAuthorization: Bearer SECRET\r\n', 'TRACE');
    expect([answer.status, headerOf(answer, 'Allow')]).toEqual([405, 'GET, HEAD']);
    expect(answer.body).toContain('Method not allowed\n');
    expect(answer.body).not.toContain('SECRET');
    expect(answer.head).not.toContain('SECRET');
  });

  it('refuses TRACK (Node’s parser: 400) and CONNECT (405), then keeps serving', async () => {
    const track = await get(site.port, '/marketplace/', 'Cookie: session=SECRET\r\n', 'TRACK');
    expect(track.status).toBe(400);
    expect(track.head + track.body).not.toContain('SECRET');
    const connect = await exchange(site.port, 'CONNECT evil.example:443 HTTP/1.1\r\nHost: evil.example:443\r\n\r\n');
    expect([connect.status, headerOf(connect, 'Allow')]).toEqual([405, 'GET, HEAD']);
    expect((await get(site.port, '/marketplace/')).status).toBe(200);
  });

  it('closes the connection after refusing a method whose body it did not read', async () => {
    const answer = await exchange(
      site.port,
      'PUT /marketplace/ HTTP/1.1\r\nHost: localhost\r\nContent-Length: 10000000\r\n\r\n',
      [Buffer.alloc(1024)],
    );
    expect([answer.status, headerOf(answer, 'Connection')]).toEqual([405, 'close']);
  });

  it('refuses a CSP report over 64 KiB with 413: from Content-Length, or once a chunked one passes it', async () => {
    const declared = await exchange(
      site.port,
      'POST /__csp-report HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/csp-report\r\nContent-Length: 10000000\r\n\r\n',
      [Buffer.alloc(1024, 'a')],
    );
    expect([declared.status, headerOf(declared, 'Connection')]).toEqual([413, 'close']);
    const piece = Buffer.alloc(16 * 1024, 'a');
    const chunk = Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n')]);
    const chunked = await exchange(
      site.port,
      'POST /__csp-report HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/csp-report\r\nTransfer-Encoding: chunked\r\n\r\n',
      Array.from({ length: 64 }, () => chunk),
    );
    expect([chunked.status, headerOf(chunked, 'Connection')]).toEqual([413, 'close']);
    expect((await get(site.port, '/marketplace/')).status).toBe(200);
  });
});
