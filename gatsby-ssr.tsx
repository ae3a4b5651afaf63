import { withPrefix, type GatsbySSR } from 'gatsby';
import { hasSiteShell, wrapPageElement as wrapPage } from './src/app/page-element';
import { RootElement } from './src/app/root-element';
import { EARLY_INPUT_SCRIPT, EARLY_INPUT_STYLE } from './src/build/early-input-script';
import { CLIENT_ONLY_SHELL_STYLE } from './src/features/auth/components/client-only-shell';
import { SESSION_HINT_SCRIPT } from './src/features/auth/session-hint';
import { HASH_REPAIR_SCRIPT } from './src/build/hash-repair-script';
import { withFirstInHead } from './src/build/head-order';
import { APP_DATA_PATH, pageDataPath, pageDataPreloadScript } from './src/build/page-data-preload';
import { searchEarlyScript } from './src/build/search-early-script';
import { searchPagePreloads } from './src/build/search-page-preloads';
import { clientOnlyContentGroups, pagePreloadPlan, shellPartFiles } from './src/build/page-chunk-preloads';
import { preloadsAtPaintScript } from './src/build/preloads-at-paint';
import type { WebpackStats } from './src/build/webpack-stats';
import { SEARCH_PAGE_PATH } from './src/domain/search/search';
import { SearchIndexPreload } from './src/features/search/components/search-index-preload';
import { localIndexPaths, readSearchConfig } from './src/features/search/search-downloads';
import { theme } from './src/ui/theme';

/** The search page's scripts to preload (search-page-preloads.ts), read once per HTML worker from this build's webpack stats. */
let searchScripts: { all: string[]; afterEarly: string[] } | null = null;
/**
 * The browser bundle's chunk groups, as gatsby-node builds them into this renderer (none in
 * `gatsby develop`, which preloads nothing).
 */
declare const __BROWSER_CHUNKS__: WebpackStats | null | undefined;
const buildStats = (): WebpackStats | null => (typeof __BROWSER_CHUNKS__ === 'object' ? __BROWSER_CHUNKS__ : null);
function searchPageScripts(): { all: string[]; afterEarly: string[] } {
  if (!searchScripts) {
    const stats = buildStats();
    const kind = readSearchConfig().kind;
    searchScripts = stats
      ? { all: searchPagePreloads(stats, kind), afterEarly: searchPagePreloads(stats, kind, false) }
      : { all: [], afterEarly: [] };
  }
  return searchScripts;
}

/** A head preload of one of the build's scripts, at a priority. */
const scriptPreload = (file: string, priority: 'high' | 'low') => (
  <link key={file} rel="preload" as="script" href={withPrefix(`/${file}`)} {...{ fetchpriority: priority }} />
);

/**
 * Any other page: the scripts it runs before it hydrates (the app group, then its own chunk group:
 * page-chunk-preloads.ts, pagePreloadPlan), its page-data.json and app-data.json, preloaded from
 * the head, then the shell's file (on a page with the site's shell); from its first paint, for the
 * cart and the checkout, their content's chunks. The page's scripts at high priority: a preload
 * never holds the first paint, and at low priority the icons of a listing, which Chrome raises once
 * they are in view, took the six connections of HTTP/1.1 first (on a slow phone the listing's own
 * chunk arrived 1.6 s later, at desktop width). The shell's file at low priority: found in the head,
 * it is asked for before any icon, and Lighthouse does not take a low-priority script for one
 * the first paint waits on.
 */
function pagePreloads(pathname: string, loadPageDataSync: (path: string) => unknown): JSX.Element[] {
  const stats = buildStats();
  const page = loadPageDataSync(pathname) as { componentChunkName?: unknown } | null;
  if (!stats || !page || typeof page.componentChunkName !== 'string') return [];
  // On a page with the site's shell its file is preloaded at low priority, after these; a
  // client-only page's content is asked for at the first paint (page-chunk-preloads.ts).
  const { head, headLow, atPaint } = pagePreloadPlan(stats, page.componentChunkName, {
    contentGroups: clientOnlyContentGroups(pathname),
    shellFiles: hasSiteShell(pathname) ? shellPartFiles(stats) : [],
  });
  return [
    <link key="app-data" rel="preload" as="fetch" crossOrigin="anonymous" href={withPrefix(APP_DATA_PATH)} />,
    <script key="page-data" dangerouslySetInnerHTML={{ __html: pageDataPreloadScript(withPrefix(pageDataPath(pathname))) }} />,
    ...head.map((file) => scriptPreload(file, 'high')),
    ...headLow.map((file) => scriptPreload(file, 'low')),
    ...(atPaint.length > 0
      ? [
          <script
            key="preloads-at-paint"
            dangerouslySetInnerHTML={{ __html: preloadsAtPaintScript(atPaint.map((file) => withPrefix(`/${file}`))) }}
          />,
        ]
      : []),
  ];
}

