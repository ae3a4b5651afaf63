import { Link } from 'gatsby';
import { memo, useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import { useInstalledApps } from '../../../core/use-installed-apps';
import { siteConfig } from '../../../core/config';
import { installedFact, type InstalledApps } from '../../../domain/install/install-facts';
import { partnerPath, productPath } from '../../../domain/site/paths';
import { isSearchableQuery, SEARCH_PAGE_HITS_PER_PAGE, SEARCH_TEXT } from '../../../domain/search/search';
import { cardIconSources } from '../../../domain/catalogue/icon-renditions';
import { PRODUCT_NAMES } from '../../../domain/catalogue/products';
import { RELEVANCE, sortHits, type SearchRefinements } from '../../../domain/search/search-refinements';
import { ProductActions, type ProductActionTarget } from '../../../ui/product-actions';
import { assetUrl } from '../../../ui/asset-url';
import { Card } from '../../../ui/card';
import { InstalledMark } from '../../../ui/installed-mark';
import { Badge, Grid, SecondaryButton } from '../../../ui/primitives';
import { PriceTag } from '../../../ui/price-tag';
import { Stars } from '../../../ui/stars';
import { useScreenfulFirst } from '../../../ui/use-screenful-first';
import {
  APP_NOUN,
  appByline,
  countOf,
  matchedOnlyInLongDescription,
  PARTNER_NOUN,
  partnerByline,
  sectionNotice,
} from '../hit-texts';
import type { PageAnswers, ResultSectionKey, SectionAnswer } from '../search-answers';
import type { AppHit, PartnerHit } from '../search-hits';
import { Highlighted } from './highlighted';
import { onResultKeyDown } from './result-focus';
import { BrowseInstead, Notice, ResultSection, StatusLine, useStalled } from './search-sections';

/**
 * The search page's results as they show, whoever answered them (the page's own first search or
 * InstantSearch): one component tree for both, so the hand-over changes no element and moves
 * nothing (no layout shift, the focus stays where it is).
 */

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
  .badges {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
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

/** A hit's first row: its icon beside its name (marked where it matched), the card's one link, and its small print. */
function HitHeading({ hit, icon, href, byline }: { hit: AppHit | PartnerHit; icon: string; href: string; byline: string }) {
  return (
    <header>
      <img {...cardIconSources(icon, assetUrl)} alt="" width={48} height={48} loading="lazy" decoding="async" />
      <div>
        <h3>
          <Link to={href} data-search-result="" onKeyDown={onResultKeyDown}>
            <Highlighted result={hit._highlightResult?.name} fallback={hit.name} />
          </Link>
        </h3>
        <small>{byline}</small>
      </div>
    </header>
  );
}

/** What the card's actions (Install, Add to cart, Compare: the shell's, as on the listing's cards) act on. */
function actionTarget(hit: AppHit, placements: string[] | null): ProductActionTarget {
  return {
    appId: hit.objectID,
    slug: hit.slug,
    name: hit.name,
    isService: hit.isService,
    product: hit.product ?? null,
    payment: hit.payment,
    customProps: { ...hit.customProps, ...(hit.onlyOwnerCanInstall ? { onlyOwnerCanInstall: 'true' } : {}) },
    installable: hit.installable !== false,
    developerId: hit.developerId ?? null,
    plan: hit.plan ?? null,
    designation: hit.designation ?? null,
    widgetId: hit.widgetId ?? null,
    placements,
  };
}

/** The listing card's badges (src/ui/app-card.tsx): the products it works with, under maintenance. */
function HitBadges({ hit }: { hit: AppHit }) {
  const compatibility = hit.compatibility ?? [];
  if (compatibility.length === 0 && !hit.underMaintenance) return null;
  return (
    <div className="badges">
      {compatibility.map((product) => (
        <Badge key={product} $tone="info">
          {PRODUCT_NAMES[product as keyof typeof PRODUCT_NAMES] ?? product}
        </Badge>
      ))}
      {hit.underMaintenance && <Badge $tone="warning">Under maintenance</Badge>}
    </div>
  );
}

/*
 * The results are memoized on their hit: each keystroke renders the page at once (the box, the
 * address), while the results on screen stay those of the last answer until the next one comes.
 * Rendered again on every key, the cards made each keystroke's handling ~40 ms instead of ~29 ms
 * on a slow phone (4x CPU; keys typed onto a query already answered).
 */
const AppResult = memo(function AppResult({ hit, installed }: { hit: AppHit; installed: InstalledApps | null }) {
  // §2 by placement: the index carries the one placement (and designation) the host link needs.
  const placements = hit.placement ? [hit.placement] : null;
  const fact = installedFact({ ...hit, appId: hit.objectID, placements }, installed, siteConfig.product, siteConfig.hostAppUrls);
  return (
    <HitCard>
      <HitHeading hit={hit} icon={hit.icon} href={productPath(hit)} byline={appByline(hit)} />
      <p>
        {matchedOnlyInLongDescription(hit) ? (
          <span className="snippet">
            <Highlighted result={hit._snippetResult?.longDescription} fallback="" />
          </span>
        ) : (
          <Highlighted result={hit._highlightResult?.shortDescription} fallback={hit.shortDescription} />
        )}
      </p>
      <div className="meta">
        <PriceTag app={hit} />
        <Stars rate={hit.rate} votes={hit.votes} />
        <InstalledMark fact={fact} name={hit.name} />
      </div>
      <HitBadges hit={hit} />
      <ProductActions product={actionTarget(hit, placements)} placement="card" />
    </HitCard>
  );
});

const PartnerResult = memo(function PartnerResult({ hit }: { hit: PartnerHit }) {
  return (
    <HitCard>
      <HitHeading hit={hit} icon={hit.logo} href={partnerPath(hit.slug)} byline={partnerByline(hit)} />
      <p>
        <Highlighted result={hit._highlightResult?.shortDescription} fallback={hit.shortDescription} />
      </p>
      <div className="meta">
        <Stars rate={hit.rate} votes={hit.votes} />
      </div>
    </HitCard>
  );
});

function HitsSection<THit extends AppHit | PartnerHit>({
  id,
  title,
  noun,
  query,
  answer,
  onShowMore,
  render,
  order,
  onScreen,
}: {
  id: string;
  title: string;
  noun: readonly [string, string];
  query: string;
  answer: SectionAnswer<THit> | undefined;
  onShowMore(): void;
  render(hit: THit): JSX.Element;
  /**
   * A sort of its own (the listing's sorts): the answer then holds every result, ordered here and
   * shown a page at a time.
   */
  order?: (hits: THit[]) => THit[];
  /** See SearchResultsViewProps. */
  onScreen?: () => string | undefined;
}) {
  const answered = answer?.query === query;
  const [shownPages, setShownPages] = useState(1);
  const allHits = answer?.hits;
  useEffect(() => setShownPages(1), [allHits, order]);
  const ordered = useMemo(() => (order && allHits ? order(allHits) : null), [order, allHits]);
  const hits = ordered ? ordered.slice(0, shownPages * SEARCH_PAGE_HITS_PER_PAGE) : (allHits ?? []);
  // A new query's cards come a screenful first (use-screenful-first.ts).
  const drawn = useScreenfulFirst(hits.length, answer?.query, onScreen);
  const total = answer?.nbHits ?? 0;
  const moreHere = !!ordered && hits.length < ordered.length;
  const moreToShow = answered && (moreHere || (!answer.isLastPage && hits.length > 0));
  // Keyboard focus after "Show more": it stays on the button while there is more; when the last
  // page takes the button away, it goes to the first result that page brought (not to the body).
  const grid = useRef<HTMLUListElement>(null);
  const firstNew = useRef<number | null>(null);
  useEffect(() => {
    const from = firstNew.current;
    if (from === null || drawn <= from) return;
    firstNew.current = null;
    if (!moreToShow && (document.activeElement === document.body || document.activeElement === null)) {
      grid.current?.querySelectorAll<HTMLElement>('[data-search-result]')[from]?.focus();
    }
  }, [drawn, moreToShow]);
  // The section first appears with its first answer: an empty section painted earlier would be
  // pushed down by the one above filling in (layout shift). Later queries keep it in place, and
  // its hits stay until the new query's arrive.
  const [everAnswered, setEverAnswered] = useState(false);
  if (answered && !everAnswered) setEverAnswered(true);
  if (!answered && !everAnswered) return null;
  return (
    <ResultSection id={id} title={title}>
      {answered && <Notice>{sectionNotice(total, noun, query)}</Notice>}
      {hits.length > 0 && (
        <Grid ref={grid} aria-label={title} $min={300}>
          {hits.slice(0, drawn).map((hit) => (
            <li key={hit.objectID}>{render(hit)}</li>
          ))}
        </Grid>
      )}
      {moreToShow && (
        <More
          type="button"
          onClick={() => {
            firstNew.current = hits.length;
            if (moreHere) setShownPages((pages) => pages + 1);
            else onShowMore();
          }}
        >
          Show more {noun[1]}
        </More>
      )}
    </ResultSection>
  );
}

function TooShort({ id, title }: { id: string; title: string }) {
  return (
    <ResultSection id={id} title={title}>
      <Notice>{SEARCH_TEXT.tooShort}</Notice>
    </ResultSection>
  );
}

/** Where to go when nothing matches; the search page's early script copies it (early-results.ts). */
export function NoResults({ query }: { query: string }) {
  return (
    <Empty data-no-results="">
      <h2>{SEARCH_TEXT.noResults(query)}</h2>
      <p>{SEARCH_TEXT.noResultsHelp}</p>
      <BrowseInstead />
    </Empty>
  );
}

interface SearchResultsViewProps {
  /** The page's query, normalized. */
  query: string;
  answers: PageAnswers;
  /** A search is under way (the stalled notice shows after §9's delay). */
  waiting: boolean;
  /** The last search failed. */
  failed: boolean;
  onShowMore(section: ResultSectionKey): void;
  /** The page's filters and sort (the filters are the search's; a sort is applied here). */
  refinements?: SearchRefinements;
  /**
   * Asked as the view first renders: the query whose answer is already on screen where it renders
   * (the search page's early results). That answer is taken over whole at once, any other comes a
   * screenful first (use-screenful-first.ts). Without it, the first answer given is drawn whole.
   */
  onScreen?: () => string | undefined;
}

/** The status line (stalled notice, failure, screen-reader summary), the empty state and the two sections. */
export function SearchResultsView({
  query,
  answers,
  waiting,
  failed,
  onShowMore,
  refinements,
  onScreen,
}: SearchResultsViewProps) {
  const sortBy = refinements?.sortBy ?? RELEVANCE;
  const order = useMemo(() => (sortBy === RELEVANCE ? undefined : (hits: AppHit[]) => sortHits(hits, sortBy)), [sortBy]);
  const searchable = isSearchableQuery(query);
  const installed = useInstalledApps();
  const stalled = useStalled(waiting && searchable && !failed);
  const { apps, partners } = answers;
  const answered = apps?.query === query && partners?.query === query;
  // A query too short to search has no result count to announce (each section says to type more).
  const summary =
    searchable && answered && apps && partners
      ? `${countOf(apps.nbHits, 'app', 'apps')} and ${countOf(partners.nbHits, 'partner', 'partners')} found.`
      : '';
  const empty = searchable && !failed && answered && apps?.nbHits === 0 && partners?.nbHits === 0;
  return (
    <>
      <StatusLine role="status">
        {failed ? SEARCH_TEXT.unavailable : stalled ? SEARCH_TEXT.stalled : <span className="visually-hidden">{summary}</span>}
      </StatusLine>
      {/* Nothing to show at all: where to go instead, as when the client could not be set up. */}
      {failed && !apps && !partners && <BrowseInstead />}
      {empty && <NoResults query={query} />}
      {searchable ? (
        <HitsSection<AppHit>
          id="search-apps"
          title="Apps"
          noun={APP_NOUN}
          query={query}
          answer={apps}
          onShowMore={() => onShowMore('apps')}
          render={(hit) => <AppResult hit={hit} installed={installed} />}
          order={order}
          onScreen={onScreen}
        />
      ) : (
        <TooShort id="search-apps" title="Apps" />
      )}
      {searchable ? (
        <HitsSection<PartnerHit>
          id="search-partners"
          title="Partners"
          noun={PARTNER_NOUN}
          query={query}
          answer={partners}
          onShowMore={() => onShowMore('partners')}
          render={(hit) => <PartnerResult hit={hit} />}
          onScreen={onScreen}
        />
      ) : (
        <TooShort id="search-partners" title="Partners" />
      )}
      {!searchable && <BrowseInstead label="Browse the marketplace" />}
    </>
  );
}

/** When the search client could not be set up at all. */
export function SearchUnavailable() {
  return (
    <>
      <StatusLine role="status">{SEARCH_TEXT.unavailable}</StatusLine>
      <BrowseInstead />
    </>
  );
}
