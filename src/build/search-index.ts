import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { CreatePagesArgs } from 'gatsby';
import type { Catalogue } from '../domain/catalogue';
import {
  appSearchRecord,
  partnerSearchRecord,
  searchIndexFile,
  type AppSearchSource,
  type PartnerSearchSource,
  type SearchIndexFile,
  type SearchRecords,
} from '../domain/search-records';
import { searchConfigFrom } from '../domain/search-config';
import { catalogueNodes } from './source-nodes';

/**
 * The local search index: every listed app's and partner's search record in one content-hashed
 * JSON file under public/ (like the listing index). The browser fetches it only when someone
 * starts to search. The Algolia sync (scripts/sync-algolia.ts) sends the same records.
 */

/** The node fields a search record is made of (src/domain/search-records.ts). */
export const APP_SEARCH_FIELDS = `
  appId slug name shortDescription longDescription categoryName categorySlug company features benefits
  product compatibility hidden isService order icon rate votes installations payment paymentType customProps discountActive
`;
export const PARTNER_SEARCH_FIELDS = `
  partnerId slug name shortDescription description company logo country languages services products recommended rate votes
`;

/**
 * How the browser learns the index's path: the build sets this GATSBY_ variable before webpack
 * runs, and webpack inlines it (Gatsby defines every GATSBY_* variable) into the search chunk.
 */
export const SEARCH_INDEX_PATH_VARIABLE = 'GATSBY_SEARCH_INDEX_PATH';

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
 * The build step (called from createPages): reads the nodes, writes the index, and publishes its
 * path to the browser bundle through GATSBY_SEARCH_INDEX_PATH. Returns the path.
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
  const file = searchIndexFile({
    apps: result.data.apps.nodes.map(appSearchRecord),
    partners: result.data.partners.nodes.map(partnerSearchRecord),
  });
  const sitePath = writeSearchIndex(publicDir, file);
  process.env[SEARCH_INDEX_PATH_VARIABLE] = sitePath;
  reporter.info(
    `search: ${file.apps.count} apps and ${file.partners.count} partners → ${sitePath} in ${Date.now() - started} ms`,
  );
  return sitePath;
}
