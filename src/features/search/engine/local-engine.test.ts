import algoliasearchHelper from 'algoliasearch-helper';
import { withSearchRules } from '../../../domain/search/search-client';
import type { FacetSearchResponse, HighlightResult, SearchResponse } from '../../../domain/search/search-contract';
import type { AppSearchRecord, PartnerSearchRecord } from '../../../domain/search/search-records';
import { buildLocalEngine, createLocalEngine } from './local-engine';
import { buildCollection, buildCollectionInSlices } from './term-index';
import { INDEX_DEFINITIONS } from '../../../domain/search/search-records';
import type { RecordLike } from '../../../domain/search/search-filters';

const NAMES = { apps: 'apps', partners: 'partners' };

function app(fields: Partial<AppSearchRecord> & Pick<AppSearchRecord, 'objectID' | 'name'>): AppSearchRecord {
  return {
    slug: fields.name.toLowerCase().replace(/\W+/g, '-'),
    shortDescription: '',
    longDescription: '',
    categoryName: 'CRM',
    categorySlug: 'crm',
    company: 'Acme',
    features: [],
    benefits: [],
    product: 'livechat',
    compatibility: ['livechat'],
    hidden: false,
    isService: false,
    order: 0,
    icon: '/i.svg',
    rate: null,
    votes: 0,
    installations: 0,
    payment: null,
    paymentType: 'free',
    ...fields,
  };
}

const APPS: AppSearchRecord[] = [
  app({
    objectID: '1',
    name: 'ParcelWorks',
    shortDescription: 'Track parcels from the chat.',
    order: 55,
    categoryName: 'E-commerce',
    categorySlug: 'e-commerce',
  }),
  app({
    objectID: '2',
    name: 'ParcelForge',
    shortDescription: 'Refunds in a click.',
    order: 0,
    categoryName: 'E-commerce',
    categorySlug: 'e-commerce',
  }),
  app({ objectID: '3', name: 'Ledger', shortDescription: 'Invoices for parcel shops.', order: 99 }),
  app({
    objectID: '4',
    name: 'Deep',
    shortDescription: 'Nothing here.',
    longDescription: `${'filler '.repeat(40)}mentions parcel deep inside ${'tail '.repeat(30)}`,
    order: 100,
  }),
  app({ objectID: '5', name: 'Secret Parcel', hidden: true, order: 1000 }),
  app({ objectID: '6', name: 'Crate', company: 'Parcel Co', order: 5, product: 'helpdesk', compatibility: ['helpdesk'] }),
  app({ objectID: '7', name: 'Tracker', categoryName: 'Parcel tools', categorySlug: 'parcel-tools', order: 7 }),
];
const PARTNERS: PartnerSearchRecord[] = [
  {
    objectID: 'p1',
    slug: 'waypoint',
    name: 'Waypoint Group',
    shortDescription: 'Chat teams.',
    description: 'We run chat.',
    company: 'Waypoint',
    logo: '',
    country: 'Poland',
    languages: ['Polish'],
    services: ['training'],
    products: ['livechat'],
    recommended: true,
    rate: 5,
    votes: 1,
    rankScore: 4.5,
  },
];

const engine = createLocalEngine({ apps: APPS, partners: PARTNERS }, NAMES);
const client = withSearchRules(engine, { appsIndex: NAMES.apps, isAgentApp: false });
const searchApps = async (params: Record<string, unknown>) =>
  (await client.search([{ indexName: NAMES.apps, params }])).results[0] as SearchResponse;
const ids = (result: SearchResponse) => result.hits.map((hit) => hit.objectID);

describe('local engine: ranking (§2)', () => {
  it('ranks by the group of the match (name, short, long, category, rest), custom order inside, hidden left out', async () => {
    const result = await searchApps({ query: 'parcel', hitsPerPage: 20 });
    // name: ParcelWorks(55), ParcelForge(0); short: Ledger(99); long: Deep(100); category: Tracker(7); rest: Crate(5).
    expect(ids(result)).toEqual(['1', '2', '3', '4', '7', '6']);
  });
});

