import { fakePaintTiming } from '../testing/paint-timing-test-kit';
import { searchEarlyScript } from './search-early-script';

const EARLY = '/marketplace/search-early-abc.js';
const INDEX = ['/marketplace/data/search-index-1.json', '/marketplace/data/search-index-2.json'];
const SCRIPTS = ['/marketplace/app-1.js', '/marketplace/search-engine-2.js'];
const AFTER_EARLY = ['/marketplace/app-1.js'];
const DATA = ['/marketplace/page-data/app-data.json', '/marketplace/page-data/search/page-data.json'];

/** Runs the head script at an address, in this (jsdom) document. */
function runAt(address: string, options: Partial<Parameters<typeof searchEarlyScript>[0]> = {}) {
  window.history.replaceState(null, '', address);
  new Function(
    searchEarlyScript({
      earlySrc: EARLY,
      indexPaths: INDEX,
      scriptPreloads: SCRIPTS,
      releasePreloads: AFTER_EARLY,
      dataPreloads: DATA,
      ...options,
    }),
  )();
}
const earlyScript = () => document.head.querySelector<HTMLScriptElement>(`script[src="${EARLY}"]`);
const preloads = () =>
  Array.from(document.head.querySelectorAll('link[rel="preload"][as="script"]'), (link) => link.getAttribute('href'));
/** Every preload the script added, in the order it added them: `as` and the address. */
const allPreloads = () =>
  Array.from(
    document.head.querySelectorAll('link[rel="preload"]'),
    (link) => `${link.getAttribute('as')} ${link.getAttribute('href')}`,
  );
/** The browser's record of what has downloaded (jsdom keeps none): the index files named, only. */
function indexDownloaded(paths: readonly string[]) {
  const names = paths.map((path) => `${window.location.origin}${path}`);
  Object.defineProperty(performance, 'getEntriesByName', {
    configurable: true,
    value: (name: string) => (names.includes(name) ? [{ name }] : []),
  });
}

afterEach(() => {
  document.head.innerHTML = '';
  delete window.___pageScriptsHold;
  delete window.___pageScriptsRelease;
  jest.useRealTimers();
  delete (performance as { getEntriesByName?: unknown }).getEntriesByName;
});

