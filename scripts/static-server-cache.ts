/** How long a browser may keep each file of the build (paths relative to public/, with `/`). */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const REVALIDATE = 'public, max-age=0, must-revalidate';
/** Images: reused for an hour without asking, then shown from the cache while it asks (for a week). */
export const IMAGES = 'public, max-age=3600, stale-while-revalidate=604800';

/**
 * Content-hashed files never change under their name, so they are cached for a year. Images are
 * not content-hashed, but an icon an hour old is fine. The offline worker leaves them to the HTTP
 * cache where the browser has static routes (src/app/service-worker-routes.js); revalidated on
 * every use, each icon the header search's popup showed again was asked for again. Anything else
 * (HTML, page-data/*, app-data.json, sw.js, versioned vendor files) is revalidated on every use
 * (304 when unchanged): CACHE_DEFAULT.
 *
 * First match wins. The patterns are plain enough to mean the same in JavaScript and in nginx's
 * PCRE (scripts/serving/nginx.ts writes them into a map).
 */
export const CACHE_RULES: ReadonlyArray<{ pattern: RegExp; value: string }> = [
  { pattern: /^page-data\//, value: REVALIDATE },
  { pattern: /^sw\.js$/, value: REVALIDATE },
  { pattern: /^static\//, value: IMMUTABLE },
  // Webpack chunks at the root: <name>-<20 hex>.js (and their .css and LICENSE files).
  { pattern: /^[^/]+-[0-9a-f]{20}\.(js|css|js\.LICENSE\.txt)$/, value: IMMUTABLE },
  // The build's own indices: data/search-index-<16 hex>.json, data/listing-index-<16 hex>.json.
  { pattern: /^data\/[a-z-]+-[0-9a-f]{16,}\.json$/, value: IMMUTABLE },
  // The catalogue's images (icons, logos, screenshots, photos) and image files at the root (the favicon).
  { pattern: /^(images\/.*|[^/]+)\.(webp|png|jpe?g|gif|svg|avif|ico)$/, value: IMAGES },
];
export const CACHE_DEFAULT = REVALIDATE;

/**
 * Cache-Control by file (relative path; a .br/.gz copy gets its file's) for an ordered rule list:
 * the site's own (CACHE_RULES), or the same list as the build's serving rules carry it (sources).
 * The patterns are compiled once, here.
 */
export function cacheMatcher(
  rules: ReadonlyArray<{ pattern: RegExp | string; value: string }>,
  fallback: string,
): (relativePath: string) => string {
  const compiled = rules.map(({ pattern, value }) => ({ pattern: new RegExp(pattern), value }));
  return (relativePath) => {
    const name = relativePath.replace(/\.(br|gz)$/, '');
    return compiled.find(({ pattern }) => pattern.test(name))?.value ?? fallback;
  };
}

export const cacheControlFor = cacheMatcher(CACHE_RULES, CACHE_DEFAULT);
