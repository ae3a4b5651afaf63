/** What §9's prefetch rule reads of the browser (navigator, or a stand-in in tests). */
export interface PrefetchEnvironment {
  userAgent: string;
  connection?: { effectiveType?: string; saveData?: boolean };
}

// The crawlers Gatsby's own page prefetcher leaves alone.
const BOT = /bot|crawler|spider|crawling/i;

/**
 * §9: nothing is fetched ahead of use on a 2g connection, with save-data on, or for a bot. The
 * same conditions Gatsby's loader applies to page prefetching, for the site's own prefetches.
 */
export function prefetchAllowed({ userAgent, connection }: PrefetchEnvironment): boolean {
  if (BOT.test(userAgent)) return false;
  if (connection?.saveData) return false;
  return !(connection?.effectiveType ?? '').includes('2g');
}
