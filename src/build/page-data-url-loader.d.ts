/** The webpack loader's types (page-data-url-loader.js is plain JavaScript: webpack runs it as it is). */
declare function pageDataUrlLoader(source: string): string;
declare namespace pageDataUrlLoader {
  /** Gatsby's loader source with the query string left out of page-data URLs. */
  function dropPageDataQuery(source: string): string;
}
export = pageDataUrlLoader;
