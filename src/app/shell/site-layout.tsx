import { memo, Suspense, type ReactNode } from 'react';
import styled from 'styled-components';
import { Container } from '../../ui/primitives';
import { BOTTOM_OVERLAY_VAR } from '../../ui/bottom-overlay';
import { GlobalStyle, PUBLIC_CHROME } from '../../ui/global-style';
import { NotificationList } from '../notifications/notification-list';
import { PartBoundary } from '../../ui/part-boundary';
import { AfterHydrationPart } from './after-hydration-part';
import { HydrationMark } from './hydration-mark';
import { SiteHeader } from './site-header';
import { lazyLoadedPart } from './loaded-part';
import { ghostLoginBannerPart, loadCompareTray, siteFooterPart } from './shell-parts';

// The footer is below the fold on every page: the server renders it in full, and the browser
// hydrates it from its own small chunk once that arrives (React keeps the server HTML meanwhile).
const SiteFooter = lazyLoadedPart(siteFooterPart);

const GhostLoginBanner = lazyLoadedPart(ghostLoginBannerPart);

/*
 * At least a screen tall: the footer starts below the fold, so content that arrives after the first
 * paint (a client-only page, a loading panel's answer) never pushes a visible footer down (CLS).
 * While a fixed bar covers the bottom of the viewport (the compare tray), the content ends above it.
 */
const Main = styled.main`
  display: flow-root;
  min-height: calc(100vh - ${({ theme }) => theme.headerHeight}px);
  padding-bottom: var(${BOTTOM_OVERLAY_VAR}, 0px);
`;

/*
 * flow-root, as <main>: the first child's top margin stays inside. Collapsed through both, a
 * client-only page's loading panel (48 px), Suspense fallback and final content (other margins)
 * each moved the whole column: a layout shift of 0.05 on the cart and checkout.
 */
const PageColumn = styled(Container)`
  display: flow-root;
`;

// Each lazy part in a memo with no props: a navigation re-renders the layout, and a Suspense
// boundary still waiting for its chunk must not be updated meanwhile (React would drop its server
// HTML and report error #421); memo leaves it alone.
const Banner = memo(function Banner() {
  return (
    <PartBoundary name="banner" fallback="quiet">
      <Suspense fallback={null}>
        <GhostLoginBanner />
        <HydrationMark part="banner" />
      </Suspense>
    </PartBoundary>
  );
});

const Footer = memo(function Footer() {
  return (
    <div {...{ [PUBLIC_CHROME]: '' }}>
      <PartBoundary name="footer" fallback="quiet">
        <Suspense fallback={null}>
          <SiteFooter />
          <HydrationMark part="footer" />
        </Suspense>
      </PartBoundary>
    </div>
  );
});

const Tray = memo(function Tray() {
  return (
    <div {...{ [PUBLIC_CHROME]: '' }}>
      <PartBoundary name="compare-tray" fallback="quiet">
        {/* It shows only once an app is picked; it restores the stored pick once it has loaded. */}
        <AfterHydrationPart load={loadCompareTray} />
      </PartBoundary>
    </div>
  );
});

/** Header, content column (max width 1376 px), footer and the toast stack. */
export function SiteLayout({ children, pathname }: { children: ReactNode; pathname?: string }) {
  return (
    <>
      {/*
       * Here, not in wrapRootElement: the server collects styles only inside the styled-components
       * plugin's root wrapper, which sits inside ours. Outside it, the first paint had no global
       * style (body margin, box-sizing) and everything moved once the scripts added it.
       */}
      <GlobalStyle />
      <Banner />
      <SiteHeader />
      <Main id="main" tabIndex={-1}>
        <PageColumn>
          {/*
           * The page in a boundary of its own: React hydrates the shell first, then the page
           * at low priority in slices that yield to the browser, instead of one long task that
           * kept the page unresponsive. A click or key on it before then hydrates it at once.
           */}
          <PartBoundary name="page" fallback="page" resetKey={pathname}>
            <Suspense fallback={null}>
              {children}
              <HydrationMark part="page" />
            </Suspense>
          </PartBoundary>
        </PageColumn>
      </Main>
      <Footer />
      <HydrationMark part="shell" />
      <Tray />
      <NotificationList />
    </>
  );
}
