import type { ReactElement } from 'react';
import { SiteLayout } from './shell/site-layout';

/**
 * The site shell (header, footer, toasts, compare tray) around every page, rendered through
 * wrapPageElement by both gatsby-browser and gatsby-ssr (they must match, or hydration breaks).
 * Its element type never changes between pages, so React keeps the header mounted across
 * client-side navigations and only the page inside it is replaced.
 */
export function wrapPageElement({ element }: { element: ReactElement }): ReactElement {
  return <SiteLayout>{element}</SiteLayout>;
}
