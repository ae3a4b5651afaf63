import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { shellPartFiles } from '../../src/build/page-chunk-preloads';
import { readSearchEarlyBundle } from '../../src/build/search-early-bundle';
import { readWebpackStats as readBuiltStats } from '../../src/build/webpack-stats';
import { templateSizes, type TemplateSize, type WebpackStats } from './chunk-sizes';

/** The headline templates of bench:bundle, by the label its last line gives each. */
export const HEADLINE_TEMPLATES = {
  app_page_kb: 'component---src-templates-app-tsx',
  listing_kb: 'component---src-templates-listing-tsx',
  search_kb: 'component---src-pages-search-tsx',
} as const;

export type HeadlineLabel = keyof typeof HEADLINE_TEMPLATES;

/** The build's webpack stats (public/webpack.stats.json, written by Gatsby); throws before a build. */
export function readWebpackStats(publicDir: string): WebpackStats {
  const stats = readBuiltStats(publicDir);
  if (!stats) throw new Error(`No webpack stats in ${publicDir}: run npm run build first.`);
  return stats;
}

/** A file's transfer size, gzip -9, as bench:bundle counts it; memoised per directory. */
export function gzipSizer(publicDir: string): (file: string) => number {
  const sizes = new Map<string, number>();
  return (file) => {
    let size = sizes.get(file);
    if (size === undefined) {
      size = gzipSync(readFileSync(path.join(publicDir, file)), { level: 9 }).length;
      sizes.set(file, size);
    }
    return size;
  };
}

/**
 * Scripts outside webpack's that a template's page loads first: the search page's early script
 * (src/build/search-early-bundle.ts), which a visit with a query loads before the site's scripts.
 */
export function firstLoadExtras(root: string): Record<string, string[]> {
  const early = readSearchEarlyBundle(root);
  return early ? { [HEADLINE_TEMPLATES.search_kb]: [early.file] } : {};
}

/**
 * The site shell's file (src/build/site-shell-chunk.ts: the header's search box and account area,
 * the footer), in bytes: every page with the shell loads it from its first paint, beside its
 * first-load scripts, and hydrates once it is there. The templates' figures leave it out, as they
 * did while it was files of the shell's own; bench:bundle prints it, and the totals with it.
 */
export const shellBytes = (stats: WebpackStats, sizeOf: (file: string) => number): number =>
  shellPartFiles(stats).reduce((sum, file) => sum + sizeOf(file), 0);

/** First-load bytes of each headline template (undefined when the build has no such template). */
export function headlineFirstLoadBytes(
  stats: WebpackStats,
  sizeOf: (file: string) => number,
  extras: Readonly<Record<string, readonly string[]>> = {},
): Record<HeadlineLabel, number | undefined> {
  const sizes = templateSizes(stats, sizeOf, extras, shellPartFiles(stats));
  const byName = new Map<string, TemplateSize>(sizes.map((size) => [size.template, size]));
  const entries = Object.entries(HEADLINE_TEMPLATES).map(([label, template]) => [label, byName.get(template)?.firstLoadBytes]);
  return Object.fromEntries(entries) as Record<HeadlineLabel, number | undefined>;
}
