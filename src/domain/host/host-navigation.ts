/** Agent-app navigation rules of §2 and the host handshake constant of §9. */

/** The host must answer the site's `loaded` within this time, or the site runs as a normal page (§9). */
export const HOST_HANDSHAKE_TIMEOUT_MS = 3000;

/** The host application's own prefix of the marketplace's paths (§1, §2). */
const AGENT_APP_PATH_PREFIX = '/apps/marketplace';

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
  // A dot-segment ("/../evil/", "/%2e%2e/evil/") would climb out of /marketplace once prefixed.
  if (hasDotSegment(path)) return AGENT_APP_HOME;
  if (/^\/[?#]/.test(path)) path = `${AGENT_APP_HOME}${path.slice(1)}`;
  return withReadableEscapes(path);
}

/**
 * The router decodes every address it is given (decodeURI, unguarded): a broken escape ("%", "%E0%A4%A")
 * would throw and blank the page. In the query or hash, each "%" of such an address is escaped (its
 * text kept, as the page's head script does to the first address); in the path itself, the apps home.
 */
function withReadableEscapes(path: string): string {
  const readable = (text: string) => {
    try {
      decodeURI(text);
      return true;
    } catch {
      return false;
    }
  };
  if (readable(path)) return path;
  const split = path.search(/[?#]/);
  const pathPart = split < 0 ? path : path.slice(0, split);
  if (!readable(pathPart)) return AGENT_APP_HOME;
  return pathPart + path.slice(pathPart.length).replace(/%/g, '%25');
}

/** Whether the path part (before ? or #) has a "." or ".." segment, written plainly or percent-encoded. */
function hasDotSegment(path: string): boolean {
  const [pathPart] = path.split(/[?#]/, 1);
  return pathPart.split('/').some((segment) => /^(\.|%2e){1,2}$/i.test(segment));
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

/** The site's name, which page titles end with (`Title | Marketplace`). */
const SITE_TITLE = 'Marketplace';

interface Breadcrumb {
  label: string;
  pathname: string;
}

/** A page's own title: the document title without the ` | Marketplace` suffix. */
export function pageTitleOf(documentTitle: string): string {
  const title = documentTitle.trim();
  const suffix = ` | ${SITE_TITLE}`;
  return title.endsWith(suffix) ? title.slice(0, -suffix.length).trim() : title;
}

/**
 * The title trail the host shows for a site page in agent-app mode (§4 `breadcrumbs`): the apps home,
 * then the page itself under its title (nothing more on the apps home, or when the page has no title).
 */
export function breadcrumbsOf(pathname: string, documentTitle: string): Breadcrumb[] {
  const home: Breadcrumb = { label: 'Apps', pathname: AGENT_APP_HOME };
  const path = pathname.replace(/\/+$/, '') || '/';
  const title = pageTitleOf(documentTitle);
  if (path === '/' || path === AGENT_APP_HOME || !title || title === SITE_TITLE) return [home];
  return [home, { label: title, pathname }];
}

/**
 * The address of a `mailto:` link (§4: inside the agent app the host opens these), or null for any
 * other link or a mailto: without an address.
 */
export function mailtoAddressOf(href: string | null | undefined): string | null {
  const value = href?.trim() ?? '';
  if (!/^mailto:/i.test(value)) return null;
  const raw = value.slice('mailto:'.length).split('?')[0] ?? '';
  let address: string;
  try {
    address = decodeURIComponent(raw).trim();
  } catch {
    return null;
  }
  return address ? address : null;
}

/** The path (with query and hash) of an absolute http(s) address; null for anything else. */
export function hostPathOf(url: string): string | null {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:'
      ? `${parsed.pathname}${parsed.search}${parsed.hash}`
      : null;
  } catch {
    return null;
  }
}

/** Whether an address leads into one of the host applications (their configured base URLs). */
export const isHostAppLink = (href: string, hosts: readonly string[]): boolean =>
  hosts.some((base) => href === base || href.startsWith(`${base}/`) || href.startsWith(`${base}?`));
