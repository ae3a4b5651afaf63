import { mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { frameAncestorsOf } from '../static-server-csp';
import { siteCspOptions } from '../static-server-headers';
import { nginxHttpConf, nginxServerConf } from './nginx';
import { RULES_FILE, SERVING_DIR, servingRules, type ServingRules } from './rules';
import { headersFile, redirectsFile } from './static-host';

export interface EmitOptions {
  /** Where the nginx includes and rules.json go; default public/.serving. */
  outDir?: string;
  env?: NodeJS.ProcessEnv;
  /** Extra frame-ancestors sources (a test's look-alike host). */
  extraFrameAncestors?: string[];
}

function allFiles(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => !file.split('/').some((part) => part.startsWith('.')));
}

/**
 * Writes the serving rules of the build in `root` (public/): `.serving/rules.json` (read by the
 * Node server), `.serving/nginx-http.conf` and `.serving/nginx-server.conf` (included by
 * deploy/nginx.conf), and `_headers` / `_redirects` for static hosts. Runs after every build
 * (gatsby-node onPostBuild); `npm run serving-rules` writes them again for another configuration.
 */
export function emitServingRules(root: string, prefix: string, options: EmitOptions = {}): ServingRules {
  const csp = siteCspOptions(options.env ?? process.env);
  const extra = options.extraFrameAncestors ?? [];
  // A configured `*` or 'none' still wins (frameAncestorsOf).
  if (extra.length > 0) csp.frameAncestors = frameAncestorsOf(extra, csp.frameAncestors);
  const rules = servingRules(root, prefix, options.env ?? process.env, csp);
  const outDir = options.outDir ?? path.join(root, SERVING_DIR);
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, RULES_FILE), `${JSON.stringify(rules, null, 1)}\n`);
  writeFileSync(path.join(outDir, 'nginx-http.conf'), nginxHttpConf(rules));
  writeFileSync(path.join(outDir, 'nginx-server.conf'), nginxServerConf(rules));
  if (!options.outDir) {
    const files = allFiles(root);
    writeFileSync(path.join(root, '_headers'), headersFile(rules, files));
    writeFileSync(path.join(root, '_redirects'), redirectsFile(rules, files));
  }
  return rules;
}
