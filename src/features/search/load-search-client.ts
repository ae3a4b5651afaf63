import { isAgentAppNow } from '../../core/host-mode';
import type { SearchTransport } from '../../domain/search/search-contract';
import { withSearchRules } from '../../domain/search/search-client';
import type { SearchIndexKind } from '../../domain/search/search-records';
import type { SearchConfig } from '../../domain/search/search-config';
import { earlySearchOver } from './early/early-handoff';
import { fetchIndexFiles } from './transports/index-files';
import { loadLocalTransport, prefixedIndexPaths, readSearchConfig } from './search-downloads';
import type { SearchSetup } from './search-setup';

export type { SearchSetup };

interface SearchClientOptions {
  /** Agent-app mode (§1, §5): the help-desk product's apps are left out. Read at each search. */
  isAgentApp?: boolean | (() => boolean);
}

/**
 * The search client of a configuration, with the §5 rules around it: one of the two transports
 * of ./transports (Algolia, the local engine), each loaded only when chosen (their own chunks),
 * and the local index only when warmed or on the first search.
 */
export async function createSearchClient(
  config: SearchConfig,
  { isAgentApp = isAgentAppNow }: SearchClientOptions = {},
): Promise<SearchSetup> {
  if (config.kind === 'algolia') {
    const { createAlgoliaTransport } = await import(/* webpackChunkName: "search-algolia" */ './transports/algolia-transport');
    const transport = createAlgoliaTransport(config.appId, config.searchKey);
    return {
      client: withSearchRules(transport, { appsIndex: config.indices.apps, isAgentApp }),
      indices: config.indices,
      warm: async () => undefined,
    };
  }
  return localSearchSetup(config.indexPath, config.indices, isAgentApp);
}

/** `load`'s promise, shared by every caller until it fails (the next call then loads again). */
function onceUntilFailure<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () => {
    if (!pending) {
      pending = load();
      pending.catch(() => {
        pending = null;
      });
    }
    return pending;
  };
}

/**
 * The local engine's client. Its code (the engine chunk) and the index download start side by
 * side: `warm()` starts both, instead of the download waiting for the code that reads it. As
 * before, nothing is fetched until warm() or a search, and a failed load (code or index) is
 * tried again by the next search.
 */
function localSearchSetup(
  indexPath: string,
  indices: Readonly<Record<SearchIndexKind, string>>,
  isAgentApp: boolean | (() => boolean),
): SearchSetup {
  // The search page's early script has an engine over these files (built, or being built, once):
  // searched with it, not another.
  const early = earlySearchOver(prefixedIndexPaths(indexPath));
  const indexFiles = onceUntilFailure(() => fetchIndexFiles(indexPath));
  const localTransport = onceUntilFailure(() =>
    early
      ? Promise.resolve(early.transport)
      : loadLocalTransport().then(({ createLocalTransport, readIndexFiles }) =>
          createLocalTransport(async () => readIndexFiles(await indexFiles()), indices),
        ),
  );
  const client: SearchTransport = {
    search: async (requests) => (await localTransport()).search(requests),
  };
  return {
    client: withSearchRules(client, { appsIndex: indices.apps, isAgentApp }),
    indices,
    warm: async () => {
      if (!early) indexFiles().catch(() => undefined);
      await (await localTransport()).ready();
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
