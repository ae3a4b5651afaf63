import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { CreatePagesArgs } from 'gatsby';
import type { Catalogue } from '../domain/catalogue/catalogue';
import {
  appSearchRecord,
  partnerSearchRecord,
  searchIndexFile,
  type AppSearchSource,
  type PartnerSearchSource,
  type SearchIndexFile,
  type SearchRecords,
} from '../domain/search/search-records';
import { searchConfigFrom } from '../domain/search/search-config';
import { catalogueNodes } from './source-nodes';

/**
 * The local search index: every listed app's and partner's search record in content-hashed JSON
 * files under public/ (like the listing index): one file for the bundled catalogue, as many
 * shards as keep each under SEARCH_SHARD_GZIP_BYTES for a large one. The browser fetches them
 * (in parallel) only when someone starts to search. The Algolia sync (scripts/sync-algolia.ts)
 * sends the same records.
 */

/** The node fields a search record is made of (src/domain/search/search-records.ts). */
const APP_SEARCH_FIELDS = `
  appId slug name shortDescription longDescription categoryName categorySlug company features benefits
  product compatibility hidden isService order icon rate votes installations payment paymentType customProps discountActive
  placements designation underMaintenance installable developerId plan widgetId publishedAt
`;
const PARTNER_SEARCH_FIELDS = `
  partnerId slug name shortDescription description company logo country languages services products recommended rate votes rankScore
`;

/**
 * How the browser learns the index's path: the build sets this GATSBY_ variable before webpack
 * runs, and webpack inlines it (Gatsby defines every GATSBY_* variable) into the search chunk.
 */
export const SEARCH_INDEX_PATH_VARIABLE = 'GATSBY_SEARCH_INDEX_PATH';
/** The index's size over the wire (gzip, all shards): the browser warms a small index when idle. */
const SEARCH_INDEX_GZIP_BYTES_VARIABLE = 'GATSBY_SEARCH_INDEX_GZIP_BYTES';

const ALGOLIA_VARIABLES = [
  'GATSBY_ALGOLIA_APP_ID',
  'GATSBY_ALGOLIA_SEARCH_KEY',
  'GATSBY_ALGOLIA_APPS_INDEX',
  'GATSBY_ALGOLIA_PARTNERS_INDEX',
];

/**
 * Search records straight from a catalogue, through the same node fields the build creates (for
 * the Algolia sync, the benchmark and the golden tests). Hidden apps are kept, with hidden: true.
 */
export function searchRecordsOf(catalogue: Catalogue, sanitize: (html: string) => string): SearchRecords {
  const nodes = catalogueNodes(catalogue, sanitize);
  return { apps: nodes.apps.map(appSearchRecord), partners: nodes.partners.map(partnerSearchRecord) };
}

export function searchIndexBody(file: SearchIndexFile): string {
  return JSON.stringify(file);
}

/**
 * A shard's size goal, gzip: each file of the index stays under it (well within 500 KB, so no one
 * file holds up the first search; the shards download side by side).
 */
export const SEARCH_SHARD_GZIP_BYTES = 384 * 1024;

/**
 * The index split into the fewest shards of at most `maxGzipBytes` each (gzip -9): apps in
 * contiguous runs (so their order, and the engine's ties, stay the same), partners in the first.
 * One shard when everything fits, which is the single file of a small catalogue.
 */
export function searchIndexShards({ apps, partners }: SearchRecords, maxGzipBytes = SEARCH_SHARD_GZIP_BYTES): SearchIndexFile[] {
  const visible = apps.filter((app) => !app.hidden);
  for (let count = 1; ; count++) {
    const size = Math.ceil(visible.length / count);
    const shards = Array.from({ length: count }, (_, index) =>
      searchIndexFile({ apps: visible.slice(index * size, (index + 1) * size), partners: index === 0 ? partners : [] }),
    );
    const sizes = shards.map((shard) => gzipSync(searchIndexBody(shard), { level: 9 }).length);
    const largest = Math.max(...sizes);
    if (largest <= maxGzipBytes || size <= 1) return shards;
    // Jump close to the count that fits instead of trying every one.
    count = Math.max(count, Math.floor((count * largest) / maxGzipBytes) - 1);
  }
}

/** Writes the index file; returns its site path (without the path prefix). */
export function writeSearchIndex(publicDir: string, file: SearchIndexFile): string {
  const body = searchIndexBody(file);
  const hash = createHash('sha1').update(body).digest('hex').slice(0, 16);
  const sitePath = `/data/search-index-${hash}.json`;
  mkdirSync(path.join(publicDir, 'data'), { recursive: true });
  writeFileSync(path.join(publicDir, sitePath), body);
  return sitePath;
}

interface SearchNodesQuery {
  apps: { nodes: AppSearchSource[] };
  partners: { nodes: PartnerSearchSource[] };
}

/**
 * The build step (called from createPages): reads the nodes, writes the index's shards, and
 * publishes their paths (comma-separated) to the browser bundle through GATSBY_SEARCH_INDEX_PATH.
 * Returns that value.
 */
export async function createSearchIndex(
  { graphql, reporter }: Pick<CreatePagesArgs, 'graphql' | 'reporter'>,
  publicDir = path.resolve('public'),
) {
  const started = Date.now();
  // A misconfigured search (an invalid Algolia index name) stops the build with the reason.
  try {
    const config = searchConfigFrom(process.env);
    const given = ALGOLIA_VARIABLES.filter((variable) => process.env[variable]?.trim());
    if (config.kind === 'local' && given.length > 0) {
      const missing = ALGOLIA_VARIABLES.filter((variable) => !given.includes(variable));
      reporter.warn(`search: ${missing.join(', ')} not set, so the site searches the local index (Algolia needs all four)`);
    }
    reporter.info(
      config.kind === 'algolia'
        ? `search: Algolia indices ${config.indices.apps}, ${config.indices.partners}`
        : 'search: local engine',
    );
  } catch (error) {
    reporter.panicOnBuild(`search: ${error instanceof Error ? error.message : String(error)}`);
    return '';
  }
  const result = await graphql<SearchNodesQuery>(`
    {
      apps: allMarketplaceApp(filter: { hidden: { eq: false } }) { nodes { ${APP_SEARCH_FIELDS} } }
      partners: allMarketplacePartner { nodes { ${PARTNER_SEARCH_FIELDS} } }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('search: could not query the nodes of the search index', result.errors);
    return '';
  }
  const shards = searchIndexShards({
    apps: result.data.apps.nodes.map(appSearchRecord),
    partners: result.data.partners.nodes.map(partnerSearchRecord),
  });
  const sitePaths = shards.map((shard) => writeSearchIndex(publicDir, shard));
  // One path per shard, comma-separated (src/domain/search/search-config.ts: indexPathsOf).
  const sitePath = sitePaths.join(',');
  process.env[SEARCH_INDEX_PATH_VARIABLE] = sitePath;
  const gzipBytes = shards.reduce((sum, shard) => sum + gzipSync(searchIndexBody(shard)).length, 0);
  process.env[SEARCH_INDEX_GZIP_BYTES_VARIABLE] = String(gzipBytes);
  const apps = shards.reduce((sum, shard) => sum + shard.apps.count, 0);
  reporter.info(
    `search: ${apps} apps and ${shards[0].partners.count} partners → ${sitePaths.length} file(s) ${sitePath} (${Math.round(gzipBytes / 1024)} KB gzip) in ${Date.now() - started} ms`,
  );
  return sitePath;
}
