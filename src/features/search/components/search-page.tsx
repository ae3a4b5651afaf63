import { withPrefix } from 'gatsby';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import styled from 'styled-components';
import {
  capQuery,
  isSearchableQuery,
  normalizeQuery,
  queryFromSearch,
  SEARCH_MAX_QUERY_LENGTH,
  SEARCH_PAGE_PATH,
  SEARCH_QUERY_PARAM,
  SEARCH_TEXT,
  searchPagePath,
} from '../../../domain/search';
import { loadSearchClient, preloadSearch, type SearchSetup } from '../load-search-client';
import { moveFocus } from './result-focus';
import { SearchSections } from './search-sections';

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

const loadResultsCode = () => import(/* webpackChunkName: "search-results" */ './search-results');

/**
 * Arriving at the search page with a query, the results' code, the client and the index start
 * loading as soon as this page's code runs (before the page hydrates), not after it mounts: the
 * first results are the page's largest content.
 */
export function startSearchEarly(location: Pick<Location, 'pathname' | 'search'>): boolean {
  if (location.pathname !== withPrefix(SEARCH_PAGE_PATH) || !isSearchableQuery(normalizeQuery(queryFromSearch(location.search))))
    return false;
  loadResultsCode().catch(() => undefined);
  preloadSearch();
  return true;
}

if (typeof window !== 'undefined') startSearchEarly(window.location);

export interface SearchPageProps {
  location: { search: string };
  /** The search client; the site's own by default (tests give a fake one). */
  getClient?: () => Promise<SearchSetup>;
}

/**
 * The search page (§2): one query, two sections (apps, partners). The query lives in the URL
 * (`/search/?q=…`), so a search can be shared and reloaded. The server renders the box and an
 * empty results area of its final minimum size;
 * once mounted, the page reads the URL and loads InstantSearch, the client and the index (lazily:
 * they are not in the page's first-load JS).
 */
export function SearchPage({ location, getClient = loadSearchClient }: SearchPageProps) {
  const [mounted, setMounted] = useState(false);
  const [query, setQuery] = useState('');
  const box = useRef<HTMLInputElement>(null);

  // The URL's query, on arrival and whenever the router brings a new one (the header box, back/forward).
  useEffect(() => {
    const fromUrl = queryFromSearch(location.search);
    setQuery(fromUrl);
    setMounted(true);
    if (!fromUrl) box.current?.focus();
  }, [location.search]);
  useEffect(() => {
    if (getClient === loadSearchClient) preloadSearch();
  }, [getClient]);

  const Results = useMemo(
    () =>
      lazy(async () => {
        const [module, setup] = await Promise.all([
          loadResultsCode(),
          getClient().catch((error: unknown) => (error instanceof Error ? error : new Error(String(error)))),
        ]);
        return { default: module.bindSearchResults(setup) };
      }),
    [getClient],
  );

  const update = (typed: string) => {
    const value = capQuery(typed);
    setQuery(value);
    // Typing replaces the URL (no history entry per keystroke); the router's state is kept.
    window.history.replaceState(window.history.state, '', withPrefix(searchPagePath(value)));
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
          onChange={(event) => update(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') update('');
            else moveFocus(event, box.current);
          }}
        />
      </Form>
      {/* The result links take the arrow keys themselves (result-focus.ts). */}
      <ResultsArea>
        {mounted ? (
          <Suspense fallback={<SearchSections query={normalizeQuery(query)} loading />}>
            <Results query={normalizeQuery(query)} />
          </Suspense>
        ) : (
          <SearchSections query="" />
        )}
      </ResultsArea>
    </>
  );
}
