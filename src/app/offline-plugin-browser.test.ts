import {
  distinctUrls,
  headResourceUrls,
  onPostPrefetchPathname,
  onServiceWorkerActive,
  prefetchWhenIdle,
  registerServiceWorker,
} from './offline-plugin-browser';

/** An idle queue the test runs by hand: one callback per idle period. */
function manualIdle() {
  const queue: (() => void)[] = [];
  const idle = (callback: () => void) => {
    queue.push(callback);
    return () => queue.splice(queue.indexOf(callback) >>> 0, 1);
  };
  return { idle, queue, runOne: () => queue.shift()?.() };
}
const prefetches = () =>
  Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')).map((link) => link.getAttribute('href'));

beforeEach(() => {
  document.head.innerHTML = '';
  delete window.___swUpdated;
});

describe('headResourceUrls', () => {
  it("lists the head's scripts, preloads and stylesheets in order, not its prefetches, icons or inline scripts", () => {
    document.head.innerHTML = `
      <script>inline()</script>
      <link rel="preload" as="script" href="/marketplace/app-1.js">
      <link rel="icon" href="/marketplace/favicon.svg">
      <link rel="prefetch" href="/marketplace/other-page.js">
      <script src="/marketplace/webpack-runtime-2.js"></script>
      <link rel="stylesheet" href="/marketplace/styles.css">
      <style data-href="/marketplace/inlined.css"></style>`;
    expect(headResourceUrls().map((url) => new URL(url, location.href).pathname)).toEqual([
      '/marketplace/app-1.js',
      '/marketplace/webpack-runtime-2.js',
      '/marketplace/styles.css',
      '/marketplace/inlined.css',
    ]);
  });
});

describe('prefetchWhenIdle', () => {
  it('appends one prefetch link per idle period, in order, and nothing before the first', () => {
    const { idle, runOne } = manualIdle();
    prefetchWhenIdle(['/a.js', '/b.js', '/c.json'], document, idle);
    expect(prefetches()).toEqual([]);
    runOne();
    expect(prefetches()).toEqual(['/a.js']);
    runOne();
    runOne();
    expect(prefetches()).toEqual(['/a.js', '/b.js', '/c.json']);
  });

  it('removes each link once it has loaded or failed', () => {
    const { idle, runOne } = manualIdle();
    prefetchWhenIdle(['/a.js', '/b.js'], document, idle);
    runOne();
    runOne();
    const [a, b] = Array.from(document.head.querySelectorAll('link'));
    a.dispatchEvent(new Event('load'));
    b.dispatchEvent(new Event('error'));
    expect(prefetches()).toEqual([]);
  });

  it('appends nothing more once cancelled', () => {
    const { idle, queue, runOne } = manualIdle();
    const cancel = prefetchWhenIdle(['/a.js', '/b.js'], document, idle);
    runOne();
    cancel();
    expect(queue).toHaveLength(0);
    expect(prefetches()).toEqual(['/a.js']);
  });
});

