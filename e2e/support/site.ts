import type { Browser, BrowserContext, Page } from 'playwright-core';

declare global {
  // Set by e2e/support/browser-environment.ts.
  var browser: Browser;
}

export function siteUrl(sitePath = '/'): string {
  const base = process.env.E2E_SITE_URL;
  if (!base) throw new Error('E2E_SITE_URL is not set: run the e2e suite through jest.e2e.config.ts');
  return new URL(sitePath.replace(/^\//, ''), base).href;
}

/** An address of the sandbox's services (its API origin, :8001 by default). */
export function sandboxUrl(path: string): string {
  const base = process.env.E2E_SANDBOX_URL;
  if (!base) throw new Error('E2E_SANDBOX_URL is not set: run the e2e suite through jest.e2e.config.ts');
  return new URL(path, base).href;
}

export interface Visit {
  context: BrowserContext;
  page: Page;
  /** Console errors and uncaught exceptions seen on any page of this visit. */
  errors: string[];
}

/**
 * A fresh browser context whose console errors, page errors and failed responses are collected.
 * Tests that expect a 404 (the not-found page) assert on the status instead.
 */
export async function newVisit(options: { width?: number; height?: number; blockServiceWorker?: boolean } = {}): Promise<Visit> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1280, height: options.height ?? 900 },
    // Requests a service worker answers bypass page.route(); tests that shape the network block it.
    serviceWorkers: options.blockServiceWorker ? 'block' : 'allow',
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  // Name the failing address: Chromium's console line for a failed resource does not.
  page.on('response', (response) => {
    if (response.status() >= 400) errors.push(`response: ${response.status()} ${response.url()}`);
  });
  return { context, page, errors };
}

/**
 * Waits until React has hydrated the page and every lazily hydrated part of the shell (header
 * search, account area, ghost banner, footer): the shell marks <html data-hydrated> from effects
 * that run only then. (Gatsby's #gatsby-announcer is no signal: the server HTML already holds it.)
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForSelector('html[data-hydrated]', { state: 'attached' });
}

/** Waits until the offline service worker controls the page (it claims pages once it is active). */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller)
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
  });
}

/**
 * Waits until the offline worker would serve `sitePath` with no network: what gatsby-plugin-offline's
 * navigation route checks (its sw-append.js). The resources Gatsby recorded for the path (idb-keyval's
 * `resources:<path>`) and the app's own file are all in the worker's caches. Waiting for a few of
 * them is a race: the rest are fetched one per idle period (src/app/offline-plugin-browser.ts).
 */
export async function waitForSavedForOffline(page: Page, sitePath: string, timeout = 30_000): Promise<void> {
  // Polled inside one evaluate, not with page.waitForFunction: that takes a predicate's returned value
  // as it is, and an async predicate returns a promise, which is truthy. It returned at the first
  // check, usually ~60 ms before the page's data was cached, and the offline reload raced that.
  await page.evaluate(
    async ({ path, timeout: limit }) => {
      const recordedResources = () =>
        new Promise<string[] | undefined>((resolve) => {
          const opening = indexedDB.open('keyval-store', 1);
          // Not created yet by the worker: the page must not create it (empty, the worker could not).
          opening.onupgradeneeded = () => opening.transaction?.abort();
          opening.onerror = () => resolve(undefined);
          opening.onsuccess = () => {
            const db = opening.result;
            if (!db.objectStoreNames.contains('keyval')) return resolve(undefined);
            const reading = db.transaction('keyval', 'readonly').objectStore('keyval').get(`resources:${path}`);
            reading.onsuccess = () => resolve(reading.result as string[] | undefined);
            reading.onerror = () => resolve(undefined);
            reading.transaction?.addEventListener('complete', () => db.close());
          };
        });
      const appFile = Array.from(document.querySelectorAll<HTMLScriptElement>('script[src]'))
        .map((script) => new URL(script.src).pathname)
        .find((pathname) => /\/app-[^/]+\.js$/.test(pathname));
      const missing = async (): Promise<string[]> => {
        const recorded = await recordedResources();
        if (!recorded || !appFile) return [recorded ? 'the app file' : `the resources recorded for ${path}`];
        const urls = [...recorded, appFile];
        const cached = await Promise.all(urls.map((url) => caches.match(url)));
        return urls.filter((_, index) => !cached[index]);
      };
      const deadline = performance.now() + limit;
      for (;;) {
        const left = await missing();
        if (left.length === 0) return;
        if (performance.now() > deadline) throw new Error(`${path} not saved for offline in ${limit} ms: ${left.join(', ')}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    { path: sitePath, timeout },
  );
}

/** Waits for the page's h1 to read `text` (client-side navigations change the URL before the content). */
export async function waitForTitle(page: Page, text: string): Promise<void> {
  await page.getByRole('heading', { level: 1, name: text, exact: true }).waitFor();
}
