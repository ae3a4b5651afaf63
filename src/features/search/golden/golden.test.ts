import { loadSearchRecords } from '../../../../scripts/search/catalogue-records';
import { withSearchRules } from '../../../domain/search/search-client';
import type { SearchResponse } from '../../../domain/search/search-contract';
import { LOCAL_INDEX_NAMES, type SearchRecords } from '../../../domain/search/search-records';
import { createLocalEngine, type LocalEngine } from '../engine/local-engine';
import { GOLDEN_QUERIES } from './golden-queries';

/**
 * The golden set over the bundled catalogue (sandbox/data), through the full local client: the
 * records are made the way the build makes them, hidden apps included (with hidden: true), so the
 * hidden:false rule is what keeps them out.
 */
let records: SearchRecords;
let engine: LocalEngine;

beforeAll(async () => {
  records = await loadSearchRecords(undefined);
  engine = createLocalEngine(records, LOCAL_INDEX_NAMES);
}, 30_000);

describe('golden queries over the bundled catalogue', () => {
  it('has at least 30 queries, and the catalogue has the hidden apps it relies on', () => {
    expect(GOLDEN_QUERIES.length).toBeGreaterThanOrEqual(30);
    const hidden = records.apps.filter((app) => app.hidden).map((app) => app.slug);
    expect(hidden).toEqual(expect.arrayContaining(['casepath', 'capturino']));
  });

  it.each(
    GOLDEN_QUERIES.map((golden) => [`${golden.query}${golden.agentApp ? ' (agent app)' : ''}: ${golden.why}`, golden] as const),
  )('%s', async (_, golden) => {
    const client = withSearchRules(engine, { appsIndex: LOCAL_INDEX_NAMES.apps, isAgentApp: golden.agentApp ?? false });
    const { results } = await client.search([
      { indexName: LOCAL_INDEX_NAMES[golden.index ?? 'apps'], params: { query: golden.query, hitsPerPage: 200 } },
    ]);
    const result = results[0] as SearchResponse;
    const slugs = result.hits.map((hit) => hit.slug);
    expect(slugs.slice(0, golden.first.length)).toEqual(golden.first);
    if (golden.total !== undefined) expect(result.nbHits).toBe(golden.total);
    for (const slug of golden.absent ?? []) expect(slugs).not.toContain(slug);
  });

  it.each([
    ['chat bot', 'chatbot'],
    ['help desk', 'helpdesk'],
    ['live chat', 'livechat'],
    ['knowledge base', 'knowledgebase'],
    ['whats app', 'whatsapp'],
  ])('finds the same apps for "%s" and "%s" (split and joined forms meet)', async (split, joined) => {
    const client = withSearchRules(engine, { appsIndex: LOCAL_INDEX_NAMES.apps, isAgentApp: false });
    const idsOf = async (query: string) => {
      const { results } = await client.search([{ indexName: LOCAL_INDEX_NAMES.apps, params: { query, hitsPerPage: 200 } }]);
      return (results[0] as SearchResponse).hits.map((hit) => hit.objectID).sort();
    };
    const splitIds = await idsOf(split);
    expect(splitIds.length).toBeGreaterThan(0);
    expect(await idsOf(joined)).toEqual(splitIds);
  });

  it('never returns a hidden app, whatever the query', async () => {
    const client = withSearchRules(engine, { appsIndex: LOCAL_INDEX_NAMES.apps, isAgentApp: false });
    const hidden = new Set(records.apps.filter((app) => app.hidden).map((app) => app.objectID));
    for (const query of ['chat', 'app', 'co', 'sync', 'la', 'support', 'bridge']) {
      const { results } = await client.search([{ indexName: LOCAL_INDEX_NAMES.apps, params: { query, hitsPerPage: 200 } }]);
      for (const hit of (results[0] as SearchResponse).hits) expect(hidden.has(hit.objectID)).toBe(false);
    }
  });

  it('in agent-app mode never returns a help-desk app', async () => {
    const client = withSearchRules(engine, { appsIndex: LOCAL_INDEX_NAMES.apps, isAgentApp: true });
    const { results } = await client.search([{ indexName: LOCAL_INDEX_NAMES.apps, params: { query: 'chat', hitsPerPage: 200 } }]);
    const hits = (results[0] as SearchResponse).hits;
    expect(hits.length).toBeGreaterThan(0);
    for (const hit of hits) expect(records.apps.find((app) => app.objectID === hit.objectID)?.product).toBe('livechat');
  });
});
