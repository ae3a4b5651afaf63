import { graphql } from 'gatsby';
import { lazy, memo, Suspense, useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react';
import { hashScrollTop } from '../../../domain/site/navigation';
import { withLiveFields, type PublishedChange } from '../../../domain/catalogue/published-changes';
import { stickyHeaderHeight } from '../../../ui/sticky-header';
import type { AppPageQueryData } from '../app-page-data';
import { usePublishedChange } from '../use-published-change';
import { AppHeader } from './app-header';
import { Breadcrumbs } from './breadcrumbs';
import { RatingsLoaderContext, type RatingsLoader } from './ratings-loader';

export const query = graphql`
  fragment AppPageFields on MarketplaceApp {
    appId
    slug
    name
    icon
    isService
    underMaintenance
    installable
    developerId
    shortDescription
    longDescription
    metaDescription
    features
    benefits
    categorySlug
    categoryName
    company
    developerSlug
    product
    compatibility
    languages
    industries
    types
    country
    installations
    publishedAt
    updatedAt
    lifecycle
    plan
    trialDays
    payment
    upgrades
    widgets
    widgetId
    designation
    scopes
    clientId
    directInstallUrl
    customProps
    discountActive
    screenshots
    support
    terms
    changelog
    rate
    votes
    ratingSummary
  }
`;

// Everything under the header (cards, gallery, sections) comes from its own chunk: the server
// renders it in full, and the browser hydrates it once the chunk arrives, keeping the server HTML
// meanwhile (React 18 selective hydration). The header hydrates first, within the page's
// first-load JS budget. The chunk is requested as soon as this module runs (also when Gatsby
// preloads the page on a link hover); once it is in, the lazy component resolves synchronously,
// so a client-side navigation renders the whole page in one commit and a URL hash finds its section.
type Parts = typeof import('./page-parts');
let loadedParts: Parts | null = null;
let partsRequest: Promise<Parts> | null = null;
const loadParts = () => (partsRequest ??= import('./page-parts').then((parts) => (loadedParts = parts)));
if (typeof window !== 'undefined') void loadParts();

const PageParts = lazy(() => {
  if (!loadedParts) return loadParts().then((parts) => ({ default: parts.PageParts }));
  // A thenable that resolves synchronously: React.lazy renders at once instead of suspending a tick.
  const loaded = { default: loadedParts.PageParts };
  return { then: (resolve: (value: typeof loaded) => void) => resolve(loaded) } as unknown as Promise<typeof loaded>;
});

const subscribeNever = () => () => undefined;

const UNCHANGED: PublishedChange = { kind: 'unchanged' };

/** Set when a client-side navigation had to wait for the parts, so the hash scroll is redone. */
let waitedForParts = false;

/**
 * Renders nothing; on a client-side navigation it holds the whole page back (its Suspense
 * boundary shows nothing) until the parts' chunk is in — usually it already is, see loadParts —
 * so the page never shows a header without its body. Hydration is never held back. It is a leaf
 * of its own: useSyncExternalStore re-renders it right after hydration (true on the server and
 * while hydrating, false after), and that re-render must not touch the still-dehydrated parts.
 */
function WholePageOnNavigation() {
  const hydrating = useSyncExternalStore(
    subscribeNever,
    () => false,
    () => true,
  );
  const mountedByHydration = useRef(hydrating).current;
  useEffect(() => {
    if (!waitedForParts) return;
    waitedForParts = false;
    // Gatsby looked for the hash target before the page was whole: look again now.
    const target = window.location.hash && document.getElementById(window.location.hash.slice(1));
    if (target) window.scrollTo({ top: hashScrollTop(target.getBoundingClientRect().top, window.scrollY, stickyHeaderHeight()) });
  }, []);
  if (!mountedByHydration && !loadedParts) {
    waitedForParts = true;
    throw loadParts();
  }
  return null;
}

/** Renders nothing; its effect runs once the page parts' boundary has hydrated (or rendered). */
function PartsShown({ onShown }: { onShown: () => void }) {
  useEffect(onShown, [onShown]);
  return null;
}

/**
 * The page under its two Suspense boundaries, in a memo: a re-render of ProductPage (its published
 * change) must not reach the boundaries while they still wait to hydrate. React would drop their
 * server HTML and report error #421; ProductPage passes the same props until the parts are shown.
 */
const PageBody = memo(function PageBody({
  data,
  unavailable,
  onPartsShown,
}: {
  data: AppPageQueryData;
  unavailable: boolean;
  onPartsShown: () => void;
}) {
  return (
    <Suspense fallback={null}>
      <WholePageOnNavigation />
      <Breadcrumbs app={data.app} />
      <AppHeader app={data.app} unavailable={unavailable} />
      <Suspense fallback={null}>
        <PageParts data={data} unavailable={unavailable} />
        <PartsShown onShown={onPartsShown} />
      </Suspense>
    </Suspense>
  );
});

/**
 * The app and service detail page body (§2). `loadRatings`: the ratings feature's chunk for the
 * Reviews section, composed by the template (features do not import each other).
 */
export function ProductPage({ data, loadRatings }: { data: AppPageQueryData; loadRatings?: RatingsLoader }) {
  // §4 Loading: price, discount and maintenance as published now; a hidden or deleted app says so.
  // A change read before the page is whole waits for it (see PageBody).
  const [partsShown, setPartsShown] = useState(false);
  const onPartsShown = useCallback(() => setPartsShown(true), []);
  const read = usePublishedChange(data.app);
  const change = partsShown ? read : UNCHANGED;
  const current = useMemo(
    () => (change.kind === 'changed' ? { ...data, app: withLiveFields(data.app, change.fields) } : data),
    [change, data],
  );
  return (
    <RatingsLoaderContext.Provider value={loadRatings ?? null}>
      <PageBody data={current} unavailable={change.kind === 'unavailable'} onPartsShown={onPartsShown} />
    </RatingsLoaderContext.Provider>
  );
}
