/**
 * @jest-environment node
 */
import { server as mswServer } from '../../sandbox/test-server';
import { startSandbox, type RunningSandbox } from '../../sandbox/server';
import { readCatalogueData, readRetiredIntegrations } from '../../sandbox/data-files';
import { bundledApi, httpApi, loadCatalogue, sourceCatalogue } from './catalogue-source';
import { catalogueNodes } from './source-nodes';

const identity = (html: string) => html;
const builtAt = new Date('2026-11-22T00:00:00.000Z');

// Sourcing the whole catalogue twice over loopback HTTP takes seconds on a busy 2-core machine.
jest.setTimeout(30_000);

describe('catalogue source: the bundled JSON and the HTTP API give the same nodes', () => {
  let sandbox: RunningSandbox;
  beforeAll(async () => {
    // This test talks to the real sandbox over the loopback, not to msw.
    mswServer.close();
    sandbox = await startSandbox(0);
  });
  afterAll(() => sandbox.close());

  it('builds identical nodes through both adapters', async () => {
    const data = readCatalogueData();
    const [bundled, overHttp] = await Promise.all([
      loadCatalogue(bundledApi(data), data.marketing),
      loadCatalogue(httpApi(sandbox.url), data.marketing),
    ]);
    expect(overHttp.apps.length).toBeGreaterThan(200);
    // The list's coming-soon apps (accepted, not published) get no built page.
    const comingSoon = data.applications.filter((app) => app.acceptedAt && !app.publishedAt).map((app) => app.slug);
    expect(comingSoon.length).toBeGreaterThan(0);
    expect(overHttp.apps.filter((app) => comingSoon.includes(app.slug))).toEqual([]);
    expect(catalogueNodes(overHttp, identity, builtAt)).toEqual(catalogueNodes(bundled, identity, builtAt));
  });

  it('uses the HTTP adapter only when an API URL is configured', async () => {
    const viaUrl = await sourceCatalogue(sandbox.url);
    const viaDisk = await sourceCatalogue(undefined);
    expect(viaUrl.apps.map((app) => app.slug)).toEqual(viaDisk.apps.map((app) => app.slug));
  });

  it('drops the retired legacy integrations (§9) that the API still lists: no page, no listing, no copy', async () => {
    const data = readCatalogueData();
    const retired = readRetiredIntegrations();
    expect(retired.size).toBeGreaterThan(0);
    const listed = (await httpApi(sandbox.url).published()).filter((app) => retired.has(app.id));
    expect(listed.length).toBe(retired.size);
    const built = await sourceCatalogue(undefined);
    expect(built.apps.filter((app) => retired.has(app.id) || retired.has(app.slug))).toEqual([]);
    const copy = data.marketing['zapline-classic'];
    expect(copy).toBeDefined();
    expect(built.apps.map((app) => app.marketingDescription)).not.toContain(copy);
    // Without the table nothing is retired: the same list keeps them.
    const unfiltered = await loadCatalogue(bundledApi(data), data.marketing);
    expect(unfiltered.apps.length).toBe(built.apps.length + retired.size);
  });

  it('fails the build with a network error when the API is unreachable', async () => {
    await expect(loadCatalogue(httpApi('http://127.0.0.1:9'), {})).rejects.toMatchObject({ kind: 'network' });
  });
});
