import { ApiError } from '../../api-client/http';
import { publishedReads } from '../../api-client/published-reads';
import { siteConfig } from '../../core/config';
import { publishedChange, type LiveProductFields, type PublishedChange } from '../../domain/catalogue/published-changes';

/**
 * Reads the page's app as published now (at most every 15000 ms, §4 Loading, §9) and compares it
 * with the build. A 404 means it is gone; any other failure keeps what the page shows (null).
 * Loaded on demand by use-published-change, outside the page's first-load JS.
 */
export async function readPublishedChange(
  slug: string,
  built: LiveProductFields,
  token: string | null = null,
): Promise<PublishedChange | null> {
  try {
    return publishedChange(built, await publishedReads.detail(siteConfig.apiUrl, slug, token));
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'not-found') return publishedChange(built, null);
    return null;
  }
}
