import { readFileSync } from 'node:fs';
import path from 'node:path';
import { lifecycleOf, type ReviewTimestamps } from '../../src/domain/catalogue/lifecycle';
import { appPath } from '../../src/domain/site/paths';
import type { EarlyInputPage } from './early-input-args';
import { DESKTOP, PHONE } from './early-input-profile';
import type { EarlyInputSpec } from './early-input-run';
import type { JudgeOptions } from './early-input-summary';
import { searchAnsweredSource } from './search-answer';
import { firstBuiltPage } from './served-site';

/**
 * The marketplace's pages for bench:early-input: where to tap (and type) and what shows that it
 * worked, as functions run in the page (sources: they are sent to the browser as they are). The
 * targets and effects follow the built HTML and the components that render it:
 *   - listing-phone: the filters are a <details> the server renders open but CSS keeps folded on
 *     narrow screens (data-unfolded-by-server, listing-view.tsx); "Filters" is its <summary>.
 *   - listing-desktop: the "Free" box of the payment group (filter-panel.tsx); the site puts the
 *     choice in the URL (?payment=free) and the result count changes.
 *   - listing-sort: the "Sort by" select (listing-view.tsx), moved to "Price" with the keyboard; the
 *     site puts it in the URL (?sortBy=price). Before hydration the early-input script keeps the
 *     choice on screen and marks the select as taken (data-early-pending) until it replays it.
 *   - app: a visitor's "Install" is a placeholder button until the install chunk loads; clicked,
 *     it signs in first (product-actions.tsx, install-action.tsx): the accounts popup opens, or
 *     (popup blocked) the page leaves for the accounts service, or a notice says why not.
 *   - app-cart: a paid app's "Add to cart" (a visitor's: kept in the browser until they sign in,
 *     add-to-cart.tsx); the header's cart badge counts it (header-cart.tsx).
 *   - search: the page's own box (#search-query); the site mirrors the query in ?q= and answers it.
 *   - cart: client-only; a visitor is asked to sign in. The cart's own "Sign in" button exists only
 *     once its chunk has rendered, so until then the header's "Sign in" is the one to tap.
 * Compare has no page here: its button is rendered in the browser only (product-actions.tsx), so
 * before hydration there is nothing that looks pressable to lose a tap on.
 */
export interface SitePage extends EarlyInputSpec, Pick<JudgeOptions, 'latencyFrom'> {
  name: EarlyInputPage;
  sitePath: string;
  /** What is done and what counts as its effect, for the log. */
  describe: string;
}

/**
 * The pressed button shows at once that it was taken (spinner, aria-busy: src/ui/sign-in-button.tsx,
 * the visitor's Install) while the silent attempt (up to 2500 ms by design) runs before the popup:
 * that is its visible effect, as the popup, a notice or a dialog are. So is the early-input script's
 * mark on a button pressed before hydration (`data-early-pending`: a pulse), and the header's Sign
 * in once pressed (`data-signing-in`; its aria-busy alone also means the session is still unknown).
 */
const busyButtonEffect = (label: string) => `() => !!document.querySelector(
  '[role="region"][aria-label="Notifications"] > *, [role="dialog"], [role="alertdialog"], dialog[open], header button[data-signing-in]') ||
  Array.from(document.querySelectorAll('main button[aria-busy="true"], button[data-early-pending]'))
    .some((button) => button.textContent.trim() === ${JSON.stringify(label)})`;

const SIGN_IN_STATE = `() => {
  const busy = Array.from(document.querySelectorAll('button[aria-busy="true"]')).map((button) => button.textContent.trim());
  return 'no popup, no notice' + (busy.length ? '; busy: ' + busy.join(', ') : '');
}`;

const FILTERS_SUMMARY = `Array.from(document.querySelectorAll('details > summary'))
    .find((summary) => /^Filters\\b/.test(summary.textContent.trim()))`;

const FREE_BOX = `(() => {
    const label = Array.from(document.querySelectorAll('fieldset label'))
      .find((candidate) => (candidate.querySelector('span') || candidate).textContent.trim() === 'Free');
    return label ? label.control : null;
  })()`;

