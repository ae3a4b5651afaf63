import { createHash } from 'node:crypto';
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';

/**
 * The search page's early script (src/features/search/early) is a bundle of its own, outside
 * webpack's: it runs before the site's scripts (webpack runtime included) and needs none of them.
 * Built once per build, before the pages, into public/ under a content hash (served immutable like
 * the site's scripts). Its name reaches the pages' HTML (gatsby-ssr) through webpack (gatsby-node
 * defines it for the HTML renderer, from a note in .cache/), so a new bundle renders the pages anew.
 */

const SEARCH_EARLY_ENTRY = path.join('src', 'features', 'search', 'early', 'early-search-entry.ts');
const MANIFEST = path.join('.cache', 'search-early.json');

interface SearchEarlyBundle {
  /** The file in public/, e.g. search-early-0123abcd4567ef890123.js (named as webpack's chunks: served immutable). */
  file: string;
  bytes: number;
}

/**
 * What the bundle's code may read of the environment: the GATSBY_* variables and NODE_ENV, inlined
 * as Gatsby inlines them into its own bundles (anything else reads as unset).
 */
export function inlinedEnvironment(env: NodeJS.ProcessEnv, pathPrefix: string): Record<string, string> {
  const define: Record<string, string> = {
    'process.env': '{}',
    'process.env.NODE_ENV': JSON.stringify('production'),
    __PATH_PREFIX__: JSON.stringify(pathPrefix),
  };
  for (const [name, value] of Object.entries(env)) {
    if (name.startsWith('GATSBY_') && value !== undefined) define[`process.env.${name}`] = JSON.stringify(value);
  }
  return define;
}

/**
 * The environment Gatsby builds the site's bundles with: the shell's variables over those of
 * `.env.<GATSBY_ACTIVE_ENV or NODE_ENV>` (Gatsby reads that file into its bundles, not into
 * process.env), so the early script and the site agree (the image CDN, for one).
 */
export function bundleEnvironment(root: string, env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const file = path.join(root, `.env.${env.GATSBY_ACTIVE_ENV || env.NODE_ENV || 'production'}`);
  let fromFile: Record<string, string> = {};
  try {
    fromFile = parseEnv(readFileSync(file, 'utf8')) as Record<string, string>;
  } catch {
    // No such file: the shell's variables alone.
  }
  return { ...fromFile, ...env };
}

export async function buildSearchEarlyBundle({
  root,
  pathPrefix,
  env = process.env,
}: {
  root: string;
  pathPrefix: string;
  env?: NodeJS.ProcessEnv;
}): Promise<SearchEarlyBundle> {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [path.join(root, SEARCH_EARLY_ENTRY)],
    bundle: true,
    write: false,
    minify: true,
    format: 'iife',
    platform: 'browser',
    target: ['es2019'],
    legalComments: 'none',
    define: inlinedEnvironment(bundleEnvironment(root, env), pathPrefix),
    logLevel: 'silent',
  });
  const code = result.outputFiles[0].contents;
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 20);
  const bundle = { file: `search-early-${hash}.js`, bytes: code.byteLength };
  const publicDir = path.join(root, 'public');
  await mkdir(publicDir, { recursive: true });
  // The last builds' bundles go: only this build's pages name one.
  const stale = (await readdir(publicDir)).filter(
    (file) => /^search-early-[0-9a-f]+\.js/.test(file) && !file.startsWith(bundle.file),
  );
  await Promise.all(stale.map((file) => rm(path.join(publicDir, file), { force: true })));
  await writeFile(path.join(publicDir, bundle.file), code);
  await mkdir(path.join(root, '.cache'), { recursive: true });
  await writeFile(path.join(root, MANIFEST), JSON.stringify(bundle));
  return bundle;
}

/** This build's early bundle, or null (not built: `gatsby develop`, or a build that failed to make it). */
export function readSearchEarlyBundle(root: string): SearchEarlyBundle | null {
  try {
    return JSON.parse(readFileSync(path.join(root, MANIFEST), 'utf8')) as SearchEarlyBundle;
  } catch {
    return null;
  }
}
