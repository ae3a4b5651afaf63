/**
 * Reading a request's target without trusting it: every decoded value is checked before it is
 * looked up, and nothing decoded is ever written back into a header.
 */

/** Longest path the server reads; a longer one is answered 414 before any decoding. */
export const MAX_PATH_LENGTH = 2048;
/**
 * Longest whole target (path and query). The query may be long: a pasted 10,000-character search
 * reaches the page, which cuts it to its own limit. Node refuses request heads over 16 KB anyway.
 */
export const MAX_TARGET_LENGTH = 16_384;

export type SiteTarget =
  /** `/` or the bare prefix: the home page. */
  | { kind: 'root' }
  /** Outside the prefix: the 404 page. */
  | { kind: 'outside' }
  | { kind: 'too-long' }
  /** Undecodable, or decodes to something no file of the site is named (400). */
  | { kind: 'bad' }
  /** `sitePath` is decoded, starts with `/` and has no `.`/`..` segment, control character or backslash. */
  | { kind: 'site'; sitePath: string; search: string };

// C0 controls, DEL, and the backslash (a separator on Windows, never part of a site file name).
const UNSAFE_CHARACTER = /[\u0000-\u001f\u007f\\]/;
/** What a header value may hold here: printable ASCII only. */
const HEADER_SAFE = /^[\u0021-\u007e]*$/;

export function parseTarget(rawUrl: string | undefined, prefix: string): SiteTarget {
  const raw = rawUrl ?? '/';
  const queryStart = raw.indexOf('?');
  const rawPath = queryStart === -1 ? raw : raw.slice(0, queryStart);
  if (raw.length > MAX_TARGET_LENGTH || rawPath.length > MAX_PATH_LENGTH) return { kind: 'too-long' };
  let url: URL;
  try {
    url = new URL(raw, 'http://localhost');
  } catch {
    return { kind: 'bad' };
  }
  // The URL parser has already resolved plain dot segments and turned backslashes into slashes.
  const { pathname } = url;
  if (pathname === '/' || pathname === prefix) return { kind: 'root' };
  if (!pathname.startsWith(`${prefix}/`)) return { kind: 'outside' };
  let sitePath: string;
  try {
    sitePath = decodeURIComponent(pathname.slice(prefix.length));
  } catch {
    return { kind: 'bad' };
  }
  // Encoded separators and dots (%2f, %2e%2e, %5c) only show up after decoding: refuse them here.
  if (UNSAFE_CHARACTER.test(sitePath) || sitePath.split('/').some((segment) => segment === '.' || segment === '..')) {
    return { kind: 'bad' };
  }
  return { kind: 'site', sitePath, search: HEADER_SAFE.test(url.search) ? url.search : '' };
}

/** A decoded site path as a URL path again: each segment percent-encoded, slashes kept. */
export function encodeSitePath(sitePath: string): string {
  return sitePath.split('/').map(encodeURIComponent).join('/');
}

/**
 * The Location of a redirect to `prefix + sitePath + search`, or null when it could not be a
 * same-site path made of printable ASCII (the caller answers 400 instead).
 */
export function redirectLocation(prefix: string, sitePath: string, search: string): string | null {
  const location = `${prefix}${encodeSitePath(sitePath)}${search}`;
  return location.startsWith('/') && !location.startsWith('//') && HEADER_SAFE.test(location) ? location : null;
}
