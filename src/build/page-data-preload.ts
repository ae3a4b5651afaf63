import { preloadLinks } from './page-scripts-hold';

/**
 * Gatsby's loader asks for the site's app-data.json and the page's page-data.json only once the
 * app script has run: a round trip after the scripts, before hydration. On the search page, whose
 * largest content (the first results) waits for hydration, the head starts both with the page.
 * Preloaded `as=fetch` with anonymous CORS, they match the loader's XMLHttpRequest (same origin,
 * no headers), which takes the preloaded responses instead of asking again. The page's data is asked
 * for without the visit's query string, so the preload stays right when the address changes before
 * the loader runs (a filter ticked before hydration).
 */

/** The site's app-data.json, as Gatsby's loader asks for it (before the path prefix). */
export const APP_DATA_PATH = '/page-data/app-data.json';

/** A page's page-data.json, as Gatsby's loader names it (`/` is `index`), before the path prefix. */
export function pageDataPath(pagePath: string): string {
  const trimmed = pagePath.replace(/^\/+|\/+$/g, '');
  return `/page-data/${trimmed === '' ? 'index' : trimmed}/page-data.json`;
}

/**
 * An inline script for the page's <head> that preloads its page-data.json, under the URL Gatsby's
 * loader asks for (without the visit's query string: build/page-data-url-loader.js). A script, not
 * a <link> in the HTML: gatsby-plugin-offline precaches what a precached page's HTML links to, under
 * a revisioned key its own navigation route does not find, and the listing (precached) then no
 * longer opened offline.
 */
export function pageDataPreloadScript(pageDataUrl: string): string {
  return `(function(){${preloadDataFiles(JSON.stringify([pageDataUrl]))}})()`;
}

/**
 * Inline script text: preloads the data files whose URLs the expression `urls` lists, as the loader
 * asks for them (a fetch, anonymous CORS), each once.
 */
export function preloadDataFiles(urls: string): string {
  return preloadLinks(urls, 'fetch', 'l.crossOrigin="anonymous";');
}
