import { withSearchRules } from './search-client';
import type { SearchRequest, SearchResponse, SearchResult, SearchTransport } from './search-contract';

/** A transport that records what it is sent and answers each request with `nbHits` hits. */
function recordingTransport(nbHits = 500) {
  const sent: SearchRequest[][] = [];
  const transport: SearchTransport = {
    async search(requests) {
      sent.push([...requests]);
      return {
        results: requests.map((request): SearchResult => {
          if (request.type === 'facet')
            return {
              facetHits: [{ value: request.facet ?? '', highlighted: '', count: 1 }],
              exhaustiveFacetsCount: true,
              processingTimeMS: 1,
            };
          const hitsPerPage = request.params?.hitsPerPage ?? 20;
          const page = request.params?.page ?? 0;
          const hits = Array.from({ length: Math.max(0, Math.min(hitsPerPage, nbHits - page * hitsPerPage)) }, (_, i) => ({
            objectID: `${request.indexName}-${page * hitsPerPage + i}`,
          }));
          return {
            hits,
            nbHits,
            page,
            nbPages: Math.ceil(nbHits / hitsPerPage),
            hitsPerPage,
            processingTimeMS: 1,
            query: request.params?.query ?? '',
            params: '',
            exhaustiveNbHits: true,
          };
        }),
      };
    },
  };
  return { transport, sent };
}

const APPS = 'apps';
const PARTNERS = 'partners';

describe('the §5 rules around any search transport', () => {
  it('answers a query shorter than 2 characters with empty hits and sends nothing', async () => {
    const { transport, sent } = recordingTransport();
    const client = withSearchRules(transport, { appsIndex: APPS, isAgentApp: false });
    const { results } = await client.search([
      { indexName: APPS, params: { query: 'c', hitsPerPage: 5 } },
      { indexName: PARTNERS, params: { query: ' ' } },
    ]);
    expect(sent).toHaveLength(0);
    expect(results).toHaveLength(2);
    expect(results[0]).toMatchObject({ hits: [], nbHits: 0, nbPages: 0, page: 0, hitsPerPage: 5, query: 'c' });
  });

  it('answers a query with no letter or digit (%%%%, emoji, control characters) with empty hits and sends nothing', async () => {
    const { transport, sent } = recordingTransport();
    const client = withSearchRules(transport, { appsIndex: APPS, isAgentApp: false });
    const { results } = await client.search([
      { indexName: APPS, params: { query: '%%%%', hitsPerPage: 12 } },
      { indexName: PARTNERS, params: { query: '😀😀' } },
      { indexName: APPS, params: { query: '\u0001\u0002' } },
    ]);
    expect(sent).toHaveLength(0);
    expect(results.map((result) => (result as SearchResponse).nbHits)).toEqual([0, 0, 0]);
    expect(results[0]).toMatchObject({ hits: [], query: '%%%%' });
  });

  it('sends at most 256 characters of a query', async () => {
    const { transport, sent } = recordingTransport();
    const client = withSearchRules(transport, { appsIndex: APPS, isAgentApp: false });
    await client.search([{ indexName: APPS, params: { query: `chat ${'x'.repeat(10_000)}` } }]);
    expect(sent[0][0].params?.query).toBe(`chat ${'x'.repeat(251)}`);
  });

  it('adds hidden:false to every apps request (keeping its own filters), not to partners', async () => {
    const { transport, sent } = recordingTransport();
    const client = withSearchRules(transport, { appsIndex: APPS, isAgentApp: false });
    await client.search([
      { indexName: APPS, params: { query: 'chat' } },
      { indexName: APPS, params: { query: 'chat', filters: 'categorySlug:crm OR categorySlug:cms' } },
      { indexName: PARTNERS, params: { query: 'chat' } },
    ]);
    expect(sent[0].map((request) => request.params?.filters)).toEqual([
      'hidden:false',
      '(categorySlug:crm OR categorySlug:cms) AND hidden:false',
      undefined,
    ]);
  });

  it('in agent-app mode also leaves out the help-desk product', async () => {
    const { transport, sent } = recordingTransport();
    await withSearchRules(transport, { appsIndex: APPS, isAgentApp: true }).search([
      { indexName: APPS, params: { query: 'chat' } },
    ]);
    expect(sent[0][0].params?.filters).toBe('hidden:false AND NOT product:helpdesk');
  });

  it('answers in the order of the requests, mixing short and sent queries', async () => {
    const { transport, sent } = recordingTransport(3);
    const client = withSearchRules(transport, { appsIndex: APPS, isAgentApp: false });
    const { results } = await client.search([
      { indexName: APPS, params: { query: 'x' } },
      { indexName: PARTNERS, params: { query: 'chat', hitsPerPage: 2 } },
      { indexName: APPS, type: 'facet', facet: 'categoryName', params: { query: 'chat', facetQuery: 'c' } },
    ]);
    expect(sent[0]).toHaveLength(2);
    expect((results[0] as SearchResponse).nbHits).toBe(0);
    expect((results[1] as SearchResponse).hits.map((hit) => hit.objectID)).toEqual(['partners-0', 'partners-1']);
    expect(results[2]).toMatchObject({ facetHits: [{ value: 'categoryName' }] });
  });

  it('caps results at 200: nbHits, nbPages, and no page past the limit', async () => {
    const { transport, sent } = recordingTransport(500);
    const client = withSearchRules(transport, { appsIndex: APPS, isAgentApp: false });
    const { results } = await client.search([
      { indexName: APPS, params: { query: 'chat', hitsPerPage: 12, page: 0 } },
      { indexName: APPS, params: { query: 'chat', hitsPerPage: 12, page: 16 } },
      { indexName: APPS, params: { query: 'chat', hitsPerPage: 12, page: 17 } },
      { indexName: APPS, params: { query: 'chat', hitsPerPage: 1000 } },
    ]);
    expect(results[0]).toMatchObject({ nbHits: 200, nbPages: 17 });
    // Page 16 holds results 193..204: only 193..200 are within the limit.
    expect((results[1] as SearchResponse).hits).toHaveLength(8);
    expect(results[2]).toMatchObject({ hits: [], page: 17 });
    expect(sent[0].map((request) => request.params?.page)).toEqual([0, 16, 0]);
    expect(sent[0][2].params?.hitsPerPage).toBe(200);
  });

  it("rejects a pagination step that is not a positive number, except the helper's facet-only hitsPerPage: 0", async () => {
    const { transport } = recordingTransport();
    const client = withSearchRules(transport, { appsIndex: APPS, isAgentApp: false });
    await expect(client.search([{ indexName: APPS, params: { query: 'chat', hitsPerPage: -1 } }])).rejects.toMatchObject({
      kind: 'validation',
    });
    await expect(client.search([{ indexName: APPS, params: { query: 'chat', hitsPerPage: Number.NaN } }])).rejects.toThrow(
      /positive number/,
    );
    await expect(
      client.search([{ indexName: APPS, params: { query: 'chat', hitsPerPage: 0, facets: ['categoryName'] } }]),
    ).resolves.toBeDefined();
  });

  it("answers searchForFacetValues in the v4 shape InstantSearch's helper uses, through the same rules", async () => {
    const { transport, sent } = recordingTransport();
    const client = withSearchRules(transport, { appsIndex: APPS, isAgentApp: false });
    const answer = await client.searchForFacetValues([
      { indexName: APPS, params: { facetName: 'company', facetQuery: 'co', query: 'chat' } },
    ]);
    expect(answer).toEqual([
      { facetHits: [{ value: 'company', highlighted: '', count: 1 }], exhaustiveFacetsCount: true, processingTimeMS: 1 },
    ]);
    expect(sent[0][0]).toMatchObject({ type: 'facet', facet: 'company', params: { facetQuery: 'co', filters: 'hidden:false' } });
    expect(sent[0][0].params).not.toHaveProperty('facetName');
  });
});

