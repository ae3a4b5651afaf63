/**
 * Gatsby's loader asks for the site's app-data.json and the page's page-data.json only once the
 * app script has run: a round trip after the scripts, before hydration. On the search page, whose
 * largest content (the first results) waits for hydration, the head starts both with the page.
 * Preloaded `as=fetch` with anonymous CORS, they match the loader's XMLHttpRequest (same origin,
 * no headers), which takes the preloaded responses instead of asking again.
 */

/** The site's app-data.json, as Gatsby's loader asks for it (before the path prefix). */
export const APP_DATA_PATH = '/page-data/app-data.json';

/** A page's page-data.json, as Gatsby's loader names it (`/` is `index`), before the path prefix. */
export function pageDataPath(pagePath: string): string {
  const trimmed = pagePath.replace(/^\/+|\/+$/g, '');
  return `/page-data/${trimmed === '' ? 'index' : trimmed}/page-data.json`;
}

/**
 * An inline script for the page's <head> that preloads its page-data.json under the URL Gatsby's
 * loader will ask for: the loader appends the visit's query string (up to a second `?`), so the URL
 * is known only in the browser.
 */
export function pageDataPreloadScript(pageDataUrl: string): string {
  return (
    '(function(){var d=document,l=d.createElement("link"),q=location.search.split("?")[1];' +
    'l.rel="preload";l.setAttribute("as","fetch");l.crossOrigin="anonymous";' +
    `l.href=${JSON.stringify(pageDataUrl)}+(q?"?"+q:"");d.head.appendChild(l)})()`
  );
}
