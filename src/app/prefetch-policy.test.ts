/**
 * §9 Prefetch: batches of 4, 3 seconds apart; disabled on 2g, save-data and bots; retries 3.
 * Gatsby's own page loader applies exactly this policy to every link the site shows and to the
 * host's `preload` (prefetchPathname), so the site adds no prefetcher of its own and keeps core
 * prefetching on. These tests pin that policy on the loader Gatsby ships, so an upgrade that
 * changes it, or a `disableCorePrefetching` in gatsby-browser, fails here.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

interface PageLoader {
  setApiRunner(runner: (api: string) => unknown[]): void;
  prefetch(path: string): PromiseLike<boolean>;
  doPrefetch(path: string): Promise<unknown>;
  memoizedGet(url: string): Promise<{ status: number; responseText: string }>;
  fetchPageDataJson(load: { pagePath: string }): Promise<{ status: string }>;
}
type LoaderClass = new (loadComponent: () => Promise<unknown>, matchPaths: unknown[]) => PageLoader;

const PREFETCH_BATCH = 4;
const PREFETCH_GAP_MS = 3000;
const PAGE_DATA_RETRIES = 3;

(globalThis as unknown as { __BASE_PATH__: string }).__BASE_PATH__ = '';

/** Gatsby's page loader as the site ships it, recording the pages it would prefetch. */
function pageLoader() {
  const { BaseLoader } = jest.requireActual<{ BaseLoader: LoaderClass }>('gatsby/cache-dir/loader');
  const loader = new BaseLoader(() => Promise.resolve({}), []);
  loader.setApiRunner(() => []);
  const fetched: string[] = [];
  loader.doPrefetch = (path) => {
    fetched.push(path);
    return Promise.resolve();
  };
  return { loader, fetched };
}

const paths = (count: number) => Array.from({ length: count }, (_, i) => `/apps/app-${i}`);

function stubNavigator(property: 'connection' | 'userAgent', value: unknown): () => void {
  Object.defineProperty(window.navigator, property, { value, configurable: true });
  return () => {
    delete (window.navigator as unknown as Record<string, unknown>)[property];
  };
}

afterEach(() => jest.useRealTimers());

// The loader runs each batch in an idle callback: a 0 ms timer here, which the fake clock runs 1 ms
// later when it is set from a timer. So each batch lands 1 ms after its 3000 ms gap.
const IDLE_MS = 1;

it('prefetches in batches of 4, 3000 ms apart', async () => {
  jest.useFakeTimers();
  const { loader, fetched } = pageLoader();
  for (const path of paths(10)) void loader.prefetch(path);
  await jest.advanceTimersByTimeAsync(PREFETCH_GAP_MS - 1);
  expect(fetched).toEqual([]);
  await jest.advanceTimersByTimeAsync(1 + IDLE_MS);
  expect(fetched).toEqual(paths(PREFETCH_BATCH));
  await jest.advanceTimersByTimeAsync(PREFETCH_GAP_MS - 1);
  expect(fetched).toHaveLength(4);
  await jest.advanceTimersByTimeAsync(1 + IDLE_MS);
  expect(fetched).toEqual(paths(8));
  await jest.advanceTimersByTimeAsync(PREFETCH_GAP_MS + IDLE_MS);
  expect(fetched).toEqual(paths(10));
});

it.each([
  ['a 2g connection', 'connection', { effectiveType: '2g' }],
  ['a slow-2g connection', 'connection', { effectiveType: 'slow-2g' }],
  ['save-data', 'connection', { effectiveType: '4g', saveData: true }],
  ['a bot', 'userAgent', 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'],
  ['a crawler', 'userAgent', 'SomeCrawler/1.0'],
] as const)('prefetches nothing on %s', async (_name, property, value) => {
  const restore = stubNavigator(property, value);
  try {
    jest.useFakeTimers();
    const { loader, fetched } = pageLoader();
    const answers = await Promise.all(paths(3).map((path) => loader.prefetch(path)));
    await jest.advanceTimersByTimeAsync(2 * PREFETCH_GAP_MS);
    expect(answers).toEqual([false, false, false]);
    expect(fetched).toEqual([]);
  } finally {
    restore();
  }
});

it('prefetches on a 4g connection without save-data', async () => {
  const restore = stubNavigator('connection', { effectiveType: '4g', saveData: false });
  try {
    jest.useFakeTimers();
    const { loader, fetched } = pageLoader();
    void loader.prefetch('/apps');
    await jest.advanceTimersByTimeAsync(PREFETCH_GAP_MS + IDLE_MS);
    expect(fetched).toEqual(['/apps']);
  } finally {
    restore();
  }
});

it("retries a page's data 3 times, then gives up", async () => {
  const { loader } = pageLoader();
  const get = jest.fn(async () => ({ status: 503, responseText: '' }));
  loader.memoizedGet = get;
  await expect(loader.fetchPageDataJson({ pagePath: '/apps/' })).resolves.toMatchObject({ status: 'error' });
  expect(get).toHaveBeenCalledTimes(1 + PAGE_DATA_RETRIES);
});

it("keeps Gatsby's prefetching on (the policy above is its own)", () => {
  const browser = readFileSync(join(__dirname, '../../gatsby-browser.tsx'), 'utf8');
  expect(browser).not.toMatch(/disableCorePrefetching/);
});
