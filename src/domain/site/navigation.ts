/** Navigation rules of §2. */

/** A URL hash scrolls to its element with this offset (px) above it. */
const HASH_SCROLL_OFFSET = 20;
/** A delayed-load notice appears when a page takes longer than this to load (ms). */
export const DELAYED_LOAD_NOTICE_MS = 1000;

/** Sign-in callbacks carry tokens in the hash; such a hash is never a scroll target. */
export function isAuthHash(hash: string): boolean {
  return /(^#|[&#])(access_token|code|state|error)=/.test(hash);
}

/** The element id a hash points at, or null (empty, auth or unusable hashes). */
export function hashTarget(hash: string): string | null {
  if (!hash || hash === '#' || isAuthHash(hash)) return null;
  try {
    return decodeURIComponent(hash.slice(1));
  } catch {
    return null;
  }
}

/**
 * Whether an in-page back navigation replaces the current history entry instead of pushing one:
 * it does from a URL without a hash, so the browser's Back button afterwards does not return to
 * the page just left; a hash naming a section the user jumped to keeps a normal push. A hash that
 * names no section (a bare '#', a sign-in callback's tokens) counts as no hash, which also keeps
 * tokens out of the history.
 */
export function backNavigationReplaces(hash: string): boolean {
  return hashTarget(hash) === null;
}

type ScrollDecision = { kind: 'hash'; id: string } | { kind: 'keep' } | { kind: 'default' };

/**
 * What a route change does to the scroll position: scroll to the hash's element; keep the position
 * when only the query string changed on the same page (filters, sort); otherwise Gatsby's default
 * (top of a new page, restored position on back/forward).
 */
export function scrollDecision(
  location: { pathname: string; search: string; hash: string },
  previous: { pathname: string; search: string } | null,
): ScrollDecision {
  const id = hashTarget(location.hash);
  if (id) return { kind: 'hash', id };
  if (previous && previous.pathname === location.pathname && previous.search !== location.search) return { kind: 'keep' };
  return { kind: 'default' };
}

/** The window scroll position that puts an element HASH_SCROLL_OFFSET px below the sticky header. */
export function hashScrollTop(elementTop: number, scrollY: number, headerHeight: number): number {
  return Math.max(0, elementTop + scrollY - headerHeight - HASH_SCROLL_OFFSET);
}
