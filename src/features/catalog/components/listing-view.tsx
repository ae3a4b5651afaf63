import { navigate } from 'gatsby';
import { navigateInPage } from '../../../core/navigate-in-page';
import { useDeferredValue, useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import { applyListingState, facetCounts, familiesInUse, type ListingScope } from '../../../domain/catalogue/listing';
import { firstCardsFromPrefix } from '../../../domain/catalogue/listing-prefix';
import { categoryPath } from '../../../domain/site/paths';
import {
  activeFilterCount,
  categoryChoiceHref,
  categoryRemovalHref,
  chosenCategory,
  DEFAULT_STATE,
  emptyFilters,
  FILTER_KEYS,
  LISTING_PAGE_SIZE,
  parseListingQuery,
  parseShownCount,
  serializeListingQuery,
  SORT_LABELS,
  SORT_OPTIONS,
  toggleFilter,
  type FilterKey,
  type FilterOptions,
  type ListingState,
  type SortBy,
  withoutCategoryFilter,
} from '../../../domain/catalogue/listing-filters';
import { SecondaryButton } from '../../../ui/primitives';
import { useHydrated } from '../../../ui/use-hydrated';
import { media } from '../../../ui/theme';
import { withoutPrefix } from '../../../ui/site-path';
import type { AppCardData } from '../../../domain/catalogue/app-card-data';
import { FAMILY_LABELS, valueLabel } from '../filter-labels';
import { useListingIndex } from '../use-listing-index';
import { AppGrid } from '../../../ui/app-grid';
import { FilterPanel } from './filter-panel';
import { categoryChoiceOpens, FiltersFold } from './filters-fold';

const Layout = styled.div`
  display: grid;
  grid-template-columns: 260px minmax(0, 1fr);
  gap: 40px;
  align-items: start;
  ${media.tablet} {
    grid-template-columns: minmax(0, 1fr);
    gap: 16px;
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  justify-content: space-between;
  margin-bottom: 16px;
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
  }
  select {
    font: inherit;
    min-height: 40px;
    padding: 0 8px;
    border-radius: 8px;
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Chips = styled.ul`
  list-style: none;
  margin: 0 0 16px;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  button {
    font: inherit;
    font-size: 0.875rem;
    cursor: pointer;
    border-radius: 999px;
    padding: 4px 12px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.subtle};
    color: ${({ theme }) => theme.colors.text};
  }
  /* Drawn by CSS, so the visible text is the value alone and the name contains it (WCAG 2.5.3). */
  button.chip::after {
    content: ' ×';
  }
  button.clear {
    background: none;
    border-color: transparent;
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
  }
`;

const Empty = styled.div`
  padding: 48px 24px;
  text-align: center;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: 12px;
  h2 {
    font-size: 1.25rem;
  }
`;

const More = styled.div`
  display: flex;
  justify-content: center;
  margin-top: 24px;
