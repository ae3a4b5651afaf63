import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { CACHE_DEFAULT, CACHE_RULES } from '../static-server-cache';
import { inlineScriptHashes, inlineStyleHashes, type CspOptions } from '../static-server-csp';
import { securityHeaders, siteCspOptions } from '../static-server-headers';
import { BUILD_INTERNALS } from '../static-server-internals';

/**
 * The one definition of how the build is served: written by the build (gatsby-node onPostBuild,
 * scripts/serving/emit.ts) into public/.serving/rules.json, rendered from there as an nginx include
 * and a `_headers` / `_redirects` pair, and read by the project's Node server. Each server only
 * translates these rules; none has rules of its own.
 */
export interface ServingRules {
  version: 1;
  /** The webpack compilation the rules were made for (page-data/app-data.json). */
  compilationHash: string;
  /** The path the site is served under, e.g. `/marketplace`. */
  prefix: string;
  /** The page answered, with status 404, for any address the build has no file for. */
  notFound: string;
  /** Client-only areas (`/cart/`, …), longest first: an address under one gets its `[...]/index.html`. */
  clientOnly: string[];
  /** Cache-Control by file (relative to public/, `/`-separated, without .br/.gz): first match wins. */
  cache: Array<{ pattern: string; value: string }>;
  cacheDefault: string;
  /** Files of the build answered 404 as if absent (regular expression over the relative path). */
  private: string;
  /** Headers of every response, the CSP apart. */
  headers: Record<string, string>;
  /** The CSP's sources; the policy of a page adds that page's inline script hashes. */
  csp: CspOptions;
  /** The sha256 sources of each HTML file's inline scripts and style elements. */
  pages: Record<string, PageHashes>;
  /** The offline worker: its file and the scope it may control. */
  serviceWorker: { file: string; allowed: string };
}

export interface PageHashes {
  scripts: string[];
  styles: string[];
}

export const SERVING_DIR = '.serving';

/** The CSP hashes of an HTML document's inline scripts and style elements. */
export function pageHashes(html: string): PageHashes {
  return { scripts: inlineScriptHashes(html), styles: inlineStyleHashes(html) };
}
export const RULES_FILE = 'rules.json';

/** The build's HTML files, relative to `root`, sorted (dot files and the build's internals left out). */
export function htmlFiles(root: string): string[] {
  const found: string[] = [];
  const walk = (dir: string, relative: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      if (entry.isDirectory()) walk(path.join(dir, entry.name), `${relative}${entry.name}/`);
      else if (entry.name.endsWith('.html') && !BUILD_INTERNALS.test(`${relative}${entry.name}`))
        found.push(`${relative}${entry.name}`);
    }
  };
  walk(root, '');
  return found.sort();
}

export function compilationHashOf(root: string): string {
  try {
    const data = JSON.parse(readFileSync(path.join(root, 'page-data', 'app-data.json'), 'utf8')) as {
      webpackCompilationHash?: unknown;
    };
    return typeof data.webpackCompilationHash === 'string' ? data.webpackCompilationHash : '';
  } catch {
    return '';
  }
}

/** Client-only areas of a build's HTML files: `<area>/[...]/index.html` → `/<area>/`. */
export function clientOnlyAreas(files: readonly string[]): string[] {
  return files
    .filter((file) => file.endsWith('/[...]/index.html'))
    .map((file) => `/${file.slice(0, -'[...]/index.html'.length)}`)
    .sort((a, b) => b.length - a.length || a.localeCompare(b));
}

/**
 * The rules of the build in `root`, with the CSP sources of `env` (the build's configuration:
 * API and accounts origins, GATSBY_HOST_ORIGINS, MARKETPLACE_FRAME_ANCESTORS; an invalid value throws).
 */
export function servingRules(
  root: string,
  prefix: string,
  env: NodeJS.ProcessEnv = process.env,
  csp = siteCspOptions(env),
): ServingRules {
  const files = htmlFiles(root);
  return {
    version: 1,
    compilationHash: compilationHashOf(root),
    prefix,
    notFound: '404.html',
    clientOnly: clientOnlyAreas(files),
    cache: CACHE_RULES.map(({ pattern, value }) => ({ pattern: pattern.source, value })),
    cacheDefault: CACHE_DEFAULT,
    private: BUILD_INTERNALS.source,
    headers: securityHeaders(csp),
    csp,
    pages: Object.fromEntries(files.map((file) => [file, pageHashes(readFileSync(path.join(root, file), 'utf8'))])),
    serviceWorker: { file: 'sw.js', allowed: `${prefix}/` },
  };
}

/** The rules the build wrote, or null when there are none or they belong to another compilation. */
export function readServingRules(root: string): ServingRules | null {
  const file = path.join(root, SERVING_DIR, RULES_FILE);
  if (!existsSync(file)) return null;
  try {
    const rules = JSON.parse(readFileSync(file, 'utf8')) as ServingRules;
    return rules.version === 1 && rules.compilationHash === compilationHashOf(root) ? rules : null;
  } catch {
    return null;
  }
}
