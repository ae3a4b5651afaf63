/** How long a browser may keep each file of the build (paths relative to public/, with `/`). */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'public, max-age=0, must-revalidate';
/** Images: reused for an hour without asking, then shown from the cache while it asks (for a week). */
export const IMAGES = 'public, max-age=3600, stale-while-revalidate=604800';

// Webpack chunks at the root: <name>-<20 hex>.js (and their .css and LICENSE files).
const HASHED_CHUNK = /^[^/]+-[0-9a-f]{20}\.(js|css|js\.LICENSE\.txt)$/;
// The catalogue's images (icons, logos, screenshots, photos) and image files at the root (the favicon).
const IMAGE = /^(images\/.*|[^/]+)\.(webp|png|jpe?g|gif|svg|avif|ico)$/;
// The build's own indices: data/search-index-<16 hex>.json, data/listing-index-<16 hex>.json.
const HASHED_DATA = /^data\/[a-z-]+-[0-9a-f]{16,}\.json$/;

/**
 * Content-hashed files never change under their name, so they are cached for a year. Images are
 * not content-hashed, but an icon an hour old is fine. The offline worker leaves them to the HTTP
 * cache where the browser has static routes (src/app/service-worker-routes.js); revalidated on
 * every use, each icon the header search's popup showed again was asked for again. Anything else
 * (HTML, page-data/*, app-data.json, sw.js, versioned vendor files) is revalidated on every use
 * (304 when unchanged).
 */
export function cacheControlFor(relativePath: string): string {
  const name = relativePath.replace(/\.(br|gz)$/, '');
  if (name.startsWith('page-data/') || name === 'sw.js') return REVALIDATE;
  if (name.startsWith('static/') || HASHED_CHUNK.test(name) || HASHED_DATA.test(name)) return IMMUTABLE;
  return IMAGE.test(name) ? IMAGES : REVALIDATE;
}

/** Source maps publish the sources: the build makes none, and none that show up are served. */
export function isSourceMap(relativePath: string): boolean {
  return /\.map$/i.test(relativePath.replace(/\.(br|gz)$/, ''));
}
