/**
 * @jest-environment node
 */
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { compressionLevels, precompressBuild, pruneCompressed } from './static-server-precompress';

describe('precompressed copies of the build', () => {
  let root: string;
  const script = 'console.log("a line of the app");\n'.repeat(100);
  beforeEach(() => {
    root = mkdtempSync(path.join(os.tmpdir(), 'precompress-'));
    writeFileSync(path.join(root, 'app-0123456789abcdef0123.js'), script);
    writeFileSync(path.join(root, 'tiny.js'), 'x');
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('writes brotli and gzip copies that decompress to the file, once', async () => {
    const first = await precompressBuild(root);
    const file = path.join(root, 'app-0123456789abcdef0123.js');
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(script);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(script);
    expect(existsSync(path.join(root, 'tiny.js.br'))).toBe(false);
    expect(first.written).toBe(2);
    await expect(precompressBuild(root)).resolves.toMatchObject({ written: 0 });
  });

  it('removes the copies of a file that changed or is gone, so an old page is never sent', async () => {
    await precompressBuild(root);
    const file = path.join(root, 'app-0123456789abcdef0123.js');
    const later = new Date(Date.now() + 60_000);
    utimesSync(file, later, later);
    writeFileSync(path.join(root, 'gone.js.br'), 'old');
    await expect(pruneCompressed(root)).resolves.toBe(3);
    expect(existsSync(`${file}.br`)).toBe(false);
    expect(existsSync(`${file}.gz`)).toBe(false);
    expect(existsSync(path.join(root, 'gone.js.br'))).toBe(false);
  });

  it("gives scripts and data brotli's densest setting (11) and the pages 9", async () => {
    expect(compressionLevels('app-0123.js')).toEqual({ brotli: 11, gzip: 9 });
    expect(compressionLevels('data/search-index-0123.json')).toEqual({ brotli: 11, gzip: 9 });
    expect(compressionLevels('styles.css')).toEqual({ brotli: 11, gzip: 9 });
    expect(compressionLevels('apps/index.html')).toEqual({ brotli: 9, gzip: 6 });
    await precompressBuild(root);
    const file = path.join(root, 'app-0123456789abcdef0123.js');
    const densest = brotliCompressSync(script, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
    expect(readFileSync(`${file}.br`)).toEqual(densest);
  });
});
