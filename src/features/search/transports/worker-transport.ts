import { SearchError } from '../../../domain/search';
import type { SearchResult, SearchTransport } from '../../../domain/search-contract';
import type { SearchIndexKind } from '../../../domain/search-records';
import type { EngineReply, EngineRequest } from '../engine/engine-host';

/** What the transport needs of a worker (a Worker; tests give one that answers in the page). */
export interface EngineWorker {
  postMessage(request: EngineRequest): void;
  addEventListener(type: 'message', listener: (event: MessageEvent<EngineReply>) => void): void;
  addEventListener(type: 'error', listener: (event: Event) => void): void;
  terminate(): void;
}

type Pending = { resolve(results: SearchResult[]): void; reject(error: SearchError): void };

/**
 * The local engine in a worker (../engine/search-worker.ts), as a transport: same answers as the
 * engine in the page (local-transport.ts), but building it and searching take no time from the
 * page's main thread. The page fetches the index files (`loadFiles`) and sends them once, on the
 * first search (or warm-up); a failed load is retried by the next search, and a worker that
 * fails to start is replaced.
 */
export function createWorkerTransport(
  spawn: () => EngineWorker,
  loadFiles: () => Promise<unknown[]>,
  indices: Readonly<Record<SearchIndexKind, string>>,
): SearchTransport & { ready(): Promise<void>; clearCache(): Promise<void> } {
  let worker: EngineWorker | null = null;
  let loaded: Promise<void> | null = null;
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
      if (reply.ok) waiting.resolve(reply.results);
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

  type Message = EngineRequest extends infer M ? (M extends EngineRequest ? Omit<M, 'id'> : never) : never;
  const call = (message: Message) =>
    new Promise<SearchResult[]>((resolve, reject) => {
      const id = (nextId += 1);
      pending.set(id, { resolve, reject });
      started().postMessage({ ...message, id } as EngineRequest);
    });

  const ready = () => {
    if (!loaded) {
      loaded = loadFiles()
        .then((files) => call({ type: 'load', files, indices }))
        .then(() => undefined);
      loaded.catch(() => {
        loaded = null;
      });
    }
    return loaded;
  };

  return {
    ready,
    async search(requests) {
      await ready();
      return { results: await call({ type: 'search', requests: [...requests] }) };
    },
    async clearCache() {
      // Answers derive from the (immutable) index files only.
    },
  };
}
