import { existsSync } from 'node:fs';
import path from 'node:path';
import { accountsConfig, PATH_PREFIX, siteConfig } from '../../src/core/config';
import { DEFAULT_HOST_ORIGIN, hostConfig } from '../../src/app/host-config';
import { startSandbox } from '../../sandbox/server';
import { startStaticServer } from '../../scripts/static-server';
import { siteCspOptions } from '../../scripts/static-server-headers';
import { assertChromium } from './chromium';

type Closable = { close(): Promise<void> };

/** The port of a URL the build baked in (the browser calls it), e.g. http://localhost:8002 → 8002. */
function bakedPort(url: string): number {
  const { port, protocol } = new URL(url);
  return Number(port || (protocol === 'https:' ? 443 : 80));
}

/**
 * Starts the built site on a free loopback port, then the sandbox on the ports the build points the
 * browser at (the API and the accounts service, :8001 and :8002 by default), trusting that site's
 * origin for sign-in (redirect_uri, framing of the sign-in page).
 */
export default async function globalSetup(): Promise<void> {
  assertChromium();
  const root = path.resolve(__dirname, '../../public');
  if (!existsSync(path.join(root, 'index.html'))) {
    throw new Error('No build in public/. Run `npm run build` first (npm run test:e2e does it for you).');
  }
  // The build trusts the host page's origin (GATSBY_HOST_ORIGINS, :8003 by default).
  const hostPagePort = bakedPort(hostConfig.origins[0] ?? DEFAULT_HOST_ORIGIN);
  // frame-ancestors: the site, the host applications (the host page among them) and, as a partner
  // embedding the site, the host page under another name (host.e2e.ts: the look-alike host's
  // frame must load for its messages to be ignored).
  const partners = `${process.env.MARKETPLACE_FRAME_ANCESTORS ?? ''} http://127.0.0.1:${hostPagePort}`;
  const csp = siteCspOptions({ ...process.env, MARKETPLACE_FRAME_ANCESTORS: partners });
  const site = await startStaticServer({ root, prefix: PATH_PREFIX, port: 0, csp });
  const sandbox = await startSandbox({
    port: bakedPort(siteConfig.apiUrl),
    accountsPort: bakedPort(accountsConfig.url),
    hostPagePort,
    siteOrigins: [new URL(site.url).origin],
  }).catch(async (error: unknown) => {
    await site.close();
    throw new Error(
      `could not start the sandbox on the ports the build uses (${siteConfig.apiUrl}, ${accountsConfig.url}): ` +
        `${error instanceof Error ? error.message : String(error)}. Is \`npm start\` running? Stop it first.`,
    );
  });
  process.env.E2E_SITE_URL = site.url;
  process.env.E2E_SANDBOX_URL = sandbox.url;
  process.env.E2E_ACCOUNTS_URL = sandbox.accountsUrl;
  process.env.E2E_HOST_PAGE_URL = sandbox.hostPageUrl;
  (globalThis as { __E2E_SERVERS__?: Closable[] }).__E2E_SERVERS__ = [site, sandbox];
}
