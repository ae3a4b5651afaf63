import { http, HttpResponse } from 'msw';
import type { SearchParams, SearchRequest } from '../../../domain/search/search-contract';
import type { SearchRecords } from '../../../domain/search/search-records';
import { createLocalEngine } from '../engine/local-engine';

/** Algolia's multi-query endpoint on any of its hosts, for the app id `appId`. */
export const algoliaQueriesUrl = (appId: string) =>
  new RegExp(`^https://${appId}(-dsn\\.algolia\\.net|\\.algolia\\.net|-\\d\\.algolianet\\.com)/1/indexes/\\*/queries`, 'i');

/** One request of the multi-query body as the v5 lite client sends it: its params flat beside indexName. */
type SentRequest = { indexName: string; type?: 'default' | 'facet'; facet?: string } & SearchParams;

/**
 * A stand-in for Algolia's hosted index in Jest (msw): it answers POST /1/indexes/*\/queries over
 * the given records, with the ranking the synced index is configured with (algoliaSettings of
 * search-records.ts, which the local engine implements). What it checks is everything around the
 * index: the requests the Algolia client sends (every request is kept in `sent`) and how its
 * answers come back through the site's client. Recorded answers of the real service, where they
 * exist, are in algolia-transport.fixtures.ts.
 */
export function algoliaStandIn(appId: string, records: SearchRecords, indices: { apps: string; partners: string }) {
  const engine = createLocalEngine(records, indices);
  const sent: SentRequest[] = [];
  const handler = http.post(algoliaQueriesUrl(appId), async ({ request }) => {
    const body = JSON.parse(await request.text()) as { requests: SentRequest[] };
    sent.push(...body.requests);
    const requests: SearchRequest[] = body.requests.map(({ indexName, type, facet, ...params }) => ({
      indexName,
      ...(type === 'facet' ? { type, facet } : {}),
      params,
    }));
    return HttpResponse.json(await engine.search(requests));
  });
  return { handler, sent };
}
