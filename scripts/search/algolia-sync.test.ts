import { algoliasearch } from 'algoliasearch';
import { http, HttpResponse } from 'msw';
import { server } from '../../sandbox/test-server';
import {
  compoundSynonyms,
  describePlan,
  syncIndex,
  syncPlans,
  syncTarget,
  temporaryIndexName,
  type AlgoliaAdmin,
  type IndexPlan,
} from './algolia-sync';

/**
 * `npm run search:sync` against Algolia's HTTP API, intercepted by msw: a small in-memory Algolia
 * (indices with settings, rules and records; operations applied at once, tasks published).
 */
const HOST = /^https:\/\/testapp(-dsn\.algolia\.net|\.algolia\.net|-\d\.algolianet\.com)/i;

interface FakeIndex {
  settings: Record<string, unknown>;
  rules: string[];
  synonyms?: Map<string, { objectID: string; synonyms: string[] }>;
  records: Map<string, Record<string, unknown>>;
}

function fakeAlgolia(initial: Record<string, FakeIndex> = {}, options: { failBatchOf?: string } = {}) {
  const indices = new Map(Object.entries(initial));
  const calls: string[] = [];
  let task = 0;
  const route = (method: string, path: string) => new RegExp(`${HOST.source}/1/indexes/${path}$`, 'i');
  const ensure = (name: string) => {
    if (!indices.has(name)) indices.set(name, { settings: {}, rules: [], records: new Map() });
    return indices.get(name)!;
  };
  server.use(
    http.get(route('GET', '([^/]+)/settings'), ({ request }) => {
      const name = decodeURIComponent(new URL(request.url).pathname.split('/')[3]);
      calls.push(`getSettings ${name}`);
      const index = indices.get(name);
      return index
        ? HttpResponse.json(index.settings)
        : HttpResponse.json({ message: 'Index does not exist', status: 404 }, { status: 404 });
    }),
    http.put(route('PUT', '([^/]+)/settings'), async ({ request }) => {
      const name = decodeURIComponent(new URL(request.url).pathname.split('/')[3]);
      calls.push(`setSettings ${name}`);
      ensure(name).settings = (await request.json()) as Record<string, unknown>;
      return HttpResponse.json({ taskID: ++task, updatedAt: '2026-11-22T00:00:00Z' });
    }),
    http.post(route('POST', '([^/]+)/synonyms/batch'), async ({ request }) => {
      const name = decodeURIComponent(new URL(request.url).pathname.split('/')[3]);
      const replace = new URL(request.url).searchParams.get('replaceExistingSynonyms');
      const body = (await request.json()) as Array<{ objectID: string; synonyms: string[] }>;
      calls.push(`saveSynonyms ${name} ${body.length} replace=${replace}`);
      const index = ensure(name);
      index.synonyms ??= new Map();
      for (const synonym of body) index.synonyms.set(synonym.objectID, synonym);
      return HttpResponse.json({ taskID: ++task, updatedAt: '2026-11-22T00:00:00Z' });
    }),
    http.post(route('POST', '([^/]+)/batch'), async ({ request }) => {
      const name = decodeURIComponent(new URL(request.url).pathname.split('/')[3]);
      const body = (await request.json()) as { requests: Array<{ action: string; body: Record<string, unknown> }> };
      calls.push(`batch ${name} ${body.requests.length}`);
      if (options.failBatchOf === name) return HttpResponse.json({ message: 'Internal error', status: 500 }, { status: 500 });
      for (const operation of body.requests) ensure(name).records.set(String(operation.body.objectID), operation.body);
      return HttpResponse.json({ taskID: ++task, objectIDs: body.requests.map((operation) => operation.body.objectID) });
    }),
    http.post(route('POST', '([^/]+)/operation'), async ({ request }) => {
      const name = decodeURIComponent(new URL(request.url).pathname.split('/')[3]);
      const { operation, destination, scope } = (await request.json()) as {
        operation: string;
        destination: string;
        scope?: string[];
      };
      calls.push(`${operation} ${name} → ${destination}${scope ? ` [${scope.join(',')}]` : ''}`);
      const source = indices.get(name)!;
      if (operation === 'copy') ensure(destination).rules = [...source.rules];
      else {
        indices.set(destination, source);
        indices.delete(name);
      }
      return HttpResponse.json({ taskID: ++task, updatedAt: '2026-11-22T00:00:00Z' });
    }),
    http.get(route('GET', '([^/]+)/task/(\\d+)'), () => HttpResponse.json({ status: 'published', pendingTask: false })),
    http.delete(route('DELETE', '([^/]+)'), ({ request }) => {
      const name = decodeURIComponent(new URL(request.url).pathname.split('/')[3]);
      calls.push(`delete ${name}`);
      indices.delete(name);
      return HttpResponse.json({ taskID: ++task, deletedAt: '2026-11-22T00:00:00Z' });
    }),
  );
  return { indices, calls };
}

const client = () => algoliasearch('TESTAPP', 'admin-key') as unknown as AlgoliaAdmin;
const records = (count: number, prefix = 'app') =>
  Array.from({ length: count }, (_, i) => ({ objectID: `${prefix}-${i}`, name: `App ${i}`, hidden: false }));
const plan = (overrides: Partial<IndexPlan> = {}): IndexPlan => ({
  kind: 'apps',
  indexName: 'prod_apps',
  tmpName: 'prod_apps_tmp_x1',
  settings: { searchableAttributes: ['unordered(name)'], customRanking: ['desc(order)'] },
  records: records(3),
  ...overrides,
});