`;

interface ListingViewProps {
  title: string;
  scope: ListingScope;
  /** The server-rendered default view: the first cards and the total in scope. */
  initialCards: AppCardData[];
  initialTotal: number;
  indexPath: string;
  options: FilterOptions;
  /** Families shown on this page (§2 hides some where they do not apply). */
  families: FilterKey[];
  location: { pathname: string; search: string };
  /** The category navigation; it is handed the current query so category links keep the filters. */
  renderNav(query: string): JSX.Element;
}

/**
 * The app listing: filters and sort from the query string, applied on the client over the listing
 * index. Until the page is mounted and the index loaded it shows the server-rendered default view,
 * so hydration always matches; after that every change is instant and lands in the URL.
 */
export function ListingView({
  title,
  scope,
  initialCards,
  initialTotal,
  indexPath,
  options,
  families,
  location,
  renderNav,
}: ListingViewProps) {
  // Hydrating, the server's default view first; mounted by a client-side navigation, the URL's at once.
  const mounted = useHydrated();

  const parsed = useMemo(() => {
    if (!mounted) return DEFAULT_STATE;
    const read = parseListingQuery(location.search, options);
    // §2: on a category page the path is the category; a `categories` value would only empty the list.
    return scope.kind === 'category' ? withoutCategoryFilter(read) : read;
  }, [mounted, location.search, options, scope.kind]);
  // The state just asked for, shown at once while the router catches up with the URL (no flicker).
  const [pending, setPending] = useState<ListingState | null>(null);
  // Likewise the category just chosen (undefined: none pending; null: all categories).
  const [pendingCategory, setPendingCategory] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    setPending(null);
    setPendingCategory(undefined);
  }, [location.search]);
  const state = pending ?? parsed;
  // The controls (boxes, chips, sort) show a choice at once; the list, its counts and its groups
  // follow in the background (re-rendering ~100 cards took a slow phone ~0.3-1 s, and the tick waited
  // for it). `listed` is the state the list on screen answers.
  const listed = useDeferredValue(state);
  const category = pendingCategory !== undefined ? pendingCategory : chosenCategory(location.pathname, state.filters);
  const filtered = activeFilterCount(state.filters) > 0 || state.sortBy !== DEFAULT_STATE.sortBy;
  // How many cards are shown lives in the URL too (replaced, not pushed), so Back from an app page
  // returns to every card the user had opened; the step just asked for shows at once meanwhile.
  const shownInUrl = mounted ? parseShownCount(location.search) : LISTING_PAGE_SIZE;
  const [pendingShown, setPendingShown] = useState<number | null>(null);
  useEffect(() => setPendingShown(null), [location.search]);
  const limit = pendingShown ?? shownInUrl;
  const {
    records: loaded,
    complete,
    status,
    load,
  } = useListingIndex(indexPath, mounted && (filtered || limit > LISTING_PAGE_SIZE));
  // The whole index, once every shard is in; before that, the part that has arrived.
  const records = complete ? loaded : null;

  const results = useMemo(() => (records ? applyListingState(records, scope, listed) : null), [records, scope, listed]);
  // While the rest of the index loads, the first shards may already hold the cards to show first.
  const early = useMemo(
    () => (loaded && !complete ? firstCardsFromPrefix(loaded, scope, listed, limit) : null),
    [loaded, complete, scope, listed, limit],
  );
  const counts = useMemo(() => {
    if (!records) return null;
    const others = families.filter((family) => family !== 'categories');
    const byFamily = facetCounts(records, scope, listed, others, options);
    // Choosing a category opens its page, whatever list this is: count what each would show there.
    if (others.length < families.length)
      byFamily.categories = facetCounts(
        records,
        { kind: 'all' },
        withoutCategoryFilter(listed),
        ['categories'],
        options,
      ).categories;
    return byFamily;
  }, [records, scope, listed, families, options]);
  // Groups no app in scope could match are left out once the index tells (the build already leaves
  // out the service group where the scope has no services). Not the category: it leads to other pages.
  const shownFamilies = useMemo(() => {
    if (!records) return families;
    const inUse = familiesInUse(records, scope, listed, families, options);
    return families.filter((family) => family === 'categories' || inUse.includes(family));
  }, [records, scope, listed, families, options]);

  const update = (next: ListingState) => {
    load();
    setPending(next);
    // Same page, new query string: no round trip for its data (core/navigate-in-page.ts).
    navigateInPage(`${withoutPrefix(location.pathname)}${serializeListingQuery(next)}`);
  };
  const clearAll = () => update({ sortBy: state.sortBy, filters: emptyFilters() });
  // §2: the category is the path, one at a time; the other filters and the sort go along in the query.
  const here = withoutPrefix(location.pathname);
  const chooseCategory = (next: string | null) => {
    setPendingCategory(next);
    if (categoryPath(next) !== here) categoryChoiceOpens(categoryPath(next));
    navigate(categoryChoiceHref(next, state));
  };
  const removeFilter = (key: FilterKey, value: string) =>
    key === 'categories' ? navigate(categoryRemovalHref(here, state, value)) : update(toggleFilter(state, key, value, options));

  const listedFiltered = activeFilterCount(listed.filters) > 0 || listed.sortBy !== DEFAULT_STATE.sortBy;
  const waiting = listedFiltered && !results;
  // The list is catching up with a choice just made (a render in the background).
  const catchingUp = listed !== state;
  const cards = results ?? early ?? initialCards;
  // A filtered view's total is known once the whole index is in; the default view's from the build.
  const total = results ? results.length : listedFiltered && early ? null : initialTotal;
  const shown = useMemo(
    () => cards.slice(0, results || early ? limit : initialCards.length),
    [cards, results, early, limit, initialCards.length],
  );
  // The same element while only the controls change: React leaves the cards alone then.
  const grid = useMemo(() => <AppGrid apps={shown} label={title} />, [shown, title]);

  const chips = FILTER_KEYS.flatMap((key) => state.filters[key].map((value) => ({ key, value })));

  return (
    <Layout>
      <div>
        {renderNav(serializeListingQuery(withoutCategoryFilter(state)))}
        <FiltersFold path={here} count={chips.length}>
          <FilterPanel
            families={shownFamilies}
            options={options}
            state={state}
            counts={counts}
            onToggle={(key, value) => update(toggleFilter(state, key, value, options))}
            category={category}
            onChooseCategory={chooseCategory}
          />
        </FiltersFold>
      </div>
      <div>
        <Toolbar>
          <p role="status" aria-live="polite" aria-busy={waiting || catchingUp}>
            {waiting
              ? status === 'error'
                ? 'Filters could not be loaded. Showing all apps.'
                : 'Applying filters…'
              : total === 1
                ? '1 result'
                : `${total} results`}
          </p>
          <label>
            Sort by{' '}
            <select value={state.sortBy} onChange={(event) => update({ ...state, sortBy: event.target.value as SortBy })}>
              {SORT_OPTIONS.map((option) => (
                <option key={option} value={option}>
                  {SORT_LABELS[option]}
                </option>
              ))}
            </select>
          </label>
        </Toolbar>
        {chips.length > 0 && (
          <Chips aria-label="Active filters">
            {chips.map(({ key, value }) => (
              <li key={`${key}-${value}`}>
                <button
                  type="button"
                  className="chip"
                  onClick={() => removeFilter(key, value)}
                  aria-label={`Remove filter ${FAMILY_LABELS[key]}: ${valueLabel(key, value)}`}
                >
                  {valueLabel(key, value)}
                </button>
              </li>
            ))}
            <li>
              <button type="button" className="clear" onClick={clearAll}>
                Clear all filters
              </button>
            </li>
          </Chips>
        )}
        {results && results.length === 0 ? (
          <Empty>
            <h2>No apps match these filters</h2>
            <p>Try removing a filter, or browse every app.</p>
            <SecondaryButton type="button" onClick={clearAll}>
              Clear all filters
            </SecondaryButton>
          </Empty>
        ) : (
          grid
        )}
        {total !== null && total > shown.length && (
          <More>
            <SecondaryButton
              type="button"
              aria-busy={!results && status === 'loading'}
              onClick={() => {
                load();
                const next = limit + LISTING_PAGE_SIZE;
                setPendingShown(next);
                navigateInPage(`${withoutPrefix(location.pathname)}${serializeListingQuery(state, next)}`, { replace: true });
              }}
            >
              Show more ({total - shown.length} more)
            </SecondaryButton>
          </More>
        )}
      </div>
    </Layout>
  );
}
