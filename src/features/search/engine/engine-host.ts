import { SearchError, type SearchErrorKind } from '../../../domain/search';
import type { SearchRequest, SearchResult } from '../../../domain/search-contract';
import type { SearchIndexKind } from '../../../domain/search-records';
import { readIndexFiles } from './index-files';
import { createLocalEngine, type LocalEngine } from './local-engine';

/**
 * The local engine behind messages, so it can run in a worker, off the page's main thread: building
 * the engine over a catalogue's records and answering searches are the page's longest tasks
 * otherwise. The page keeps fetching the index (its preload, the site's one fetch wrapper) and
 * sends the files; the worker reads them, builds the engine and answers.
 */

export type EngineRequest =
  | { id: number; type: 'load'; files: unknown[]; indices: Readonly<Record<SearchIndexKind, string>> }
  | { id: number; type: 'search'; requests: SearchRequest[] };

export type EngineReply =
  | { id: number; ok: true; results: SearchResult[] }
  | { id: number; ok: false; error: { kind: SearchErrorKind; message: string } };

export interface EngineHost {
  handle(request: EngineRequest): EngineReply;
}

export function createEngineHost(): EngineHost {
  let engine: LocalEngine | null = null;
  return {
    handle(request) {
      try {
        if (request.type === 'load') {
          engine = createLocalEngine(readIndexFiles(request.files), request.indices);
          return { id: request.id, ok: true, results: [] };
        }
        if (!engine) throw new SearchError('validation', 'The search index is not loaded yet.');
        return { id: request.id, ok: true, results: request.requests.map(engine.searchOne) };
      } catch (error) {
        const kind = error instanceof SearchError ? error.kind : 'validation';
        return { id: request.id, ok: false, error: { kind, message: error instanceof Error ? error.message : String(error) } };
      }
    },
  };
}
