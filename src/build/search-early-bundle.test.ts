/**
 * @jest-environment node
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cacheControlFor, IMMUTABLE } from '../../scripts/static-server-cache';
import { buildSearchEarlyBundle, bundleEnvironment, inlinedEnvironment, readSearchEarlyBundle } from './search-early-bundle';

describe('the search page early bundle', () => {
  it('inlines the GATSBY_* variables, NODE_ENV and the path prefix, and nothing else of the environment', () => {
    const define = inlinedEnvironment({ GATSBY_PRODUCT: 'helpdesk', SECRET_TOKEN: 'x', HOME: '/root' }, '/marketplace');
    expect(define).toMatchObject({
      'process.env.GATSBY_PRODUCT': '"helpdesk"',
      'process.env.NODE_ENV': '"production"',
      __PATH_PREFIX__: '"/marketplace"',
      'process.env': '{}',
    });
    expect(JSON.stringify(define)).not.toContain('SECRET_TOKEN');
    expect(JSON.stringify(define)).not.toContain('/root');
  });

  it("reads the variables of .env.<environment> as Gatsby does for its bundles, the shell's first", () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'early-env-'));
    writeFileSync(path.join(root, '.env.production'), 'GATSBY_ENVIRONMENT=labs\nGATSBY_PRODUCT=helpdesk\n');
    writeFileSync(path.join(root, '.env.staging'), 'GATSBY_ENVIRONMENT=staging\n');
    expect(bundleEnvironment(root, { NODE_ENV: 'production', GATSBY_PRODUCT: 'livechat' })).toMatchObject({
      GATSBY_ENVIRONMENT: 'labs',
      GATSBY_PRODUCT: 'livechat',
    });
    expect(bundleEnvironment(root, { GATSBY_ACTIVE_ENV: 'staging', NODE_ENV: 'production' }).GATSBY_ENVIRONMENT).toBe('staging');
    expect(bundleEnvironment(root, { NODE_ENV: 'test' }).GATSBY_ENVIRONMENT).toBeUndefined();
  });

  it('is built into public/ under its content hash, with a note the pages read its name from; the last builds’ go', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'early-'));
    symlinkSync(path.resolve(__dirname, '..'), path.join(root, 'src'));
    mkdirSync(path.join(root, 'public'));
    for (const old of ['search-early-0123456789abcdef.js', 'search-early-0123456789abcdef.js.br', 'search-engine-1.js']) {
      writeFileSync(path.join(root, 'public', old), '');
    }
    expect(readSearchEarlyBundle(root)).toBeNull();
    const bundle = await buildSearchEarlyBundle({ root, pathPrefix: '/marketplace', env: {} });
    expect(bundle.file).toMatch(/^search-early-[0-9a-f]{20}\.js$/);
    // Named as webpack's chunks are, it is served as they are: cached for a year.
    expect(cacheControlFor(bundle.file)).toBe(IMMUTABLE);
    expect(readSearchEarlyBundle(root)).toEqual(bundle);
    const code = readFileSync(path.join(root, 'public', bundle.file), 'utf8');
    expect(code.length).toBe(bundle.bytes);
    // A browser script of its own: no module loader, no Node globals left unresolved.
    expect(code).not.toMatch(/\brequire\(|process\.env|__PATH_PREFIX__/);
    expect(code).toContain('/marketplace');
    expect(existsSync(path.join(root, 'public', bundle.file))).toBe(true);
    expect(existsSync(path.join(root, 'public', 'search-early-0123456789abcdef.js'))).toBe(false);
    expect(existsSync(path.join(root, 'public', 'search-early-0123456789abcdef.js.br'))).toBe(false);
    expect(existsSync(path.join(root, 'public', 'search-engine-1.js'))).toBe(true);
  }, 30_000);
});
