import type { ReactElement } from 'react';
import { SiteLayout } from './shell/site-layout';

/**
 * The offline plugin's app shell: served by the service worker for any navigation, it must render
 * nothing, so that Gatsby renders the real page into an empty root instead of hydrating the
 * shell's markup with another page's content (React errors #418 / #423).
 */
const OFFLINE_APP_SHELL = /\/offline-plugin-app-shell-fallback\/?$/;

/**
 * The site shell (header, footer, toasts, compare tray) around every page, rendered through
 * wrapPageElement by both gatsby-browser and gatsby-ssr (they must match, or hydration breaks).
 * Its element type never changes between pages, so React keeps the header mounted across
 * client-side navigations and only the page inside it is replaced.
 */
export function wrapPageElement({ element, props }: { element: ReactElement; props: { path?: string } }): ReactElement {
  if (props.path && OFFLINE_APP_SHELL.test(props.path)) return element;
  return <SiteLayout>{element}</SiteLayout>;
}
