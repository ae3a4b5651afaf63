import type { ReactElement } from 'react';
import { withoutPrefix } from '../ui/site-path';
import { SiteLayout } from './shell/site-layout';

/**
 * gatsby-plugin-offline's app shell: once a page is cached, the service worker answers later
 * visits of it with this page's HTML. Gatsby hydrates that HTML when it holds markup, so a shell
 * with the site layout in it would be hydrated as the requested page and fail (React errors #418
 * and #423 on every repeat visit, and the whole page re-rendered); empty, it is simply rendered.
 */
export const OFFLINE_APP_SHELL_PATH = '/offline-plugin-app-shell-fallback/';

/** §2's embedded app pages (with or without the path prefix): /embedded-apps/*, /embedded-private-apps/*. */
export const isEmbeddedPath = (pathname: string) => /^\/embedded-(private-)?apps(\/|$)/.test(withoutPrefix(pathname));

const isOfflineAppShell = (pathname: string) => `${pathname.replace(/\/$/, '')}/`.endsWith(OFFLINE_APP_SHELL_PATH);

/** Is the page at `pathname` rendered in the site's layout (header, footer)? */
export const hasSiteShell = (pathname: string) => !isOfflineAppShell(pathname) && !isEmbeddedPath(pathname);

/**
 * The site shell (header, footer, toasts, compare tray) around every page, rendered through
 * wrapPageElement by both gatsby-browser and gatsby-ssr (they must match, or hydration breaks).
 * Its element type never changes between pages, so React keeps the header mounted across
 * client-side navigations and only the page inside it is replaced.
 */
export function wrapPageElement({
  element,
  props,
}: {
  element: ReactElement;
  props: { location: { pathname: string } };
}): ReactElement {
  // The offline app shell stays empty; §2's embedded app pages live inside the host and bring their
  // own layout (no site header or footer) in their own chunk.
  if (!hasSiteShell(props.location.pathname)) return element;
  return <SiteLayout pathname={props.location.pathname}>{element}</SiteLayout>;
}
