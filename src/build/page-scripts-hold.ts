/**
 * A page may hold its site scripts (webpack runtime, app with React) back until something of its
 * own has painted: the search page's early script (src/features/search/early), which renders the
 * first results of a query from the URL before the site's ~85 KB gzip of JavaScript arrive and run.
 * A holding page sets HOLD (a promise) in its head and preloads the scripts itself, from its first
 * paint (search-early-script.ts); the scripts' loader (page-scripts-after-paint.ts) starts them when
 * it settles, and preloads them only on pages that do not hold. RELEASE settles it; a cap settles it anyway.
 */
export const PAGE_SCRIPTS_HOLD = '___pageScriptsHold';
export const PAGE_SCRIPTS_RELEASE = '___pageScriptsRelease';

/** The longest a page holds its scripts back, whatever happens to what it waits for. */
export const PAGE_SCRIPTS_HOLD_CAP_MS = 3000;

declare global {
  interface Window {
    [PAGE_SCRIPTS_HOLD]?: Promise<void>;
    [PAGE_SCRIPTS_RELEASE]?: () => void;
  }
}

/**
 * Inline script text: preloads, as `as`, each URL the expression `urls` lists that no preload in
 * the head names already, with `extra` (statements on the link `l`) before it is added.
 */
export const preloadLinks = (urls: string, as: 'script' | 'fetch', extra: string): string =>
  `${urls}.forEach(function(u){if(document.querySelector('link[rel="preload"][href="'+u+'"]'))return;` +
  `var l=document.createElement("link");l.rel="preload";l.setAttribute("as","${as}");` +
  `l.href=u;${extra}document.head.appendChild(l)})`;

/**
 * Inline script text: preloads the scripts whose URLs the expression `urls` lists, at `priority`:
 * low where the first paint may not have happened yet (what a page that does not hold its scripts
 * does: both inline scripts that load them use it), high once it has (a hold released: the page's
 * content is on screen and the scripts are what it waits for). A script the head preloads already
 * (page-chunk-preloads.ts) is not asked for twice.
 */
export const preloadScripts = (urls: string, priority: 'low' | 'high' = 'low'): string =>
  preloadLinks(urls, 'script', `l.setAttribute("fetchpriority","${priority}");`);

/**
 * Inline script text: calls the function named `start` (it must bear being called more than once)
 * once the browser reports the first contentful paint, at once where it cannot report paints, and
 * after `fallbackMs` whatever happens (a paint not reported).
 */
export const atFirstContentfulPaint = (start: string, fallbackMs: number): string =>
  `try{new PerformanceObserver(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();${start}()}}).observe({type:"paint",buffered:true})}catch(x){${start}()}` +
  `setTimeout(${start},${fallbackMs})`;

/** Lets the page's scripts start (the early script calls it when it has painted, or given up). */
export function releasePageScripts(): void {
  window[PAGE_SCRIPTS_RELEASE]?.();
}