describe('local engine: the InstantSearch contract', () => {
  it("answers in Algolia's shape: hits with objectID and highlights, counts, 0-based pages, params", async () => {
    const result = await searchApps({
      query: 'parcel',
      hitsPerPage: 2,
      page: 1,
      highlightPreTag: '<b>',
      highlightPostTag: '</b>',
    });
    expect(result).toMatchObject({
      nbHits: 6,
      page: 1,
      nbPages: 3,
      hitsPerPage: 2,
      query: 'parcel',
      exhaustiveNbHits: true,
      index: 'apps',
    });
    expect(typeof result.processingTimeMS).toBe('number');
    expect(result.params).toContain('query=parcel');
    expect(result.params).toContain('filters=hidden%3Afalse');
    expect(ids(result)).toEqual(['3', '4']);
    const highlight = result.hits[0]._highlightResult?.shortDescription as HighlightResult;
    expect(highlight).toEqual({
      value: 'Invoices for <b>parcel</b> shops.',
      matchLevel: 'full',
      matchedWords: ['parcel'],
      fullyHighlighted: false,
    });
    expect(result.hits[0]).not.toHaveProperty('longDescription');
  });

  it('marks the typed part of a prefix, camel-case parts of names, and snippets long descriptions', async () => {
    const result = await searchApps({ query: 'par', hitsPerPage: 20 });
    expect((result.hits[0]._highlightResult?.name as HighlightResult).value).toBe('<em>Par</em>celWorks');
    const deep = result.hits.find((hit) => hit.objectID === '4');
    const snippet = deep?._snippetResult?.longDescription;
    expect(snippet && !Array.isArray(snippet) ? snippet.value : '').toMatch(/^….*<em>par<\/em>cel.*…$/);
  });

  it('counts facets over all matches (facets: ["*"] or a list), at most maxValuesPerFacet values', async () => {
    const result = await searchApps({ query: 'parcel', facets: ['categoryName', 'product'], maxValuesPerFacet: 2 });
    expect(result.facets).toEqual({ categoryName: { CRM: 3, 'E-commerce': 2 } });
    const all = await searchApps({ query: 'parcel', facets: '*' });
    expect(Object.keys(all.facets ?? {})).toEqual(expect.arrayContaining(['categoryName', 'compatibility', 'isService']));
    expect(all.facets).not.toHaveProperty('hidden');
  });

  it('applies filters, facetFilters and numericFilters together', async () => {
    expect(
      ids(await searchApps({ query: 'parcel', facetFilters: [['categorySlug:e-commerce', 'categorySlug:parcel-tools']] })),
    ).toEqual(['1', '2', '7']);
    expect(ids(await searchApps({ query: 'parcel', numericFilters: ['order>=55'] }))).toEqual(['1', '3', '4']);
    expect(ids(await searchApps({ query: 'parcel', filters: 'NOT company:Acme' }))).toEqual(['6']);
  });

  it('searches facet values (default 10, at most 100) with the query and filters applied', async () => {
    const [values] = await client.searchForFacetValues([
      { indexName: NAMES.apps, params: { facetName: 'categoryName', facetQuery: 'e com', query: 'parcel' } },
    ]);
    expect(values).toEqual({
      facetHits: [{ value: 'E-commerce', highlighted: '<em>E</em>-<em>com</em>merce', count: 2 }],
      exhaustiveFacetsCount: true,
      processingTimeMS: expect.any(Number),
    });
    const { results } = await client.search([
      {
        indexName: NAMES.apps,
        type: 'facet',
        facet: 'categoryName',
        params: { query: 'parcel', facetQuery: '', maxFacetHits: 1 },
      },
    ]);
    expect((results[0] as FacetSearchResponse).facetHits).toHaveLength(1);
    await expect(
      client.searchForFacetValues([{ indexName: NAMES.apps, params: { facetName: 'hidden', facetQuery: '', query: 'parcel' } }]),
    ).rejects.toMatchObject({ kind: 'validation' });
  });

  it('answers a multi-index, multi-query request in order', async () => {
    const { results } = await client.search([
      { indexName: NAMES.partners, params: { query: 'chat' } },
      { indexName: NAMES.apps, params: { query: 'ledger' } },
    ]);
    expect(ids(results[0] as SearchResponse)).toEqual(['p1']);
    expect(ids(results[1] as SearchResponse)).toEqual(['3']);
  });

  it('refuses an unknown index', async () => {
    await expect(client.search([{ indexName: 'nope', params: { query: 'chat' } }])).rejects.toThrow(/does not exist/);
  });

  it("serves InstantSearch's helper, disjunctive facets included (extra requests answered in order)", async () => {
    const helper = algoliasearchHelper(client as never, NAMES.apps, {
      disjunctiveFacets: ['categoryName'],
      facets: ['isService'],
      hitsPerPage: 10,
    });
    helper.setQuery('parcel').addDisjunctiveFacetRefinement('categoryName', 'E-commerce');
    const { content } = await helper.searchOnce({});
    expect(content.hits.map((hit: { objectID: string }) => hit.objectID)).toEqual(['1', '2']);
    // The disjunctive facet counts ignore its own refinement: every category of the query's matches.
    const categories = content.getFacetValues('categoryName', { sortBy: ['name:asc'] }) as Array<{
      name: string;
      count: number;
      isRefined: boolean;
    }>;
    expect(categories.map(({ name, count, isRefined }) => [name, count, isRefined])).toEqual([
      ['CRM', 3, false],
      ['E-commerce', 2, true],
      ['Parcel tools', 1, false],
    ]);
    const facetSearch = await helper.searchForFacetValues('categoryName', 'par', 10);
    expect(facetSearch.facetHits.map((hit: { value: string }) => hit.value)).toEqual(['Parcel tools']);
  });
});