describe('onServiceWorkerActive', () => {
  const worker = () => ({ postMessage: jest.fn() });
  const registration = (active: { postMessage: jest.Mock }) => ({ active }) as unknown as ServiceWorkerRegistration;

  it('with an updated worker, tells it to forget the paths and caches nothing of this (old) page', () => {
    jest.useFakeTimers();
    try {
      document.head.innerHTML = '<link rel="preload" as="script" href="/marketplace/app-1.js">';
      window.___swUpdated = true;
      const active = worker();
      onServiceWorkerActive({ getResourceURLsForPathname: () => [], serviceWorker: registration(active) });
      expect(active.postMessage).toHaveBeenCalledWith({ gatsbyApi: 'clearPathResources' });
      jest.runAllTimers();
      expect(prefetches()).toEqual([]);
    } finally {
      jest.useRealTimers();
    }
  });

  it("otherwise prefetches the head's resources for the worker's cache, not in the same task", () => {
    jest.useFakeTimers();
    try {
      document.head.innerHTML = '<link rel="preload" as="script" href="/marketplace/app-1.js">';
      const active = worker();
      onServiceWorkerActive({ getResourceURLsForPathname: () => [], serviceWorker: registration(active) });
      expect(prefetches()).toEqual([]);
      jest.runAllTimers();
      expect(prefetches().map((href) => href && new URL(href, location.href).pathname)).toEqual(['/marketplace/app-1.js']);
      expect(active.postMessage).not.toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });

  it('adds the pages prefetched before the worker took control, and skips one whose data the loader does not have', () => {
    jest.useFakeTimers();
    const controller = Object.getOwnPropertyDescriptor(navigator, 'serviceWorker');
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { controller: null } });
    try {
      onPostPrefetchPathname({ pathname: '/apps/crm/', getResourceURLsForPathname: () => null });
      onPostPrefetchPathname({ pathname: '/partners/', getResourceURLsForPathname: () => null });
      const active = worker();
      const resources: Record<string, string[] | null> = {
        '/apps/crm/': ['/marketplace/listing.js', '/marketplace/page-data/apps/crm/page-data.json'],
        '/partners/': null,
      };
      onServiceWorkerActive({ getResourceURLsForPathname: (path) => resources[path], serviceWorker: registration(active) });
      jest.runAllTimers();
      expect(prefetches()).toEqual(['/marketplace/listing.js', '/marketplace/page-data/apps/crm/page-data.json']);
      expect(active.postMessage).toHaveBeenCalledWith({ gatsbyApi: 'setPathResources', path: '/partners/', resources: null });
    } finally {
      if (controller) Object.defineProperty(navigator, 'serviceWorker', controller);
      else delete (navigator as { serviceWorker?: unknown }).serviceWorker;
      jest.useRealTimers();
    }
  });

  it("fetches the page's own data once when both the head and the pages recorded before control list it", () => {
    jest.useFakeTimers();
    const controller = Object.getOwnPropertyDescriptor(navigator, 'serviceWorker');
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: { controller: null } });
    try {
      document.head.innerHTML =
        '<link rel="preload" as="fetch" href="/marketplace/page-data/apps/page-data.json">' +
        '<link rel="preload" as="script" href="/marketplace/app-1.js">';
      onPostPrefetchPathname({ pathname: '/apps/', getResourceURLsForPathname: () => null });
      const resources = ['/marketplace/listing.js', '/marketplace/page-data/apps/page-data.json'];
      onServiceWorkerActive({ getResourceURLsForPathname: () => resources, serviceWorker: registration(worker()) });
      jest.runAllTimers();
      expect(prefetches().map((href) => href && new URL(href, location.href).pathname)).toEqual([
        '/marketplace/page-data/apps/page-data.json',
        '/marketplace/app-1.js',
        '/marketplace/listing.js',
      ]);
    } finally {
      if (controller) Object.defineProperty(navigator, 'serviceWorker', controller);
      else delete (navigator as { serviceWorker?: unknown }).serviceWorker;
      jest.useRealTimers();
    }
  });
});

describe('distinctUrls', () => {
  it('keeps the first of URLs that name the same resource, relative or absolute, in order', () => {
    const base = 'http://localhost:8000/marketplace/apps/';
    expect(
      distinctUrls(
        ['http://localhost:8000/marketplace/a.js', '/marketplace/b.json', '/marketplace/a.js', 'b.json', '../b.json'],
        base,
      ),
    ).toEqual(['http://localhost:8000/marketplace/a.js', '/marketplace/b.json', 'b.json']);
  });
});

describe('registerServiceWorker', () => {
  it('registers the worker on the top-level site, not in a frame (the agent app, a partner iframe)', () => {
    expect(registerServiceWorker()).toBe(true);
    // Framed: core/framed.test.ts (jsdom's window.top cannot be redefined here).
  });
});
