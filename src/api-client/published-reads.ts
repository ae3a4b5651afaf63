import type { ApiApplication } from '../domain/catalogue/contract';
import { mayRefreshPublished } from '../domain/catalogue/published-refresh';
import { fetchPublishedApplication, fetchPublishedApplications } from './applications';

/**
 * The browser's reads of the published apps (§4 Loading, §9): each address is read at most every
 * 15000 ms; a read within that time gets the last answer (or the read still in flight). A failed
 * read is forgotten at once, so the next asks again. The build reads them directly.
 */
interface PublishedReads {
  list(baseUrl: string): Promise<ApiApplication[]>;
  /** The same answer with or without a token (the detail is public); the token goes along when given (§7). */
  detail(baseUrl: string, slug: string, token?: string | null): Promise<ApiApplication>;
  /** Forgets every answer (sign-out, tests). */
  clear(): void;
}

export function createPublishedReads(now: () => number = () => Date.now()): PublishedReads {
  const reads = new Map<string, { at: number; answer: Promise<unknown> }>();
  function read<T>(key: string, fetchIt: () => Promise<T>): Promise<T> {
    const last = reads.get(key);
    const at = now();
    if (last && !mayRefreshPublished(last.at, at)) return last.answer as Promise<T>;
    const answer = fetchIt();
    const entry = { at, answer };
    reads.set(key, entry);
    answer.catch(() => {
      if (reads.get(key) === entry) reads.delete(key);
    });
    return answer;
  }
  return {
    list: (baseUrl) => read(`${baseUrl} list`, () => fetchPublishedApplications(baseUrl)),
    detail: (baseUrl, slug, token) => read(`${baseUrl} detail ${slug}`, () => fetchPublishedApplication(baseUrl, slug, token)),
    clear: () => reads.clear(),
  };
}

/** The page's one set of published reads. */
export const publishedReads: PublishedReads = createPublishedReads();
