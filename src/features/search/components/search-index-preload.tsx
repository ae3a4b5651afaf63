import { localIndexPaths } from '../search-downloads';

/**
 * For the search page's <head>: with the local engine, the browser starts fetching the index with
 * the page's own scripts instead of after hydration, so the first results (the page's largest
 * content) paint as early as the engine allows. Matches the engine's fetch (same origin, no credentials
 * beyond same-origin), so the browser reuses the preloaded response.
 */
export function SearchIndexPreload() {
  // One link per file of the index (a large catalogue's index comes in shards); none for Algolia.
  return (
    <>
      {localIndexPaths().map((href) => (
        <link key={href} rel="preload" href={href} as="fetch" crossOrigin="anonymous" />
      ))}
    </>
  );
}
