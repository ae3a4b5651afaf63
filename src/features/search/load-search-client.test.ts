import { LOCAL_INDEX_NAMES } from '../../domain/search/search-index-names';
import type { SearchRecords } from '../../domain/search/search-records';
import { createSearchClient } from './load-search-client';
import { serveFakeIndex } from './testing/fake-index-server';
import { FAKE_APPS, FAKE_PARTNERS } from './testing/fake-search-client';
import { createLocalTransport } from './transports/local-transport';

jest.mock('gatsby', () => jest.requireActual('../../../__mocks__/gatsby'));

const INDEX = '/data/search-index-a.json';
const query = (text: string) => [{ indexName: LOCAL_INDEX_NAMES.apps, params: { query: text } }];
let index: { requests(): number };

beforeEach(() => {
  index = serveFakeIndex(INDEX);
});

afterEach(() => {
  delete window.__marketplaceEarlySearch;
});

/** The early script's engine, over the same records, with its builds and searches counted. */
function earlyEngine(
  indexPaths: string[],
  records: () => Promise<SearchRecords> = async () => ({ apps: FAKE_APPS, partners: FAKE_PARTNERS }),
) {
  const builds = jest.fn(records);
  const transport = createLocalTransport(builds, LOCAL_INDEX_NAMES);
  const search = jest.spyOn(transport, 'search');
  window.__marketplaceEarlySearch = { indexPaths, transport };
  return { search, builds };
}

describe('the local search client', () => {
  it("searches with the engine the search page's early script built over the same files, without fetching them again", async () => {
    const early = earlyEngine([INDEX]);
    const setup = await createSearchClient({ kind: 'local', indices: LOCAL_INDEX_NAMES, indexPath: INDEX });
    await setup.warm();
    const { results } = await setup.client.search(query('ledger'));
    expect(results[0]).toMatchObject({ nbHits: 1 });
    expect(early.search).toHaveBeenCalledTimes(1);
    expect(early.builds).toHaveBeenCalledTimes(1);
    expect(index.requests()).toBe(0);
  });

  it('builds its own over other files (another build, or no early script)', async () => {
    const early = earlyEngine(['/data/search-index-old.json']);
    const setup = await createSearchClient({ kind: 'local', indices: LOCAL_INDEX_NAMES, indexPath: INDEX });
    const { results } = await setup.client.search(query('ledger'));
    expect(results[0]).toMatchObject({ nbHits: 1 });
    expect(early.search).not.toHaveBeenCalled();
    expect(index.requests()).toBe(1);
  });

  it('waits for the early engine still being built (a slow index) instead of building another', async () => {
    let arrive = () => undefined as void;
    const early = earlyEngine(
      [INDEX],
      () =>
        new Promise((resolve) => {
          arrive = () => resolve({ apps: FAKE_APPS, partners: FAKE_PARTNERS });
        }),
    );
    const setup = await createSearchClient({ kind: 'local', indices: LOCAL_INDEX_NAMES, indexPath: INDEX });
    void setup.warm();
    const answered = setup.client.search(query('ledger'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    arrive();
    expect((await answered).results[0]).toMatchObject({ nbHits: 1 });
    expect(early.builds).toHaveBeenCalledTimes(1);
    expect(index.requests()).toBe(0);
  });
});
