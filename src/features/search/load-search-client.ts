import type { MarketplaceSearchClient } from '../../domain/search-contract';
import { withSearchRules } from '../../domain/search-client';
import type { SearchIndexKind } from '../../domain/search-records';
import { readSearchConfig, type SearchConfig } from './search-config';

export interface SearchSetup {
  client: MarketplaceSearchClient;
  indices: Readonly<Record<SearchIndexKind, string>>;
  /** Gets the client ready to answer at once (the local engine: fetch the index and build it). */
  warm(): Promise<void>;
}

export interface SearchClientOptions {
  /** Agent-app mode (§1, §5): the help-desk product's apps are left out. The site has no such mode yet. */
  isAgentApp?: boolean;
}

/**
 * The search client of a configuration, with the §5 rules around it. Algolia's client and the
 * local engine are each loaded only when chosen (their own chunks), and the local index only on
 * the first search.
 */
export async function createSearchClient(
  config: SearchConfig,
  { isAgentApp = false }: SearchClientOptions = {},
): Promise<SearchSetup> {
  if (config.kind === 'algolia') {
    const { createAlgoliaTransport } = await import(/* webpackChunkName: "search-algolia" */ '../../api-client/algolia');
    const transport = createAlgoliaTransport(config.appId, config.searchKey);
    return {
      client: withSearchRules(transport, { appsIndex: config.indices.apps, isAgentApp }),
      indices: config.indices,
      warm: async () => undefined,
    };
  }
  const { createLocalTransport, loadIndexFile } = await import(/* webpackChunkName: "search-engine" */ './local-transport');
  const transport = createLocalTransport(() => loadIndexFile(config.indexPath), config.indices);
  return {
    client: withSearchRules(transport, { appsIndex: config.indices.apps, isAgentApp }),
    indices: config.indices,
    warm: async () => {
      await transport.ready();
    },
  };
}

let shared: Promise<SearchSetup> | null = null;

/** The page's one search client (header box and search page share it, and so its loaded index). */
export function loadSearchClient(): Promise<SearchSetup> {
  if (!shared) {
    shared = Promise.resolve().then(() => createSearchClient(readSearchConfig()));
    shared.catch(() => {
      shared = null;
    });
  }
  return shared;
}

/**
 * Starts loading the client and, for the local engine, the index, so the first search is answered
 * at once. A failure here is ignored on purpose: the search that follows retries and reports it.
 */
export function preloadSearch(): void {
  loadSearchClient()
    .then((setup) => setup.warm())
    .catch(() => undefined);
}
