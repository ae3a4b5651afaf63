/**
 * A webpack loader for Gatsby's runtime loader (.cache/loader.js): it asks for a page's
 * page-data.json without the visit's query string. Gatsby 5 appends it (`page-data.json?payment=free`)
 * for server-rendered pages whose data may depend on it; every page here is built ahead, so its data
 * is the same whatever the query, and the query only cost a request:
 * - a filter ticked before hydration puts its choice in the address (build/early-input-script.ts);
 *   the loader then missed the head's preload (made from the address as the page was parsed) and
 *   asked again, a round trip on a slow network before the page could hydrate;
 * - each filter or sort change (core/navigate-in-page.ts) asked for the page's data under its query,
 *   a download each, one more copy each in the offline worker's cache, and none offline.
 * Plain JavaScript: webpack runs it as it is, in the build's Node.
 */

// What Gatsby 5's createPageDataUrl starts with. The loader fails the build if it is not there
// exactly once: a Gatsby that names its URLs otherwise must be looked at, not silently skipped.
const SPLIT = 'const [path, maybeSearch] = rawPath.split(`?`)';
const WITHOUT_QUERY = 'const [path] = rawPath.split(`?`); const maybeSearch = ``';

/** Gatsby's loader source with the query string left out of page-data URLs. */
function dropPageDataQuery(source) {
  const fn = source.indexOf('const createPageDataUrl');
  const at = source.indexOf(SPLIT, fn);
  if (fn < 0 || at < 0 || source.indexOf(SPLIT) !== at || source.indexOf(SPLIT, at + 1) >= 0) {
    throw new Error("page-data-url-loader: Gatsby's createPageDataUrl is not as expected (gatsby/cache-dir/loader.js)");
  }
  return source.slice(0, at) + WITHOUT_QUERY + source.slice(at + SPLIT.length);
}

module.exports = function pageDataUrlLoader(source) {
  return dropPageDataQuery(source);
};
module.exports.dropPageDataQuery = dropPageDataQuery;