describe('search rules: edges of the limit and facet requests', () => {
  it('sends nothing for the page that starts exactly at result 200', async () => {
    const { transport, sent } = recordingTransport(500);
    const client = withSearchRules(transport, { appsIndex: APPS, isAgentApp: false });
    const { results } = await client.search([{ indexName: APPS, params: { query: 'chat', hitsPerPage: 20, page: 10 } }]);
    expect(sent).toHaveLength(0);
    expect(results[0]).toMatchObject({ hits: [], nbHits: 0, page: 10, hitsPerPage: 20 });
  });

  it('sends facet requests as asked: no page limit, no paging parameters added', async () => {
    const { transport, sent } = recordingTransport();
    const client = withSearchRules(transport, { appsIndex: APPS, isAgentApp: false });
    await client.search([
      { indexName: APPS, type: 'facet', facet: 'company', params: { query: 'chat', page: 10, hitsPerPage: 20 } },
      { indexName: APPS, type: 'facet', facet: 'company', params: { query: 'chat' } },
    ]);
    expect(sent[0]).toHaveLength(2);
    expect(sent[0][1].params).not.toHaveProperty('hitsPerPage');
    expect(sent[0][1].params).not.toHaveProperty('page');
  });

  it('answers a facet search with a too-short query with no facet values, in the facet shape', async () => {
    const { transport, sent } = recordingTransport();
    const client = withSearchRules(transport, { appsIndex: APPS, isAgentApp: false });
    const answer = await client.searchForFacetValues([{ indexName: APPS, params: { facetName: 'company', query: 'c' } }]);
    expect(sent).toHaveLength(0);
    expect(answer).toEqual([{ facetHits: [], exhaustiveFacetsCount: true, processingTimeMS: 0 }]);
  });

  it('gives a facet-only answer (no hits asked for) zero pages', async () => {
    const { transport } = recordingTransport(50);
    const client = withSearchRules(transport, { appsIndex: APPS, isAgentApp: false });
    const { results } = await client.search([{ indexName: APPS, params: { query: 'chat', hitsPerPage: 0 } }]);
    expect(results[0]).toMatchObject({ nbHits: 50, nbPages: 0, hits: [] });
  });

  it("clears the transport's cache when it has one, and is a no-op otherwise", async () => {
    const clearCache = jest.fn(async () => undefined);
    const { transport } = recordingTransport();
    await withSearchRules({ ...transport, clearCache } as SearchTransport, { appsIndex: APPS, isAgentApp: false }).clearCache();
    expect(clearCache).toHaveBeenCalledTimes(1);
    await expect(withSearchRules(transport, { appsIndex: APPS, isAgentApp: false }).clearCache()).resolves.toBeUndefined();
  });
});

describe('agent-app mode read at each search', () => {
  it('leaves out the help-desk product once the mode says agent-app (decided after the page loads)', async () => {
    const { transport, sent } = recordingTransport(3);
    let agentApp = false;
    const client = withSearchRules(transport, { appsIndex: APPS, isAgentApp: () => agentApp });
    await client.search([{ indexName: APPS, params: { query: 'parcel' } }]);
    agentApp = true;
    await client.search([{ indexName: APPS, params: { query: 'parcel' } }]);
    expect(sent.map(([request]) => request.params?.filters)).toEqual(['hidden:false', 'hidden:false AND NOT product:helpdesk']);
  });
});
