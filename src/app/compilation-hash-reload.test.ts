/**
 * §4 Loading: "if the compile hash differs the page reloads once (tracked in session storage)".
 * Gatsby's own runtime does exactly this, so the site adds nothing: the loader attaches
 * app-data.json's webpackCompilationHash to every page it loads; at start, production-app compares
 * it with the hash inlined in the HTML and reloads once, remembered in session storage (a second
 * mismatch renders instead of looping); a client-side navigation to a page of a newer build does a
 * full page load. These tests pin that on the runtime Gatsby ships, so an upgrade that drops it fails here.
 */
import { readFileSync } from 'node:fs';

interface PageLoader {
  setApiRunner(runner: (api: string) => unknown[]): void;
  memoizedGet(url: string): Promise<{ status: number; responseText: string }>;
  loadPage(path: string): Promise<{ page: { webpackCompilationHash: string } }>;
}
type LoaderClass = new (loadComponent: () => Promise<unknown>, matchPaths: unknown[]) => PageLoader;

(globalThis as unknown as { __BASE_PATH__: string; __PATH_PREFIX__: string }).__BASE_PATH__ = '';
(globalThis as unknown as { __PATH_PREFIX__: string }).__PATH_PREFIX__ = '';

const runtime = (file: string) => readFileSync(require.resolve(`gatsby/cache-dir/${file}`), 'utf8');

it('gives each loaded page the compilation hash of the deployed app-data.json', async () => {
  const { BaseLoader } = jest.requireActual<{ BaseLoader: LoaderClass }>('gatsby/cache-dir/loader');
  const loader = new BaseLoader(() => Promise.resolve({ default: () => null }), []);
  loader.setApiRunner(() => []);
  const json = (body: unknown) => Promise.resolve({ status: 200, responseText: JSON.stringify(body) });
  loader.memoizedGet = (url) =>
    url.endsWith('app-data.json')
      ? json({ webpackCompilationHash: 'deployed-hash' })
      : json({ path: '/apps/', componentChunkName: 'component---apps', result: {}, staticQueryHashes: [] });
  const page = await loader.loadPage('/apps/');
  expect(page.page.webpackCompilationHash).toBe('deployed-hash');
});

it('reloads once at start when the hash differs, remembered in session storage', () => {
  const app = runtime('production-app.js');
  expect(app).toMatch(/page\.page\.webpackCompilationHash !== window\.___webpackCompilationHash/);
  expect(app).toMatch(/sessionStorage\.getItem\(reloadStorageKey\) === `1`/);
  expect(app).toMatch(/sessionStorage\.setItem\(reloadStorageKey, `1`\)\s*window\.location\.reload\(/);
  // A page whose hash matches clears the memory, so the next deploy may reload once again.
  expect(app).toMatch(/sessionStorage\.removeItem\(reloadStorageKey\)/);
});

it('loads the whole page when a navigation reaches a page of a newer build', () => {
  const navigation = runtime('navigation.js');
  expect(navigation).toMatch(
    /pageResources\.page\.webpackCompilationHash !==\s*window\.___webpackCompilationHash[\s\S]{0,600}window\.location = pathname/,
  );
});
