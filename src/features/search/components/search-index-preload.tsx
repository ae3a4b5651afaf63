import { withPrefix } from 'gatsby';
import { indexPathsOf } from '../../../domain/search-config';
import { readSearchConfig } from '../load-search-client';

/**
 * For the search page's <head>: with the local engine, the browser starts fetching the index with
 * the page's own scripts instead of after hydration, so the first results (the page's largest
 * content) paint as early as the engine allows. Matches the engine's fetch (same origin, no credentials
 * beyond same-origin), so the browser reuses the preloaded response.
 */
export function SearchIndexPreload() {
  const config = readSearchConfig();
  if (config.kind !== 'local' || !config.indexPath) return null;
  // One link per file of the index (a large catalogue's index comes in shards).
  return (
    <>
      {indexPathsOf(config.indexPath).map((sitePath) => (
        <link key={sitePath} rel="preload" href={withPrefix(sitePath)} as="fetch" crossOrigin="anonymous" />
      ))}
    </>
  );
}
