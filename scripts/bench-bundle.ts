import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PATH_PREFIX } from '../src/core/config';
import { shellPartFiles } from '../src/build/page-chunk-preloads';
import { firstLoadExtras, gzipSizer, HEADLINE_TEMPLATES, readWebpackStats, shellBytes } from './bench/bundle-figures';
import { groupJsFiles, kb, SHARED_GROUP, templateSizes, type TemplateSize } from './bench/chunk-sizes';
import { htmlScriptFiles } from './bench/html-scripts';

/**
 * `npm run bench:bundle`: first-load JS (gzip -9) per page template of the build in public/.
 * The site shell's file, which every page with the shell also loads before it hydrates, is counted
 * apart (bundle-figures.ts, shellBytes), on the line before the last. The last line is for machines:
 *   bench:bundle app_page_kb=<x.x> listing_kb=<y.y> search_kb=<z.z>
 */
const root = path.resolve(__dirname, '..');
const publicDir = path.join(root, 'public');
const statsPath = path.join(publicDir, 'webpack.stats.json');

const gzipSize = gzipSizer(publicDir);

/** Warns when the home page's HTML does not load exactly the shared set this script assumes. */
function checkAgainstHtml(shared: string[]): void {
  const indexHtml = path.join(publicDir, 'index.html');
  if (!existsSync(indexHtml)) return;
  const loaded = htmlScriptFiles(readFileSync(indexHtml, 'utf8'), PATH_PREFIX);
  const missing = shared.filter((file) => !loaded.includes(file));
  const extra = loaded.filter((file) => !shared.includes(file));
  if (missing.length === 0 && extra.length === 0) {
    console.log(
      `bench:bundle: shared first-load set = "${SHARED_GROUP}" chunk group, as public/index.html loads: ${shared.join(', ')}`,
    );
  } else {
    console.warn(
      `bench:bundle: warning: public/index.html differs from the "${SHARED_GROUP}" chunk group (missing: ${missing.join(', ') || '-'}; extra: ${extra.join(', ') || '-'})`,
    );
  }
}

function main(): void {
  if (!existsSync(statsPath)) {
    console.error(`bench:bundle: no build found (${path.relative(root, statsPath)} is missing); run npm run build first`);
    process.exit(1);
  }
  const stats = readWebpackStats(publicDir);
  const shared = groupJsFiles(stats, SHARED_GROUP);
  if (!shared) throw new Error(`no "${SHARED_GROUP}" chunk group in ${statsPath}; is this a Gatsby build?`);
  checkAgainstHtml(shared);

  const sizes = templateSizes(stats, gzipSize, firstLoadExtras(root), shellPartFiles(stats));
  for (const { template, firstLoadBytes, ownBytes } of sizes) {
    console.log(`${template} first_load_kb=${kb(firstLoadBytes)} own_kb=${kb(ownBytes)}`);
  }
  const byName = new Map<string, TemplateSize>(sizes.map((size) => [size.template, size]));
  const headline = Object.entries(HEADLINE_TEMPLATES).map(([label, template]) => {
    const size = byName.get(template);
    return `${label}=${size ? kb(size.firstLoadBytes) : 'NA'}`;
  });
  const shell = shellBytes(stats, gzipSize);
  const withShell = Object.entries(HEADLINE_TEMPLATES).map(([label, template]) => {
    const size = byName.get(template);
    return `${label}=${size ? kb(size.firstLoadBytes + shell) : 'NA'}`;
  });
  console.log(`bench:bundle shell_kb=${kb(shell)}, loaded besides before hydration; with it: ${withShell.join(' ')}`);
  console.log(`bench:bundle ${headline.join(' ')}`);
}

try {
  main();
} catch (error: unknown) {
  console.error(`bench:bundle: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