const SEARCHED = 'zap';

const SORT_SELECT = `Array.from(document.querySelectorAll('main label'))
    .filter((label) => /^Sort by/.test(label.textContent.trim()))
    .map((label) => label.querySelector('select'))[0] || null`;

const SORTED_BY = 'price';

const ADD_TO_CART = `(() => {
    const main = document.querySelector('main');
    return (main && Array.from(main.querySelectorAll('button')).find((button) => button.textContent.trim() === 'Add to cart')) || null;
  })()`;

interface Listed extends ReviewTimestamps {
  slug: string;
  hidden?: boolean;
  isService?: boolean;
  payment?: { price?: number } | null;
}

/**
 * The first listed app of the bundled catalogue, free or paid, that the build has a page for. A free
 * app's visitor action is "Install"; a paid app's are "Buy at checkout" (a plain link that works
 * without scripts) and "Add to cart".
 */
function listedAppPath(root: string, publicDir: string, paid: boolean): string {
  const records = JSON.parse(readFileSync(path.join(root, 'sandbox/data/applications.json'), 'utf8')) as Listed[];
  const listed = records.filter(
    (record) =>
      !record.hidden && !record.isService && lifecycleOf(record) === 'PUBLISHED' && (record.payment?.price ?? 0) > 0 === paid,
  );
  return firstBuiltPage(
    publicDir,
    listed.map((record) => appPath(record.slug)),
  );
}

export const freeAppPath = (root: string, publicDir: string): string => listedAppPath(root, publicDir, false);
export const paidAppPath = (root: string, publicDir: string): string => listedAppPath(root, publicDir, true);