describe('the search page head script', () => {
  it('with a query: holds the site scripts and adds the early script, with the index files to read', async () => {
    const timing = fakePaintTiming();
    try {
      runAt('/marketplace/search/?q=chat');
      expect(earlyScript()?.async).toBe(true);
      expect(earlyScript()?.getAttribute('data-index')).toBe(INDEX.join(','));
      expect(preloads()).toEqual([]);
      let released = false;
      void window.___pageScriptsHold?.then(() => {
        released = true;
      });
      await Promise.resolve();
      expect(released).toBe(false);
      window.___pageScriptsRelease?.();
      await window.___pageScriptsHold;
      expect(released).toBe(true);
      // Released: every script the page runs before it hydrates, the page's own chunks too, side by side.
      expect(preloads()).toEqual(AFTER_EARLY);
      const priorities = Array.from(document.head.querySelectorAll('link[rel="preload"][as="script"]'), (link) =>
        link.getAttribute('fetchpriority'),
      );
      expect(priorities).toEqual(['high']);
      // The first paint after that asks for nothing twice.
      timing.paint('first-contentful-paint');
      expect(preloads()).toEqual(AFTER_EARLY);
    } finally {
      timing.restore();
    }
  });

  it('with a query: the scripts download from the first contentful paint, beside the index, but stay held until the release', async () => {
    jest.useFakeTimers();
    const timing = fakePaintTiming();
    try {
      runAt('/marketplace/search/?q=chat');
      const settled = jest.fn();
      void window.___pageScriptsHold?.then(settled);
      expect(preloads()).toEqual([]);
      timing.paint('first-paint');
      expect(preloads()).toEqual([]);
      timing.paint('first-contentful-paint');
      expect(preloads()).toEqual(AFTER_EARLY);
      jest.advanceTimersByTime(1000);
      expect(preloads()).toEqual(AFTER_EARLY);
      await Promise.resolve();
      expect(settled).not.toHaveBeenCalled();
    } finally {
      timing.restore();
    }
  });

  it("with a query: Gatsby's data files are asked for with the scripts, before them, as fetches the loader takes", () => {
    const timing = fakePaintTiming();
    try {
      runAt('/marketplace/search/?q=chat');
      expect(allPreloads()).toEqual([]);
      timing.paint('first-contentful-paint');
      expect(allPreloads()).toEqual([...DATA.map((url) => `fetch ${url}`), ...AFTER_EARLY.map((url) => `script ${url}`)]);
      const data = Array.from(document.head.querySelectorAll('link[rel="preload"][as="fetch"]'));
      expect(data.map((link) => link.getAttribute('crossorigin'))).toEqual(['anonymous', 'anonymous']);
    } finally {
      timing.restore();
    }
  });

  it('with a query and the index downloaded by the first paint: nothing is asked for until the early results release the hold', async () => {
    jest.useFakeTimers();
    const timing = fakePaintTiming();
    indexDownloaded(INDEX);
    try {
      runAt('/marketplace/search/?q=chat');
      timing.paint('first-contentful-paint');
      jest.advanceTimersByTime(1000);
      expect(allPreloads()).toEqual([]);
      window.___pageScriptsRelease?.();
      await window.___pageScriptsHold;
      expect(allPreloads()).toEqual([...DATA.map((url) => `fetch ${url}`), ...AFTER_EARLY.map((url) => `script ${url}`)]);
    } finally {
      timing.restore();
    }
  });

  it('with a query and only part of the index downloaded by the first paint: the scripts are asked for at the paint', () => {
    const timing = fakePaintTiming();
    indexDownloaded(INDEX.slice(0, 1));
    try {
      runAt('/marketplace/search/?q=chat');
      timing.paint('first-contentful-paint');
      expect(preloads()).toEqual(AFTER_EARLY);
    } finally {
      timing.restore();
    }
  });

  it('with a query and no paint reported (a tab in the background): the scripts download 1000 ms after the start, once', () => {
    jest.useFakeTimers();
    const timing = fakePaintTiming();
    try {
      runAt('/marketplace/search/?q=crm');
      jest.advanceTimersByTime(999);
      expect(preloads()).toEqual([]);
      jest.advanceTimersByTime(1);
      expect(preloads()).toEqual(AFTER_EARLY);
      timing.paint('first-contentful-paint');
      jest.advanceTimersByTime(1000);
      expect(preloads()).toEqual(AFTER_EARLY);
    } finally {
      timing.restore();
    }
  });

  it('lets the scripts go after 3000 ms whatever happens, and at once if the early script cannot load', async () => {
    jest.useFakeTimers();
    runAt('/marketplace/search/?q=chat');
    const settled = jest.fn();
    void window.___pageScriptsHold?.then(settled);
    jest.advanceTimersByTime(2999);
    await Promise.resolve();
    expect(settled).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    await Promise.resolve();
    expect(settled).toHaveBeenCalled();

    document.head.innerHTML = '';
    runAt('/marketplace/search/?q=chat');
    const failed = jest.fn();
    void window.___pageScriptsHold?.then(failed);
    earlyScript()?.dispatchEvent(new Event('error'));
    await Promise.resolve();
    expect(failed).toHaveBeenCalled();
  });

  it.each([
    ['without a query', '/marketplace/search/', {}],
    ['with an empty query', '/marketplace/search/?q=&x=1', {}],
    ['in a build without the early script', '/marketplace/search/?q=chat', { earlySrc: null }],
    ['in a build searching Algolia', '/marketplace/search/?q=chat', { indexPaths: [] }],
  ])('%s: preloads the data files and the page scripts and holds nothing', (_case, address, options) => {
    runAt(address, options);
    expect(earlyScript()).toBeNull();
    expect(window.___pageScriptsHold).toBeUndefined();
    expect(allPreloads()).toEqual([...DATA.map((url) => `fetch ${url}`), ...SCRIPTS.map((url) => `script ${url}`)]);
  });

  it('in a frame (the agent app, an embed): preloads the page scripts and holds nothing', () => {
    const script = searchEarlyScript({ earlySrc: EARLY, indexPaths: INDEX, scriptPreloads: SCRIPTS });
    window.history.replaceState(null, '', '/marketplace/search/?q=chat');
    // The script reads `w.top`: run it with a window whose top is another window.
    const framed = new Proxy(window, { get: (target, key) => (key === 'top' ? {} : Reflect.get(target, key)) });
    new Function('window', script)(framed);
    expect(earlyScript()).toBeNull();
    expect(preloads()).toEqual(SCRIPTS);
  });
});
