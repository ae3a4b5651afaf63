import { afterPageHydrated } from '../../core/after-hydration';
import { afterMainContent } from '../../core/main-content';

/**
 * The shell's lazy parts, each from its own chunk (outside every page's first-load JS), in two sets:
 *
 * - What the page's hydration waits for (each is server-rendered and marks itself hydrated:
 *   hydration-mark.tsx): the header's search box and account area, the ghost-login banner (in the
 *   account chunk) and the footer. `startShellParts` asks for them at client entry, while the
 *   framework and the page's scripts run, instead of when React reaches them in the render.
 * - What waits until the page has hydrated (core/after-hydration.ts): the cart badge and the compare
 *   tray, which show nothing a visitor could press before then that is not a plain link.
 *
 * The account, banner and footer also wait for the page's main content (core/main-content.ts).
 */
export const loadHeaderSearch = () =>
  import(
    /* webpackChunkName: "header-search-box", webpackFetchPriority: "high" */ '../../features/search/components/header-search'
  );

export const loadHeaderAccount = () =>
  afterMainContent(
    () =>
      import(
        /* webpackChunkName: "header-account", webpackFetchPriority: "high" */ '../../features/auth/components/header-account'
      ),
  );

// Named like the header's account chunk, so webpack ships both in one file.
export const loadGhostLoginBanner = () =>
  afterMainContent(
    () =>
      import(
        /* webpackChunkName: "header-account", webpackFetchPriority: "high" */ '../../features/auth/components/ghost-login-banner'
      ),
  );

// In the account's file too: both are wanted at once, and on a slow phone each file is a round trip.
export const loadSiteFooter = () =>
  afterMainContent(() => import(/* webpackChunkName: "header-account", webpackFetchPriority: "high" */ '../../ui/site-footer'));

// Each resolves to its component: the shell shows them with AfterHydrationPart (after-hydration-part.tsx).
export const loadHeaderCart = () =>
  afterMainContent(() =>
    afterPageHydrated(() => import(/* webpackChunkName: "header-cart" */ '../../features/cart/components/header-cart')),
  ).then((module) => module.HeaderCart);

export const loadCompareTray = () =>
  afterMainContent(() =>
    afterPageHydrated(() => import(/* webpackChunkName: "compare-tray" */ '../../features/compare/components/compare-tray')),
  ).then((module) => module.CompareTray);

const ignore = () => undefined;

/** Client entry: the downloads of the parts the page's hydration waits for start now. */
export function startShellParts(): void {
  for (const load of [loadHeaderSearch, loadHeaderAccount, loadGhostLoginBanner, loadSiteFooter]) void load().catch(ignore);
}
