import type { SearchTransport } from '../../../domain/search-contract';
import type { SearchIndexKind, SearchRecords } from '../../../domain/search-records';
import { readIndexFiles } from '../engine/index-files';
import { createLocalEngine, type LocalEngine } from '../engine/local-engine';
import { fetchIndexFiles } from './index-fetch';

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
      engine = loadRecords().then((records) => createLocalEngine(records, indices));
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

/** Fetches and reads the build's index: its files' records joined in order. */
export async function loadIndexFile(indexPath: string): Promise<SearchRecords> {
  return readIndexFiles(await fetchIndexFiles(indexPath));
}
