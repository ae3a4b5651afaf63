import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Inputs of a build: a change to any of them (or to a GATSBY_* variable) makes the build stale. */
const INPUTS = [
  'src',
  'static',
  'sandbox/data',
  'gatsby-config.ts',
  'gatsby-node.ts',
  'gatsby-browser.tsx',
  'gatsby-ssr.tsx',
  'package-lock.json',
];
const STAMP = 'public/.build-stamp';

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

export function buildFingerprint(root: string): string {
  const env = Object.keys(process.env)
    .filter((key) => key.startsWith('GATSBY_') || key === 'CATALOGUE_DIR')
    .sort()
    .map((key) => `${key}=${process.env[key]}`);
  const mtimes = INPUTS.map((input) => `${input}:${newestMtime(path.join(root, input))}`);
  return createHash('sha1')
    .update([...env, ...mtimes].join('\n'))
    .digest('hex');
}

export function isBuildFresh(root: string): boolean {
  const stamp = path.join(root, STAMP);
  return (
    existsSync(path.join(root, 'public/index.html')) &&
    existsSync(stamp) &&
    readFileSync(stamp, 'utf8') === buildFingerprint(root)
  );
}

export function markBuildFresh(root: string): void {
  writeFileSync(path.join(root, STAMP), buildFingerprint(root));
}
