import { useCallback, useRef, useState } from 'react';
import type { SourceReport } from './components/instantsearch-source';
import type { PageAnswers, ResultSectionKey } from './search-answers';
import type { FirstPageState } from './use-first-page';

interface Reported {
  answers: PageAnswers;
  waiting: boolean;
  failed: boolean;
}

/**
 * The search page's hand-over to InstantSearch: wanted once the visitor types or asks for more
 * (`want`, `requestMore`), in charge once it has answered the page's query in both sections. Until
 * then the page's own first-page answers show, and a "show more" pressed meanwhile waits for it
 * (or for its failure to load) and then runs. `source` goes to <InstantSearchSource>.
 */
export function useInstantSearchHandOver(query: string) {
  const [wanted, setWanted] = useState(false);
  const [reported, setReported] = useState<Reported>({ answers: {}, waiting: true, failed: false });
  const [tookOver, setTookOver] = useState(false);
  if (!tookOver && reported.answers.apps?.query === query && reported.answers.partners?.query === query) setTookOver(true);

  const onReport = useCallback((report: SourceReport) => {
    setReported((previous) => ({
      answers: report.section ? { ...previous.answers, [report.section[0]]: report.section[1] } : previous.answers,
      waiting: report.status ? report.status.waiting : previous.waiting,
      failed: report.status ? report.status.failed : previous.failed,
    }));
  }, []);
  const showMore = useRef<Partial<Record<ResultSectionKey, () => void>>>({});
  const pendingMore = useRef<ResultSectionKey | null>(null);
  // "Show more" asked of this query (a new query makes it moot).
  const [moreAskedFor, setMoreAskedFor] = useState<string | null>(null);
  const moreAsked = moreAskedFor === query;

  const requestMore = (section: ResultSectionKey) => {
    const more = showMore.current[section];
    if (more && reported.answers[section]?.query === query) {
      more();
      return;
    }
    pendingMore.current = section;
    setMoreAskedFor(query);
    setWanted(true);
  };

  /** What the page shows: InstantSearch's answers once it is in charge, the page's own until then. */
  const shown = (firstPage: FirstPageState): Reported =>
    tookOver
      ? reported
      : {
          answers: firstPage.answers,
          waiting: firstPage.waiting || (moreAsked && !reported.failed),
          failed: firstPage.failed || (moreAsked && reported.failed),
        };

  return {
    wanted,
    want: () => setWanted(true),
    tookOver,
    shown,
    requestMore,
    source: { onReport, showMore, pendingMore },
  };
}
