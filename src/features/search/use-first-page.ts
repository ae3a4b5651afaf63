import { useEffect, useRef, useState } from 'react';
import { isSearchableQuery } from '../../domain/search/search';
import { NO_REFINEMENTS, type SearchRefinements } from '../../domain/search/search-refinements';
import { earlyAnswersFor } from './early/early-handoff';
import type { SearchSetup } from './load-search-client';
import { searchFirstPage, type PageAnswers } from './search-answers';

export interface FirstPageState {
  answers: PageAnswers;
  /** The query's answer is not here yet (the client may still be loading). */
  waiting: boolean;
  failed: boolean;
}

/**
 * The search page's own searches, one call per query for the first page of both sections, until
 * InstantSearch takes over (`enabled` false): the first results need neither its code nor its
 * start-up, and a query typed while its code loads is answered all the same.
 */
export function useFirstPage(
  setup: SearchSetup | null,
  query: string,
  enabled: boolean,
  /**
   * What the search rules depend on besides the query (the host mode: the agent app leaves the
   * help-desk product out, §5); when it changes, the page is searched again. The mode is known only
   * once the host answered, which may be after the first search of a page opened in the host.
   */
  scope = '',
  /** The page's filters and sort; a change of them should come with a new `scope`. */
  refinements: SearchRefinements = NO_REFINEMENTS,
): FirstPageState {
  const [answers, setAnswers] = useState<PageAnswers>({});
  const [answeredScope, setAnsweredScope] = useState(scope);
  const [failedQuery, setFailedQuery] = useState<string | null>(null);
  const searchable = isSearchableQuery(query);

  // An answer counts while its query is still the page's, even if InstantSearch started running
  // meanwhile (`enabled` turned false): it stops new searches, not one already under way.
  const current = useRef(query);
  current.current = query;
  // Likewise its scope: an answer found under the rules of before (the host had not answered yet)
  // must not overwrite, or stand in for, the one under the rules of now.
  const currentScope = useRef(scope);
  currentScope.current = scope;
  // The page's early script may have answered the URL's query already, under the site's rules
  // (early/early-handoff.ts): that answer stands, and is not asked again.
  const early = scope === 'site' ? earlyAnswersFor(query) : undefined;
  useEffect(() => {
    if (!enabled || !setup || !searchable || early) return;
    const asked = scope;
    searchFirstPage(setup, query, refinements).then(
      (answer) => {
        if (current.current !== query || currentScope.current !== asked) return;
        // Not a transition: the view draws a new answer a screenful first (use-screenful-first.ts),
        // a render short enough to take in one go. As a transition it was taken in slices between
        // which the browser ran whatever else was waiting (the code loaded after hydration, other
        // renders, each restarting it): on a slow phone with a busy CPU, typed 0.5–2 s after hydration,
        // the answer came 140–325 ms after the last key; now 30–85 ms (bench:early-input).
        setAnswers(answer);
        setAnsweredScope(asked);
        setFailedQuery(null);
      },
      () => current.current === query && currentScope.current === asked && setFailedQuery(query),
    );
    // `refinements` change with `scope` (the page folds them into it).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [setup, query, searchable, enabled, scope, early]);

  const failed = failedQuery === query;
  const own = answers.apps?.query === query && answers.partners?.query === query && answeredScope === scope;
  const answered = own || !!early;
  return { answers: !own && early ? early : answers, waiting: enabled && searchable && !failed && !answered, failed };
}
