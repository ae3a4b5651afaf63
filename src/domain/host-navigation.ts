/** Agent-app navigation rules of §2 and the host handshake constant of §9. */

/** The host must answer the site's `loaded` within this time, or the site runs as a normal page (§9). */
export const HOST_HANDSHAKE_TIMEOUT_MS = 3000;

/** The host application's own prefix of the marketplace's paths (§1, §2). */
export const AGENT_APP_PATH_PREFIX = '/apps/marketplace';

/** The apps home: where an empty or '/' path from the host goes (§2). */
export const AGENT_APP_HOME = '/apps';

/**
 * The site path of a host `navigate` pathname: the /apps/marketplace prefix removed, an empty or '/'
 * path mapped to /apps. Anything that is not a same-site path (another origin, a scheme, `//`) is
 * the apps home too, so a message can never send the page elsewhere.
 */
export function sitePathFromHost(pathname: string): string {
  let path = pathname.trim();
  if (path.startsWith(AGENT_APP_PATH_PREFIX) && /^($|[/?#])/.test(path.slice(AGENT_APP_PATH_PREFIX.length)))
    path = path.slice(AGENT_APP_PATH_PREFIX.length);
  if (path === '' || path === '/') return AGENT_APP_HOME;
  if (!path.startsWith('/')) path = `/${path}`;
  if (path.startsWith('//') || path.startsWith('/\\') || /[\u0000-\u001f\\]/.test(path)) return AGENT_APP_HOME;
  if (/^\/[?#]/.test(path)) return `${AGENT_APP_HOME}${path.slice(1)}`;
  return path;
}

/** Origins as the trust list compares them: scheme + host + port exactly, as `URL.origin` writes them. */
export function parseTrustedOrigins(value: string | undefined): string[] {
  const origins = new Set<string>();
  for (const entry of (value ?? '').split(/[\s,]+/)) {
    if (!entry) continue;
    try {
      const url = new URL(entry);
      if ((url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== 'null') origins.add(url.origin);
    } catch {
      // Not an origin: never trusted.
    }
  }
  return [...origins];
}

/** Exact match only: no prefix, suffix, subdomain or scheme leniency; 'null' never matches. */
export function isTrustedOrigin(origin: unknown, trusted: readonly string[]): boolean {
  return typeof origin === 'string' && origin !== 'null' && trusted.includes(origin);
}
