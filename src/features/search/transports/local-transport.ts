import { withPrefix } from 'gatsby';
import { fetchSearchIndex } from '../../../api-client/search-index';
import { SearchError } from '../../../domain/search';
import { indexPathsOf } from '../../../domain/search-config';
import type { SearchTransport } from '../../../domain/search-contract';
import { readSearchIndexFile, type SearchIndexKind, type SearchRecords } from '../../../domain/search-records';
import { buildLocalEngine, type LocalEngine } from '../engine/local-engine';

/**
 * The local engine as a transport, beside Algolia's (algolia-transport.ts): the index file is fetched and the engine built on the first
 * search (not before), once; a failed load is retried by the next search.
 */
export function createLocalTransport(
  loadRecords: () => Promise<SearchRecords>,
  indices: Readonly<Record<SearchIndexKind, string>>,
): SearchTransport & { ready(): Promise<LocalEngine>; clearCache(): Promise<void> } {
  let engine: Promise<LocalEngine> | null = null;
  const ready = () => {
    if (!engine) {
      engine = loadRecords().then((records) => buildLocalEngine(records, indices));
      engine.catch(() => {
        engine = null;
      });
    }
    return engine;
  };
  return {
    ready,
    async search(requests) {
      return (await ready()).search(requests);
    },
    async clearCache() {
      // The engine's query cache only holds answers derived from the (immutable) index file.
    },
  };
}

/**
 * Fetches and reads the build's index: its files (shards, each path carrying its content hash)
 * side by side, their records joined in order.
 */
export async function loadIndexFile(indexPath: string): Promise<SearchRecords> {
  const paths = indexPathsOf(indexPath);
  if (paths.length === 0) {
    throw new SearchError('validation', 'This build has no search index (GATSBY_SEARCH_INDEX_PATH is not set).');
  }
  try {
    const shards = await Promise.all(
      paths.map(async (sitePath) => readSearchIndexFile(await fetchSearchIndex(window.location.origin, withPrefix(sitePath)))),
    );
    return {
      apps: shards.flatMap((shard) => shard.apps),
      partners: shards.flatMap((shard) => shard.partners),
    };
  } catch (error) {
    if (error instanceof SearchError) throw error;
    throw new SearchError(
      'network',
      `The search index could not be loaded: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
}
