import { useEffect, useState } from 'react';
import {
  HEADER_APP_HITS,
  HEADER_PARTNER_HITS,
  isSearchableQuery,
  normalizeQuery,
  SEARCH_STALLED_DELAY_MS,
} from '../../domain/search/search';
import { isFacetSearchResponse, type SearchResult } from '../../domain/search/search-contract';
import { HIGHLIGHT_POST_TAG, HIGHLIGHT_PRE_TAG } from '../../domain/search/search-text';
import type { SearchSetup } from './load-search-client';
import type { AppHit, PartnerHit } from './search-hits';

export interface HeaderAnswer {
  query: string;
  apps: AppHit[];
  partners: PartnerHit[];
}

interface HeaderResults {
  /** The query as searched (trimmed, capped). */
  searched: string;
  searchable: boolean;
  /** The answer to `searched`, once it is here (null while too short). */
  shown: HeaderAnswer | null;
  stalled: boolean;
  failed: boolean;
}

const hitsOf = <T>(result: SearchResult | undefined): T[] =>
  result && !isFacetSearchResponse(result) ? (result.hits as unknown as T[]) : [];

/**
 * The header dropdown's answers: loads the client (and warms the local index) on mount, then
 * searches a few apps and partners for each query long enough (§5), with the stalled notice after
 * §9's 200 ms and the failure kept until a search succeeds.
 */
export function useHeaderResults(getClient: () => Promise<SearchSetup>, query: string): HeaderResults {
  const [setup, setSetup] = useState<SearchSetup | null>(null);
  const [answer, setAnswer] = useState<HeaderAnswer | null>(null);
  const [stalled, setStalled] = useState(false);
  const [failed, setFailed] = useState(false);
  const searched = normalizeQuery(query);
  const searchable = isSearchableQuery(searched);

  useEffect(() => {
    let live = true;
    getClient().then(
      (loaded) => {
        if (!live) return;
        setSetup(loaded);
        // Start fetching the index now: the first keystrokes are answered as soon as it is here.
        loaded.warm().catch(() => undefined);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [getClient]);

  useEffect(() => {
    if (!searchable) {
      setAnswer(null);
      setStalled(false);
      return undefined;
    }
    let live = true;
    const stall = window.setTimeout(() => live && setStalled(true), SEARCH_STALLED_DELAY_MS);
    const stop = () => {
      live = false;
      window.clearTimeout(stall);
    };
    if (!setup) return stop;
    const params = {
      query: searched,
      highlightPreTag: HIGHLIGHT_PRE_TAG,
      highlightPostTag: HIGHLIGHT_POST_TAG,
      attributesToSnippet: [],
    };
    setup.client
      .search([
        { indexName: setup.indices.apps, params: { ...params, hitsPerPage: HEADER_APP_HITS } },
        { indexName: setup.indices.partners, params: { ...params, hitsPerPage: HEADER_PARTNER_HITS } },
      ])
      .then(
        ({ results }) => {
          if (!live) return;
          setFailed(false);
          setAnswer({ query: searched, apps: hitsOf<AppHit>(results[0]), partners: hitsOf<PartnerHit>(results[1]) });
        },
        () => live && setFailed(true),
      )
      .finally(() => {
        window.clearTimeout(stall);
        if (live) setStalled(false);
      });
    return stop;
  }, [setup, searched, searchable]);

  return { searched, searchable, shown: searchable ? answer : null, stalled, failed };
}
