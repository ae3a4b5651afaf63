/**
 * @jest-environment node
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { HASH, PREFIX, writeBuild } from '../testing/fixture-build';
import { emitServingRules } from './emit';
import { readServingRules } from './rules';

let dir: string;
let root: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'serving-rules-'));
  root = writeBuild(dir);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

/** The `_headers` blocks as path → headers. */
function headerBlocks(text: string): Map<string, string[]> {
  const blocks = new Map<string, string[]>();
  let current: string[] = [];
  for (const line of text.split('\n')) {
    if (line.startsWith('#') || line === '') continue;
    if (!line.startsWith(' ')) {
      expect(blocks.has(line)).toBe(false);
      blocks.set(line, (current = []));
    } else current.push(line.trim());
  }
  return blocks;
}

describe('the serving rules the build writes', () => {
  it('are read back by the servers, and ignored once the build beside them is another compilation', () => {
    const rules = emitServingRules(root, PREFIX, { env: {} });
    expect(rules.clientOnly).toEqual(['/checkout/', '/cart/']);
    expect(rules.pages['index.html']).toEqual({ scripts: [expect.stringMatching(/^'sha256-[\w+/=]+'$/)], styles: [] });
    expect(readServingRules(root)).toEqual(rules);
    writeFileSync(path.join(root, 'page-data/app-data.json'), '{"webpackCompilationHash":"next"}');
    expect(readServingRules(root)).toBeNull();
  });

  it('stop the build on a frame-ancestors value that is no source expression', () => {
    expect(() => emitServingRules(root, PREFIX, { env: { MARKETPLACE_FRAME_ANCESTORS: 'https://a.example;' } })).toThrow(
      /MARKETPLACE_FRAME_ANCESTORS/,
    );
  });

  it('give static hosts one CSP per page and one per client-only area, never two for one address', () => {
    emitServingRules(root, PREFIX, { env: {} });
    const blocks = headerBlocks(read('_headers'));
    const csp = (address: string) => blocks.get(address)?.find((line) => line.startsWith('Content-Security-Policy:'));
    expect(csp('/marketplace/')).toMatch(/script-src 'self' 'sha256-/);
    expect(csp('/marketplace/404.html')).toMatch(/script-src 'self'/);
    expect(csp('/marketplace/apps/some-app/')).toContain("script-src 'self';");
    // The area's pages (its index and its shell) share the area's policy; no page of it has its own.
    expect(csp('/marketplace/cart/*')).toBeDefined();
    expect(csp('/marketplace/cart/')).toBeUndefined();
    expect(blocks.get('/marketplace/*')).toEqual([
      'X-Content-Type-Options: nosniff',
      'Referrer-Policy: strict-origin-when-cross-origin',
    ]);
  });

  it('give static hosts Cache-Control only where it differs from revalidation', () => {
    emitServingRules(root, PREFIX, { env: {} });
    const blocks = headerBlocks(read('_headers'));
    expect(blocks.get('/marketplace/static/*')).toEqual(['Cache-Control: public, max-age=31536000, immutable']);
    expect(blocks.get(`/marketplace/app-${HASH}.js`)).toEqual(['Cache-Control: public, max-age=31536000, immutable']);
    expect(blocks.get('/marketplace/images/*')).toEqual(['Cache-Control: public, max-age=3600, stale-while-revalidate=604800']);
    expect(blocks.get('/marketplace/sw.js')).toEqual(['Service-Worker-Allowed: /marketplace/']);
    expect([...blocks.keys()].filter((address) => address.includes('page-data'))).toEqual([]);
  });

  it('give static hosts the redirects: the prefix, private files, client-only shells, the 404 page last', () => {
    emitServingRules(root, PREFIX, { env: {} });
    const lines = read('_redirects')
      .split('\n')
      .filter((line) => line && !line.startsWith('#'));
    expect(lines).toEqual([
      '/  /marketplace/  302',
      '/marketplace  /marketplace/  302',
      `/marketplace/app-${HASH}.js.map  /marketplace/404.html  404!`,
      '/marketplace/checkout/*  /marketplace/checkout/[...]/index.html  200',
      '/marketplace/cart/*  /marketplace/cart/[...]/index.html  200',
      '/marketplace/page-data/*  /marketplace/page-data/404.html/page-data.json  200',
      '/marketplace/*  /marketplace/404.html  404',
    ]);
  });

  it('write nginx includes that name every page with inline scripts and no file outside the prefix', () => {
    emitServingRules(root, PREFIX, { env: {} });
    const http = read('.serving/nginx-http.conf');
    expect(http).toMatch(/"\/marketplace\/index\.html" " 'sha256-[\w+/=]+'";/);
    const server = read('.serving/nginx-server.conf');
    expect(server).toContain(
      'location /marketplace/cart/ {\n  try_files $uri ${uri}index.html "/marketplace/cart/[...]/index.html";',
    );
    expect(server).toContain('error_page 404 /marketplace/404.html;');
    expect(server).not.toMatch(/unsafe-eval|script-src[^;]*unsafe-inline/);
  });
});
