import { http, HttpResponse } from 'msw';
import { server } from '../../../../sandbox/test-server';
import type { SearchResponse } from '../../../domain/search/search-contract';
import { createSearchClient } from '../load-search-client';
import { APPS_RESPONSE, FACET_RESPONSE, PARTNERS_RESPONSE } from './algolia-transport.fixtures';

/**
 * The Algolia path: the site's client (§5 rules around Algolia's v5 lite client) against Algolia's
 * HTTP API, intercepted by msw with answers of the recorded shape.
 */
const QUERIES = /^https:\/\/testapp(-dsn\.algolia\.net|\.algolia\.net|-\d\.algolianet\.com)\/1\/indexes\/\*\/queries/i;
const CONFIG = {
  kind: 'algolia' as const,
  appId: 'TESTAPP',
  searchKey: 'search-only-key',
  indices: { apps: 'prod_apps', partners: 'prod_partners' },
};

interface SentRequest {
  indexName: string;
  type?: string;
  facet?: string;
  query?: string;
  facetQuery?: string;
  filters?: string;
  hitsPerPage?: number;
}

function answerWith(results: (requests: SentRequest[]) => unknown[]) {
  const sent: Array<{ body: { requests: SentRequest[] }; headers: Headers; url: string }> = [];
  server.use(
    http.post(QUERIES, async ({ request }) => {
      const body = JSON.parse(await request.text()) as { requests: SentRequest[] };
      sent.push({ body, headers: request.headers, url: request.url });
      return HttpResponse.json({ results: results(body.requests) });
    }),
  );
  return sent;
}

describe('Algolia search client (v5 lite) through the site rules', () => {
  it("sends one multi-query with the rules applied and returns Algolia's answers in order", async () => {
    const sent = answerWith(() => [APPS_RESPONSE, PARTNERS_RESPONSE]);
    const { client, indices } = await createSearchClient(CONFIG);
    const { results } = await client.search([
      { indexName: indices.apps, params: { query: ' parcel ', hitsPerPage: 5 } },
      { indexName: indices.partners, params: { query: 'parcel', hitsPerPage: 3 } },
    ]);

    expect(sent).toHaveLength(1);
    const credentials = `${sent[0].url} ${sent[0].headers.get('x-algolia-application-id')} ${sent[0].headers.get('x-algolia-api-key')}`;
    expect(credentials).toMatch(/TESTAPP/i);
    expect(credentials).toContain('search-only-key');
    expect(sent[0].body.requests).toEqual([
      expect.objectContaining({ indexName: 'prod_apps', query: 'parcel', hitsPerPage: 5, filters: 'hidden:false' }),
      expect.objectContaining({ indexName: 'prod_partners', query: 'parcel', hitsPerPage: 3 }),
    ]);
    expect(sent[0].body.requests[1].filters).toBeUndefined();
    const apps = results[0] as SearchResponse;
    expect(apps.hits[0]).toMatchObject({
      objectID: '810790c19c7083c936f6cb0b',
      _highlightResult: { name: { value: '<em>Parcel</em>Works' } },
    });
    expect(results[1]).toMatchObject({ nbHits: 0, index: 'prod_partners' });
  });

  it('does not call Algolia at all for a query shorter than 2 characters', async () => {
    const sent = answerWith(() => []);
    const { client } = await createSearchClient(CONFIG);
    const { results } = await client.search([{ indexName: 'prod_apps', params: { query: 'p' } }]);
    expect(sent).toHaveLength(0);
    expect(results[0]).toMatchObject({ hits: [], nbHits: 0 });
  });

  it('in agent-app mode filters out the help-desk product', async () => {
    const sent = answerWith(() => [APPS_RESPONSE]);
    const { client } = await createSearchClient(CONFIG, { isAgentApp: true });
    await client.search([{ indexName: 'prod_apps', params: { query: 'parcel', filters: 'isService:false' } }]);
    expect(sent[0].body.requests[0].filters).toBe('(isService:false) AND hidden:false AND NOT product:helpdesk');
  });

  it('searches facet values as a facet request of the multi-query', async () => {
    const sent = answerWith(() => [FACET_RESPONSE]);
    const { client } = await createSearchClient(CONFIG);
    const [answer] = await client.searchForFacetValues([
      { indexName: 'prod_apps', params: { facetName: 'categoryName', facetQuery: 'e', query: 'parcel', maxFacetHits: 10 } },
    ]);
    expect(sent[0].body.requests[0]).toMatchObject({
      indexName: 'prod_apps',
      type: 'facet',
      facet: 'categoryName',
      facetQuery: 'e',
      filters: 'hidden:false',
    });
    expect(answer).toEqual(FACET_RESPONSE);
  });

  it('turns an API refusal into an http SearchError', async () => {
    server.use(
      http.post(QUERIES, () => HttpResponse.json({ message: 'Invalid Application-ID or API key', status: 403 }, { status: 403 })),
    );
    const { client } = await createSearchClient(CONFIG);
    await expect(client.search([{ indexName: 'prod_apps', params: { query: 'parcel' } }])).rejects.toMatchObject({
      kind: 'http',
      message: expect.stringContaining('403'),
    });
  });

  it('turns unreachable hosts into a network SearchError', async () => {
    server.use(http.post(QUERIES, () => HttpResponse.error()));
    const { client } = await createSearchClient(CONFIG);
    await expect(client.search([{ indexName: 'prod_apps', params: { query: 'parcel' } }])).rejects.toMatchObject({
      kind: 'network',
    });
  });
});
