/** The site path of a browser pathname: the build's path prefix removed (Gatsby's navigate adds it back). */
export function withoutPrefix(pathname: string): string {
  const prefix = typeof __PATH_PREFIX__ === 'string' ? __PATH_PREFIX__ : '';
  return prefix && pathname.startsWith(prefix) ? pathname.slice(prefix.length) || '/' : pathname;
}
