import { loadSearchRecords } from '../../../../scripts/search/catalogue-records';
import { server } from '../../../../sandbox/test-server';
import { withSearchRules } from '../../../domain/search/search-client';
import type { SearchParams, SearchResponse, SearchTransport } from '../../../domain/search/search-contract';
import { LOCAL_INDEX_NAMES, type SearchRecords } from '../../../domain/search/search-records';
import { createLocalEngine } from '../engine/local-engine';
import { createSearchClient } from '../load-search-client';
import { algoliaStandIn } from '../testing/algolia-stand-in';
import { GOLDEN_QUERIES } from './golden-queries';

/**
 * Both transports on the golden set: the Algolia client (v5 lite, through msw to a stand-in of the
 * synced index) and the local client send the same search (query, filters, paging) and give the
 * same answers, which meet the golden expectations. A rule applied on one path only (a filter, the
 * minimum length, a typo rule) shows up here.
 */
const ALGOLIA = {
  kind: 'algolia' as const,
  appId: 'GOLDENAPP',
  searchKey: 'search-only-key',
  indices: { apps: 'prod_apps', partners: 'prod_partners' },
};

let records: SearchRecords;
let stand: ReturnType<typeof algoliaStandIn>;
const localSent: SearchParams[] = [];
let localTransport: SearchTransport;

beforeAll(async () => {
  records = await loadSearchRecords(undefined);
  const engine = createLocalEngine(records, LOCAL_INDEX_NAMES);
  localTransport = {
    search(requests) {
      localSent.push(...requests.map((request) => request.params ?? {}));
      return engine.search(requests);
    },
  };
}, 30_000);

beforeEach(() => {
  stand = algoliaStandIn(ALGOLIA.appId, records, ALGOLIA.indices);
  server.use(stand.handler);
  localSent.length = 0;
});

const slugsOf = (result: SearchResponse) => result.hits.map((hit) => hit.slug);

describe('golden queries answer the same through the Algolia and the local transports', () => {
  it.each(GOLDEN_QUERIES.map((golden) => [`${golden.query}${golden.agentApp ? ' (agent app)' : ''}`, golden] as const))(
    '%s',
    async (_, golden) => {
      const kind = golden.index ?? 'apps';
      const isAgentApp = golden.agentApp ?? false;
      const params = { query: golden.query, hitsPerPage: 200 };
      const local = withSearchRules(localTransport, { appsIndex: LOCAL_INDEX_NAMES.apps, isAgentApp });
      const { client: algolia } = await createSearchClient(ALGOLIA, { isAgentApp });

      const localAnswer = (await local.search([{ indexName: LOCAL_INDEX_NAMES[kind], params }])).results[0] as SearchResponse;
      const algoliaAnswer = (await algolia.search([{ indexName: ALGOLIA.indices[kind], params }])).results[0] as SearchResponse;

      expect(slugsOf(algoliaAnswer)).toEqual(slugsOf(localAnswer));
      expect(algoliaAnswer.nbHits).toBe(localAnswer.nbHits);
      expect(slugsOf(algoliaAnswer).slice(0, golden.first.length)).toEqual(golden.first);
      if (golden.total !== undefined) expect(algoliaAnswer.nbHits).toBe(golden.total);
      // The same search went out on both paths (or, under §5's minimum, out on neither).
      expect(stand.sent.map(({ query, filters, hitsPerPage, page }) => ({ query, filters, hitsPerPage, page }))).toEqual(
        localSent.map(({ query, filters, hitsPerPage, page }) => ({ query, filters, hitsPerPage, page })),
      );
    },
  );
});
