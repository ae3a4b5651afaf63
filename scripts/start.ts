import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { PATH_PREFIX } from '../src/core/config';
import { startSandbox } from '../sandbox/server';
import { isBuildFresh, markBuildFresh } from './build-state';
import { startStaticServer } from './static-server';
import { frameAncestorsOf } from './static-server-csp';
import { siteCspOptions } from './static-server-headers';
import { readServingRules } from './serving/rules';
import { precompressBuild, pruneCompressed } from './static-server-precompress';
import { keepServingOnStrayErrors } from './static-server-process';

/**
 * `npm start`: build the site if its inputs changed since the last build, then serve it at
 * http://localhost:8000/marketplace/ with the sandbox services beside it on :8001 and its accounts
 * service (the sign-in page) on :8002, and the sandbox host page (the site as the agent app or a
 * partner's iframe) on :8003. One process runs all three: a failing request is answered
 * and logged, never the end of it.
 */
const root = path.resolve(__dirname, '..');
const publicDir = path.join(root, 'public');
const SITE_PORT = Number(process.env.PORT ?? 8000);
const SANDBOX_PORT = Number(process.env.SANDBOX_PORT ?? 8001);

async function main() {
  if (isBuildFresh(root)) {
    console.log('start: the build is up to date (public/); skipping the build.');
  } else {
    console.log('start: building the site (gatsby build --prefix-paths)…');
    const build = spawnSync('npx', ['gatsby', 'build', '--prefix-paths'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) {
      console.error('start: the build failed; see the output above.');
      process.exit(build.status ?? 1);
    }
    markBuildFresh(root);
  }
  // The build's serving rules hold its policy; an invalid MARKETPLACE_FRAME_ANCESTORS stopped the build.
  const csp = readServingRules(publicDir)?.csp ?? siteCspOptions();
  // Compressed copies of an older build must never be sent for the new one.
  await pruneCompressed(publicDir);
  // The accounts page signs in only for the site's own origin (redirect_uri, frame-ancestors).
  const sandbox = await startSandbox({
    port: SANDBOX_PORT,
    siteOrigins: process.env.SANDBOX_SITE_ORIGINS || `http://localhost:${SITE_PORT}`,
  });
  // The host page may frame the site (agent app, partner iframe) even where SANDBOX_HOST_PAGE_PORT
  // moved it off the configured host origins, and so may its look-alike on 127.0.0.1 (a partner's
  // page the bridge does not trust: README, "Inside the host application"). A configured `*` or
  // 'none' still wins.
  const hostPage = new URL(sandbox.hostPageUrl);
  const lookAlike = `${hostPage.protocol}//127.0.0.1:${hostPage.port}`;
  const framers = frameAncestorsOf([hostPage.origin, lookAlike], csp.frameAncestors);
  const site = await startStaticServer({
    root: publicDir,
    prefix: PATH_PREFIX,
    port: SITE_PORT,
    csp: { ...csp, frameAncestors: framers },
  });
  keepServingOnStrayErrors('start');
  console.log(`start: sandbox services on ${sandbox.url}; accounts sign-in on ${sandbox.accountsUrl}`);
  console.log(`start: host page on ${sandbox.hostPageUrl}/ (agent app) and ${sandbox.hostPageUrl}/?mode=iframe (partner iframe)`);
  console.log(`start: the marketplace is on ${site.url}  (Ctrl+C stops both)`);
  console.log(`start: Content-Security-Policy enforced; frame-ancestors ${framers.join(' ')}`);
  precompressBuild(publicDir).then(
    ({ written, milliseconds }) => {
      site.refresh();
      if (written > 0) console.log(`start: ${written} brotli/gzip copies written in ${milliseconds} ms`);
    },
    (error: unknown) => console.error(`start: precompression failed (files are sent uncompressed): ${String(error)}`),
  );
  const stop = async () => {
    await Promise.all([site.close(), sandbox.close()]);
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(`start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
