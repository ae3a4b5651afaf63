import { createHash } from 'node:crypto';
import { cp, mkdtemp, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PATH_PREFIX } from '../src/core/config';
import { UPDATE_READY_TEXT } from '../src/app/service-worker-updates';
import { emitServingRules } from '../scripts/serving/emit';
import { startStaticServer, type RunningServer } from '../scripts/static-server';
import { newVisit, waitForHydration, waitForServiceWorkerControl, waitForTitle, type Visit } from './support/site';

/**
 * §4 Loading, §7 service worker: a visitor whose browser runs the worker of deploy A comes back
 * after deploy B and gets a working page, never a blank one.
 *
 * Build A is the build the run made (public/), copied to a directory served on its own origin so
 * that its worker touches no other journey. Deploy B is that directory rebuilt as a new deploy
 * looks to the browser: every content-hashed file (JS, CSS) gets a new name, A's files are gone,
 * and the webpackCompilationHash of the HTML, app-data.json and every page-data.json is new (so is
 * the worker script, whose precache list names the new files). A second `gatsby build` would cost
 * a minute of `npm test` for the same observable change.
 */

const PUBLIC = path.resolve(__dirname, '../public');
const HASHED_NAME = /-([0-9a-f]{20})\.(?:js|css)(?:\.map)?$/;
const TEXT_FILE = /\.(?:html|js|json|css|map|txt|xml|webmanifest)$/;

async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

function nextHash(hash: string): string {
  return createHash('sha1').update(`deploy B ${hash}`).digest('hex').slice(0, hash.length);
}

/** Turns the build in `root` into deploy B; returns B's webpackCompilationHash. */
async function deployB(root: string): Promise<string> {
  const appData = JSON.parse(await readFile(path.join(root, 'page-data/app-data.json'), 'utf8')) as {
    webpackCompilationHash: string;
  };
  const files = await filesUnder(root);
  const renamed = new Map<string, string>([[appData.webpackCompilationHash, nextHash(appData.webpackCompilationHash)]]);
  for (const file of files) {
    const hash = HASHED_NAME.exec(path.basename(file))?.[1];
    if (hash) renamed.set(hash, nextHash(hash));
  }
  const pattern = new RegExp([...renamed.keys()].join('|'), 'g');
  for (const file of files) {
    if (TEXT_FILE.test(file)) {
      const text = await readFile(file, 'utf8');
      const changed = text.replace(pattern, (hash) => renamed.get(hash) ?? hash);
      if (changed !== text) await writeFile(file, changed);
    }
    const name = path.basename(file);
    const newName = name.replace(pattern, (hash) => renamed.get(hash) ?? hash);
    if (newName !== name) await rename(file, path.join(path.dirname(file), newName));
  }
  // As a build does, deploy B comes with its own serving rules (its pages' inline scripts changed).
  emitServingRules(root, PATH_PREFIX);
  return renamed.get(appData.webpackCompilationHash) ?? '';
}

describe('a new deploy under the worker of the old one', () => {
  let dir = '';
  let server: RunningServer | undefined;
  let visit: Visit | undefined;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'marketplace-deploy-'));
    // Precompressed copies would be of A's files: B is served uncompressed.
    await cp(PUBLIC, dir, { recursive: true, filter: (source) => !/\.(?:br|gz)$/.test(source) });
    server = await startStaticServer({ root: dir, prefix: PATH_PREFIX, port: 0 });
  });

  afterAll(async () => {
    await visit?.context.close();
    await server?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('shows the page and then the new deploy, with no uncaught error', async () => {
    if (!server) throw new Error('no server');
    const origin = `http://localhost:${server.port}`;
    const at = (sitePath: string) => `${origin}${PATH_PREFIX}${sitePath}`;

    // Build A: the worker installs and takes control.
    visit = await newVisit();
    const { page, errors } = visit;
    await page.goto(at('/apps/'));
    await waitForHydration(page);
    await waitForServiceWorkerControl(page);
    const hashA = await page.evaluate(
      () => (window as unknown as { ___webpackCompilationHash: string }).___webpackCompilationHash,
    );

    // Deploy B, on the same origin: the worker of A still controls the visitor's page.
    await server.close();
    const hashB = await deployB(dir);
    expect(hashB).not.toBe(hashA);
    server = await startStaticServer({ root: dir, prefix: PATH_PREFIX, port: server.port });

    // The revisit: A's worker answers it (with A's app shell); the page is there, not blank.
    // (Today Gatsby then sees B's compilation hash in the page data and reloads once, into B.)
    const revisit = await page.goto(at('/apps/'));
    expect(revisit?.fromServiceWorker()).toBe(true);
    await waitForTitle(page, 'All apps');
    await waitForHydration(page);

    // A client-side navigation to a page the visit has not seen: its page data is B's.
    const appLink = page
      .getByRole('list', { name: 'All apps' })
      .getByRole('heading')
      .locator(`a[href^="${PATH_PREFIX}/apps/"]`)
      .first();
    const appName = (await appLink.textContent()) ?? '';
    await appLink.click();
    await waitForTitle(page, appName);
    await waitForHydration(page);

    // Either the page runs B now (Gatsby reloaded on the new compilation hash) or it offers B.
    const running = await page.evaluate(
      () => (window as unknown as { ___webpackCompilationHash: string }).___webpackCompilationHash,
    );
    if (running !== hashB) await page.getByText(UPDATE_READY_TEXT, { exact: true }).waitFor();
    expect(errors.filter((error) => error.startsWith('pageerror'))).toEqual([]);
  });
});
