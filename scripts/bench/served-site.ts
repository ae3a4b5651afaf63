import { existsSync } from 'node:fs';
import path from 'node:path';
import { accountsConfig, PATH_PREFIX, siteConfig } from '../../src/core/config';
import { startSandbox } from '../../sandbox/server';
import { startStaticServer } from '../static-server';
import { precompressBuild, pruneCompressed } from '../static-server-precompress';
import { bakedPort } from '../testing/site-and-sandbox';

export interface ServedSite {
  /** e.g. http://localhost:41234/marketplace/ */
  url: string;
  publicDir: string;
  close(): Promise<void>;
}

/** A build directory served as `npm start` serves it (brotli/gzip copies, same headers), on a free loopback port. */
export async function serveBuild(publicDir: string) {
  if (!existsSync(path.join(publicDir, 'index.html'))) throw new Error(`no build in ${publicDir}; run \`npm run build\` first`);
  await pruneCompressed(publicDir);
  await precompressBuild(publicDir);
  return startStaticServer({ root: publicDir, prefix: PATH_PREFIX, port: 0 });
}

/** The sandbox on the ports the build calls, answering the sites at `siteUrls`; says why when it cannot start. */
export function startSandboxFor(siteUrls: readonly string[]) {
  return startSandbox({
    port: bakedPort(siteConfig.apiUrl),
    accountsPort: bakedPort(accountsConfig.url),
    siteOrigins: siteUrls.map((url) => new URL(url).origin),
  }).catch((error: unknown) => {
    throw new Error(
      `could not start the sandbox on ${siteConfig.apiUrl} and ${accountsConfig.url} (is \`npm start\` or the e2e suite running?): ` +
        `${error instanceof Error ? error.message : String(error)}`,
    );
  });
}

/**
 * The production build in public/ (serveBuild), with the sandbox on the ports the build calls. Those
 * ports are shared with the e2e suite: run benches that use this under the same lock.
 */
export async function startServedSite(root: string): Promise<ServedSite> {
  const publicDir = path.join(root, 'public');
  const site = await serveBuild(publicDir);
  const sandbox = await startSandboxFor([site.url]).catch(async (error: unknown) => {
    await site.close();
    throw error;
  });
  return {
    url: site.url,
    publicDir,
    close: async () => {
      await Promise.all([site.close(), sandbox.close()]);
    },
  };
}

/** A page of the build: the first of `candidates` whose HTML the build wrote, as a site path. */
export function firstBuiltPage(publicDir: string, candidates: readonly string[]): string {
  const found = candidates.find((sitePath) => existsSync(path.join(publicDir, sitePath, 'index.html')));
  if (!found) throw new Error(`none of ${candidates.join(', ')} is in the build`);
  return found;
}
