/**
 * Appended as written to the offline worker (gatsby-plugin-offline's `appendScript`; no build step
 * reaches it, so it is plain script for the worker's global scope).
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
