import { Link, withPrefix } from 'gatsby';
import { memo, Suspense } from 'react';
import styled from 'styled-components';
import { STICKY_HEADER_ATTRIBUTE } from '../../ui/sticky-header';
import { Container } from '../../ui/primitives';
import { media } from '../../ui/theme';
import { PUBLIC_CHROME } from '../../ui/global-style';
import { PartBoundary } from '../../ui/part-boundary';
import { CART_PATH } from '../../domain/cart/cart-path';
import { CartIcon, cartLinkLabel, cartLinkStyles } from '../../ui/cart-link';
import { AfterHydrationPart } from './after-hydration-part';
import { HydrationMark } from './hydration-mark';
import { lazyLoadedPart } from './loaded-part';
import { headerAccountPart, headerSearchPart, loadHeaderCart } from './shell-parts';

/**
 * Phones (the mobile breakpoint, 320 px up) get two rows: the logo, search, cart and account on
 * top, the three main links below, each a full 44 px tap target (WCAG 2.5.8 asks 24; 44 is the
 * touch size). CSS only, so the server's HTML is the client's and nothing shifts: the header's
 * height is §9's 90 px at every width.
 */
export const MOBILE_HEADER_HEIGHT = 90;
const TOP_ROW = 44;
const TAP = 44;

const Bar = styled.header`
  height: ${({ theme }) => theme.headerHeight}px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  position: sticky;
  top: 0;
  z-index: 10;
  ${media.mobile} {
    height: ${MOBILE_HEADER_HEIGHT}px;
  }
`;

const Inner = styled(Container)`
  height: 100%;
  display: flex;
  align-items: center;
  gap: 32px;
  ${media.tablet} {
    gap: 16px;
  }
  ${media.mobile} {
    flex-wrap: wrap;
    align-content: flex-start;
    column-gap: 8px;
    /* §9's 90 px at every width: the two 44 px rows, 1 px between them, on the bottom border. */
    row-gap: ${MOBILE_HEADER_HEIGHT - 1 - TOP_ROW - TAP}px;
    /* The header's own parts (their chunks keep their desktop looks): full tap targets here. */
    > form[role='search'] input {
      min-height: ${TAP}px;
    }
    /* Focused, the box opens over the top row (not centred over both). */
    > form[role='search']:focus-within {
      top: 0;
    }
    > a[aria-label^='Cart'] {
      min-width: ${TAP}px;
      min-height: ${TAP}px;
      justify-content: center;
    }
    [data-account] > button {
      min-width: ${TAP}px;
      min-height: ${TAP}px;
      justify-content: center;
    }
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
  min-height: ${TAP}px;
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
    min-width: ${TAP}px;
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
  /* Phones: the logo starts the top row; search, cart and account keep to its right end. */
  ${media.mobile} {
    height: ${TOP_ROW}px;
    margin-right: auto;
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
    display: flex;
    align-items: center;
    min-height: ${TAP}px;
    white-space: nowrap;
    padding: 0 12px;
    border-radius: 6px;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  /* The current section: its own page (aria-current) or any page under it (Link's partiallyActive class). */
  a:hover,
  a.active {
    background: ${({ theme }) => theme.colors.subtle};
  }
  /* Phones: a row of its own under the others, the three links sharing it evenly, like tabs. */
  ${media.mobile} {
    order: 1;
    flex: 0 0 100%;
    min-width: 0;
    ul {
      gap: 4px;
    }
    li {
      flex: 1 1 0;
      min-width: 0;
    }
    a {
      justify-content: center;
      height: ${TAP}px;
      padding: 0 4px;
      font-size: 0.9375rem;
      border-radius: 6px 6px 0 0;
    }
    a.active {
      box-shadow: inset 0 -3px 0 ${({ theme }) => theme.colors.primary};
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
const HeaderSearch = lazyLoadedPart(headerSearchPart);

/** Takes no box of its own: the account area lays out as the header's item it always was. */
const AccountArea = styled.div`
  display: contents;
`;

// The account area (sign-in, the signed-in user) comes the same way: the user slice, the session
// restore and the accounts SDK stay out of first-load JS.
const HeaderAccount = lazyLoadedPart(headerAccountPart);

// The cart badge likewise, once the page has hydrated: its count read and the cart slice are never
// in the first-load JS of a public page; the cart page's own code loads only on /cart/. Until then
// a plain link to the cart, the badge's look without a count (what the server renders).
const CartPlaceholder = styled.a`
  ${cartLinkStyles}
`;
const CART_PLACEHOLDER = (
  <CartPlaceholder href={withPrefix(CART_PATH)} aria-label={cartLinkLabel(0)}>
    <CartIcon />
  </CartPlaceholder>
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
          <AfterHydrationPart load={loadHeaderCart} placeholder={CART_PLACEHOLDER} />
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