/**
 * The search page's early bundle (src/build/search-early-bundle.ts), as gatsby-node names it to the
 * production HTML renderer; none in `gatsby develop`, which does not build it.
 */
declare const __SEARCH_EARLY_FILE__: string | undefined;
const earlyFile = () => (typeof __SEARCH_EARLY_FILE__ === 'string' && __SEARCH_EARLY_FILE__ ? __SEARCH_EARLY_FILE__ : null);

export const onRenderBody: GatsbySSR['onRenderBody'] = ({ pathname, setHtmlAttributes, setHeadComponents, loadPageDataSync }) => {
  // §9's theme key names the theme on the document, as the product's design system does.
  setHtmlAttributes({ lang: 'en', className: theme.key });
  setHeadComponents([
    // First in the head, before any of the site's code reads the address (hash-repair-script.ts).
    <script key="hash-repair" dangerouslySetInnerHTML={{ __html: HASH_REPAIR_SCRIPT }} />,
    // Presses made before hydration are kept and replayed once it is done (early-input-script.ts).
    <script key="early-input" dangerouslySetInnerHTML={{ __html: EARLY_INPUT_SCRIPT }} />,
    <style key="early-input-style" dangerouslySetInnerHTML={{ __html: EARLY_INPUT_STYLE }} />,
    <link key="icon" rel="icon" type="image/svg+xml" href={withPrefix('/favicon.svg')} />,
  ]);
  if (clientOnlyContentGroups(pathname).length > 0) {
    // A visitor with no session sees the area's prompt to sign in from the first paint, not
    // "Loading…" until the page's code has run (features/auth/session-hint.ts).
    setHeadComponents([
      <script key="session-hint" dangerouslySetInnerHTML={{ __html: SESSION_HINT_SCRIPT }} />,
      <style key="client-only-shell" dangerouslySetInnerHTML={{ __html: CLIENT_ONLY_SHELL_STYLE }} />,
    ]);
  }
  if (pathname === SEARCH_PAGE_PATH) {
    const early = earlyFile();
    setHeadComponents([
      // With a query, the early results (src/build/search-early-script.ts); without, the page's own
      // scripts preloaded, low as the page's own scripts are: a high-priority script in the head is
      // one the browser holds the first paint for.
      <script
        key="search-early"
        dangerouslySetInnerHTML={{
          __html: searchEarlyScript({
            earlySrc: early && withPrefix(`/${early}`),
            indexPaths: localIndexPaths(),
            scriptPreloads: searchPageScripts().all.map((file) => withPrefix(`/${file}`)),
            releasePreloads: searchPageScripts().afterEarly.map((file) => withPrefix(`/${file}`)),
            dataPreloads: [withPrefix(APP_DATA_PATH), withPrefix(pageDataPath(SEARCH_PAGE_PATH))],
          }),
        }}
      />,
      // The index the early results (the page's largest content) wait for: first in the head (below).
      <SearchIndexPreload key="search-index" />,
    ]);
  } else {
    setHeadComponents(pagePreloads(pathname, loadPageDataSync));
  }
};

/**
 * The search page's index and early script come straight after the hash repair, ahead of the
 * styled-components sheet: on Slow 4G the index then arrives ~30 ms sooner, and with it the results.
 */
export const onPreRenderHTML: GatsbySSR['onPreRenderHTML'] = ({ pathname, getHeadComponents, replaceHeadComponents }) => {
  if (pathname !== SEARCH_PAGE_PATH) return;
  replaceHeadComponents(withFirstInHead(getHeadComponents(), ['hash-repair', 'search-index', 'search-early']));
};

export const wrapRootElement: GatsbySSR['wrapRootElement'] = ({ element }) => <RootElement>{element}</RootElement>;

export const wrapPageElement: GatsbySSR['wrapPageElement'] = wrapPage;
