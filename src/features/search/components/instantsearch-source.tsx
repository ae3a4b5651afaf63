import { memo, useEffect, useMemo, type MutableRefObject } from 'react';
import { Configure, Index, InstantSearch, useInfiniteHits, useInstantSearch, useSearchBox } from 'react-instantsearch';
import type { SearchClient } from 'instantsearch.js';
import { SEARCH_STALLED_DELAY_MS } from '../../../domain/search/search';
import type { MarketplaceSearchClient } from '../../../domain/search/search-contract';
import type { SearchSetup } from '../load-search-client';
import { NO_REFINEMENTS, type SearchRefinements } from '../../../domain/search/search-refinements';
import { appRefinementParams, PAGE_SEARCH_PARAMS, type ResultSectionKey, type SectionAnswer } from '../search-answers';

/**
 * The search page's searches after its first page, over react-instantsearch with the site's
 * client: apps in the main index, partners in a child index (it inherits the query), each an
 * infinite list. It renders nothing: it reports each section's answer, and whether a search is
 * under way or failed, to the page, whose one view shows them (search-results-view.tsx). Loaded
 * only once the visitor asks for more than the first page (a new query, more results).
 */

/**
 * InstantSearch's client type spans Algolia clients v3 to v5; ours implements the contract it
 * calls (search, and searchForFacetValues in the v4 shape), which this one cast asserts.
 */
const toInstantSearchClient = (client: MarketplaceSearchClient): SearchClient => client as unknown as SearchClient;

export interface SourceReport {
  section?: [ResultSectionKey, SectionAnswer<never>];
  /** `missing`: InstantSearch's code could not be loaded (the page's own search still works). */
  status?: { waiting: boolean; failed: boolean; missing?: boolean };
}

/** "Show more" pressed before InstantSearch could do it: per section, the query it was pressed for. */
export type PendingMore = Partial<Record<ResultSectionKey, string>>;

export interface InstantSearchSourceProps {
  setup: SearchSetup;
  /** The page's query, normalized (the box is the page's own, outside InstantSearch). */
  query: string;
  /** The page's filters and sort (the page mounts a new source when they change). */
  refinements?: SearchRefinements;
  onReport(report: SourceReport): void;
  /** Each section's "show more", for the page's buttons. */
  showMore: MutableRefObject<Partial<Record<ResultSectionKey, () => void>>>;
  /** Run on InstantSearch's first settled answer to that same query, then forgotten. */
  pendingMore: MutableRefObject<PendingMore>;
  /** Searches again (after a failed search). */
  retry: MutableRefObject<(() => void) | null>;
}

function QuerySync({ query }: { query: string }) {
  const { query: current, refine } = useSearchBox();
  useEffect(() => {
    if (current !== query) refine(query);
  }, [current, query, refine]);
  return null;
}

function SectionReporter({
  section,
  onReport,
  showMore,
  pendingMore,
}: { section: ResultSectionKey } & Omit<InstantSearchSourceProps, 'setup' | 'query' | 'refinements'>) {
  // Hits come with the site's own highlight tags, rendered as text by the view (never as HTML).
  const { items, results, isLastPage, showMore: more } = useInfiniteHits({ escapeHTML: false });
  const { status } = useInstantSearch({ catchError: true });
  // An answer is reported once settled: no search in flight (the infinite list keeps a page only
  // then; an answer read mid-flight can hold no hits for a query that has some).
  const settled =
    !!results &&
    (results as { __isArtificial?: boolean }).__isArtificial !== true &&
    status === 'idle' &&
    !(items.length === 0 && results.nbHits > 0);
  useEffect(() => {
    showMore.current[section] = more;
  }, [section, more, showMore]);
  useEffect(() => {
    if (!settled || !results) return;
    onReport({ section: [section, { query: results.query, hits: items as never[], nbHits: results.nbHits, isLastPage }] });
    if (pendingMore.current[section] === results.query) {
      delete pendingMore.current[section];
      if (!isLastPage) more();
    }
  }, [settled, results, items, isLastPage, section, onReport, pendingMore, more]);
  return null;
}

function StatusReporter({ onReport, retry }: Pick<InstantSearchSourceProps, 'onReport' | 'retry'>) {
  const { status, refresh } = useInstantSearch({ catchError: true });
  useEffect(() => {
    retry.current = refresh;
  }, [retry, refresh]);
  useEffect(() => {
    onReport({ status: { waiting: status === 'loading' || status === 'stalled', failed: status === 'error' } });
  }, [status, onReport]);
  return null;
}

function InstantSearchSourceTree({ setup, query, refinements = NO_REFINEMENTS, ...reporting }: InstantSearchSourceProps) {
  const { apps, partners } = setup.indices;
  const searchClient = useMemo(() => toInstantSearchClient(setup.client), [setup.client]);
  return (
    <InstantSearch
      searchClient={searchClient}
      indexName={apps}
      initialUiState={{ [apps]: { query } }}
      stalledSearchDelay={SEARCH_STALLED_DELAY_MS}
      insights={false}
      future={{ preserveSharedStateOnUnmount: true }}
    >
      <QuerySync query={query} />
      <Configure {...PAGE_SEARCH_PARAMS} {...appRefinementParams(refinements)} />
      <StatusReporter onReport={reporting.onReport} retry={reporting.retry} />
      <SectionReporter section="apps" {...reporting} />
      <Index indexName={partners}>
        <Configure {...PAGE_SEARCH_PARAMS} />
        <SectionReporter section="partners" {...reporting} />
      </Index>
    </InstantSearch>
  );
}

/** Memoized: the page re-renders with each report, InstantSearch only when the query changes. */
export const InstantSearchSource = memo(InstantSearchSourceTree);
