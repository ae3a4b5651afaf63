/**
 * @jest-environment node
 */
import { existsSync, mkdtempSync, readFileSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildSearchEarlyBundle, inlinedEnvironment, readSearchEarlyBundle } from './search-early-bundle';

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

  it('is built into public/ under its content hash, with a note the pages read its name from', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'early-'));
    symlinkSync(path.resolve(__dirname, '..'), path.join(root, 'src'));
    expect(readSearchEarlyBundle(root)).toBeNull();
    const bundle = await buildSearchEarlyBundle({ root, pathPrefix: '/marketplace', env: {} });
    expect(bundle.file).toMatch(/^search-early-[0-9a-f]{16}\.js$/);
    expect(readSearchEarlyBundle(root)).toEqual(bundle);
    const code = readFileSync(path.join(root, 'public', bundle.file), 'utf8');
    expect(code.length).toBe(bundle.bytes);
    // A browser script of its own: no module loader, no Node globals left unresolved.
    expect(code).not.toMatch(/\brequire\(|process\.env|__PATH_PREFIX__/);
    expect(code).toContain('/marketplace');
    expect(existsSync(path.join(root, 'public', bundle.file))).toBe(true);
  }, 30_000);
});
