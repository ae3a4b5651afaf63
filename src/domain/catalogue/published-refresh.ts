/** §4 Loading, §9: the published apps are read again at most every 15000 ms. */
export const PUBLISHED_REFRESH_MS = 15000;

/**
 * Whether the published apps may be read again, given when they were last read (epoch ms; null:
 * never). A clock that went backwards counts as a fresh read, so it never allows a burst.
 */
export function mayRefreshPublished(lastAt: number | null, now: number): boolean {
  if (lastAt === null) return true;
  return now - lastAt >= PUBLISHED_REFRESH_MS;
}
