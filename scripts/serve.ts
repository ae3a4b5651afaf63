import path from 'node:path';
import { PATH_PREFIX } from '../src/core/config';
import { startStaticServer } from './static-server';
import { readServingRules } from './serving/rules';
import { precompressBuild, pruneCompressed } from './static-server-precompress';
import { keepServingOnStrayErrors } from './static-server-process';

/** `npm run serve`: serve the existing build in public/ under /marketplace (no sandbox, no build). */
const port = Number(process.env.PORT ?? 8000);
const root = path.resolve(__dirname, '..', 'public');

async function main() {
  await pruneCompressed(root);
  // The policy and every other rule are the build's own (public/.serving/rules.json).
  const site = await startStaticServer({ root, prefix: PATH_PREFIX, port });
  keepServingOnStrayErrors('serve');
  console.log(`serve: ${site.url}`);
  const rules = readServingRules(root);
  if (rules) console.log(`serve: Content-Security-Policy enforced; frame-ancestors ${rules.csp.frameAncestors.join(' ')}`);
  else console.warn('serve: the build wrote no serving rules (an older build?): they are made now from this configuration');
  // Brotli and gzip copies are written in the background; until then files go out uncompressed.
  await precompressBuild(root).then(
    () => site.refresh(),
    (error: unknown) => console.error(`serve: precompression failed (files are sent uncompressed): ${String(error)}`),
  );
}

main().catch((error: unknown) => {
  console.error(`serve: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