describe('local engine: typo tolerance', () => {
  it('uses typo-corrected matches only when nothing matches as typed, keeping the fewest typos', async () => {
    expect(ids(await searchApps({ query: 'parcelwroks' }))).toEqual(['1']);
    expect(ids(await searchApps({ query: 'ledgr' }))).toEqual(['3']);
    // "crat" matches "Crate" as a prefix: no typo-tolerant matches are added.
    expect(ids(await searchApps({ query: 'crat' }))).toEqual(['6']);
    // Three letters allow no typo.
    expect(ids(await searchApps({ query: 'lxd' }))).toEqual([]);
  });
});

describe('local engine: built in slices (no long task while the index is built)', () => {
  it('answers exactly as the engine built at once', async () => {
    const pause = jest.fn(() => Promise.resolve());
    const sliced = await buildLocalEngine({ apps: APPS, partners: PARTNERS }, NAMES, { pause });
    for (const query of ['parcel', 'par', 'ledgr', 'crm', '']) {
      for (const indexName of [NAMES.apps, NAMES.partners]) {
        const request = { indexName, params: { query, hitsPerPage: 20, facets: ['*'] } };
        const [atOnce] = (await engine.search([request])).results as SearchResponse[];
        const [inSlices] = (await sliced.search([request])).results as SearchResponse[];
        expect({ ...inSlices, processingTimeMS: 0 }).toEqual({ ...atOnce, processingTimeMS: 0 });
      }
    }
  });

  it('gives the browser its turn before the first slice (the records were read in the same task)', async () => {
    const order: string[] = [];
    const pause = jest.fn(() => {
      order.push('pause');
      return Promise.resolve();
    });
    const records = { apps: APPS, partners: PARTNERS };
    const built = buildLocalEngine(records, NAMES, { pause });
    order.push('called');
    await built;
    expect(order.slice(0, 2)).toEqual(['pause', 'called']);
    expect(pause).toHaveBeenCalled();
  });

  it('pauses whenever a slice has run its time, and builds the same collection', async () => {
    const records: RecordLike[] = Array.from({ length: 300 }, (_, index) =>
      app({ objectID: String(index), name: `App ${index}`, shortDescription: `Word${index % 37} tickets chat` }),
    ) as unknown as RecordLike[];
    let clock = 0;
    const pause = jest.fn(() => Promise.resolve());
    const sliced = await buildCollectionInSlices('apps', INDEX_DEFINITIONS.apps, records, {
      pause,
      sliceMs: 8,
      now: () => (clock += 10), // every read of the clock is a slice later
    });
    // 300 records and their words, the clock read every 32 steps: a pause at every read.
    expect(pause.mock.calls.length).toBeGreaterThan(300 / 32);
    const atOnce = buildCollection('apps', INDEX_DEFINITIONS.apps, records);
    expect([...sliced.terms.entries()]).toEqual([...atOnce.terms.entries()]);
    expect(sliced.customRank).toEqual(atOnce.customRank);
    expect(sliced.docOfNameRank).toEqual(atOnce.docOfNameRank);
  });
});
