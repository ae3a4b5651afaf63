import { withPrefix } from 'gatsby';
import { isSearchableQuery, normalizeQuery, queryFromSearch, SEARCH_PAGE_PATH } from '../domain/search/search-query';
import { whenIdle } from './idle';
import { MAIN_CONTENT_SHOWN_ATTRIBUTE } from './main-content-mark';

/**
 * The page's main content first. Every page's main content is in its server HTML except the
 * search page's results for a query from the URL, which the browser renders. While those are on
 * their way, the shell's own parts (the account area and session, the ghost-login banner, the
 * cart badge, the compare tray, the footer's code, the bridge and telemetry) wait: their
 * downloads and start-up would share the network and the main thread with the results. The
 * search page says when its first answer is on screen (or failed, or the page is left); a cap
 * bounds the wait whatever happens. Meanwhile those parts show their server HTML, not yet
 * interactive (a click on "Sign in" does nothing until its code is here).
 */

/** The longest the shell's parts wait for the page's first results. */
export const MAIN_CONTENT_WAIT_CAP_MS = 3000;

/** Arriving here, the page's main content is rendered by the browser, not in the server HTML. */
export function mainContentIsLate(location: Pick<Location, 'pathname' | 'search'>): boolean {
  return (
    location.pathname === withPrefix(SEARCH_PAGE_PATH) && isSearchableQuery(normalizeQuery(queryFromSearch(location.search)))
  );
}

let release: (() => void) | undefined;
let shown: Promise<void> | undefined;

function gate(): Promise<void> {
  if (shown) return shown;
  // Already painted by the early script (main-content-mark.ts): nothing to wait for.
  const late =
    typeof window !== 'undefined' &&
    mainContentIsLate(window.location) &&
    !document.documentElement.hasAttribute(MAIN_CONTENT_SHOWN_ATTRIBUTE);
  shown = late
    ? new Promise<void>((resolve) => {
        release = resolve;
        setTimeout(resolve, MAIN_CONTENT_WAIT_CAP_MS);
      })
    : Promise.resolve();
  return shown;
}

/** Runs `load` once the page's main content is on screen (at once on pages that server-render it). */
export function afterMainContent<T>(load: () => Promise<T>): Promise<T> {
  return gate().then(load);
}

/**
 * The page's main content is rendered (or will not come): the shell's parts load when the browser
 * is next idle, after it has painted that content.
 */
export function mainContentShown(): void {
  gate();
  // Once: the search page says so again for each new answer and when it is left.
  const open = release;
  release = undefined;
  if (open) whenIdle(open);
}

/** Tests only: forget the gate, so the next call reads the location again. */
export function resetMainContentGate(): void {
  release = undefined;
  shown = undefined;
}
