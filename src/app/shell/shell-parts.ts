import { afterPageHydrated } from '../../core/after-hydration';
import { afterMainContent } from '../../core/main-content';
import { loadedPart } from './loaded-part';

/**
 * The shell's lazy parts, outside the app and page chunks, in two sets:
 *
 * - What the page's hydration waits for (each is server-rendered and marks itself hydrated:
 *   hydration-mark.tsx): the header's search box and account area, the ghost-login banner and the
 *   footer, all in one file (src/build/site-shell-chunk.ts). `startShellParts` asks for them at
 *   client entry, while React and the page's scripts run, instead of when React reaches
 *   them in the render (and the page's head asks for them sooner still: preloads-at-paint.ts).
 * - What waits until the page has hydrated (core/after-hydration.ts): the cart badge and the compare
 *   tray, which show nothing a visitor could press before then that is not a plain link.
 *
 * The account, banner and footer also wait for the page's main content (core/main-content.ts).
 */

// Each asked for once (loadedPart): once here, React renders it at once instead of suspending.
export const headerSearchPart = loadedPart(() =>
  import(
    /* webpackChunkName: "shell-parts", webpackFetchPriority: "high" */ '../../features/search/components/header-search'
  ).then((module) => module.HeaderSearch),
);

export const headerAccountPart = loadedPart(() =>
  afterMainContent(
    () =>
      import(/* webpackChunkName: "shell-parts", webpackFetchPriority: "high" */ '../../features/auth/components/header-account'),
  ).then((module) => module.HeaderAccount),
);

export const ghostLoginBannerPart = loadedPart(() =>
  afterMainContent(
    () =>
      import(
        /* webpackChunkName: "shell-parts", webpackFetchPriority: "high" */ '../../features/auth/components/ghost-login-banner'
      ),
  ).then((module) => module.GhostLoginBanner),
);

export const siteFooterPart = loadedPart(() =>
  afterMainContent(() => import(/* webpackChunkName: "shell-parts", webpackFetchPriority: "high" */ '../../ui/site-footer')).then(
    (module) => module.SiteFooter,
  ),
);

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
  for (const part of [headerSearchPart, headerAccountPart, ghostLoginBannerPart, siteFooterPart]) void part.load().catch(ignore);
}
