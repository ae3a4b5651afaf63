import { groupJsFiles, type WebpackStats } from './webpack-stats';

/**
 * The scripts the search page needs before its first results, beyond the `app` group every page
 * loads: the page's own chunk and the client of the build's search (the local engine, or
 * Algolia's). The browser finds them only as each one runs and asks for the next (page → client →
 * index); preloaded from the page's head, they download side by side with the framework instead,
 * and the first results paint round trips sooner. InstantSearch is not among them: the page asks
 * for its first results itself, and loads InstantSearch only when the visitor asks for more.
 */
export function searchPagePreloads(stats: WebpackStats, searchKind: 'local' | 'algolia'): string[] {
  const everyPage = new Set(groupJsFiles(stats, 'app') ?? []);
  const groups = ['component---src-pages-search-tsx', searchKind === 'algolia' ? 'search-algolia' : 'search-engine'];
  const files = groups.flatMap((group) => groupJsFiles(stats, group) ?? []);
  return [...new Set(files)].filter((file) => !everyPage.has(file));
}
