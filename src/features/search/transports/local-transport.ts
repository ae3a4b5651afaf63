import type { SearchTransport } from '../../../domain/search/search-contract';
import { readSearchIndexFile, type SearchIndexKind, type SearchRecords } from '../../../domain/search/search-records';
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

/** Reads the index files (as fetched by index-files.ts), their records joined in order. */
export function readIndexFiles(files: readonly unknown[]): SearchRecords {
  const shards = files.map((file) => readSearchIndexFile(file));
  return {
    apps: shards.flatMap((shard) => shard.apps),
    partners: shards.flatMap((shard) => shard.partners),
  };
}
