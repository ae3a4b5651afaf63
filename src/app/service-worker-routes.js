/* global workbox */
/**
 * Appended as written to the offline worker (gatsby-plugin-offline's `appendScript`; no build step
 * reaches it, so it is plain script for the worker's global scope, after Workbox's own rules).
 *
 * Images go straight to the network (and the HTTP cache), not through the worker, in browsers with
 * static routes (Chromium 123+). Routed through it (Workbox's stale-while-revalidate rule for
 * images), every new icon in the header search's popup cost a round through the worker's thread
 * and its cache: at 4× CPU a keystroke's results painted ~25 ms later at p95. The static router
 * decides before the worker runs; a browser without it keeps Workbox's rule. The catalogue's images
 * say how long the HTTP cache may reuse them (scripts/static-server-cache.ts), so a repeat visit
 * still paints them without waiting.
 */
self.addEventListener('install', (event) => {
  if (typeof event.addRoutes !== 'function') return;
  // A rule this browser cannot take must not fail the install: the worker works without it.
  event.waitUntil(
    Promise.resolve()
      .then(() => event.addRoutes([{ condition: { requestDestination: 'image' }, source: 'network' }]))
      .catch(() => undefined),
  );
});

/**
 * A page's data under a query string, offline. The site's loader asks for a page's data without the
 * visit's query string (src/build/page-data-url-loader.js); Gatsby's own appends it
 * (page-data/apps/page-data.json?payment=free for a filter), as a page of an earlier build, still
 * open, does. Workbox caches by the whole URL, so offline that request missed, Gatsby reloaded the
 * page for it, and the reload drew a blank page. The data is the same whatever the query string:
 * when the worker's own rule fails, the copy saved without one answers. Anything else fails as it did.
 */
async function pageDataWithoutQuery({ event }) {
  const request = event && event.request;
  const url = request ? new URL(request.url) : null;
  if (url && url.search && /\/page-data\/.+\/page-data\.json$/.test(url.pathname)) {
    const saved = await caches.match(request, { ignoreSearch: true });
    if (saved) return saved;
  }
  return Response.error();
}

if (typeof workbox !== 'undefined') workbox.routing.setCatchHandler(pageDataWithoutQuery);
