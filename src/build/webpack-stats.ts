import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The parts of public/webpack.stats.json (written by Gatsby's GatsbyWebpackStatsExtractor) read here. */
export interface WebpackStats {
  /** Chunk group name → every file of the group's chunks (Gatsby's own map, .map files dropped). */
  assetsByChunkName?: Record<string, string[]>;
  /** webpack's stats.toJson().namedChunkGroups; assets are `{ name }` objects (plain strings in webpack 4). */
  namedChunkGroups?: Record<string, { assets?: Array<string | { name: string }> }>;
}

/** The JavaScript files of a chunk group (a webpackChunkName, `app`, or a page's component---src-…), in load order. */
export function groupJsFiles(stats: WebpackStats, group: string): string[] | undefined {
  const files =
    stats.assetsByChunkName?.[group] ??
    stats.namedChunkGroups?.[group]?.assets?.map((asset) => (typeof asset === 'string' ? asset : asset.name));
  return files?.filter((file) => file.endsWith('.js'));
}

/** The build's webpack stats (public/webpack.stats.json, written by Gatsby), or null before there are any. */
export function readWebpackStats(publicDir: string): WebpackStats | null {
  try {
    return JSON.parse(readFileSync(path.join(publicDir, 'webpack.stats.json'), 'utf8')) as WebpackStats;
  } catch {
    return null;
  }
}
