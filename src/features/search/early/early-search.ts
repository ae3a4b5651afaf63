import { isFramed } from '../../../core/framed';
import { MAIN_CONTENT_SHOWN_ATTRIBUTE } from '../../../core/main-content-mark';
import { withSearchRules } from '../../../domain/search/search-client';
import { LOCAL_INDEX_NAMES } from '../../../domain/search/search-index-names';
import { SEARCH_STALLED_DELAY_MS, SEARCH_TEXT } from '../../../domain/search/search';
import { isSearchableQuery, normalizeQuery, queryFromSearch } from '../../../domain/search/search-query';
import { hasRefinements, parseSearchRefinements } from '../../../domain/search/search-refinements';
import { searchFirstPage } from '../search-answers';
import { fetchIndexFilesAt } from '../transports/index-file-fetch';
import { createLocalTransport, readIndexFiles } from '../transports/local-transport';
import {
  EARLY_SLOT_SELECTOR,
  EARLY_TEMPLATE_SELECTOR,
  publishEarlySearch,
  type EarlyAnswer,
  type EarlySearch,
} from './early-handoff';
import { renderEarlyResults } from './early-results';

/** How long the early results wait to be reported painted before the site's scripts start anyway. */
const PAINT_WAIT_MS = 250;

/** The search page's own box (search-page.tsx). */
const SEARCH_BOX_SELECTOR = 'input#search-query';

/** Resolves once the document is parsed (the early script may run while the body is still coming). */
function parsed(doc: Document): Promise<void> {
  if (doc.readyState !== 'loading') return Promise.resolve();
  return new Promise((resolve) => doc.addEventListener('DOMContentLoaded', () => resolve(), { once: true }));
}

/**
 * Resolves once the browser has painted what was just added: its largest contentful paint after
 * `since`, or two frames where that is not reported, or PAINT_WAIT_MS at the latest.
 */
function painted(since: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, PAINT_WAIT_MS);
    const done = () => {
      clearTimeout(timer);
      setTimeout(resolve, 0);
    };
    // A browser without largest-contentful-paint timing only warns when asked to observe it.
    if (
      typeof PerformanceObserver === 'undefined' ||
      !PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')
    ) {
      requestAnimationFrame(() => requestAnimationFrame(done));
      return;
    }
    const observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => entry.startTime >= since)) {
        observer.disconnect();
        done();
      }
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

interface EarlySearchOptions {
  /** The index files (prefixed site paths), as the page's head preloads them. */
  indexPaths: readonly string[];
  win?: Window;
}

/**
 * The search page's first results for a query from the URL, before the site's scripts: the index
 * files (already on their way: the head preloads them), the local engine over them, the first page
 * of both sections under the site's rules, rendered into the page's slot from the server's sample
 * (early-results.ts). The engine and the answer are left for the site (early-handoff.ts). Nothing
 * is done in a frame (the agent app and embeds decide their search rules with their host) or for a
 * query the page would not search; a failure leaves the page to the site's own search.
 * Resolves once the results have painted (or nothing will be).
 */
