import { groupJsFiles, type WebpackStats } from './webpack-stats';

/**
 * The page's own scripts (its component chunk group), without those of the `app` group the page
 * loads anyway. Gatsby's loader asks for them, and for the page's page-data.json and the site's
 * app-data.json, only once the app script has run: on a slow phone a round trip (~0.6 s on Slow 4G)
 * after ~90 KB of scripts, on the way to hydration. Preloaded from the head at low priority, they
 * download beside the framework and the app instead.
 */
export function pageChunkPreloads(stats: WebpackStats, componentChunkName: string): string[] {
  const app = new Set(groupJsFiles(stats, 'app') ?? []);
  return [...new Set(groupJsFiles(stats, componentChunkName) ?? [])].filter((file) => !app.has(file));
}