describe('search:sync — atomic push to Algolia', () => {
  it('builds a temporary index (settings, then records in batches) and moves it over the live one', async () => {
    const algolia = fakeAlgolia();
    await syncIndex(client(), plan({ records: records(2500) }));
    expect(algolia.calls).toEqual([
      'getSettings prod_apps',
      'setSettings prod_apps_tmp_x1',
      'batch prod_apps_tmp_x1 1000',
      'batch prod_apps_tmp_x1 1000',
      'batch prod_apps_tmp_x1 500',
      'move prod_apps_tmp_x1 → prod_apps',
    ]);
    expect([...algolia.indices.keys()]).toEqual(['prod_apps']);
    expect(algolia.indices.get('prod_apps')?.records.size).toBe(2500);
    expect(algolia.indices.get('prod_apps')?.settings).toEqual(plan().settings);
  });

  it("replaces the records (removed apps disappear) and keeps the live index's rules and synonyms", async () => {
    const algolia = fakeAlgolia({
      prod_apps: {
        settings: { old: true },
        rules: ['boost-crm'],
        records: new Map([
          ['gone', { objectID: 'gone' }],
          ['app-0', { objectID: 'app-0' }],
        ]),
      },
    });
    await syncIndex(client(), plan());
    expect(algolia.calls).toContain('copy prod_apps → prod_apps_tmp_x1 [rules,synonyms]');
    const live = algolia.indices.get('prod_apps')!;
    expect([...live.records.keys()]).toEqual(['app-0', 'app-1', 'app-2']);
    expect(live.rules).toEqual(['boost-crm']);
    expect(live.settings).toEqual(plan().settings);
  });

  it('pushes the known compounds as two-way synonyms, so "chat bot" and "chatbot" meet in the hosted index too', async () => {
    const algolia = fakeAlgolia();
    await syncIndex(client(), plan({ synonyms: compoundSynonyms() }));
    expect(algolia.calls.slice(0, 3)).toEqual([
      'getSettings prod_apps',
      'setSettings prod_apps_tmp_x1',
      `saveSynonyms prod_apps_tmp_x1 ${compoundSynonyms().length} replace=false`,
    ]);
    const synonyms = algolia.indices.get('prod_apps')?.synonyms;
    expect(synonyms?.get('compound-chatbot')).toMatchObject({ type: 'synonym', synonyms: ['chatbot', 'chat bot'] });
    expect(synonyms?.get('compound-helpdesk')).toMatchObject({ synonyms: ['helpdesk', 'help desk'] });
  });

  it('leaves the old index serving when the sync fails part-way, and removes the temporary index', async () => {
    const before = { settings: { old: true }, rules: [], records: new Map([['old-1', { objectID: 'old-1' }]]) };
    const algolia = fakeAlgolia({ prod_apps: before }, { failBatchOf: 'prod_apps_tmp_x1' });
    await expect(syncIndex(client(), plan())).rejects.toThrow();
    expect(algolia.calls.some((call) => call.startsWith('move'))).toBe(false);
    expect(algolia.calls.at(-1)).toBe('delete prod_apps_tmp_x1');
    expect([...algolia.indices.keys()]).toEqual(['prod_apps']);
    expect(algolia.indices.get('prod_apps')).toBe(before);
    expect([...before.records.keys()]).toEqual(['old-1']);
  });
});

describe('search:sync — what and where', () => {
  it('goes live only with the app id, the admin key and both index names; otherwise a dry run says what is missing', () => {
    const env = {
      GATSBY_ALGOLIA_APP_ID: 'APP',
      ALGOLIA_ADMIN_KEY: 'admin',
      GATSBY_ALGOLIA_APPS_INDEX: 'prod_apps',
      GATSBY_ALGOLIA_PARTNERS_INDEX: 'prod_partners',
    };
    expect(syncTarget(env)).toEqual({
      mode: 'live',
      appId: 'APP',
      adminKey: 'admin',
      indices: { apps: 'prod_apps', partners: 'prod_partners' },
    });
    expect(syncTarget({ ...env, ALGOLIA_ADMIN_KEY: '' })).toMatchObject({ mode: 'dry-run', reason: 'ALGOLIA_ADMIN_KEY not set' });
    expect(syncTarget({})).toMatchObject({
      mode: 'dry-run',
      indices: { apps: 'marketplace_apps', partners: 'marketplace_partners' },
    });
    expect(syncTarget(env, true)).toMatchObject({ mode: 'dry-run', reason: '--dry-run' });
    expect(() => syncTarget({ ...env, GATSBY_ALGOLIA_APPS_INDEX: 'prod apps' })).toThrow(/GATSBY_ALGOLIA_APPS_INDEX/);
  });

  it('names the temporary index within the 64-character limit', () => {
    expect(temporaryIndexName('prod_apps', 'abc')).toBe('prod_apps_tmp_abc');
    expect(temporaryIndexName('x'.repeat(64), 'abc')).toHaveLength(64);
  });

  it('sends every visible record with the index settings, and describes the steps', () => {
    const app = { objectID: 'a', hidden: false } as never;
    const hidden = { objectID: 'h', hidden: true } as never;
    const plans = syncPlans({ apps: [app, hidden], partners: [] }, { apps: 'prod_apps', partners: 'prod_partners' }, 's1');
    expect(plans.map((p) => [p.indexName, p.tmpName, p.records.length])).toEqual([
      ['prod_apps', 'prod_apps_tmp_s1', 1],
      ['prod_partners', 'prod_partners_tmp_s1', 0],
    ]);
    expect(plans[0].settings.searchableAttributes).toEqual(expect.arrayContaining(['unordered(name)']));
    expect(describePlan(plans[0]).at(-1)).toBe('move prod_apps_tmp_s1 over prod_apps (atomic)');
    expect(plans.every((p) => p.synonyms?.some((synonym) => synonym.synonyms.includes('chat bot')))).toBe(true);
  });
});
