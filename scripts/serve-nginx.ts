import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PATH_PREFIX } from '../src/core/config';
import { emitServingRules } from './serving/emit';
import { readServingRules, SERVING_DIR } from './serving/rules';
import { precompressBuild, pruneCompressed } from './static-server-precompress';

/**
 * Runs deploy/nginx.conf on loopback against a build, as an operator would run it, with only the
 * port and the /var/www paths rewritten: a private prefix directory (pid, logs, temp files), and a
 * root in which `<prefix>` is a link to the build. `npm run serve:nginx` uses it; the nginx stage
 * of the journeys (e2e/support/nginx-setup.ts) too.
 */
export const NGINX = process.env.NGINX_BIN || '/usr/sbin/nginx';

export interface NginxSite {
  url: string;
  port: number;
  dir: string;
  /** The error log, for a test that fails. */
  errorLog(): string;
  close(): Promise<void>;
}

export interface NginxOptions {
  root: string;
  port: number;
  /** Rules written for this run (e.g. a test's extra frame-ancestors) instead of the build's own. */
  extraFrameAncestors?: string[];
}

/** deploy/nginx.conf, rewritten for a run on loopback in `dir`. */
export function localNginxConf(deployConf: string, options: { dir: string; port: number; servingDir: string }): string {
  const server = deployConf
    .replace(/^\s*listen 80;/m, `    listen 127.0.0.1:${options.port};`)
    .replaceAll('/var/www/marketplace/.serving', options.servingDir)
    .replaceAll('root /var/www;', `root ${path.join(options.dir, 'www')};`);
  const temp = (name: string) => `${name}_temp_path ${path.join(options.dir, name)};`;
  return [
    `pid ${path.join(options.dir, 'nginx.pid')};`,
    `error_log ${path.join(options.dir, 'error.log')} warn;`,
    'worker_processes 1;',
    'events { worker_connections 512; }',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    '  types { application/manifest+json webmanifest; }',
    `  access_log ${path.join(options.dir, 'access.log')};`,
    '  sendfile on;',
    ...['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${temp(name)}`),
    server,
    '}',
    '',
  ].join('\n');
}

/** Checks the configuration with `nginx -t`; throws with nginx's own words when it fails. */
export function testNginxConf(confFile: string, dir: string): void {
  const result = spawnSync(NGINX, ['-t', '-q', '-p', dir, '-c', confFile], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`nginx -t failed: ${result.stderr || result.stdout || result.error?.message}`);
}

export async function startNginx(options: NginxOptions): Promise<NginxSite> {
  if (!existsSync(NGINX)) throw new Error(`no nginx at ${NGINX}: apt-get install -y nginx-light (or set NGINX_BIN)`);
  // gzip_static sends a .gz as it is, however old: a copy older than its file must not be there.
  await pruneCompressed(options.root);
  const dir = mkdtempSync(path.join(tmpdir(), 'marketplace-nginx-'));
  // Run as root, nginx's workers drop to `nobody`: they must be able to walk into the directory.
  chmodSync(dir, 0o755);
  // The build's own rules, as a deploy uses them; written afresh only for a run that changes them.
  let servingDir = path.join(options.root, SERVING_DIR);
  if (options.extraFrameAncestors?.length || !readServingRules(options.root)) {
    servingDir = path.join(dir, 'serving');
    emitServingRules(options.root, PATH_PREFIX, { outDir: servingDir, extraFrameAncestors: options.extraFrameAncestors });
  }
  spawnSync('mkdir', ['-p', path.join(dir, 'www', path.dirname(PATH_PREFIX))]);
  symlinkSync(path.resolve(options.root), path.join(dir, 'www', PATH_PREFIX));
  const confFile = path.join(dir, 'nginx.conf');
  const deployConf = readFileSync(path.resolve(__dirname, '..', 'deploy', 'nginx.conf'), 'utf8');
  writeFileSync(confFile, localNginxConf(deployConf, { dir, port: options.port, servingDir }));
  testNginxConf(confFile, dir);
  const child = spawn(NGINX, ['-p', dir, '-c', confFile, '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] });
  // nginx runs on its own: it must not outlive this process.
  const stopChild = () => child.kill('SIGQUIT');
  process.once('exit', stopChild);
  child.once('exit', () => process.removeListener('exit', stopChild));
  const url = `http://localhost:${options.port}${PATH_PREFIX}/`;
  const errorLog = () => (existsSync(path.join(dir, 'error.log')) ? readFileSync(path.join(dir, 'error.log'), 'utf8') : '');
  await waitUntilServing(url, child, errorLog);
  return {
    url,
    port: options.port,
    dir,
    errorLog,
    close: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve(rmSync(dir, { recursive: true, force: true }));
        child.once('exit', () => resolve(rmSync(dir, { recursive: true, force: true })));
        child.kill('SIGQUIT');
      }),
  };
}

async function waitUntilServing(url: string, child: ReturnType<typeof spawn>, errorLog: () => string): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`nginx exited (${child.exitCode}): ${errorLog()}`);
    try {
      await fetch(url, { method: 'HEAD' });
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  child.kill('SIGQUIT');
  throw new Error(`nginx did not answer on ${url}: ${errorLog()}`);
}

async function main() {
  const root = path.resolve(__dirname, '..', 'public');
  if (!existsSync(path.join(root, 'index.html'))) throw new Error('no build in public/: run `npm run build` first');
  // Stale copies are rewritten here, and those of removed files pruned by startNginx.
  const { written, milliseconds } = await precompressBuild(root);
  console.log(`serve:nginx: ${written} gzip/brotli copies written in ${milliseconds} ms`);
  const site = await startNginx({ root, port: Number(process.env.PORT ?? 8080) });
  console.log(`serve:nginx: ${site.url} (deploy/nginx.conf; files in ${site.dir}); Ctrl+C stops it`);
  const stop = () => void site.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(`serve:nginx: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  });
}
