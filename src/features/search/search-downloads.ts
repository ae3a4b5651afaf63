import { withPrefix } from 'gatsby';
import { indexPathsOf, searchConfigFrom, type SearchConfig } from '../../domain/search/search-config';
import { warmsWhenIdle } from '../../domain/search/search-warm';
import { earlySearchOver } from './early/early-handoff';

/**
 * This build's configuration. Each variable is named in full so webpack can inline it (Gatsby
 * replaces process.env.GATSBY_* references at build time).
 */
export function readSearchConfig(): SearchConfig {
  return searchConfigFrom({
    GATSBY_ALGOLIA_APP_ID: process.env.GATSBY_ALGOLIA_APP_ID,
    GATSBY_ALGOLIA_SEARCH_KEY: process.env.GATSBY_ALGOLIA_SEARCH_KEY,
    GATSBY_ALGOLIA_APPS_INDEX: process.env.GATSBY_ALGOLIA_APPS_INDEX,
    GATSBY_ALGOLIA_PARTNERS_INDEX: process.env.GATSBY_ALGOLIA_PARTNERS_INDEX,
    GATSBY_SEARCH_INDEX_PATH: process.env.GATSBY_SEARCH_INDEX_PATH,
  });
}

/**
 * Whether the header box gets the search ready when the page is idle (a small local index; see
 * domain/search-warm). A misconfigured build answers no: the first search reports it.
 */
export function warmsSiteSearchWhenIdle(): boolean {
  try {
    return warmsWhenIdle(readSearchConfig(), process.env.GATSBY_SEARCH_INDEX_GZIP_BYTES);
  } catch {
    return false;
  }
}

/** The local engine's code (its own chunk). */
export const loadLocalTransport = () => import(/* webpackChunkName: "search-engine" */ './transports/local-transport');

/** The URL paths (path prefix included) of the index files `indexPath` names. */
export function prefixedIndexPaths(indexPath: string): string[] {
  return indexPathsOf(indexPath).map((sitePath) => withPrefix(sitePath));
}

/**
 * The site paths of the local index's files, or none when this build searches Algolia (or has no
 * index).
 */
export function localIndexPaths(config: SearchConfig = readSearchConfig()): string[] {
  return config.kind === 'local' ? prefixedIndexPaths(config.indexPath) : [];
}

/**
 * Starts the local engine's downloads, its code and the index files, at once: called on the header
 * box's first focus, beside the dropdown's code, so the first query waits for the slowest of them
 * rather than for the client's code and then the rest. The index is asked for as a preload matching
 * the engine's own fetch (no extra headers, same origin), which then takes the preloaded response;
 * not for a file the page has preloaded or fetched already (the search page's head, or its client,
 * before a client-side navigation here). Failures, a misconfigured build's included, are left to the
 * search that follows (it loads again and reports).
 */
export function startSearchDownloads(): void {
  let paths: string[];
  try {
    paths = localIndexPaths();
  } catch {
    return;
  }
  if (paths.length === 0) return;
  const preloaded = new Set(
    Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="fetch"]'), (link) => link.href),
  );
  const fetched = (href: string) =>
    typeof performance.getEntriesByName === 'function' && performance.getEntriesByName(href).length > 0;
  for (const sitePath of paths) {
    const link = document.createElement('link');
    link.setAttribute('rel', 'preload');
    link.setAttribute('as', 'fetch');
    link.setAttribute('crossorigin', 'anonymous');
    link.setAttribute('href', sitePath);
    if (!preloaded.has(link.href) && !fetched(link.href)) document.head.appendChild(link);
  }
  // The search page's early script has the engine already (early/early-handoff.ts): not its code again.
  if (!earlySearchOver(paths)) loadLocalTransport().catch(() => undefined);
}
