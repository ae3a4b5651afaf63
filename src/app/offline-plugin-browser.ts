import { whenIdle } from '../core/idle';
import { isFramed } from '../core/framed';

/**
 * gatsby-plugin-offline's browser side (its gatsby-browser.js, 6.x), put in its place by the build
 * (gatsby-node.ts): the same worker messages, the same resources cached, one difference. When the
 * worker takes control, the plugin has the browser fetch the page's own scripts and data again
 * (a `<link rel=prefetch>` each, which the worker's runtime caching stores for offline use). It
 * appended all of them in one task: on a slow phone (4× CPU) that task took ~270 ms, right after
 * the page had hydrated, while the visitor was typing in the search box. They are appended here one
 * per idle period instead.
 */

/** Gatsby's loader: the page's chunk and data URLs, or null while it has not loaded that page's data. */
type ResourcesOf = (pathname: string) => string[] | null;

interface Ready {
  getResourceURLsForPathname: ResourcesOf;
  serviceWorker: ServiceWorkerRegistration;
}

declare global {
  interface Window {
    ___swUpdated?: boolean;
  }
}
declare const __BASE_PATH__: string;

// Only resources of this page: stylesheets and preloads, not its prefetches of other pages.
const CACHED_LINK_RELS = /^(stylesheet|preload)$/;
// Pages Gatsby prefetched before a worker controlled this one: cached with this page's resources.
const prefetchedPathnames: string[] = [];

/**
 * Not in a frame (the agent app, a partner's iframe): a page framed by another site may not
 * register one (the browser refuses it, and Gatsby logs the refusal as an error), and offline use
 * there is the host's. The top-level site keeps its worker.
 */
export const registerServiceWorker = (): boolean => process.env.GATSBY_IS_PREVIEW !== 'true' && !isFramed(window);

/** The page's own resources, as the plugin picks them: the head's scripts, preloads, stylesheets. */
export function headResourceUrls(doc: Document = document): string[] {
  const nodes = Array.from(doc.querySelectorAll<HTMLElement>('head > script[src], head > link[href], head > style[data-href]'));
  return nodes
    .filter((node) => node.tagName !== 'LINK' || CACHED_LINK_RELS.test(node.getAttribute('rel') ?? ''))
    .map((node) => (node as HTMLScriptElement).src || (node as HTMLLinkElement).href || node.getAttribute('data-href') || '')
    .filter(Boolean);
}

/**
 * Appends a prefetch link for each URL, one per idle period, in order; each link goes once loaded
 * or failed. `idle` is injectable for tests. Returns the cancel (what is not appended yet is not).
 */
export function prefetchWhenIdle(
  urls: readonly string[],
  doc: Document = document,
  idle: typeof whenIdle = whenIdle,
): () => void {
  let next = 0;
  let cancel = () => {};
  const step = () => {
    const href = urls[next++];
    if (href === undefined) return;
    const link = doc.createElement('link');
    link.rel = 'prefetch';
    link.href = href;
    link.onload = () => link.remove();
    link.onerror = () => link.remove();
    doc.head.appendChild(link);
    cancel = idle(step);
  };
  cancel = idle(step);
  return () => cancel();
}

export function onServiceWorkerActive({ getResourceURLsForPathname, serviceWorker }: Ready): void {
  if (process.env.GATSBY_IS_PREVIEW === 'true') return;
  // A worker that has just updated: this page is of the old build until the next navigation.
  if (window.___swUpdated) {
    serviceWorker.active?.postMessage({ gatsbyApi: 'clearPathResources' });
    return;
  }
  const prefetched = prefetchedPathnames.flatMap((path) => {
    const resources = getResourceURLsForPathname(path);
    serviceWorker.active?.postMessage({ gatsbyApi: 'setPathResources', path, resources });
    return resources ?? [];
  });
  prefetchWhenIdle(distinctUrls([...headResourceUrls(), ...prefetched]));
}

/**
 * Each URL once, in first-seen order. The head preloads the page's own page-data.json, and the page
 * is also among those recorded before the worker took control: a second fetch of it would only
 * revalidate the cached copy, and a reload or a lost connection in the middle of that fetch could
 * leave the page without its data offline.
 */
export function distinctUrls(urls: readonly string[], base: string = document.baseURI): string[] {
  const seen = new Set<string>();
  return urls.filter((url) => {
    const absolute = new URL(url, base).href;
    if (seen.has(absolute)) return false;
    seen.add(absolute);
    return true;
  });
}

function setPathResources(path: string, getResourceURLsForPathname: ResourcesOf): void {
  if (window.___swUpdated || !('serviceWorker' in navigator)) return;
  const { controller } = navigator.serviceWorker;
  if (controller === null) {
    prefetchedPathnames.push(path);
    return;
  }
  controller.postMessage({ gatsbyApi: 'setPathResources', path, resources: getResourceURLsForPathname(path) });
}

export function onRouteUpdate({
  location,
  getResourceURLsForPathname,
}: {
  location: Location;
  getResourceURLsForPathname: ResourcesOf;
}): void {
  setPathResources(location.pathname.replace(__BASE_PATH__, ''), getResourceURLsForPathname);
  if ('serviceWorker' in navigator && navigator.serviceWorker.controller !== null) {
    navigator.serviceWorker.controller.postMessage({ gatsbyApi: 'enableOfflineShell' });
  }
}

export function onPostPrefetchPathname({
  pathname,
  getResourceURLsForPathname,
}: {
  pathname: string;
  getResourceURLsForPathname: ResourcesOf;
}): void {
  setPathResources(pathname, getResourceURLsForPathname);
}
