import path from 'node:path';
import { precompressBuild, pruneCompressed } from './static-server-precompress';

/** `npm run precompress`: the .br/.gz copies of public/'s text files, for a deploy (nginx's gzip_static). */
async function main() {
  const root = path.resolve(__dirname, '..', 'public');
  const removed = await pruneCompressed(root);
  const { files, written, milliseconds } = await precompressBuild(root);
  console.log(`precompress: ${written} copies written for ${files} files in ${milliseconds} ms; ${removed} stale copies removed`);
}

main().catch((error: unknown) => {
  console.error(`precompress: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
