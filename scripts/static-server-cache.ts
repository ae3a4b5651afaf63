/** How long a browser may keep each file of the build (paths relative to public/, with `/`). */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'public, max-age=0, must-revalidate';

// Webpack chunks at the root: <name>-<20 hex>.js (and their .css and LICENSE files).
const HASHED_CHUNK = /^[^/]+-[0-9a-f]{20}\.(js|css|js\.LICENSE\.txt)$/;
// The build's own indices: data/search-index-<16 hex>.json, data/listing-index-<16 hex>.json.
const HASHED_DATA = /^data\/[a-z-]+-[0-9a-f]{16,}\.json$/;

/**
 * Content-hashed files never change under their name, so they are cached for a year; anything
 * else (HTML, page-data/*, app-data.json, sw.js, images, versioned vendor files) is revalidated
 * on every use and answered 304 when unchanged.
 */
export function cacheControlFor(relativePath: string): string {
  const name = relativePath.replace(/\.(br|gz)$/, '');
  if (name.startsWith('page-data/') || name === 'sw.js') return REVALIDATE;
  return name.startsWith('static/') || HASHED_CHUNK.test(name) || HASHED_DATA.test(name) ? IMMUTABLE : REVALIDATE;
}

/** Source maps publish the sources: the build makes none, and none that show up are served. */
export function isSourceMap(relativePath: string): boolean {
  return /\.map$/i.test(relativePath.replace(/\.(br|gz)$/, ''));
}
