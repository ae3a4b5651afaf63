import path from 'node:path';
import { PATH_PREFIX } from '../src/core/config';
import { startStaticServer } from './static-server';
import { siteCspOptions } from './static-server-headers';
import { precompressBuild, pruneCompressed } from './static-server-precompress';
import { keepServingOnStrayErrors } from './static-server-process';

/** `npm run serve`: serve the existing build in public/ under /marketplace (no sandbox, no build). */
const port = Number(process.env.PORT ?? 8000);
const root = path.resolve(__dirname, '..', 'public');

async function main() {
  // An invalid MARKETPLACE_FRAME_ANCESTORS stops here, with the reason.
  const csp = siteCspOptions();
  await pruneCompressed(root);
  const site = await startStaticServer({ root, prefix: PATH_PREFIX, port, csp });
  keepServingOnStrayErrors('serve');
  console.log(`serve: ${site.url}`);
  console.log(`serve: Content-Security-Policy enforced; frame-ancestors ${csp.frameAncestors.join(' ')}`);
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
