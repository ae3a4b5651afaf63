import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fakePaintTiming } from '../testing/paint-timing-test-kit';
import { PageScriptsAfterPaintPlugin, scriptsAfterFirstPaint } from './page-scripts-after-paint';

// The slice as Gatsby 5 writes it (gatsby-webpack-stats-extractor), shortened.
const HEAD =
  '<script id="gatsby-chunk-mapping">window.___chunkMapping="{}";</script>' +
  '<script>window.___webpackCompilationHash="abc";</script>' +
  '<script src="/marketplace/polyfill-1.js" nomodule></script>';
const SCRIPTS = ['/marketplace/webpack-runtime-2.js', '/marketplace/framework-3.js', '/marketplace/app-4.js'];
const SLICE = HEAD + SCRIPTS.map((src) => `<script src="${src}" async></script>`).join('');

/** Runs the slice's markup in this (jsdom) document, as the browser would at the end of a page. */
function runSlice(html: string, content = '<main>The page</main>') {
  document.body.innerHTML = `<div id="___gatsby"><div id="gatsby-focus-wrapper">${content}</div></div>`;
  const holder = document.createElement('div');
  holder.innerHTML = html;
  const inline = [...holder.querySelectorAll('script')].find((script) => script.textContent?.includes('createElement'));
  new Function(inline?.textContent ?? '')();
  return holder;
}
const addedScripts = () => [...document.body.querySelectorAll(':scope > script')].map((script) => script.getAttribute('src'));

describe('scriptsAfterFirstPaint', () => {
  const realObserver = Object.getOwnPropertyDescriptor(window, 'PerformanceObserver');
  afterEach(() => {
    document.body.innerHTML = '';
    document.head.innerHTML = '';
    jest.useRealTimers();
    if (realObserver) Object.defineProperty(window, 'PerformanceObserver', realObserver);
    else delete (window as { PerformanceObserver?: unknown }).PerformanceObserver;
  });

  const scriptPreloads = () => [...document.head.querySelectorAll('link[rel="preload"][as="script"]')];

  it('preloads the page scripts where they were, at low priority, and keeps the other scripts', () => {
    fakePaintTiming();
    const html = scriptsAfterFirstPaint(SLICE);
    expect(html.startsWith(HEAD)).toBe(true);
    expect(html).not.toContain(' async>');
    runSlice(html);
    expect(scriptPreloads().map((link) => link.getAttribute('href'))).toEqual(SCRIPTS);
    expect(scriptPreloads().every((link) => link.getAttribute('fetchpriority') === 'low')).toBe(true);
  });

  it('does not preload again what the head preloads already', () => {
    fakePaintTiming();
    const early = document.createElement('link');
    early.rel = 'preload';
    early.setAttribute('as', 'script');
    early.href = SCRIPTS[1];
    document.head.appendChild(early);
    runSlice(scriptsAfterFirstPaint(SLICE));
    expect(scriptPreloads().map((link) => link.getAttribute('href'))).toEqual([SCRIPTS[1], SCRIPTS[0], SCRIPTS[2]]);
  });

  describe('on a page that holds its scripts (page-scripts-hold.ts)', () => {
    afterEach(() => {
      delete window.___pageScriptsHold;
    });

    it('neither preloads nor adds them until the hold settles, then adds them in order', async () => {
      const timing = fakePaintTiming();
      let release = () => undefined as void;
      window.___pageScriptsHold = new Promise<void>((resolve) => {
        release = resolve;
      });
      runSlice(scriptsAfterFirstPaint(SLICE));
      timing.paint('first-contentful-paint');
      await Promise.resolve();
      expect(scriptPreloads()).toEqual([]);
      expect(addedScripts()).toEqual([]);
      release();
      await window.___pageScriptsHold;
      await Promise.resolve();
      expect(addedScripts()).toEqual(SCRIPTS);
    });

    it('adds them when the hold fails, too', async () => {
      fakePaintTiming();
      window.___pageScriptsHold = Promise.reject(new Error('early script failed'));
      window.___pageScriptsHold.catch(() => undefined);
      const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
      runSlice(scriptsAfterFirstPaint(SLICE));
      visibility.mockRestore();
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(addedScripts()).toEqual(SCRIPTS);
    });
  });

  it('adds the scripts, in order and once, when the first contentful paint is reported', () => {
    jest.useFakeTimers();
    const timing = fakePaintTiming();
    runSlice(scriptsAfterFirstPaint(SLICE));
    timing.paint('first-paint');
    expect(addedScripts()).toEqual([]);
    timing.paint('first-contentful-paint');
    expect(addedScripts()).toEqual(SCRIPTS);
    expect([...document.body.querySelectorAll<HTMLScriptElement>(':scope > script')].every((script) => !script.async)).toBe(true);
    jest.advanceTimersByTime(5000);
    expect(addedScripts()).toEqual(SCRIPTS);
  });

  it('adds them after 1000 ms when no paint is reported', () => {
    jest.useFakeTimers();
    fakePaintTiming();
    runSlice(scriptsAfterFirstPaint(SLICE));
    jest.advanceTimersByTime(999);
    expect(addedScripts()).toEqual([]);
    jest.advanceTimersByTime(1);
    expect(addedScripts()).toEqual(SCRIPTS);
  });

  it('adds them at once where nothing will paint first: a page not shown, the empty offline app shell', () => {
    fakePaintTiming();
    const visibility = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    runSlice(scriptsAfterFirstPaint(SLICE));
    expect(addedScripts()).toEqual(SCRIPTS);
    visibility.mockRestore();
    runSlice(scriptsAfterFirstPaint(SLICE), '');
    expect(addedScripts()).toEqual(SCRIPTS);
  });

  it('adds them at once in a browser without paint timing', () => {
    Object.defineProperty(window, 'PerformanceObserver', { value: undefined, configurable: true, writable: true });
    runSlice(scriptsAfterFirstPaint(SLICE));
    expect(addedScripts()).toEqual(SCRIPTS);
  });

  it('leaves markup without async scripts alone, so a second pass changes nothing', () => {
    const once = scriptsAfterFirstPaint(SLICE);
    expect(scriptsAfterFirstPaint(once)).toBe(once);
    expect(scriptsAfterFirstPaint('<p>async</p><script>var async = 1;</script>')).toBe(
      '<p>async</p><script>var async = 1;</script>',
    );
  });
});

describe('PageScriptsAfterPaintPlugin', () => {
  /** A compiler whose done hook runs its taps in order, as webpack's AsyncSeriesHook does. */
  function compilerWithDoneHook() {
    const taps: Array<() => Promise<void>> = [];
    return {
      hooks: { done: { tapPromise: (_name: string, run: () => Promise<void>) => taps.push(run) } },
      async finish() {
        for (const run of taps) await run();
      },
    };
  }

  it('rewrites the scripts slice when webpack is done', async () => {
    const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'slice-')), 'scripts.html');
    writeFileSync(file, SLICE);
    const compiler = compilerWithDoneHook();
    new PageScriptsAfterPaintPlugin(file).apply(compiler);
    await compiler.finish();
    expect(readFileSync(file, 'utf8')).toBe(scriptsAfterFirstPaint(SLICE));
  });

  it('does nothing when there is no slice (a build without slices)', async () => {
    const compiler = compilerWithDoneHook();
    new PageScriptsAfterPaintPlugin(path.join(os.tmpdir(), 'no-such-dir', 'scripts.html')).apply(compiler);
    await expect(compiler.finish()).resolves.toBeUndefined();
  });
});
