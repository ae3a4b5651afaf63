/** What the 404 page says about an address the site has no page for. */
export type MissingPageKind = 'app' | 'service' | 'page';

export const NOT_FOUND_MESSAGES: Record<MissingPageKind, string> = {
  app: "We couldn't find that app. It may have been renamed or removed from the marketplace.",
  service: "We couldn't find that service. It may have been renamed or removed from the marketplace.",
  page: "We couldn't find that page. Check the address, or start again from the home page or the list of apps.",
};

/**
 * An address under /apps/<something> or /services/<something> (with or without the site's path
 * prefix) names an app or a service that may have been renamed or removed; anything else is just
 * a page that does not exist.
 */
export function missingPageKind(pathname: string, prefix: string): MissingPageKind {
  const sitePath = prefix && pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) : pathname;
  if (/^\/apps\/[^/]+/.test(sitePath)) return 'app';
  if (/^\/services\/[^/]+/.test(sitePath)) return 'service';
  return 'page';
}
