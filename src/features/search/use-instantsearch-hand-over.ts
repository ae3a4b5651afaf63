import { useCallback, useEffect, useRef, useState } from 'react';
import type { PendingMore, SourceReport } from './components/instantsearch-source';
import type { PageAnswers, ResultSectionKey } from './search-answers';
import type { FirstPageState } from './use-first-page';

interface Reported {
  answers: PageAnswers;
  waiting: boolean;
  failed: boolean;
  /** InstantSearch is running (it has reported a status). */
  running: boolean;
  /** Its code could not be loaded. */
  missing: boolean;
}

const NOTHING_REPORTED: Reported = { answers: {}, waiting: true, failed: false, running: false, missing: false };

/**
 * The search page's hand-over to InstantSearch. It is wanted once the visitor types or asks for
 * more (`want`, `requestMore`); once running, it searches each new query instead of the page; once
 * it has answered the page's query in both sections, it is in charge. Until then the page's own
 * first-page answers show. A "show more" pressed before InstantSearch can do it is kept per section
 * with its query, and runs on InstantSearch's answer to that query (a new query drops it). If its
 * code cannot be loaded, the page's own search goes on, and the next "show more" tries again
 * (`attempt` keys the code's loader); after a failed search, the next "show more" searches again.
 */
export function useInstantSearchHandOver(query: string) {
  const [wanted, setWanted] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [reported, setReported] = useState<Reported>(NOTHING_REPORTED);
  const [tookOver, setTookOver] = useState(false);
  if (!tookOver && reported.answers.apps?.query === query && reported.answers.partners?.query === query) setTookOver(true);

  const onReport = useCallback((report: SourceReport) => {
    setReported((previous) => ({
      answers: report.section ? { ...previous.answers, [report.section[0]]: report.section[1] } : previous.answers,
      waiting: report.status ? report.status.waiting : previous.waiting,
      failed: report.status ? report.status.failed : previous.failed,
      running: previous.running || (!!report.status && !report.status.missing),
      missing: report.status ? !!report.status.missing : previous.missing,
    }));
  }, []);
  const showMore = useRef<Partial<Record<ResultSectionKey, () => void>>>({});
  const pendingMore = useRef<PendingMore>({});
  const retry = useRef<(() => void) | null>(null);
  // "Show more" asked of this query (shown as waiting, or as the failure to load InstantSearch); a new query forgets it.
  const [moreAskedFor, setMoreAskedFor] = useState<string | null>(null);
  const moreAsked = moreAskedFor === query;
  useEffect(() => {
    for (const section of ['apps', 'partners'] as const) {
      if (pendingMore.current[section] !== undefined && pendingMore.current[section] !== query)
        delete pendingMore.current[section];
    }
    setMoreAskedFor((asked) => (asked === query ? asked : null));
  }, [query]);

  const requestMore = (section: ResultSectionKey) => {
    const more = showMore.current[section];
    // InstantSearch has a settled answer to this query (it reports no other): it can go on at once.
    if (more && reported.answers[section]?.query === query) {
      more();
      return;
    }
    pendingMore.current[section] = query;
    setMoreAskedFor(query);
    setWanted(true);
    if (reported.missing) {
      setReported(NOTHING_REPORTED);
      setAttempt((count) => count + 1);
    } else if (reported.running && reported.failed) {
      // Its last search failed: search again; the "show more" follows the answer.
      retry.current?.();
    }
  };

  const running = reported.running && !reported.missing;

  /** What the page shows: InstantSearch's answers once it is in charge, the page's own until then. */
  const shown = (firstPage: FirstPageState): Pick<Reported, 'answers' | 'waiting' | 'failed'> => {
    if (tookOver) return reported;
    if (running) return { answers: firstPage.answers, waiting: reported.waiting || moreAsked, failed: reported.failed };
    return {
      answers: firstPage.answers,
      waiting: firstPage.waiting || (moreAsked && !reported.missing),
      failed: firstPage.failed || (moreAsked && reported.missing),
    };
  };

  return {
    wanted,
    attempt,
    want: () => setWanted(true),
    tookOver,
    /** The page's own search is needed: InstantSearch is neither in charge nor running. */
    firstPageWanted: !tookOver && !running,
    shown,
    requestMore,
    source: { onReport, showMore, pendingMore, retry },
  };
}