export async function runEarlySearch({ indexPaths, win = window }: EarlySearchOptions): Promise<void> {
  const query = normalizeQuery(queryFromSearch(win.location.search));
  if (indexPaths.length === 0 || !isSearchableQuery(query) || isFramed(win)) return;
  // Filters or a sort in the URL: the page's own search answers (the early one knows neither).
  if (hasRefinements(parseSearchRefinements(win.location.search))) return;
  // The files the head preloads, fetched now; fetched anew only should the engine's build be retried.
  let pending: Promise<unknown[]> | undefined = fetchIndexFilesAt(indexPaths, win.location.origin);
  const transport = createLocalTransport(async () => {
    const files = pending ?? fetchIndexFilesAt(indexPaths, win.location.origin);
    pending = undefined;
    return readIndexFiles(await files);
  }, LOCAL_INDEX_NAMES);
  const early: EarlySearch = { indexPaths: [...indexPaths], transport };
  publishEarlySearch(early, win);
  const doc = win.document;
  // The page's box shows the query at once, as the page will once mounted (unless the visitor typed).
  void parsed(doc).then(() => {
    const box = doc.querySelector<HTMLInputElement>(SEARCH_BOX_SELECTOR);
    if (box && box.value === '') box.value = queryFromSearch(win.location.search);
  });
  // §9's stalled notice, as the page shows it while a search takes long (a slow index).
  const status = () => doc.querySelector(EARLY_SLOT_SELECTOR)?.previousElementSibling ?? null;
  let stalledShown = false;
  const stalled = win.setTimeout(() => {
    void parsed(doc).then(() => {
      const line = status();
      if (!line || early.answer) return;
      line.textContent = SEARCH_TEXT.stalled;
      stalledShown = true;
    });
  }, SEARCH_STALLED_DELAY_MS);
  const client = withSearchRules(transport, { appsIndex: LOCAL_INDEX_NAMES.apps, isAgentApp: false });
  // The first page of both sections for a query, under the site's rules (the first, then what is typed).
  const answer = (asked: string) => searchFirstPage({ client, indices: LOCAL_INDEX_NAMES, warm: async () => undefined }, asked);
  let answers: EarlyAnswer['answers'];
  let answered = query;
  let typed = '';
  try {
    await transport.ready();
    await parsed(doc);
    // The visitor may have typed while the index came: the box is answered, not the address (the
    // address's results, shown and painted first, had delayed the typed query's by ~0.3 s).
    typed = doc.querySelector<HTMLInputElement>(SEARCH_BOX_SELECTOR)?.value ?? '';
    answered = searchable(typed) ?? query;
    answers = await answer(answered);
    early.answer = { query: answered, answers };
  } finally {
    win.clearTimeout(stalled);
  }
  if (answered !== query) showQueryInAddress(win, typed);

  const slot = doc.querySelector(EARLY_SLOT_SELECTOR);
  const template = doc.querySelector<HTMLTemplateElement>(EARLY_TEMPLATE_SELECTOR);
  // The slot is gone (or filled) once the site has mounted the page: too late to show anything.
  if (!slot || slot.childNodes.length > 0 || !template?.content) return;
  if (stalledShown) status()?.replaceChildren();
  const results = renderEarlyResults(template, answers);
  if (!results) return;
  // The icons load once the words have painted: a dozen of them (~4 KB each) would otherwise share
  // a slow network with the index and delay the results. Their boxes keep their size meanwhile.
  const icons = Array.from(results.querySelectorAll('img'), (image) => ({
    image,
    src: image.getAttribute('src'),
    srcset: image.getAttribute('srcset'),
  }));
  icons.forEach(({ image }) => {
    image.removeAttribute('srcset');
    image.removeAttribute('src');
  });
  const since = win.performance.now();
  slot.append(results);
  await painted(since);
  doc.documentElement.setAttribute(MAIN_CONTENT_SHOWN_ATTRIBUTE, '');
  icons.forEach(({ image, src, srcset }) => {
    if (srcset !== null) image.setAttribute('srcset', srcset);
    if (src !== null) image.setAttribute('src', src);
  });
  followTyping({
    doc,
    win,
    early,
    slot,
    template,
    answer,
  });
}

/** What a box holds, normalized, when it is a query the page would search. */
function searchable(value: string): string | null {
  const query = normalizeQuery(value);
  return isSearchableQuery(query) ? query : null;
}

/** `?q=` follows the box, as the page's own search does. */
function showQueryInAddress(win: Window, value: string): void {
  const params = new URLSearchParams(win.location.search);
  params.set('q', value);
  win.history.replaceState(win.history.state, '', `${win.location.pathname}?${params.toString()}${win.location.hash}`);
}

/** What the visitor types is answered after this long without a keystroke. */
export const EARLY_TYPING_PAUSE_MS = 120;

/**
 * Until the site's page takes the box over (React's props on it), what the visitor types into it
 * is answered here too, with the engine already built: the results and the address (`?q=`) follow
 * the box, instead of waiting seconds for the site's scripts on a slow phone. What was typed before
 * this script ran is answered at once. The answer is left for the site as the first one was
 * (early-handoff.ts), and the site, mounting, keeps the box's text (search-page.tsx).
 */
function followTyping({
  doc,
  win,
  early,
  slot,
  template,
  answer,
}: {
  doc: Document;
  win: Window;
  early: EarlySearch;
  slot: Element;
  template: HTMLTemplateElement;
  answer: (query: string) => Promise<EarlyAnswer['answers']>;
}): void {
  const box = doc.querySelector<HTMLInputElement>(SEARCH_BOX_SELECTOR);
  if (!box) return;
  const siteHasIt = () => !slot.isConnected || Object.keys(box).some((key) => key.startsWith('__reactProps$'));
  let timer = 0;
  const follow = async () => {
    const query = searchable(box.value);
    if (siteHasIt() || query === null || query === early.answer?.query) return;
    let answers: EarlyAnswer['answers'];
    try {
      answers = await answer(query);
    } catch {
      return;
    }
    // The visitor typed on, or the site came meanwhile: this answer is not wanted any more.
    if (siteHasIt() || normalizeQuery(box.value) !== query) return;
    early.answer = { query, answers };
    const results = renderEarlyResults(template, answers);
    if (results) slot.replaceChildren(results);
    else slot.replaceChildren();
    showQueryInAddress(win, box.value);
  };
  const typed = () => {
    if (siteHasIt()) {
      box.removeEventListener('input', typed);
      return;
    }
    win.clearTimeout(timer);
    timer = win.setTimeout(() => void follow(), EARLY_TYPING_PAUSE_MS);
  };
  box.addEventListener('input', typed);
  void follow();
}
