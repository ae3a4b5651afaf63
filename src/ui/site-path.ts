/** The build's path prefix (/marketplace) as Gatsby defines it; none where nothing defines it (tests). */
export const pathPrefix = (): string => (typeof __PATH_PREFIX__ === 'string' ? __PATH_PREFIX__ : '');

/** A site path with the build's prefix, as Gatsby's withPrefix writes it, for code that runs without Gatsby. */
export const withPathPrefix = (sitePath: string): string => `${pathPrefix()}${sitePath}`;

/** The site path of a browser pathname: the build's path prefix removed (Gatsby's navigate adds it back). */
export function withoutPrefix(pathname: string): string {
  const prefix = pathPrefix();
  return prefix && pathname.startsWith(prefix) ? pathname.slice(prefix.length) || '/' : pathname;
}
