import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { accountsConfig, PATH_PREFIX, siteConfig } from '../../src/core/config';
import { DEFAULT_HOST_ORIGIN, hostConfig } from '../../src/app/host-config';
import { startSandbox } from '../../sandbox/server';
import { startStaticServer } from '../../scripts/static-server';
import { siteCspOptions } from '../../scripts/static-server-headers';
import { startNginx } from '../../scripts/serve-nginx';
import { assertChromium } from './chromium';

type Closable = { close(): Promise<void> };

/** The port of a URL the build baked in (the browser calls it), e.g. http://localhost:8002 → 8002. */
function bakedPort(url: string): number {
  const { port, protocol } = new URL(url);
  return Number(port || (protocol === 'https:' ? 443 : 80));
}

/** A free loopback port (for nginx, which cannot be asked for one). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the built site on a free loopback port (on the project's Node server, or on nginx with
 * deploy/nginx.conf when E2E_SERVER=nginx: `npm run test:nginx`), then the sandbox on the ports the build points the
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
  const lookAlike = `http://127.0.0.1:${hostPagePort}`;
  const partners = `${process.env.MARKETPLACE_FRAME_ANCESTORS ?? ''} ${lookAlike}`;
  const csp = siteCspOptions({ ...process.env, MARKETPLACE_FRAME_ANCESTORS: partners });
  const site =
    process.env.E2E_SERVER === 'nginx'
      ? await startNginx({ root, port: await freePort(), extraFrameAncestors: [lookAlike] })
      : await startStaticServer({ root, prefix: PATH_PREFIX, port: 0, csp });
  if (process.env.E2E_SERVER === 'nginx') console.log(`\ne2e: the build is served by nginx (deploy/nginx.conf) at ${site.url}`);
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
