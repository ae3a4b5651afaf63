/**
 * @jest-environment node
 */
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import os from 'node:os';
import path from 'node:path';
import { NGINX, startNginx, type NginxSite } from '../serve-nginx';
import { startStaticServer, type RunningServer } from '../static-server';
import { HASH, PREFIX, writeBuild } from '../testing/fixture-build';
import { freePort } from '../testing/site-and-sandbox';
import { emitServingRules } from './emit';

/**
 * Issue 32: one definition of the serving rules, two servers. The same requests go to the Node
 * server and to nginx running deploy/nginx.conf, both over the same build and the rules it wrote:
 * status, redirect, cache rule, CSP, framing and worker headers, and which file answers must agree.
 * nginx is Debian's (`.ci/run` installs nginx-light): without it this test fails, as without Chromium the journeys do.
 */

const COMPARED = [
  'location',
  'cache-control',
  'content-security-policy',
  'x-frame-options',
  'x-content-type-options',
  'referrer-policy',
  'service-worker-allowed',
];

async function answer(base: string, target: string, method = 'GET') {
  const response = await fetch(new URL(target, base), { method, redirect: 'manual', headers: { 'Accept-Encoding': 'identity' } });
  const body = method === 'GET' ? await response.text() : '';
  const headers = Object.fromEntries(COMPARED.map((name) => [name, response.headers.get(name)]));
  // Redirects and refusals: each server's own caching of them is not a rule of the site.
  if (response.status < 200 || (response.status >= 300 && response.status !== 404)) delete headers['cache-control'];
  if (response.status >= 300 && response.status < 400) delete headers['content-security-policy'];
  // The body of a page or file, and the malformed address's page (other refusals' text is each server's).
  const shown = [200, 400, 404].includes(response.status) ? body.replace(/\s+/g, ' ').slice(0, 160) : '';
  return { status: response.status, headers, body: shown };
}

const TARGETS: Array<[method: string, target: string]> = [
  ['GET', '/'],
  ['GET', '/marketplace'],
  ['GET', '/marketplace/'],
  ['GET', '/marketplace/apps'],
  ['GET', '/marketplace/apps?sort=name'],
  ['GET', '/marketplace/apps/'],
  ['GET', '/marketplace/apps/some-app/'],
  ['GET', '/marketplace/cart/'],
  ['GET', '/marketplace/cart/abc/review-order'],
  ['GET', '/marketplace/checkout/abc/def'],
  ['GET', '/marketplace/no-such-page/'],
  ['GET', '/marketplace/elsewhere.txt'],
  ['GET', `/marketplace/app-${HASH}.js`],
  ['GET', `/marketplace/app-${HASH}.js.map`],
  ['GET', '/marketplace/favicon.svg'],
  ['GET', '/marketplace/images/apps/some-app.webp'],
  ['GET', `/marketplace/static/logo-${HASH}.png`],
  ['GET', '/marketplace/data/listing-index-0123456789abcdef.json'],
  ['GET', '/marketplace/sw.js'],
  ['GET', '/marketplace/page-data/index/page-data.json'],
  ['GET', '/marketplace/page-data/no-such-page/page-data.json'],
  ['GET', '/marketplace/page-data/app-data.json'],
  ['GET', '/marketplace/_headers'],
  ['GET', '/marketplace/_redirects'],
  ['GET', '/marketplace/.serving/rules.json'],
  ['GET', '/marketplace/webpack.stats.json'],
  ['GET', '/outside/the/prefix'],
  ['GET', '/marketplace/apps/%zz/'],
  ['GET', '/marketplace/apps/%E0%A4%A/'],
  ['GET', '/marketplace/%FF'],
  ['HEAD', '/marketplace/apps/'],
  ['POST', '/marketplace/apps/'],
  ['TRACE', '/marketplace/'],
];

describe('the Node server and nginx serve a build by the same rules', () => {
  let dir: string;
  let node: RunningServer;
  let nginx: NginxSite;

  beforeAll(async () => {
    if (!existsSync(NGINX)) throw new Error(`no nginx at ${NGINX}: apt-get install -y nginx-light (.ci/run does)`);
    dir = mkdtempSync(path.join(os.tmpdir(), 'serving-parity-'));
    chmodSync(dir, 0o755); // nginx's workers (nobody, when run as root) read the build
    const root = writeBuild(dir);
    // The fixture's inline script makes a CSP hash; webpack.stats.json is a private file.
    writeFileSync(path.join(root, 'webpack.stats.json'), '{"private":true}');
    // A gzip copy left by an older build: nginx's gzip_static would send it as it is.
    writeFileSync(path.join(root, 'apps/index.html.gz'), gzipSync('<html><body>an old listing</body></html>'));
    const old = new Date(Date.now() - 3_600_000);
    utimesSync(path.join(root, 'apps/index.html.gz'), old, old);
    emitServingRules(root, PREFIX, { env: { MARKETPLACE_FRAME_ANCESTORS: 'https://partner.example' } });
    node = await startStaticServer({ root, prefix: PREFIX, onCspReport: () => undefined });
    nginx = await startNginx({ root, port: await freePort() });
  }, 30_000);
  afterAll(async () => {
    await Promise.all([node?.close(), nginx?.close()]);
    rmSync(dir, { recursive: true, force: true });
  });

  it.each(TARGETS)('%s %s', async (method, target) => {
    const [fromNode, fromNginx] = await Promise.all([answer(node.url, target, method), answer(nginx.url, target, method)]);
    expect(fromNginx).toEqual(fromNode);
  });

  it('answer with the rules the build wrote: its frame-ancestors and the page’s own hashes', async () => {
    const page = await answer(nginx.url, '/marketplace/');
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-[\w+/=]+'/);
    expect(page.headers['content-security-policy']).toContain(
      "frame-ancestors 'self' http://localhost:8003 https://partner.example",
    );
    const directive = (name: string) =>
      page.headers['content-security-policy']?.split('; ').find((part) => part.startsWith(`${name} `));
    expect(directive('script-src')).not.toContain('unsafe');
    expect(directive('style-src-elem')).toMatch(/^style-src-elem 'self' 'sha256-[\w+/=]+'$/);
    expect(page.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect((await answer(nginx.url, `/marketplace/app-${HASH}.js`)).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
  });

  it('never send a compressed copy older than its file', async () => {
    const response = await fetch(new URL('/marketplace/apps/', nginx.url), { headers: { 'Accept-Encoding': 'gzip' } });
    expect(await response.text()).toBe('<html><body>apps</body></html>');
  });

  it('keep nginx’s log free of errors', () => {
    expect(nginx.errorLog()).not.toMatch(/\[(emerg|alert|crit|error)\]/);
    expect(readFileSync(path.join(dir, 'public', '.serving', 'nginx-server.conf'), 'utf8')).toContain('Do not edit');
  });
});
