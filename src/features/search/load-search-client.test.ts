import { http, HttpResponse } from 'msw';
import { server } from '../../../sandbox/test-server';
import { LOCAL_INDEX_NAMES } from '../../domain/search-index-names';
import { searchIndexFile } from '../../domain/search-records';
import { createSearchClient } from './load-search-client';
import { FAKE_APPS, FAKE_PARTNERS } from './testing/fake-search-client';
import { createLocalTransport } from './transports/local-transport';

jest.mock('gatsby', () => jest.requireActual('../../../__mocks__/gatsby'));

const INDEX = '/data/search-index-a.json';
const query = (text: string) => [{ indexName: LOCAL_INDEX_NAMES.apps, params: { query: text } }];
let indexRequests = 0;

beforeEach(() => {
  indexRequests = 0;
  server.use(
    http.get(`*${INDEX}`, () => {
      indexRequests += 1;
      return HttpResponse.json(searchIndexFile({ apps: FAKE_APPS, partners: FAKE_PARTNERS }));
    }),
  );
});

afterEach(() => {
  delete window.__marketplaceEarlySearch;
});

/** The early script's engine, over the same records, with its searches counted. */
function earlyEngine(indexPaths: string[]) {
  const transport = createLocalTransport(async () => ({ apps: FAKE_APPS, partners: FAKE_PARTNERS }), LOCAL_INDEX_NAMES);
  const search = jest.spyOn(transport, 'search');
  window.__marketplaceEarlySearch = {
    indexPaths,
    files: Promise.resolve([]),
    answer: { query: 'parcel', answers: {} as never, transport },
  };
  return search;
}

describe('the local search client', () => {
  it("searches with the engine the search page's early script built over the same files, without fetching them again", async () => {
    const early = earlyEngine([INDEX]);
    const setup = await createSearchClient({ kind: 'local', indices: LOCAL_INDEX_NAMES, indexPath: INDEX });
    await setup.warm();
    const { results } = await setup.client.search(query('ledger'));
    expect(results[0]).toMatchObject({ nbHits: 1 });
    expect(early).toHaveBeenCalledTimes(1);
    expect(indexRequests).toBe(0);
  });

  it('builds its own over other files (another build, or no early script)', async () => {
    const early = earlyEngine(['/data/search-index-old.json']);
    const setup = await createSearchClient({ kind: 'local', indices: LOCAL_INDEX_NAMES, indexPath: INDEX });
    const { results } = await setup.client.search(query('ledger'));
    expect(results[0]).toMatchObject({ nbHits: 1 });
    expect(early).not.toHaveBeenCalled();
    expect(indexRequests).toBe(1);
  });

  it('takes the files the early script is still fetching (no second request), and fetches anew after they failed', async () => {
    let arrive = (_files: unknown[]) => undefined as void;
    window.__marketplaceEarlySearch = { indexPaths: [INDEX], files: new Promise((resolve) => (arrive = resolve)) };
    const setup = await createSearchClient({ kind: 'local', indices: LOCAL_INDEX_NAMES, indexPath: INDEX });
    const answered = setup.client.search(query('ledger'));
    arrive([searchIndexFile({ apps: FAKE_APPS, partners: FAKE_PARTNERS })]);
    expect((await answered).results[0]).toMatchObject({ nbHits: 1 });
    expect(indexRequests).toBe(0);

    window.__marketplaceEarlySearch = { indexPaths: [INDEX], files: Promise.reject(new Error('index down')) };
    window.__marketplaceEarlySearch.files.catch(() => undefined);
    const again = await createSearchClient({ kind: 'local', indices: LOCAL_INDEX_NAMES, indexPath: INDEX });
    await expect(again.client.search(query('ledger'))).rejects.toThrow('index down');
    expect((await again.client.search(query('ledger'))).results[0]).toMatchObject({ nbHits: 1 });
    expect(indexRequests).toBe(1);
  });
});
