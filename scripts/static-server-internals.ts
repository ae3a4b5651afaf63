import { isSourceMap } from './static-server-cache';

/**
 * Files Gatsby writes to public/ for its own build steps, never fetched by the site at run time:
 * webpack's statistics and chunk map (every module and chunk name of the sources), the slices'
 * HTML the build stitches into pages (`_gatsby/slices/`), and source maps (workbox ships some).
 * The runtime needs page-data/*, app-data.json, the chunks, sw.js, workbox-v*, idb-keyval, the
 * manifest and ~partytown: none of those is matched here.
 */
const BUILD_INTERNALS = /^(webpack\.stats\.json|chunk-map\.json|_gatsby\/slices\/.*)$/i;

/** Whether a file of the build (relative to public/, with `/`; a .br/.gz copy too) is kept private: answered 404. */
export function isBuildInternal(relativePath: string): boolean {
  return isSourceMap(relativePath) || BUILD_INTERNALS.test(relativePath.replace(/\.(br|gz)$/i, ''));
}
