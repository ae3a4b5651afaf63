import { existsSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { accountsConfig, PATH_PREFIX, siteConfig } from '../../src/core/config';
import { DEFAULT_HOST_ORIGIN, hostConfig } from '../../src/app/host-config';
import { startSandbox, type RunningSandbox } from '../../sandbox/server';
import { startNginx } from '../serve-nginx';
import { startStaticServer } from '../static-server';
import { siteCspOptions } from '../static-server-headers';

/** The port of a URL the build baked in (the browser calls it), e.g. http://localhost:8002 → 8002. */
export function bakedPort(url: string): number {
  const { port, protocol } = new URL(url);
  return Number(port || (protocol === 'https:' ? 443 : 80));
}

/** A free loopback port (for nginx, which cannot be asked for one). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

export interface SiteAndSandbox {
  site: { url: string; close(): Promise<void> };
  sandbox: RunningSandbox;
}

/**
 * The build in public/ on a free loopback port (the project's Node server, or nginx with
 * deploy/nginx.conf), then the sandbox on the ports the build points the browser at (the API and
 * the accounts service, :8001 and :8002 by default, the host page :8003), trusting that site's origin
 * for sign-in (redirect_uri, framing of the sign-in page). The e2e suite and the benches that need
 * the host page start the servers so; the sandbox's ports are shared: run them under the same lock.
 */
export async function startSiteAndSandbox({ server = 'node' }: { server?: 'node' | 'nginx' } = {}): Promise<SiteAndSandbox> {
  const root = path.resolve(__dirname, '../../public');
  if (!existsSync(path.join(root, 'index.html'))) throw new Error('No build in public/. Run `npm run build` first.');
  // The build trusts the host page's origin (GATSBY_HOST_ORIGINS, :8003 by default).
  const hostPagePort = bakedPort(hostConfig.origins[0] ?? DEFAULT_HOST_ORIGIN);
  // frame-ancestors: the site, the host applications (the host page among them) and, as a partner
  // embedding the site, the host page under another name (host.e2e.ts: the look-alike host's
  // frame must load for its messages to be ignored).
  const lookAlike = `http://127.0.0.1:${hostPagePort}`;
  const site =
    server === 'nginx'
      ? await startNginx({ root, port: await freePort(), extraFrameAncestors: [lookAlike] })
      : await startStaticServer({
          root,
          prefix: PATH_PREFIX,
          port: 0,
          csp: siteCspOptions({
            ...process.env,
            MARKETPLACE_FRAME_ANCESTORS: `${process.env.MARKETPLACE_FRAME_ANCESTORS ?? ''} ${lookAlike}`,
          }),
        });
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
  return { site, sandbox };
}
