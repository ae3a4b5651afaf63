import { http, HttpResponse } from 'msw';
import { server } from '../../../../sandbox/test-server';
import type { SearchResponse } from '../../../domain/search/search-contract';
import { LOCAL_INDEX_NAMES, searchIndexFile } from '../../../domain/search/search-records';
import { createSearchClient, loadSearchClient } from '../load-search-client';
import * as indexFiles from './index-files';

const INDEX_PATH = '/data/search-index-0123456789abcdef.json';
const FILE_APP = {
  objectID: 'a1',
  slug: 'parcelworks',
  name: 'ParcelWorks',
  shortDescription: 'Track parcels.',
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
  order: 1,
  icon: '',
  rate: null,
  votes: 0,
  installations: 0,
  payment: null,
  paymentType: 'free',
};
const FILE = searchIndexFile({ apps: [FILE_APP], partners: [] });

function serveIndex(respond: () => Response = () => HttpResponse.json(FILE)) {
  let fetched = 0;
  server.use(
    http.get(`${window.location.origin}${INDEX_PATH}`, () => {
      fetched += 1;
      return respond();
    }),
  );
  return () => fetched;
}

const LOCAL = { kind: 'local' as const, indices: LOCAL_INDEX_NAMES, indexPath: INDEX_PATH };

describe('the local search client', () => {
  it("fetches the build's index on the first search only, then answers from memory", async () => {
    const fetched = serveIndex();
    const { client, indices } = await createSearchClient(LOCAL);
    expect(fetched()).toBe(0);
    const first = await client.search([{ indexName: indices.apps, params: { query: 'parcel' } }]);
    expect((first.results[0] as SearchResponse).hits.map((hit) => hit.slug)).toEqual(['parcelworks']);
    await client.search([{ indexName: indices.apps, params: { query: 'track' } }]);
    expect(fetched()).toBe(1);
  });

  it('does not fetch the index for a query too short to search', async () => {
    const fetched = serveIndex();
    const { client, indices } = await createSearchClient(LOCAL);
    await client.search([{ indexName: indices.apps, params: { query: 'p' } }]);
    expect(fetched()).toBe(0);
  });

  it('warm() fetches the index ahead of the first search', async () => {
    const fetched = serveIndex();
    const setup = await createSearchClient(LOCAL);
    await setup.warm();
    expect(fetched()).toBe(1);
  });

  it("warm() starts the index download at once, beside the engine's code, not after it", async () => {
    const fetched = serveIndex();
    const download = jest.spyOn(indexFiles, 'fetchIndexFiles');
    const setup = await createSearchClient(LOCAL);
    const warming = setup.warm();
    expect(download).toHaveBeenCalledTimes(1); // before the engine's chunk has been awaited
    await warming;
    await setup.client.search([{ indexName: setup.indices.apps, params: { query: 'parcel' } }]);
    expect(fetched()).toBe(1); // the engine used that download
    download.mockRestore();
  });

  it('reports a failed load as a network error, and retries on the next search', async () => {
    let fail = true;
    const fetched = serveIndex(() => (fail ? new HttpResponse('down', { status: 503 }) : HttpResponse.json(FILE)));
    const { client, indices } = await createSearchClient(LOCAL);
    await expect(client.search([{ indexName: indices.apps, params: { query: 'parcel' } }])).rejects.toMatchObject({
      kind: 'network',
    });
    fail = false;
    await expect(client.search([{ indexName: indices.apps, params: { query: 'parcel' } }])).resolves.toBeDefined();
    expect(fetched()).toBe(2);
  });

  it('refuses an index file of another format', async () => {
    serveIndex(() => HttpResponse.json({ version: 1, apps: [], partners: [] }));
    const { client, indices } = await createSearchClient(LOCAL);
    await expect(client.search([{ indexName: indices.apps, params: { query: 'parcel' } }])).rejects.toMatchObject({
      kind: 'validation',
    });
  });

  it('says so when the build wrote no index', async () => {
    const { client, indices } = await createSearchClient({ ...LOCAL, indexPath: '' });
    await expect(client.search([{ indexName: indices.apps, params: { query: 'parcel' } }])).rejects.toThrow(/no search index/);
  });

  it('loads an index in shards side by side and searches them as one', async () => {
    const shardPath = '/data/search-index-fedcba9876543210.json';
    const second = searchIndexFile({
      apps: [{ ...FILE_APP, objectID: 'a2', slug: 'parceltrack', name: 'ParcelTrack' }],
      partners: [],
    });
    const fetched = serveIndex();
    let fetchedShard = 0;
    server.use(
      http.get(`${window.location.origin}${shardPath}`, () => {
        fetchedShard += 1;
        return HttpResponse.json(second);
      }),
    );
    const { client, indices } = await createSearchClient({ ...LOCAL, indexPath: `${INDEX_PATH},${shardPath}` });
    const result = await client.search([{ indexName: indices.apps, params: { query: 'parcel' } }]);
    expect((result.results[0] as SearchResponse).hits.map((hit) => hit.slug).sort()).toEqual(['parceltrack', 'parcelworks']);
    expect([fetched(), fetchedShard]).toEqual([1, 1]);
  });

  it('is one shared client per page (the header box and the search page share the loaded index)', async () => {
    expect(loadSearchClient()).toBe(loadSearchClient());
  });
});
