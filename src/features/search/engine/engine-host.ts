import { SearchError, type SearchErrorKind } from '../../../domain/search';
import { INDEX_DEFINITIONS, type SearchIndexKind } from '../../../domain/search-records';
import type { RecordLike } from '../../../domain/search-filters';
import { readIndexFiles } from './index-files';
import { buildCollection, collectionParts, type CollectionParts } from './term-index';

/**
 * Building the local engine behind messages, so it can run in a worker, off the page's main
 * thread: reading every record's words into the term index is the engine's one long task. The
 * page keeps fetching the index (its preload, the site's one fetch wrapper), sends the files, and
 * gets the built collections back (cheap to read); it searches them itself, so a keystroke's
 * answer is painted in the keystroke's own frame.
 */

export interface EngineRequest {
  id: number;
  type: 'build';
  files: unknown[];
  indices: Readonly<Record<SearchIndexKind, string>>;
}

export type EngineReply =
  | { id: number; ok: true; built: Record<SearchIndexKind, CollectionParts> }
  | { id: number; ok: false; error: { kind: SearchErrorKind; message: string } };

export interface EngineHost {
  handle(request: EngineRequest): EngineReply;
}

export function createEngineHost(): EngineHost {
  return {
    handle(request) {
      try {
        const records = readIndexFiles(request.files);
        const build = (kind: SearchIndexKind) =>
          collectionParts(
            buildCollection(request.indices[kind], INDEX_DEFINITIONS[kind], records[kind] as unknown as RecordLike[]),
          );
        return { id: request.id, ok: true, built: { apps: build('apps'), partners: build('partners') } };
      } catch (error) {
        const kind = error instanceof SearchError ? error.kind : 'validation';
        return { id: request.id, ok: false, error: { kind, message: error instanceof Error ? error.message : String(error) } };
      }
    },
  };
}
