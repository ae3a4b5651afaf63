import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseAppsArg } from './bench/args';
import { acquireBuildLock, releaseBuildLock } from './bench/build-lock';
import { appCountOf, ensureScaledCatalogue } from './bench/catalogue';
import { countPages } from './bench/count-pages';
import { processTree, samplePeakRss } from './bench/process-tree';
import { runLogged, tailOf } from './bench/run-logged';

/**
 * `npm run bench:build -- [--apps N]`: times a clean `gatsby build --prefix-paths` of the bundled
 * catalogue (or a scaled one of N apps) and reports pages, wall time and the peak RSS of the build's
 * whole process tree. The last line is for machines:
 *   bench:build apps=<n> pages=<n> wall_s=<x.x> ms_per_page=<y.y> peak_rss_mb=<z>
 */
const root = path.resolve(__dirname, '..');
const gatsby = path.join(root, 'node_modules/.bin/gatsby');

async function main(): Promise<void> {
  const apps = parseAppsArg(process.argv.slice(2));
  const logPath = `/tmp/bench-build-${new Date().toISOString().replace(/[:.]/g, '-')}.log`;
  console.log(`bench:build: build output goes to ${logPath}`);

  const catalogueDir = apps === undefined ? path.join(root, 'sandbox/data') : await ensureScaledCatalogue(root, apps, logPath);
  const appCount = appCountOf(catalogueDir);
  console.log(`bench:build: catalogue ${path.relative(root, catalogueDir)} (${appCount} applications)`);

  // Telemetry would phone home; an inherited CATALOGUE_DIR would make the "bundled" run something else.
  const env: NodeJS.ProcessEnv = { ...process.env, GATSBY_TELEMETRY_DISABLED: '1' };
  delete env.CATALOGUE_DIR;
  if (apps !== undefined) env.CATALOGUE_DIR = catalogueDir;

  await acquireBuildLock();
  let buildPid: number | undefined;
  const abort = () => {
    // Stop the build we started (and its workers), free the lock, leave.
    if (buildPid !== undefined) for (const pid of processTree(buildPid).reverse()) stop(pid);
    releaseBuildLock();
    process.exit(130);
  };
  process.on('SIGINT', abort);
  process.on('SIGTERM', abort);
  try {
    console.log('bench:build: gatsby clean…');
    if ((await runLogged(gatsby, ['clean'], { cwd: root, env, logPath }).exited) !== 0) fail('gatsby clean failed', logPath);

    console.log('bench:build: gatsby build --prefix-paths (clean)…');
    const started = performance.now();
    const build = runLogged(gatsby, ['build', '--prefix-paths'], { cwd: root, env, logPath });
    buildPid = build.child.pid;
    const sampler = buildPid === undefined ? null : samplePeakRss(buildPid);
    const code = await build.exited;
    const wallMs = performance.now() - started;
    const peakKb = sampler?.stop() ?? 0;
    buildPid = undefined;
    if (code !== 0) fail(`gatsby build exited with ${code}`, logPath);

    // Count before releasing the lock: the next builder starts by wiping public/.
    const pages = countPages(path.join(root, 'public'));
    report({ apps: appCount, pages, wallMs, peakKb });
  } finally {
    releaseBuildLock();
  }
  if (apps !== undefined) {
    console.log(
      `bench:build: note: public/ now holds the scaled build (${appCount} apps). \`npm start\` rebuilds the bundled one`,
    );
    console.log('bench:build:       by itself, since the clean removed its stamp (public/.build-stamp).');
  }
}

function stop(pid: number): void {
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    // Already gone.
  }
}

function fail(message: string, logPath: string): never {
  console.error(`bench:build: ${message}; last 40 lines of ${logPath}:`);
  if (existsSync(logPath)) for (const line of tailOf(logPath, 40)) console.error(`  ${line}`);
  releaseBuildLock();
  process.exit(1);
}

function report({ apps, pages, wallMs, peakKb }: { apps: number; pages: number; wallMs: number; peakKb: number }): void {
  const wallS = (wallMs / 1000).toFixed(1);
  const msPerPage = pages > 0 ? (wallMs / pages).toFixed(1) : 'NA';
  const peakMb = Math.round(peakKb / 1024);
  console.log(`bench:build: ${pages} pages (page-data.json files, 404/500 included) in ${wallS} s, ${msPerPage} ms/page`);
  console.log(`bench:build: peak RSS ${peakMb} MB (VmRSS summed over gatsby and its workers, sampled every 100 ms)`);
  console.log(`bench:build apps=${apps} pages=${pages} wall_s=${wallS} ms_per_page=${msPerPage} peak_rss_mb=${peakMb}`);
}

main().catch((error: unknown) => {
  console.error(`bench:build: ${error instanceof Error ? error.message : String(error)}`);
  releaseBuildLock();
  process.exit(1);
});
