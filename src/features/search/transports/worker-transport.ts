import { SearchError } from '../../../domain/search';
import type { SearchTransport } from '../../../domain/search-contract';
import type { SearchIndexKind } from '../../../domain/search-records';
import type { EngineReply, EngineRequest } from '../engine/engine-host';
import { readIndexFiles } from '../engine/index-files';
import { createLocalEngine, type LocalEngine } from '../engine/local-engine';
import type { CollectionParts } from '../engine/term-index';

/** What the transport needs of a worker (a Worker; tests give one that answers in the page). */
export interface EngineWorker {
  postMessage(request: EngineRequest): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<EngineReply>) => void): void;
  addEventListener(type: 'error', listener: (event: Event) => void): void;
  terminate(): void;
}

type Built = Record<SearchIndexKind, CollectionParts>;
type Pending = { resolve(built: Built): void; reject(error: SearchError): void };

/**
 * The local engine built in a worker (../engine/search-worker.ts), as a transport: the same
 * answers as the engine built in the page (local-transport.ts), but building it takes no time
 * from the page's main thread. The page fetches the index files (`loadFiles`) and sends them once,
 * on the first search (or warm-up); the worker sends the built term index back, and the page
 * searches it (no round trip per keystroke). A failed load is retried by the next search, and a
 * worker that fails to start is replaced.
 */
export function createWorkerTransport(
  spawn: () => EngineWorker,
  loadFiles: () => Promise<unknown[]>,
  indices: Readonly<Record<SearchIndexKind, string>>,
): SearchTransport & { ready(): Promise<LocalEngine>; clearCache(): Promise<void> } {
  let worker: EngineWorker | null = null;
  let loaded: Promise<LocalEngine> | null = null;
  let nextId = 0;
  const pending = new Map<number, Pending>();

  const failAll = (error: SearchError) => {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };

  const started = (): EngineWorker => {
    if (worker) return worker;
    const spawned = spawn();
    spawned.addEventListener('message', ({ data: reply }) => {
      const waiting = pending.get(reply.id);
      if (!waiting) return;
      pending.delete(reply.id);
      if (reply.ok) waiting.resolve(reply.built);
      else waiting.reject(new SearchError(reply.error.kind, reply.error.message));
    });
    spawned.addEventListener('error', () => {
      spawned.terminate();
      if (worker === spawned) {
        worker = null;
        loaded = null;
      }
      failAll(new SearchError('network', 'The search engine could not be started.'));
    });
    worker = spawned;
    return spawned;
  };

  const build = (files: unknown[]) =>
    new Promise<Built>((resolve, reject) => {
      const id = (nextId += 1);
      pending.set(id, { resolve, reject });
      started().postMessage({ id, type: 'build', files, indices });
    });

  const ready = () => {
    if (!loaded) {
      // The worker starts (its script loads) while the files download.
      started();
      loaded = loadFiles().then(async (files) => {
        const built = await build(files);
        // The worker's job is done: the page keeps the engine.
        worker?.terminate();
        worker = null;
        return createLocalEngine(readIndexFiles(files), indices, { built });
      });
      loaded.catch(() => {
        loaded = null;
      });
    }
    return loaded;
  };

  return {
    ready,
    async search(requests) {
      return (await ready()).search(requests);
    },
    async clearCache() {
      // Answers derive from the (immutable) index files only.
    },
  };
}