export function sitePages(
  siteUrl: string,
  { freeApp, paidApp }: { freeApp: string; paidApp: string },
): Record<EarlyInputPage, SitePage> {
  const url = (sitePath: string) => new URL(sitePath.replace(/^\//, ''), siteUrl).href;
  const page = (name: EarlyInputPage, sitePath: string, spec: Omit<SitePage, 'name' | 'sitePath' | 'url'>): SitePage => ({
    name,
    sitePath,
    url: url(sitePath),
    ...spec,
  });
  return {
    'listing-phone': page('listing-phone', '/apps/', {
      context: PHONE,
      describe: 'tap "Filters"; effect: the filters panel shows, and still does 1 s after hydration',
      target: `() => ${FILTERS_SUMMARY} || null`,
      effect: `() => {
  const summary = ${FILTERS_SUMMARY};
  const details = summary && summary.parentElement;
  return !!details && details.open && Array.from(details.children).some((child) => child !== summary && child.checkVisibility());
}`,
      explain: `() => {
  const summary = ${FILTERS_SUMMARY};
  const details = summary && summary.parentElement;
  if (!details) return 'no filters';
  const shown = Array.from(details.children).some((child) => child !== summary && child.checkVisibility());
  return '<details> ' + (details.open ? 'open' : 'closed') + ', panel ' + (shown ? 'shown' : 'hidden') +
    (details.hasAttribute('data-unfolded-by-server') ? ' (server-rendered state)' : '');
}`,
      latencyFrom: 'first',
    }),
    'listing-desktop': page('listing-desktop', '/apps/', {
      context: DESKTOP,
      describe:
        'click the "Free" box; effect: it is checked and ?payment=free is in the URL (or the result count changed), ' +
        'and still so 1 s after hydration',
      target: `() => ${FREE_BOX}`,
      effect: `() => {
  const status = (document.querySelector('main p[role="status"]') || { textContent: '' }).textContent.trim();
  if (window.__earlyInputStatus === undefined) window.__earlyInputStatus = status;
  const box = ${FREE_BOX};
  if (!box || !box.checked) return false;
  const inUrl = (new URLSearchParams(location.search).get('payment') || '').split(',').includes('free');
  return inUrl || (/^\\d+ results?$/.test(status) && status !== window.__earlyInputStatus);
}`,
      explain: `() => {
  const box = ${FREE_BOX};
  const status = (document.querySelector('main p[role="status"]') || { textContent: '' }).textContent.trim();
  return 'box ' + (box && box.checked ? 'checked' : 'unchecked') + ', query "' + location.search + '", "' + status + '"';
}`,
      latencyFrom: 'first',
    }),
    'listing-sort': page('listing-sort', '/apps/', {
      context: DESKTOP,
      describe:
        `move the "Sort by" select to "Price" with the keyboard (focused, ArrowDown twice); effect: it shows Price, marked as taken until the page ` +
        `can sort, then ?sortBy=${SORTED_BY} is in the URL, and still so 1 s after hydration`,
      target: `() => ${SORT_SELECT}`,
      // Recommended → Popularity → Price.
      keys: ['ArrowDown', 'ArrowDown'],
      effect: `() => {
  const select = ${SORT_SELECT};
  if (!select || select.value !== ${JSON.stringify(SORTED_BY)}) return false;
  return select.hasAttribute('data-early-pending') || new URLSearchParams(location.search).get('sortBy') === ${JSON.stringify(SORTED_BY)};
}`,
      explain: `() => {
  const select = ${SORT_SELECT};
  return 'select ' + (select ? '"' + select.value + '"' + (select.hasAttribute('data-early-pending') ? ' (taken)' : '') : 'missing') +
    ', query "' + location.search + '"';
}`,
      latencyFrom: 'last',
    }),
    app: page('app', freeApp, {
      context: PHONE,
      describe:
        'tap "Install" (a visitor); effect: Install shows it is working, the sign-in popup opens, the page leaves to ' +
        'sign in, or a notice shows',
      target: `() => {
  const main = document.querySelector('main');
  return (main && Array.from(main.querySelectorAll('button, a')).find((element) => element.textContent.trim() === 'Install')) || null;
}`,
      effect: busyButtonEffect('Install'),
      effectElsewhere: true,
      explain: SIGN_IN_STATE,
      latencyFrom: 'first',
    }),
    'app-cart': page('app-cart', paidApp, {
      context: PHONE,
      describe:
        'tap "Add to cart" (a visitor, on a paid app); effect: the button shows it is working, then the header\'s cart ' +
        'badge counts the app (or a notice shows)',
      target: `() => ${ADD_TO_CART}`,
      effect: `() => {
  const badge = document.querySelector('header [data-cart-count]');
  return (badge && Number(badge.textContent) > 0) || (${busyButtonEffect('Add to cart')})();
}`,
      explain: `() => {
  const badge = document.querySelector('header [data-cart-count]');
  const button = ${ADD_TO_CART};
  return 'badge ' + (badge ? '"' + badge.textContent + '"' : 'none') + ', button ' +
    (button ? (button.getAttribute('aria-busy') === 'true' ? 'busy' : 'idle') : 'missing');
}`,
      latencyFrom: 'first',
    }),
    search: page('search', '/search/?q=chat', {
      context: PHONE,
      describe: `tap the search box, select what it holds and type "${SEARCHED}"; effect: the box holds it, ?q=${SEARCHED}, and the results answer it`,
      target: `() => document.getElementById('search-query')`,
      type: SEARCHED,
      effect: searchAnsweredSource(SEARCHED),
      explain: `() => {
  const box = document.getElementById('search-query');
  const apps = document.querySelector('section#apps');
  return 'box "' + (box ? box.value : '') + '", query "' + location.search + '", apps: "' + (apps ? apps.textContent.slice(0, 60) : '') + '"';
}`,
      latencyFrom: 'last',
    }),
    cart: page('cart', '/cart/', {
      context: PHONE,
      describe:
        "tap \"Sign in\" (the cart's own once it shows, the header's before); effect: the cart's Sign in shows it is " +
        'working, the sign-in popup opens, the page leaves to sign in, or a notice shows',
      target: `() => {
  const signIn = (root) => (root ? Array.from(root.querySelectorAll('button'))
    .filter((button) => button.textContent.trim() === 'Sign in' && button.checkVisibility()) : [])[0];
  return signIn(document.querySelector('main')) || signIn(document.querySelector('header')) || null;
}`,
      effect: busyButtonEffect('Sign in'),
      effectElsewhere: true,
      explain: SIGN_IN_STATE,
      latencyFrom: 'first',
    }),
  };
}
