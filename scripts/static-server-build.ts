import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import sirv, { type RequestHandler } from 'sirv';
import { cacheMatcher } from './static-server-cache';
import { pageHashes, readServingRules, servingRules, type PageHashes, type ServingRules } from './serving/rules';

/** Every file of the build, relative with `/`, dot files left out (as sirv leaves them out). */
function listFiles(root: string): Set<string> {
  const files = new Set<string>();
  const walk = (dir: string, relative: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      if (entry.isDirectory()) walk(path.join(dir, entry.name), `${relative}${entry.name}/`);
      else if (entry.isFile()) files.add(`${relative}${entry.name}`);
    }
  };
  walk(root, '');
  return files;
}

/** Changes whenever a build finishes: Gatsby rewrites app-data.json (the compilation hash) each time. */
export function buildKey(root: string): string {
  try {
    const { mtimeMs, size } = statSync(path.join(root, 'page-data', 'app-data.json'));
    return `${mtimeMs}:${size}`;
  } catch {
    return 'no-build';
  }
}

export type Encoding = 'br' | 'gzip';
const EXTENSIONS: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/** The .br/.gz copies at least as new as their file: a copy left from an older build is never sent. */
function freshCopies(root: string, files: ReadonlySet<string>): Set<string> {
  const fresh = new Set<string>();
  for (const file of files) {
    if (!/\.(br|gz)$/.test(file) || !files.has(file.slice(0, -3))) continue;
    if (statSync(path.join(root, file)).mtimeMs >= statSync(path.join(root, file.slice(0, -3))).mtimeMs) fresh.add(file);
  }
  return fresh;
}

export interface BuildIndex {
  key: string;
  files: ReadonlySet<string>;
  /** The rules the build wrote (public/.serving/rules.json), or the same rules made now if it wrote none. */
  rules: ServingRules;
  /** Cache-Control of a file of the build, by the rules' cache list. */
  cacheControl(relativePath: string): string;
  /** Whether a file is one of the build's private files (answered 404). */
  isPrivate(relativePath: string): boolean;
  /** The up-to-date precompressed copy of a file in one of the encodings, if there is one. */
  compressed(file: string, encoding: Encoding): string | null;
  /** sirv over the build: ranges, ETag/304; its file list is read once. */
  send: RequestHandler;
  /** The CSP hashes of an HTML file's inline scripts and styles (from the rules; read once for a file they lack). */
  hashes(relativePath: string): PageHashes;
}

export function indexBuild(root: string, prefix: string): BuildIndex {
  const key = buildKey(root);
  const files = listFiles(root);
  const rules = readServingRules(root) ?? servingRules(root, prefix);
  const hashes = new Map<string, PageHashes>(Object.entries(rules.pages));
  const privateFile = new RegExp(rules.private, 'i');
  const fresh = freshCopies(root, files);
  return {
    key,
    files,
    rules,
    cacheControl: cacheMatcher(rules.cache, rules.cacheDefault),
    isPrivate: (relativePath) => privateFile.test(relativePath.replace(/\.(br|gz)$/i, '')),
    compressed: (file, encoding) => (fresh.has(file + EXTENSIONS[encoding]) ? file + EXTENSIONS[encoding] : null),
    // Which copy to send is chosen by the caller (only fresh ones); sirv sends it with its encoding.
    send: sirv(root, { dev: false, etag: true, brotli: false, gzip: false, extensions: [], dotfiles: false }),
    hashes(relativePath) {
      let found = hashes.get(relativePath);
      if (!found) {
        found = pageHashes(readFileSync(path.join(root, relativePath), 'utf8'));
        hashes.set(relativePath, found);
      }
      return found;
    },
  };
}
