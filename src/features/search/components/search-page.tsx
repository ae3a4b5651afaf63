import { withPrefix } from 'gatsby';
import {
  lazy,
  startTransition,
  Suspense,
  type ComponentType,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import styled from 'styled-components';
import {
  capQuery,
  normalizeQuery,
  queryFromSearch,
  SEARCH_MAX_QUERY_LENGTH,
  SEARCH_PAGE_PATH,
  SEARCH_QUERY_PARAM,
  SEARCH_TEXT,
} from '../../../domain/search/search';
import {
  NO_REFINEMENTS,
  parseSearchRefinements,
  refinementsKey,
  searchPageHref,
  type SearchRefinements,
} from '../../../domain/search/search-refinements';
import { useAppSelector } from '../../../core/hooks';
import { selectIsAgentApp } from '../../../core/host-mode';
import { mainContentIsLate, mainContentShown } from '../../../core/main-content';
import { startsNewEdit } from '../../../domain/search/keypress-grouping';
import { useHydrated } from '../../../ui/use-hydrated';
import { NOTHING_ON_SCREEN } from '../../../ui/use-screenful-first';
import { earlyAnsweredQuery } from '../early/early-handoff';
import { loadSearchClient, preloadSearch, type SearchSetup } from '../load-search-client';
import { useFirstPage } from '../use-first-page';
import { useInstantSearchHandOver } from '../use-instantsearch-hand-over';
import type { InstantSearchSourceProps } from './instantsearch-source';
import { moveFocus } from './result-focus';
import { SearchEarlySlot } from './search-early-slot';
import { SearchRefinementsBar } from './search-refinements-bar';
import { SearchResultsView, SearchUnavailable } from './search-results-view';
import { StatusLine } from './search-sections';

const Form = styled.form`
  max-width: 720px;
  margin-bottom: 8px;
  input {
    width: 100%;
    min-height: 52px;
    padding: 0 16px;
    font: inherit;
    font-size: 1.125rem;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 10px;
  }
`;

/*
 * The results area keeps at least a screen's height from the first paint on, so the footer starts
 * below the fold and never jumps when the results arrive. It is its own formatting context: the
 * margins of what it holds (an empty status line, then the results) stay inside it instead of
 * collapsing through its top, which moved the whole area by a few pixels as its content changed.
 */
const ResultsArea = styled.div`
  display: flow-root;
  min-height: 100vh;
`;

/** When InstantSearch's code cannot be loaded: the page says search is unavailable (if more was asked of it). */
function InstantSearchMissing({ onReport }: Pick<InstantSearchSourceProps, 'onReport'>) {
  useEffect(() => onReport({ status: { waiting: false, failed: true, missing: true } }), [onReport]);
  return null;
}

/** InstantSearch's code, loaded anew for each attempt (webpack fetches a chunk again after a failure). */
const lazyInstantSearchSource = () =>
  lazy((): Promise<{ default: ComponentType<InstantSearchSourceProps> }> =>
    import(/* webpackChunkName: "search-instantsearch" */ './instantsearch-source').then(
      (module) => ({ default: module.InstantSearchSource }),
      () => ({ default: InstantSearchMissing }),
    ),
  );

/**
 * Arriving at the search page with a query, the client and the index start loading as soon as
 * this page's code runs (before the page hydrates), not after it mounts: the first results are
 * the page's largest content.
 */
export function startSearchEarly(location: Pick<Location, 'pathname' | 'search'>): boolean {
  if (!mainContentIsLate(location)) return false;
  preloadSearch();
  return true;
}

if (typeof window !== 'undefined') startSearchEarly(window.location);

interface SearchPageProps {
  location: { search: string };
  /** The search client; the site's own by default (tests give a fake one). */
  getClient?: () => Promise<SearchSetup>;
}

// A layout effect (before the browser paints) where there is a browser; the server runs neither.
const useClientLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

/** Which result link has the focus (its position among the results), if one has. */
function focusedResultIndex(area: HTMLElement | null): number | null {
  const links = Array.from(area?.querySelectorAll('[data-search-result]') ?? []);
  const index = links.findIndex((link) => link === document.activeElement);
  return index < 0 ? null : index;
}

const toError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/**
 * The search page (§2): one query, two sections (apps, partners). The query lives in the URL
 * (`/search/?q=…`), so a search can be shared and reloaded. The server renders the box and an
 * empty results area of its final minimum size. Once mounted, the page reads the URL and asks the
 * client for the first page of results itself (use-first-page.ts); InstantSearch, with the rest
 * (more results, the next queries), loads when the visitor asks for more than that first page, and
 * takes over once it has answered the page's query. One view shows whichever answered
 * (search-results-view.tsx).
 */
export function SearchPage({ location, getClient = loadSearchClient }: SearchPageProps) {
  // Hydrating, the server's page first (it does not know the query); mounted by a client-side
  // navigation, the URL's query from the first render.
  const hydrated = useHydrated();
  const [mounted, setMounted] = useState(hydrated);
  // Hydrating, the page's view takes the early results' place: the answer they show is taken over
  // whole, any other (typed before the view mounted) comes a screenful first, as a new query's
  // does. Mounted by a client-side navigation, nothing is on screen.
  const [onScreen] = useState(() => (hydrated ? NOTHING_ON_SCREEN : earlyAnsweredQuery));
  const [query, setQuery] = useState(() => (hydrated ? queryFromSearch(location.search) : ''));
  // The filters and sort (§2, as on the listing) live in the URL beside the query.
  const [refinements, setRefinements] = useState<SearchRefinements>(() =>
    hydrated ? parseSearchRefinements(location.search) : NO_REFINEMENTS,
  );
  const [setup, setSetup] = useState<SearchSetup | Error | null>(null);
  const box = useRef<HTMLInputElement>(null);
  const normalized = normalizeQuery(query);

  // The URL's query, on arrival and whenever the router brings a new one (the header box, back/forward).
  // Mounting over the server's page, what the visitor did meanwhile stands: text typed into the
  // box, and the focus on an early result (early/early-search.ts), given to the same result.
  // A layout effect: the box's text is taken in the hydration's own commit, as an update of the
  // highest priority. Taken in a passive effect, it was an update that a more urgent render could
  // skip (React re-renders the box with the server's empty query then), and on a slow phone such a
  // render wiped what had been typed, and the keys typed until the text came back.
  const results = useRef<HTMLDivElement>(null);
  const earlyFocus = useRef<number | null>(null);
  useClientLayoutEffect(() => {
    const fromUrl = queryFromSearch(location.search);
    setRefinements(parseSearchRefinements(location.search));
    const typed = !mounted ? (box.current?.value ?? '') : '';
    if (!mounted) earlyFocus.current = focusedResultIndex(results.current);
    if (typed !== '' && typed !== fromUrl) update(typed);
    else setQuery(fromUrl);
    // The results view replaces the early one in a render of its own that React may interrupt:
    // drawn in this commit's update, the page's results (a dozen cards and more) were one task of
    // ~250 ms on a slow phone, and what was typed or tapped then waited for it. Until then the
    // early results stay on screen as they are.
    if (!mounted) startTransition(() => setMounted(true));
    if (!fromUrl && !typed) box.current?.focus();
    // `mounted` and `update` as of the arrival: this runs again only for a new URL.
  }, [location.search]);
  useClientLayoutEffect(() => {
    // Once the page's own results have replaced the early ones (other commits may come first).
    if (!mounted || earlyFocus.current === null) return;
    const index = earlyFocus.current;
    earlyFocus.current = null;
    results.current?.querySelectorAll<HTMLElement>('[data-search-result]')[index]?.focus();
  });
  useEffect(() => {
    if (getClient === loadSearchClient) preloadSearch();
    let live = true;
    getClient().then(
      (loaded) => live && setSetup(loaded),
      (error: unknown) => live && setSetup(toError(error)),
    );
    return () => {
      live = false;
    };
  }, [getClient]);

  const ready = setup instanceof Error ? null : setup;
  // The page's own first page until InstantSearch has taken over (use-instantsearch-hand-over.ts).
  const handOver = useInstantSearchHandOver(normalized);
  // §5: in the agent app the help-desk product is left out; a page opened in the host searches
  // before the host has answered, so it searches again once it has.
  // Other filters or another sort are other searches, like another mode: folded into the scope.
  const mode = useAppSelector(selectIsAgentApp) ? 'agent-app' : 'site';
  const refined = refinementsKey(refinements);
  const scope = refined ? `${mode}?${refined}` : mode;
  const firstPage = useFirstPage(ready, normalized, handOver.firstPageWanted, scope, refinements);
  // A new loader for each attempt.
  const InstantSearchSource = useMemo(lazyInstantSearchSource, [handOver.attempt]);
  const shown = handOver.shown(firstPage);

  // The first answer on screen (or failed, or the page left): the shell's own parts may load now.
  const settled = mounted && (setup instanceof Error || !shown.waiting);
  useEffect(() => {
    if (settled) mainContentShown();
  }, [settled]);
  useEffect(() => mainContentShown, []);

  const lastKeystroke = useRef<number | null>(null);
  const update = (typed: string, next: SearchRefinements = refinements) => {
    const value = capQuery(typed);
    setQuery(value);
    handOver.want();
    // One history entry per edit (§9 keypress grouping: keystrokes under 1000 ms apart are one):
    // Back returns to the query paused on before, never letter by letter. The router's state is kept.
    const now = Date.now();
    const address = withPrefix(searchPageHref(value, next));
    const current = window.location.pathname + window.location.search;
    if (startsNewEdit(lastKeystroke.current, now) && address !== current) {
      window.history.pushState(window.history.state, '', address);
    } else {
      window.history.replaceState(window.history.state, '', address);
    }
    lastKeystroke.current = now;
  };
  // What the visitor does in the page's controls (a key, a filter, the sort) before the view has
  // taken the early results' place mounts it in that input's own render. Little is drawn there (the
  // answer comes after, a screenful first), and the answer no longer waits for the mount's
  // transition, which each key restarted: typed right after hydration on a slow phone with a busy
  // CPU, 218–347 ms after the last key; 32–84 ms so (bench:early-input).
  const edit = (typed: string, next?: SearchRefinements) => {
    if (!mounted) setMounted(true);
    update(typed, next);
  };
  // A filter or sort is an edit of its own: a history entry, so Back undoes it.
  const refine = (next: SearchRefinements) => {
    setRefinements(next);
    lastKeystroke.current = null;
    edit(query, next);
  };

  return (
    <>
      <Form role="search" action={withPrefix(SEARCH_PAGE_PATH)} method="get" onSubmit={(event) => event.preventDefault()}>
        <label htmlFor="search-query" className="visually-hidden">
          {SEARCH_TEXT.label}
        </label>
        <input
          ref={box}
          id="search-query"
          name={SEARCH_QUERY_PARAM}
          type="search"
          data-search-primary=""
          placeholder={SEARCH_TEXT.placeholder}
          autoComplete="off"
          maxLength={SEARCH_MAX_QUERY_LENGTH}
          spellCheck={false}
          enterKeyHint="search"
          value={query}
          onChange={(event) => edit(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') edit('');
            else moveFocus(event, box.current);
          }}
        />
      </Form>
      <SearchRefinementsBar refinements={refinements} onChange={refine} />
      {/* The result links take the arrow keys themselves (result-focus.ts). */}
      <ResultsArea ref={results}>
        {!mounted ? (
          <>
            {/* Until mounted, the line is the early script's (its stalled notice): hydration leaves it as it is. */}
            <StatusLine role="status" dangerouslySetInnerHTML={{ __html: '' }} suppressHydrationWarning />
            <SearchEarlySlot />
          </>
        ) : setup instanceof Error ? (
          <SearchUnavailable />
        ) : (
          <SearchResultsView
            query={normalized}
            answers={shown.answers}
            waiting={shown.waiting}
            failed={shown.failed}
            onShowMore={handOver.requestMore}
            refinements={refinements}
            onScreen={onScreen}
          />
        )}
      </ResultsArea>
      {ready && handOver.wanted && (
        // Renders no element: the fallback is nothing, and nothing moves while its code loads.
        <Suspense fallback={null}>
          <InstantSearchSource key={scope} setup={ready} query={normalized} refinements={refinements} {...handOver.source} />
        </Suspense>
      )}
    </>
  );
}
