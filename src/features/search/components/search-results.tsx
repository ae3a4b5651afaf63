import { Link } from 'gatsby';
import { useEffect, useMemo, useState } from 'react';
import {
  Configure,
  Highlight,
  Index,
  InstantSearch,
  Snippet,
  useInfiniteHits,
  useInstantSearch,
  useSearchBox,
} from 'react-instantsearch';
import type { SearchClient } from 'instantsearch.js';
import styled from 'styled-components';
import { SecondaryButton } from '../../../ui/primitives';
import { partnerPath, productPath } from '../../../domain/paths';
import { isSearchableQuery, SEARCH_PAGE_HITS_PER_PAGE, SEARCH_STALLED_DELAY_MS, SEARCH_TEXT } from '../../../domain/search';
import type { MarketplaceSearchClient } from '../../../domain/search-contract';
import { assetUrl } from '../../../ui/asset-url';
import { Card } from '../../../ui/card';
import { Grid } from '../../../ui/primitives';
import { PriceTag } from '../../../ui/price-tag';
import { Stars } from '../../../ui/stars';
import { useInstalledApps } from '../../../app/use-installed-apps';
import { siteConfig } from '../../../app/config';
import { installedFact, type InstalledApps } from '../../../domain/install-facts';
import { InstalledMark } from '../../../ui/installed-mark';
import type { SearchSetup } from '../load-search-client';
import type { AppHit, PartnerHit } from '../search-hits';
import { onResultKeyDown } from './result-focus';
import { BrowseInstead, Notice, ResultSection, StatusLine } from './search-sections';

/**
 * The search page's results, over react-instantsearch with the site's client: apps in the main
 * index, partners in a child index (it inherits the query). Loaded only on the search page, after
 * it mounts.
 */

/**
 * InstantSearch's client type spans Algolia clients v3 to v5; ours implements the contract it
 * calls (search, and searchForFacetValues in the v4 shape), which this one cast asserts.
 */
export const toInstantSearchClient = (client: MarketplaceSearchClient): SearchClient => client as unknown as SearchClient;

const HitCard = styled(Card)`
  header {
    display: flex;
    gap: 14px;
    align-items: center;
  }
  img {
    width: 48px;
    height: 48px;
    border-radius: 10px;
    flex: none;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.8125rem;
  }
  .meta {
    display: flex;
    flex-wrap: wrap;
    gap: 6px 12px;
    align-items: center;
    font-size: 0.875rem;
  }
  mark {
    background: #fff1b8;
    color: inherit;
    border-radius: 2px;
  }
  .snippet {
    font-size: 0.875rem;
  }
`;

const More = styled(SecondaryButton)`
  margin-top: 20px;
`;

const Empty = styled.div`
  padding: 40px 24px;
  margin-top: 16px;
  text-align: center;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: 12px;
  h2 {
    font-size: 1.375rem;
    /* The query is in the heading: a long word must wrap, not widen the page. */
    overflow-wrap: anywhere;
  }
  nav ul {
    justify-content: center;
  }
`;

/** The page's query into InstantSearch (the box is the page's own, outside InstantSearch). */
function QuerySync({ query }: { query: string }) {
  const { query: current, refine } = useSearchBox();
  useEffect(() => {
    if (current !== query) refine(query);
  }, [current, query, refine]);
  return null;
}

/** A match in the long description only: show the snippet that explains the hit. */
const matchedOnlyInLongDescription = (hit: AppHit) => {
  const level = (attribute: string) => {
    const result = hit._highlightResult?.[attribute];
    return result && !Array.isArray(result) ? result.matchLevel : 'none';
  };
  const snippet = hit._snippetResult?.longDescription;
  return (
    level('name') === 'none' &&
    level('shortDescription') === 'none' &&
    !!snippet &&
    !Array.isArray(snippet) &&
    snippet.matchLevel !== 'none'
  );
};

function AppResult({ hit, installed }: { hit: AppHit; installed: InstalledApps | null }) {
  // §2 by placement: the index carries the one placement (and designation) the host link needs.
  const placements = hit.placement ? [hit.placement] : null;
  const fact = installedFact({ ...hit, appId: hit.objectID, placements }, installed, siteConfig.product);
  return (
    <HitCard>
      <header>
        <img src={assetUrl(hit.icon)} alt="" width={48} height={48} loading="lazy" />
        <div>
          <h3>
            <Link to={productPath(hit)} data-search-result="" onKeyDown={onResultKeyDown}>
              <Highlight hit={hit as never} attribute="name" />
            </Link>
          </h3>
          <small>
            {hit.isService ? 'Service' : hit.categoryName} · by {hit.company}
          </small>
        </div>
      </header>
      <p>
        {matchedOnlyInLongDescription(hit) ? (
          <span className="snippet">
            <Snippet hit={hit as never} attribute="longDescription" />
          </span>
        ) : (
          <Highlight hit={hit as never} attribute="shortDescription" />
        )}
      </p>
      <div className="meta">
        <PriceTag app={hit} />
        <Stars rate={hit.rate} votes={hit.votes} />
        <InstalledMark fact={fact} name={hit.name} />
      </div>
    </HitCard>
  );
}

function PartnerResult({ hit }: { hit: PartnerHit }) {
  return (
    <HitCard>
      <header>
        <img src={assetUrl(hit.logo)} alt="" width={48} height={48} loading="lazy" />
        <div>
          <h3>
            <Link to={partnerPath(hit.slug)} data-search-result="" onKeyDown={onResultKeyDown}>
              <Highlight hit={hit as never} attribute="name" />
            </Link>
          </h3>
          <small>
            {hit.recommended ? 'Recommended partner · ' : 'Partner · '}
            {hit.country}
          </small>
        </div>
      </header>
      <p>
        <Highlight hit={hit as never} attribute="shortDescription" />
      </p>
      <div className="meta">
        <Stars rate={hit.rate} votes={hit.votes} />
      </div>
    </HitCard>
  );
}

