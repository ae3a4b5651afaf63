import path from 'node:path';
import { PATH_PREFIX } from '../src/app/config';
import { startStaticServer } from './static-server';

/** `npm run serve`: serve the existing build in public/ under /marketplace (no sandbox, no build). */
const port = Number(process.env.PORT ?? 8000);
startStaticServer({ root: path.resolve(__dirname, '..', 'public'), prefix: PATH_PREFIX, port })
  .then(({ url }) => console.log(`serve: ${url}`))
  .catch((error: unknown) => {
    console.error(`serve: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
