import { Link } from 'gatsby';
import { lazy, memo, Suspense } from 'react';
import styled from 'styled-components';
import { STICKY_HEADER_ATTRIBUTE } from '../../ui/sticky-header';
import { Container } from '../../ui/primitives';
import { media } from '../../ui/theme';
import { PUBLIC_CHROME } from '../../ui/global-style';
import { PartBoundary } from '../../ui/part-boundary';
import { afterMainContent } from '../../core/main-content';
import { HydrationMark } from './hydration-mark';

/** Below this width (the smallest phones, 320 px up) the header tightens its spacing to keep one line. */
const NARROW = '@media (max-width: 374px)';

const Bar = styled.header`
  height: ${({ theme }) => theme.headerHeight}px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  position: sticky;
  top: 0;
  z-index: 10;
`;

const Inner = styled(Container)`
  height: 100%;
  display: flex;
  align-items: center;
  gap: 32px;
  ${media.tablet} {
    gap: 16px;
  }
  /* Five items on a phone (brand, links, search, cart, account): the links need every pixel. */
  ${media.mobile} {
    gap: 4px;
  }
  ${NARROW} {
    gap: 4px;
    padding: 0 8px;
  }
`;

const Brand = styled(Link)`
  display: flex;
  align-items: center;
  gap: 10px;
  font-weight: 800;
  font-size: 1.25rem;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &:hover {
    color: ${({ theme }) => theme.colors.text};
  }
  flex: none;
  /* The letter is drawn by CSS: a logo, not text, so the link's name and visible text agree (WCAG 2.5.3). */
  span.mark::before {
    content: 'M';
  }
  span.mark {
    width: 32px;
    height: 32px;
    border-radius: 8px;
    display: inline-grid;
    place-items: center;
    background: ${({ theme }) => theme.colors.accent};
    color: #fff;
    font-size: 1rem;
  }
  /* Phones and tablets show the mark alone; the word stays in the link's accessible name. */
  ${media.tablet} {
    span.word {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
      clip-path: inset(50%);
      white-space: nowrap;
    }
  }
`;

const Nav = styled.nav`
  /* Never narrower than its links: the search box gives way (it shrinks, then folds to an icon). */
  flex: 1 0 auto;
  ul {
    list-style: none;
    display: flex;
    gap: 4px;
    margin: 0;
    padding: 0;
  }
  a {
    display: block;
    white-space: nowrap;
    padding: 8px 12px;
    border-radius: 6px;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  a:hover,
  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.subtle};
  }
  /* Phones from 360 px keep the three links on one line beside the search and account icons. */
  ${media.mobile} {
    flex: 1;
    min-width: 0;
    ul {
      gap: 0;
    }
    a {
      padding: 8px 4px;
      font-size: 0.875rem;
    }
  }
  ${NARROW} {
    a {
      padding: 8px 2px;
      font-size: 0.8125rem;
      letter-spacing: -0.01em;
    }
  }
`;

/*
 * Visually hidden until focused (the global .visually-hidden-until-focus), not parked off-screen
 * by a top offset: whatever sits above the header (the ghost-login banner) never uncovers it.
 */
const SkipLink = styled.a`
  position: absolute;
  left: 8px;
  top: 8px;
  padding: 8px 12px;
  background: ${({ theme }) => theme.colors.primary};
  color: #fff;
  z-index: 30;
  &:focus,
  &:hover {
    color: #fff;
  }
`;

// The search box is server-rendered on every page and hydrated from its own small chunk (like
// the footer), so it adds next to nothing to each page's first-load JS.
const HeaderSearch = lazy(() =>
  import('../../features/search/components/header-search').then((module) => ({ default: module.HeaderSearch })),
);

/** Takes no box of its own: the account area lays out as the header's item it always was. */
const AccountArea = styled.div`
  display: contents;
`;

// The account area (sign-in, the signed-in user) comes the same way: the user slice, the session
// restore and the accounts SDK stay out of first-load JS.
const HeaderAccount = lazy(() =>
  afterMainContent(() =>
    import(/* webpackChunkName: "header-account" */ '../../features/auth/components/header-account').then((module) => ({
      default: module.HeaderAccount,
    })),
  ),
);

// The cart badge likewise: its count read and the cart slice load after hydration, never in the
// first-load JS of a public page; the cart page's own code loads only on /cart/.
const HeaderCart = lazy(() =>
  afterMainContent(() =>
    import(/* webpackChunkName: "header-cart" */ '../../features/cart/components/header-cart').then((module) => ({
      default: module.HeaderCart,
    })),
  ),
);

const NAV_LINKS = [
  { to: '/apps/', label: 'Apps' },
  { to: '/partners/', label: 'Partners' },
  { to: '/developers/', label: 'Developers' },
];

/** In a memo (no props): a navigation must not update its lazy parts while they wait to hydrate. */
export const SiteHeader = memo(function SiteHeader() {
  return (
    <Bar {...{ [STICKY_HEADER_ATTRIBUTE]: '' }}>
      <SkipLink className="visually-hidden-until-focus" href="#main">
        Skip to content
      </SkipLink>
      <Inner>
        {/* Named by its text, 'Marketplace home': the visible word starts the name (WCAG 2.5.3). */}
        <Brand to="/">
          <span className="mark" aria-hidden="true" />
          <span className="word">Marketplace</span>
          <span className="visually-hidden"> home</span>
        </Brand>
        <Nav aria-label="Main" {...{ [PUBLIC_CHROME]: '' }}>
          <ul>
            {NAV_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} partiallyActive activeClassName="active">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </Nav>
        <PartBoundary name="header-search" fallback="quiet">
          <Suspense fallback={null}>
            <HeaderSearch />
            <HydrationMark part="search" />
          </Suspense>
        </PartBoundary>
        <PartBoundary name="header-cart" fallback="quiet">
          <Suspense fallback={null}>
            <HeaderCart />
          </Suspense>
        </PartBoundary>
        {/* Inside the agent app the user is the host's (taken silently): no account area there. */}
        <AccountArea {...{ [PUBLIC_CHROME]: '' }}>
          <PartBoundary name="header-account">
            <Suspense fallback={null}>
              <HeaderAccount />
              <HydrationMark part="account" />
            </Suspense>
          </PartBoundary>
        </AccountArea>
      </Inner>
    </Bar>
  );
});
