import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import sirv, { type RequestHandler } from 'sirv';
import { inlineScriptHashes } from './static-server-csp';

/** Client-only route prefixes, found as public/<route>/[...]/index.html (e.g. `/cart/`). */
export function clientOnlyPrefixes(files: ReadonlySet<string>): string[] {
  return [...files]
    .filter((file) => file.endsWith('/[...]/index.html'))
    .map((file) => `/${file.slice(0, -'[...]/index.html'.length)}`)
    .sort((a, b) => b.length - a.length);
}

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

export interface BuildIndex {
  key: string;
  files: ReadonlySet<string>;
  clientOnly: string[];
  /** sirv over the build: ranges, ETag/304, precompressed .br/.gz; its file list is read once. */
  send: RequestHandler;
  /** The CSP hashes of an HTML file's inline scripts (read once per build). */
  scriptHashes(relativePath: string): string[];
}

export function indexBuild(root: string): BuildIndex {
  const key = buildKey(root);
  const files = listFiles(root);
  const hashes = new Map<string, string[]>();
  return {
    key,
    files,
    clientOnly: clientOnlyPrefixes(files),
    send: sirv(root, { dev: false, etag: true, brotli: true, gzip: true, extensions: [], dotfiles: false }),
    scriptHashes(relativePath) {
      let found = hashes.get(relativePath);
      if (!found) {
        found = inlineScriptHashes(readFileSync(path.join(root, relativePath), 'utf8'));
        hashes.set(relativePath, found);
      }
      return found;
    },
  };
}
