import { liteClient } from 'algoliasearch/lite';
import { SearchError } from '../../../domain/search/search';
import type { SearchRequest, SearchResult, SearchTransport } from '../../../domain/search/search-contract';

type LiteClient = ReturnType<typeof liteClient>;
type LiteSearchArguments = Parameters<LiteClient['search']>[0];

/** Algolia's errors as the site's: an HTTP status means the API answered (bad key, bad request), none means unreachable. */
function toSearchError(error: unknown): SearchError {
  const status = (error as { status?: unknown } | null)?.status;
  const message = error instanceof Error ? error.message : String(error);
  return typeof status === 'number' && status > 0
    ? new SearchError('http', `Algolia answered ${status}: ${message}`)
    : new SearchError('network', `Algolia could not be reached: ${message}`);
}

/**
 * The Algolia transport, beside the local one (local-transport.ts): Algolia's hosted index through
 * its v5 lite client, which does its own HTTP (search-only key, read hosts, response
 * cache). The requests go in InstantSearch's multi-query shape, facet-value requests included, and
 * the answers come back as Algolia sends them: the shape the site's contract describes.
 */
export function createAlgoliaTransport(appId: string, searchKey: string): SearchTransport & { clearCache(): Promise<void> } {
  const client = liteClient(appId, searchKey);
  return {
    async search(requests: ReadonlyArray<SearchRequest>) {
      // The lite client takes the legacy array of { indexName, params, type, facet } and sends one
      // POST /1/indexes/*/queries; the answers come back in the order of the requests.
      try {
        const answer = await client.search([...requests] as unknown as LiteSearchArguments);
        return answer as unknown as { results: SearchResult[] };
      } catch (error) {
        throw toSearchError(error);
      }
    },
    clearCache: () => client.clearCache(),
  };
}
