import { readFileSync } from 'node:fs';
import path from 'node:path';
import { lifecycleOf, type ReviewTimestamps } from '../../src/domain/catalogue/lifecycle';
import { appPath } from '../../src/domain/site/paths';
import type { EarlyInputPage } from './early-input-args';
import { DESKTOP, PHONE } from './early-input-profile';
import type { EarlyInputSpec } from './early-input-run';
import type { JudgeOptions } from './early-input-summary';
import { firstBuiltPage } from './served-site';

/**
 * The marketplace's pages for bench:early-input: where to tap (and type) and what shows that it
 * worked, as functions run in the page (sources: they are sent to the browser as they are). The
 * targets and effects follow the built HTML and the components that render it:
 *   - listing-phone: the filters are a <details> the server renders open but CSS keeps folded on
 *     narrow screens (data-unfolded-by-server, listing-view.tsx); "Filters" is its <summary>.
 *   - listing-desktop: the "Free" box of the payment group (filter-panel.tsx); the site puts the
 *     choice in the URL (?payment=free) and the result count changes.
 *   - app: a visitor's "Install" is a placeholder button until the install chunk loads; clicked,
 *     it signs in first (product-actions.tsx, install-action.tsx): the accounts popup opens, or
 *     (popup blocked) the page leaves for the accounts service, or a notice says why not.
 *   - search: the page's own box (#search-query); the site mirrors the query in ?q= and answers it.
 *   - cart: client-only; a visitor is asked to sign in. The cart's own "Sign in" button exists only
 *     once its chunk has rendered, so until then the header's "Sign in" is the one to tap.
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

interface Listed extends ReviewTimestamps {
  slug: string;
  hidden?: boolean;
  isService?: boolean;
  payment?: { price?: number } | null;
}

/**
 * The first listed free app of the bundled catalogue that the build has a page for: its visitor's
 * action is "Install" (a paid app's is "Buy at checkout", a plain link that works without scripts).
 */
export function freeAppPath(root: string, publicDir: string): string {
  const records = JSON.parse(readFileSync(path.join(root, 'sandbox/data/applications.json'), 'utf8')) as Listed[];
  const free = records.filter(
    (record) => !record.hidden && !record.isService && lifecycleOf(record) === 'PUBLISHED' && (record.payment?.price ?? 0) === 0,
  );
  return firstBuiltPage(
    publicDir,
    free.map((record) => appPath(record.slug)),
  );
}

export function sitePages(siteUrl: string, appSitePath: string): Record<EarlyInputPage, SitePage> {
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
    app: page('app', appSitePath, {
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
    search: page('search', '/search/?q=chat', {
      context: PHONE,
      describe: `tap the search box, select what it holds and type "${SEARCHED}"; effect: the box holds it, ?q=${SEARCHED}, and the results answer it`,
      target: `() => document.getElementById('search-query')`,
      type: SEARCHED,
      effect: `() => {
  const box = document.getElementById('search-query');
  if (!box || box.value.trim() !== ${JSON.stringify(SEARCHED)}) return false;
  if (new URLSearchParams(location.search).get('q') !== ${JSON.stringify(SEARCHED)}) return false;
  // A result marks the words it matched; none: "No apps match “zap”."
  const apps = document.querySelector('section#apps');
  if (!apps) return false;
  const marked = Array.from(apps.querySelectorAll('mark')).some((mark) => mark.textContent.toLowerCase().includes(${JSON.stringify(SEARCHED)}));
  return marked || apps.textContent.includes(${JSON.stringify(`“${SEARCHED}”`)});
}`,
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
