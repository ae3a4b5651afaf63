import { groupJsFiles, type WebpackStats } from '../../src/build/webpack-stats';

export { groupJsFiles, type WebpackStats };

/**
 * The chunk group every page loads first. Gatsby's HTML carries only the `app` group's scripts
 * (webpack-runtime, app with React); the template's group is fetched by the loader before hydration.
 */
export const SHARED_GROUP = 'app';
export const TEMPLATE_PREFIX = 'component---src-';

/** Page templates and page components, i.e. the chunk groups Gatsby names component---src-…, sorted. */
export function templateGroups(stats: WebpackStats): string[] {
  const names = new Set([...Object.keys(stats.assetsByChunkName ?? {}), ...Object.keys(stats.namedChunkGroups ?? {})]);
  return [...names].filter((name) => name.startsWith(TEMPLATE_PREFIX)).sort();
}

export interface TemplateSize {
  template: string;
  /** Shared first-load files plus the template's own, each file once. */
  firstLoadBytes: number;
  /** What the template adds on top of the shared set. */
  ownBytes: number;
}

/**
 * Per-template first-load JS (webpack's files, and any `extras` the template's page loads first). `sizeOf` gives a file's transfer size (gzip in production), injected so
 * this stays pure. Files are measured one by one, as a browser fetches them. `aside` files are
 * counted apart (not in any template's figure): the site shell's file, which webpack lists in the
 * groups of the pages that share code with it, and which bench:bundle reports on its own line.
 */
export function templateSizes(
  stats: WebpackStats,
  sizeOf: (file: string) => number,
  /** Scripts a template's page loads first besides webpack's (by template group). */
  extras: Readonly<Record<string, readonly string[]>> = {},
  aside: readonly string[] = [],
): TemplateSize[] {
  const shared = new Set(groupJsFiles(stats, SHARED_GROUP) ?? []);
  const sharedBytes = [...shared].reduce((sum, file) => sum + sizeOf(file), 0);
  return templateGroups(stats).map((template) => {
    const files = [...(groupJsFiles(stats, template) ?? []), ...(extras[template] ?? [])];
    const own = new Set(files.filter((file) => !shared.has(file) && !aside.includes(file)));
    const ownBytes = [...own].reduce((sum, file) => sum + sizeOf(file), 0);
    return { template, firstLoadBytes: sharedBytes + ownBytes, ownBytes };
  });
}

/** Bytes → KB (1024) with one decimal. */
export const kb = (bytes: number): string => (bytes / 1024).toFixed(1);
