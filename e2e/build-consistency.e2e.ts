import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { readWebpackStats } from '../src/build/webpack-stats';

/**
 * The build this suite runs against is one build: every page names the compilation app-data.json
 * names (Gatsby reloads a page whose hash differs, on its first visit, and a press made before that
 * is lost), and preloads only files of this build's scripts. An incremental build after a change to
 * the browser's code alone had kept every page's HTML from the build before.
 */
const publicDir = path.resolve(__dirname, '../public');

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '_gatsby' ? [] : htmlFiles(full);
    return entry.name.endsWith('.html') ? [full] : [];
  });
}

describe('the built pages belong to one build', () => {
  const pages = htmlFiles(publicDir).filter((file) => readFileSync(file, 'utf8').includes('___webpackCompilationHash'));
  const { webpackCompilationHash } = JSON.parse(readFileSync(path.join(publicDir, 'page-data/app-data.json'), 'utf8')) as {
    webpackCompilationHash: string;
  };
  const stats = readWebpackStats(publicDir);
  const buildFiles = new Set(Object.values(stats?.assetsByChunkName ?? {}).flat());

  it('every page carries the compilation hash app-data.json names', () => {
    expect(pages.length).toBeGreaterThan(100);
    const stale = pages.filter(
      (file) => !readFileSync(file, 'utf8').includes(`___webpackCompilationHash="${webpackCompilationHash}"`),
    );
    expect(stale.map((file) => path.relative(publicDir, file))).toEqual([]);
  });

  it("every script a page preloads from its head is one of this build's", () => {
    const foreign = new Set<string>();
    let preloads = 0;
    for (const file of pages) {
      for (const [, href] of readFileSync(file, 'utf8').matchAll(/<link[^>]+rel="preload"[^>]+as="script"[^>]+href="([^"]+)"/g)) {
        preloads += 1;
        const name = path.basename(href);
        if (!buildFiles.has(name)) foreign.add(name);
      }
    }
    expect(preloads).toBeGreaterThan(pages.length);
    expect([...foreign]).toEqual([]);
  });
});