const count = (total: number, one: string, many: string) => `${total} ${total === 1 ? one : many}`;

function HitsSection<THit extends AppHit | PartnerHit>({
  id,
  title,
  noun,
  query,
  render,
}: {
  id: string;
  title: string;
  noun: [string, string];
  query: string;
  render(hit: THit): JSX.Element;
}) {
  const { items, results, isLastPage, showMore } = useInfiniteHits();
  const hits = items as unknown as THit[];
  const total = results?.nbHits ?? 0;
  const answered = !!results && results.query === query;
  // The section first appears with its first answer: an empty section painted earlier would be
  // pushed down by the one above filling in (layout shift). Later queries keep it in place.
  const [everAnswered, setEverAnswered] = useState(false);
  if (answered && !everAnswered) setEverAnswered(true);
  if (!answered && !everAnswered) return null;
  return (
    <ResultSection id={id} title={title}>
      {answered && <Notice>{total === 0 ? `No ${noun[1]} match “${query}”.` : `${count(total, noun[0], noun[1])}`}</Notice>}
      {hits.length > 0 && (
        <Grid aria-label={title} $min={300}>
          {hits.map((hit) => (
            <li key={hit.objectID}>{render(hit)}</li>
          ))}
        </Grid>
      )}
      {answered && !isLastPage && hits.length > 0 && (
        <More type="button" onClick={showMore}>
          Show more {noun[1]}
        </More>
      )}
    </ResultSection>
  );
}

/** The stalled notice, the screen-reader summary, and the empty state when neither index has anything. */
function Status({ query, appsIndex, partnersIndex }: { query: string; appsIndex: string; partnersIndex: string }) {
  const { status, scopedResults } = useInstantSearch({ catchError: true });
  const totals = useMemo(() => {
    const of = (indexId: string) => scopedResults.find((scoped) => scoped.indexId === indexId)?.results;
    return { apps: of(appsIndex), partners: of(partnersIndex) };
  }, [scopedResults, appsIndex, partnersIndex]);
  if (status === 'error') return <StatusLine role="status">{SEARCH_TEXT.unavailable}</StatusLine>;
  const answered = totals.apps?.query === query && totals.partners?.query === query;
  const summary = answered
    ? `${count(totals.apps?.nbHits ?? 0, 'app', 'apps')} and ${count(totals.partners?.nbHits ?? 0, 'partner', 'partners')} found.`
    : '';
  return (
    <StatusLine role="status">
      {status === 'stalled' ? SEARCH_TEXT.stalled : <span className="visually-hidden">{summary}</span>}
    </StatusLine>
  );
}

function NoResults({ query, appsIndex, partnersIndex }: { query: string; appsIndex: string; partnersIndex: string }) {
  const { scopedResults, status } = useInstantSearch();
  const of = (indexId: string) => scopedResults.find((scoped) => scoped.indexId === indexId)?.results;
  const apps = of(appsIndex);
  const partners = of(partnersIndex);
  const empty =
    isSearchableQuery(query) &&
    status !== 'error' &&
    apps?.query === query &&
    partners?.query === query &&
    apps.nbHits === 0 &&
    partners.nbHits === 0;
  if (!empty) return null;
  return (
    <Empty>
      <h2>{SEARCH_TEXT.noResults(query)}</h2>
      <p>{SEARCH_TEXT.noResultsHelp}</p>
      <BrowseInstead />
    </Empty>
  );
}

function Results({ setup, query }: { setup: SearchSetup; query: string }) {
  const { apps, partners } = setup.indices;
  const searchClient = useMemo(() => toInstantSearchClient(setup.client), [setup.client]);
  const searchable = isSearchableQuery(query);
  const installed = useInstalledApps();
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
      <Configure hitsPerPage={SEARCH_PAGE_HITS_PER_PAGE} />
      <Status query={query} appsIndex={apps} partnersIndex={partners} />
      <NoResults query={query} appsIndex={apps} partnersIndex={partners} />
      {searchable ? (
        <HitsSection<AppHit>
          id="search-apps"
          title="Apps"
          noun={['app', 'apps']}
          query={query}
          render={(hit) => <AppResult hit={hit} installed={installed} />}
        />
      ) : (
        <ResultSection id="search-apps" title="Apps">
          <Notice>{SEARCH_TEXT.tooShort}</Notice>
        </ResultSection>
      )}
      <Index indexName={partners}>
        <Configure hitsPerPage={SEARCH_PAGE_HITS_PER_PAGE} />
        {searchable ? (
          <HitsSection<PartnerHit>
            id="search-partners"
            title="Partners"
            noun={['partner', 'partners']}
            query={query}
            render={(hit) => <PartnerResult hit={hit} />}
          />
        ) : (
          <ResultSection id="search-partners" title="Partners">
            <Notice>{SEARCH_TEXT.tooShort}</Notice>
          </ResultSection>
        )}
      </Index>
      {!searchable && <BrowseInstead label="Browse the marketplace" />}
    </InstantSearch>
  );
}

/** The results component for a loaded client, or the message when search is not available. */
export function bindSearchResults(setup: SearchSetup | Error) {
  return function SearchResults({ query }: { query: string }) {
    if (setup instanceof Error) {
      return (
        <>
          <StatusLine role="status">{SEARCH_TEXT.unavailable}</StatusLine>
          <BrowseInstead />
        </>
      );
    }
    return <Results setup={setup} query={query} />;
  };
}
