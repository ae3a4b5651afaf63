import { readFileSync } from 'node:fs';
import path from 'node:path';

type CatchHandler = (options: { event?: { request: Request } }) => Promise<Response>;

const code = readFileSync(path.join(__dirname, 'service-worker-routes.js'), 'utf8');

/** The script as the offline worker runs it: appended as written, with `self` its global scope. */
function installWorker() {
  const listeners: Record<string, (event: unknown) => void> = {};
  const self = { addEventListener: (type: string, listener: (event: unknown) => void) => (listeners[type] = listener) };
  new Function('self', code)(self);
  return (addRoutes?: (rules: unknown) => Promise<void>) => {
    const waited: Promise<unknown>[] = [];
    listeners.install({ addRoutes, waitUntil: (promise: Promise<unknown>) => waited.push(promise) });
    return waited;
  };
}

describe('the offline worker’s static routes', () => {
  it('sends every image straight to the network, past the worker, when it installs', async () => {
    const addRoutes = jest.fn(async () => undefined);
    const waited = installWorker()(addRoutes);
    await Promise.all(waited);
    expect(addRoutes).toHaveBeenCalledWith([{ condition: { requestDestination: 'image' }, source: 'network' }]);
    expect(waited).toHaveLength(1);
  });

  it('installs all the same when the browser refuses the rule, or throws at it', async () => {
    await expect(Promise.all(installWorker()(() => Promise.reject(new TypeError('bad rule'))))).resolves.toEqual([undefined]);
    const throwing = () => {
      throw new TypeError('not in install');
    };
    await expect(Promise.all(installWorker()(throwing))).resolves.toEqual([undefined]);
  });

  it('leaves a browser without static routes to the worker’s own rules', () => {
    expect(installWorker()(undefined)).toEqual([]);
  });
});

describe('the offline worker’s answer when its own rule fails', () => {
  const saved = new Response('{"path":"/apps/"}');
  const fakeResponse = { error: () => 'network error' as unknown as Response };

  /** The catch handler the script gives Workbox, with the worker's caches holding `cached` (by URL, query ignored or not). */
  function catchHandler(cached: Record<string, Response>) {
    let handler: CatchHandler | undefined;
    const workbox = { routing: { setCatchHandler: (given: CatchHandler) => (handler = given) } };
    const match = jest.fn(async (request: Request, options?: { ignoreSearch?: boolean }) => {
      const url = new URL(request.url);
      return cached[options?.ignoreSearch ? `${url.origin}${url.pathname}` : url.href];
    });
    new Function('self', 'workbox', 'caches', 'Response', code)({ addEventListener: () => {} }, workbox, { match }, fakeResponse);
    if (!handler) throw new Error('no catch handler set');
    const answer = handler;
    return { match, handler: answer, answer: (url: string) => answer({ event: { request: new Request(url) } }) };
  }

  const origin = 'http://localhost/marketplace';

  it('answers a page’s data asked under a query string with the copy saved without one', async () => {
    const { answer, match } = catchHandler({ [`${origin}/page-data/apps/page-data.json`]: saved });
    await expect(answer(`${origin}/page-data/apps/page-data.json?payment=free&sortBy=price`)).resolves.toBe(saved);
    expect(match).toHaveBeenCalledWith(expect.anything(), { ignoreSearch: true });
  });

  it('fails as before when no copy was saved, for the data without a query string, and for anything else', async () => {
    const { answer, match } = catchHandler({ [`${origin}/page-data/apps/page-data.json`]: saved, [`${origin}/apps/`]: saved });
    await expect(answer(`${origin}/page-data/partners/page-data.json?page=2`)).resolves.toBe('network error');
    expect(match).toHaveBeenCalledTimes(1);
    await expect(answer(`${origin}/page-data/apps/page-data.json`)).resolves.toBe('network error');
    await expect(answer(`${origin}/apps/?payment=free`)).resolves.toBe('network error');
    await expect(answer(`${origin}/app-1234.js?v=2`)).resolves.toBe('network error');
    expect(match).toHaveBeenCalledTimes(1);
  });

  it('fails a request Workbox handles without an event (its cache warming)', async () => {
    const { handler, match } = catchHandler({});
    await expect(handler({})).resolves.toBe('network error');
    expect(match).not.toHaveBeenCalled();
  });
});
