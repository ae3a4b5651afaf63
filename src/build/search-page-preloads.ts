import { SHELL_PARTS_GROUP } from './site-shell-chunk';
import { groupJsFiles, type WebpackStats } from './webpack-stats';

/**
 * The scripts the search page needs before its first results, in the order they run: the `app`
 * group every page loads (webpack runtime, app with React), then the page's own chunk and the client
 * of the build's search (the local engine, or Algolia's). The browser finds the page's chunk and
 * the client only as each script runs and asks for the next (app → page → client → index), and the
 * `app` group's preloads come at the end of the body; preloaded from the page's head in this order,
 * the runtime and the app take the first connections and the rest download beside them. The
 * first results (the page's largest content) need them all. InstantSearch is not among them: the
 * page asks for its first results itself, and loads InstantSearch only when the visitor asks for more.
 * Without the client (`withClient` false): after the early script has answered, the page searches on
 * with the engine the early bundle built (features/search/early), and needs no client of its own.
 * The shell's parts come last (site-shell-chunk.ts): they wait for the page's main content.
 */
export function searchPagePreloads(stats: WebpackStats, searchKind: 'local' | 'algolia', withClient = true): string[] {
  const client = searchKind === 'algolia' ? 'search-algolia' : 'search-engine';
  const groups = ['app', 'component---src-pages-search-tsx', ...(withClient ? [client] : []), SHELL_PARTS_GROUP];
  return [...new Set(groups.flatMap((group) => groupJsFiles(stats, group) ?? []))];
}
