import { existsSync } from 'node:fs';
import path from 'node:path';
import { PATH_PREFIX } from '../../src/app/config';
import { startSandbox } from '../../sandbox/server';
import { startStaticServer } from '../../scripts/static-server';
import { assertChromium } from './chromium';

type Closable = { close(): Promise<void> };

/** Starts the sandbox and a server for the build, each on a free loopback port. */
export default async function globalSetup(): Promise<void> {
  assertChromium();
  const root = path.resolve(__dirname, '../../public');
  if (!existsSync(path.join(root, 'index.html'))) {
    throw new Error('No build in public/. Run `npm run build` first (npm run test:e2e does it for you).');
  }
  const sandbox = await startSandbox(0);
  const site = await startStaticServer({ root, prefix: PATH_PREFIX, port: 0 });
  process.env.E2E_SITE_URL = site.url;
  process.env.E2E_SANDBOX_URL = sandbox.url;
  (globalThis as { __E2E_SERVERS__?: Closable[] }).__E2E_SERVERS__ = [site, sandbox];
}
