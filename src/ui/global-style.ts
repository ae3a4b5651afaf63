import { createGlobalStyle } from 'styled-components';
import { STICKY_HEADER_ATTRIBUTE } from './sticky-header';
import { BOTTOM_OVERLAY_VAR } from './bottom-overlay';
import { theme } from './theme';

/** Marks a part of the public site's chrome, hidden inside the agent app (§1). */
export const PUBLIC_CHROME = 'data-public-chrome';

/** Room kept between the sticky header and an element the browser scrolls into view (focus, anchors). */
const FOCUS_SCROLL_MARGIN = 16;

/*
 * Static on purpose: the module's theme, not the context's. styled-components keeps the rules of a
 * static global style that it found in the server's sheet; a global style with interpolated
 * functions is deleted and inserted again when it mounts, and its `*` rule restyles the whole page
 * in the middle of hydration.
 */
export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  /* The public site's chrome: the layout's wrappers leave the layout as it is (see PUBLIC_CHROME). */
  div[${PUBLIC_CHROME}] { display: contents; }
  /*
   * §1 agent-app mode, inside the host application's own chrome: the public navigation, footer and
   * compare tray give way (the host has its own); search and the cart stay, and the header hides
   * the account area itself (the host's session is the only one).
   */
  html[data-host-mode='agent-app'] [${PUBLIC_CHROME}] { display: none; }
  /*
   * The header is sticky (and fixed bars may cover the bottom): the scroll padding makes the browser
   * stop short of both when it scrolls a focused element into view, also when tabbing backwards.
   */
  html {
    -webkit-text-size-adjust: 100%;
    scroll-padding-top: ${FOCUS_SCROLL_MARGIN}px;
    scroll-padding-bottom: var(${BOTTOM_OVERLAY_VAR}, 0px);
  }
  /* Only where the sticky header is (embedded app pages have none). */
  html:has([${STICKY_HEADER_ATTRIBUTE}]) {
    scroll-padding-top: ${theme.headerHeight + FOCUS_SCROLL_MARGIN}px;
  }
  body {
    margin: 0;
    font-family: ${theme.font};
    font-size: 16px;
    line-height: 1.5;
    color: ${theme.colors.text};
    background: ${theme.colors.surface};
  }
  a { color: ${theme.colors.primary}; }
  a:hover { color: ${theme.colors.primaryHover}; }
  img { max-width: 100%; }
  h1, h2, h3 { line-height: 1.2; margin: 0 0 0.5em; }
  :focus-visible { outline: 3px solid ${theme.colors.primary}; outline-offset: 2px; }
  .visually-hidden {
    position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
  }
  /* Hidden like .visually-hidden until it has keyboard focus (skip links). */
  .visually-hidden-until-focus:not(:focus) {
    position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px;
    overflow: hidden; clip: rect(0 0 0 0); clip-path: inset(50%); white-space: nowrap; border: 0;
  }
`;
