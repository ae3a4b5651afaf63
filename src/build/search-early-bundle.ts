import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The search page's early script (src/features/search/early) is a bundle of its own, outside
 * webpack's: it runs before the site's scripts (webpack runtime included) and needs none of them.
 * Built once per build, before the pages, into public/ under a content hash (served immutable like
 * the site's scripts); the pages' HTML (gatsby-ssr) reads its name from a note in .cache/.
 */

export const SEARCH_EARLY_ENTRY = path.join('src', 'features', 'search', 'early', 'early-search-entry.ts');
const MANIFEST = path.join('.cache', 'search-early.json');

export interface SearchEarlyBundle {
  /** The file in public/, e.g. search-early-0123abcd4567ef89.js. */
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
    define: inlinedEnvironment(env, pathPrefix),
    logLevel: 'silent',
  });
  const code = result.outputFiles[0].contents;
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 16);
  const bundle = { file: `search-early-${hash}.js`, bytes: code.byteLength };
  await mkdir(path.join(root, 'public'), { recursive: true });
  await writeFile(path.join(root, 'public', bundle.file), code);
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

/** For tests: the bundle's code as written. */
export const readSearchEarlyCode = (root: string, bundle: SearchEarlyBundle) =>
  readFile(path.join(root, 'public', bundle.file), 'utf8');
