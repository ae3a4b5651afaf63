/**
 * Files of the build never fetched by the site at run time, answered 404 as if absent: webpack's
 * statistics and chunk map (every module and chunk name of the sources), the slices' HTML the
 * build stitches into pages (`_gatsby/slices/`), source maps (workbox ships some), and the serving
 * rules themselves (`_headers`, `_redirects`, `.serving/`: read by servers, not browsers). The
 * runtime needs page-data/*, app-data.json, the chunks, sw.js, workbox-v*, idb-keyval, the
 * manifest and ~partytown: none of those is matched here. Over the path relative to public/,
 * without a .br/.gz ending; plain enough for nginx's PCRE too.
 */
export const BUILD_INTERNALS =
  /^(webpack\.stats\.json|chunk-map\.json|_gatsby\/slices\/.*|_headers|_redirects|\.serving\/.*|.*\.map)$/i;
