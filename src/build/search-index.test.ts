import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readSearchIndexFile, searchIndexFile } from '../domain/search/search-records';
import { gzipSync } from 'node:zlib';
import type { AppSearchRecord } from '../domain/search/search-records';
import {
  createSearchIndex,
  SEARCH_INDEX_PATH_VARIABLE,
  SEARCH_SHARD_GZIP_BYTES,
  searchIndexBody,
  searchIndexShards,
  writeSearchIndex,
} from './search-index';

const appNode = {
  appId: 'a1',
  slug: 'parcelworks',
  name: 'ParcelWorks',
  shortDescription: 'Track parcels.',
  longDescription: '<p>Long <b>text</b></p>',
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
const partnerNode = {
  partnerId: 'p1',
  slug: 'waypoint',
  name: 'Waypoint',
  shortDescription: 's',
  description: '<p>d</p>',
  company: 'W',
  logo: '',
  country: 'Poland',
  languages: [],
  services: [],
  products: [],
  recommended: false,
  rate: 0,
  votes: 0,
  rankScore: 0,
};

describe("the build's search index", () => {
  let dir: string;
  const saved = { ...process.env };
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'search-index-'));
  });
  afterEach(() => {
    rmSync(dir, { recursive: true, force: true });
    process.env = { ...saved };
  });

  it('is one content-hashed JSON file under public/data', () => {
    const file = searchIndexFile({ apps: [], partners: [] });
    const sitePath = writeSearchIndex(dir, file);
    expect(sitePath).toMatch(/^\/data\/search-index-[0-9a-f]{16}\.json$/);
    expect(JSON.parse(readFileSync(path.join(dir, sitePath), 'utf8'))).toEqual(file);
    expect(writeSearchIndex(dir, file)).toBe(sitePath);
    expect(
      writeSearchIndex(dir, searchIndexFile({ apps: [], partners: [{ ...partnerNode, objectID: 'p1', description: 'd' }] })),
    ).not.toBe(sitePath);
  });

  it('is made from the visible app and partner nodes, and its path reaches the browser bundle through GATSBY_SEARCH_INDEX_PATH', async () => {
    const graphql = jest.fn().mockResolvedValue({ data: { apps: { nodes: [appNode] }, partners: { nodes: [partnerNode] } } });
    const reporter = { info: jest.fn(), panicOnBuild: jest.fn() };
    const sitePath = await createSearchIndex({ graphql, reporter } as never, dir);
    expect(graphql.mock.calls[0][0]).toContain('allMarketplaceApp(filter: { hidden: { eq: false } })');
    expect(process.env[SEARCH_INDEX_PATH_VARIABLE]).toBe(sitePath);
    const records = readSearchIndexFile(JSON.parse(readFileSync(path.join(dir, sitePath), 'utf8')));
    expect(records.apps).toEqual([expect.objectContaining({ objectID: 'a1', longDescription: 'Long text' })]);
    expect(records.partners).toEqual([expect.objectContaining({ objectID: 'p1', description: 'd' })]);
    expect(reporter.panicOnBuild).not.toHaveBeenCalled();
  });

  it('warns when Algolia is half configured (the site then searches the local index)', async () => {
    process.env.GATSBY_ALGOLIA_APP_ID = 'APP';
    const graphql = jest.fn().mockResolvedValue({ data: { apps: { nodes: [] }, partners: { nodes: [] } } });
    const reporter = { info: jest.fn(), warn: jest.fn(), panicOnBuild: jest.fn() };
    await createSearchIndex({ graphql, reporter } as never, dir);
    expect(reporter.warn).toHaveBeenCalledWith(
      'search: GATSBY_ALGOLIA_SEARCH_KEY, GATSBY_ALGOLIA_APPS_INDEX, GATSBY_ALGOLIA_PARTNERS_INDEX not set, so the site searches the local index (Algolia needs all four)',
    );
  });

  it('stops the build with the reason when an Algolia index name is invalid', async () => {
    process.env.GATSBY_ALGOLIA_APPS_INDEX = 'prod apps';
    const graphql = jest.fn();
    const reporter = { info: jest.fn(), panicOnBuild: jest.fn() };
    await createSearchIndex({ graphql, reporter } as never, dir);
    expect(reporter.panicOnBuild).toHaveBeenCalledWith(
      expect.stringContaining('Invalid search index name "prod apps" (GATSBY_ALGOLIA_APPS_INDEX)'),
    );
    expect(graphql).not.toHaveBeenCalled();
  });

  describe('in shards', () => {
    // Records that barely compress, so a few hundred fill a shard.
    let seed = 1;
    const noise = (length: number) =>
      Array.from({ length }, () => {
        seed = (seed * 16807) % 2147483647;
        return String.fromCharCode(33 + (seed % 90));
      }).join('');
    const records = (count: number): AppSearchRecord[] =>
      Array.from({ length: count }, (_, index) => ({
        ...appNode,
        objectID: `a${index}`,
        slug: `app-${index}`,
        longDescription: noise(400),
      }));
    const partner = { ...partnerNode, objectID: 'p1', description: 'd' };

    it('is a single file while the index fits one shard (500 KB gzip at most)', () => {
      expect(SEARCH_SHARD_GZIP_BYTES).toBeLessThanOrEqual(500 * 1024);
      const apps = records(3);
      const shards = searchIndexShards({ apps, partners: [partner] });
      expect(shards).toEqual([searchIndexFile({ apps, partners: [partner] })]);
    });

    it('splits a large index into shards under the limit, apps in order, partners in the first', () => {
      const apps = records(120);
      const limit = 12 * 1024;
      const shards = searchIndexShards({ apps, partners: [partner] }, limit);
      expect(shards.length).toBeGreaterThan(1);
      for (const shard of shards) expect(gzipSync(searchIndexBody(shard), { level: 9 }).length).toBeLessThanOrEqual(limit);
      const joined = shards.flatMap((shard) => readSearchIndexFile(shard).apps.map((app) => app.objectID));
      expect(joined).toEqual(apps.map((app) => app.objectID));
      expect(shards.map((shard) => shard.partners.count)).toEqual([1, ...shards.slice(1).map(() => 0)]);
    });

    it('leaves hidden apps out', () => {
      const shards = searchIndexShards({
        apps: [...records(2), { ...records(1)[0], objectID: 'h', hidden: true }],
        partners: [],
      });
      expect(shards[0].apps.count).toBe(2);
    });
  });
});
