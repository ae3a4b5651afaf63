import type { PageAnswers } from '../search-answers';
import type { createLocalTransport } from '../transports/local-transport';

/** The local engine as a transport, without the §5 rules (the site adds its own around it). */
type EarlyTransport = ReturnType<typeof createLocalTransport>;

/** The early script's answer to the URL's query. */
export interface EarlyAnswer {
  /** The normalized query it answered. */
  query: string;
  answers: Required<PageAnswers>;
}

/**
 * What the search page's early script (early-search-entry.ts, a bundle of its own that runs before
 * the site's scripts) leaves for the site, from its start: the local engine over the index files it
 * is fetching (built once, for whoever searches first: should the site start before the early
 * script has answered, it waits for the same download and the same build), then its answer. The
 * page starts from that answer (the same DOM, so nothing moves) and searches on with that engine.
 */
export interface EarlySearch {
  /** The index files, as the page's preloads name them (prefixed paths). */
  indexPaths: readonly string[];
  transport: EarlyTransport;
  /** Set once it has answered. */
  answer?: EarlyAnswer;
}

declare global {
  interface Window {
    __marketplaceEarlySearch?: EarlySearch;
  }
}

export function publishEarlySearch(early: EarlySearch, win: Window = window): void {
  win.__marketplaceEarlySearch = early;
}

/** The early script's search, if it ran on this page. */
export function earlySearch(): EarlySearch | undefined {
  return typeof window === 'undefined' ? undefined : window.__marketplaceEarlySearch;
}

/** The early script's search if it read these index files (prefixed paths, in order), else none. */
export function earlySearchOver(indexPaths: readonly string[]): EarlySearch | undefined {
  const early = earlySearch();
  const same =
    early?.indexPaths.length === indexPaths.length && early.indexPaths.every((path, index) => path === indexPaths[index]);
  return same ? early : undefined;
}

/** The early answer for a query, or none (no early search, or it answered another query). */
export function earlyAnswersFor(query: string): Required<PageAnswers> | undefined {
  const answer = earlySearch()?.answer;
  return answer && answer.query === query ? answer.answers : undefined;
}

/** The query the early script's results answer (what its slot shows, once filled), if it answered one. */
export function earlyAnsweredQuery(): string | undefined {
  return earlySearch()?.answer?.query;
}

/** The page's slot for the early results, and the server's sample of their markup (search-early-slot.tsx). */
export const EARLY_SLOT_ATTRIBUTE = 'data-search-early';
export const EARLY_TEMPLATE_ATTRIBUTE = 'data-search-early-template';
export const EARLY_SLOT_SELECTOR = `div[${EARLY_SLOT_ATTRIBUTE}]`;
export const EARLY_TEMPLATE_SELECTOR = `template[${EARLY_TEMPLATE_ATTRIBUTE}]`;
