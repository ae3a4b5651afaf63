import { SearchError } from '../../../domain/search';
import type { SearchResponse } from '../../../domain/search-contract';
import { LOCAL_INDEX_NAMES, searchIndexFile, type AppSearchRecord } from '../../../domain/search-records';
import { createEngineHost, type EngineReply, type EngineRequest } from '../engine/engine-host';
import { createLocalTransport } from './local-transport';
import { createWorkerTransport, type EngineWorker } from './worker-transport';

const app = (objectID: string, name: string, shortDescription: string, order = 0): AppSearchRecord => ({
  objectID,
  slug: name.toLowerCase(),
  name,
  shortDescription,
  longDescription: '',
  categoryName: 'E-commerce',
  categorySlug: 'e-commerce',
  company: 'Cobalt',
  features: [],
  benefits: [],
  product: 'livechat',
  compatibility: ['livechat'],
  hidden: false,
  isService: false,
  order,
  icon: '',
  rate: null,
  votes: 0,
  installations: 0,
  payment: null,
  paymentType: 'free',
});

const APPS = [
  app('a1', 'ParcelWorks', 'Track parcels.', 1),
  app('a2', 'Chatfox', 'Chat with parcel buyers.', 5),
  app('a3', 'Tillbase', 'Parcel labels in the chat.', 9),
];
const FILE = searchIndexFile({ apps: APPS, partners: [] });

/** A worker that runs the engine host in the page and answers on a later task, like a real one. */
function fakeWorker({ failToStart = false } = {}) {
  const host = createEngineHost();
  const listeners: { message: Array<(event: MessageEvent<EngineReply>) => void>; error: Array<(event: Event) => void> } = {
    message: [],
    error: [],
  };
  const posted: EngineRequest[] = [];
  const worker: EngineWorker & { posted: EngineRequest[]; terminated: boolean } = {
    posted,
    terminated: false,
    postMessage(request) {
      posted.push(request);
      setTimeout(() => {
        if (failToStart) listeners.error.forEach((listener) => listener(new Event('error')));
        else listeners.message.forEach((listener) => listener({ data: host.handle(request) } as MessageEvent<EngineReply>));
      }, 0);
    },
    addEventListener(type: 'message' | 'error', listener: never) {
      listeners[type].push(listener);
    },
    terminate() {
      worker.terminated = true;
    },
  };
  return worker;
}

const slugs = (result: unknown) => (result as SearchResponse).hits.map((hit) => hit.slug);

describe('the local engine in a worker', () => {
  it('answers exactly as the engine in the page does (same hits, same order)', async () => {
    const inWorker = createWorkerTransport(
      () => fakeWorker(),
      async () => [FILE],
      LOCAL_INDEX_NAMES,
    );
    const inPage = createLocalTransport(async () => ({ apps: APPS, partners: [] }), LOCAL_INDEX_NAMES);
    for (const query of ['parcel', 'chat', 'parcl', 'works', 'zzz']) {
      const requests = [{ indexName: LOCAL_INDEX_NAMES.apps, params: { query, hitsPerPage: 20 } }];
      const [worker, page] = await Promise.all([inWorker.search(requests), inPage.search(requests)]);
      expect(slugs(worker.results[0])).toEqual(slugs(page.results[0]));
      expect({ ...worker.results[0], processingTimeMS: 0 }).toEqual({ ...page.results[0], processingTimeMS: 0 });
    }
  });

  it('starts one worker and sends it the index once, on the first search or warm-up', async () => {
    const workers: Array<ReturnType<typeof fakeWorker>> = [];
    const loadFiles = jest.fn(async () => [FILE]);
    const transport = createWorkerTransport(
      () => {
        const worker = fakeWorker();
        workers.push(worker);
        return worker;
      },
      loadFiles,
      LOCAL_INDEX_NAMES,
    );
    expect(workers).toHaveLength(0);
    await transport.ready();
    await transport.search([{ indexName: LOCAL_INDEX_NAMES.apps, params: { query: 'chat' } }]);
    await transport.search([{ indexName: LOCAL_INDEX_NAMES.apps, params: { query: 'parcel' } }]);
    expect(workers).toHaveLength(1);
    expect(loadFiles).toHaveBeenCalledTimes(1);
    expect(workers[0].posted.map((request) => request.type)).toEqual(['load', 'search', 'search']);
  });

  it('passes on the engine’s errors with their kind', async () => {
    const transport = createWorkerTransport(
      () => fakeWorker(),
      async () => [FILE],
      LOCAL_INDEX_NAMES,
    );
    await expect(transport.search([{ indexName: 'nope', params: { query: 'chat' } }])).rejects.toEqual(
      new SearchError('validation', 'Index nope does not exist.'),
    );
  });

  it('reports a file of another format as a validation error, and retries the load on the next search', async () => {
    let file: unknown = { version: 1, apps: [], partners: [] };
    const loadFiles = jest.fn(async () => [file]);
    const transport = createWorkerTransport(() => fakeWorker(), loadFiles, LOCAL_INDEX_NAMES);
    const search = () => transport.search([{ indexName: LOCAL_INDEX_NAMES.apps, params: { query: 'chat' } }]);
    await expect(search()).rejects.toMatchObject({ kind: 'validation' });
    file = FILE;
    expect(slugs((await search()).results[0])).toEqual(['chatfox', 'tillbase']);
    expect(loadFiles).toHaveBeenCalledTimes(2);
  });

  it('reports a worker that cannot start as a network error, and starts a new one for the next search', async () => {
    const workers: Array<ReturnType<typeof fakeWorker>> = [];
    const transport = createWorkerTransport(
      () => {
        const worker = fakeWorker({ failToStart: workers.length === 0 });
        workers.push(worker);
        return worker;
      },
      async () => [FILE],
      LOCAL_INDEX_NAMES,
    );
    const search = () => transport.search([{ indexName: LOCAL_INDEX_NAMES.apps, params: { query: 'parcel' } }]);
    await expect(search()).rejects.toEqual(new SearchError('network', 'The search engine could not be started.'));
    expect(workers[0].terminated).toBe(true);
    expect(slugs((await search()).results[0])).toHaveLength(3);
    expect(workers).toHaveLength(2);
  });
});
