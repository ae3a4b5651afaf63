import { readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const COMPRESSIBLE = /\.(html|js|mjs|css|json|svg|txt|xml|webmanifest)$/;
/** Below this, compression saves less than the extra request headers cost. */
const MIN_BYTES = 1024;
/**
 * Scripts, styles and data (the search and listing indexes): a few dozen files that first loads
 * wait on, cached for a year. They get brotli's and gzip's densest settings: ~7% smaller than
 * brotli 9 (the search index 35.2 → 31.2 KB), for ~3 s more per build. The HTML pages, hundreds
 * of them and most of the bytes, stay at brotli 9 and gzip's default.
 */
const DENSEST = /\.(js|mjs|css|json)$/;

/** The brotli quality and gzip level of a file's copies. */
export function compressionLevels(file: string): { brotli: number; gzip: number } {
  return DENSEST.test(file) ? { brotli: 11, gzip: 9 } : { brotli: 9, gzip: 6 };
}

export interface PrecompressResult {
  /** Files that have an up-to-date .br and .gz beside them (or gain nothing from compression). */
  files: number;
  /** Compressed files written by this run. */
  written: number;
  milliseconds: number;
}

async function filesUnder(root: string, pattern: RegExp): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && pattern.test(entry.name) && !entry.name.startsWith('.'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

async function mtimeOf(file: string): Promise<number | null> {
  try {
    return (await stat(file)).mtimeMs;
  } catch {
    return null;
  }
}

/**
 * Removes each .br/.gz whose file is gone or changed since: after a rebuild, sirv must not send
 * the compressed copy of an old page. Only stat calls: run it before serving. Returns the count.
 */
export async function pruneCompressed(root: string): Promise<number> {
  let removed = 0;
  for (const compressed of await filesUnder(root, /\.(br|gz)$/)) {
    const source = await mtimeOf(compressed.slice(0, -3));
    const own = await mtimeOf(compressed);
    if (source !== null && own !== null && own >= source) continue;
    await rm(compressed, { force: true });
    removed += 1;
  }
  return removed;
}

async function isFresh(target: string, sourceMtime: number): Promise<boolean> {
  const own = await mtimeOf(target);
  return own !== null && own >= sourceMtime;
}

/**
 * Writes <file>.br and <file>.gz beside each text file of the build, for sirv to send to browsers
 * that accept them. Files already compressed since their last change are skipped, so a second
 * run over the same build costs only the stat calls. A compressed copy that is not smaller is not
 * written. Slow on a large build (tens of seconds): the servers run it in the background and
 * refresh their file list when it is done.
 */
export async function precompressBuild(root: string): Promise<PrecompressResult> {
  const started = Date.now();
  let written = 0;
  const files = await filesUnder(root, COMPRESSIBLE);
  for (const file of files) {
    const { size, mtimeMs } = await stat(file);
    if (size < MIN_BYTES) continue;
    let body: Buffer | null = null;
    const levels = compressionLevels(file);
    for (const [extension, compress] of [
      [
        '.br',
        (input: Buffer) =>
          brotli(input, {
            params: { [constants.BROTLI_PARAM_QUALITY]: levels.brotli, [constants.BROTLI_PARAM_SIZE_HINT]: size },
          }),
      ],
      ['.gz', (input: Buffer) => gzipAsync(input, { level: levels.gzip })],
    ] as const) {
      if (await isFresh(file + extension, mtimeMs)) continue;
      body ??= await readFile(file);
      const compressed = await compress(body);
      if (compressed.length >= body.length) continue;
      await writeFile(file + extension, compressed);
      written += 1;
    }
  }
  return { files: files.length, written, milliseconds: Date.now() - started };
}
