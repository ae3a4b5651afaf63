import { useEffect, type ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '../../../core/hooks';
import { selectSessionKnown, selectSessionUser } from '../../../core/session';
import type { ApiRatingSummary } from '../../../domain/catalogue/contract';
import { SIGN_IN_TO_RATE } from '../../../domain/site/messages';
import { selectLiveSummary } from '../ratings-slice';
import { loadRatingSummary } from '../ratings-thunks';
import { RatingForm } from './rating-form';

export interface AppRatingsProps {
  appId: string;
  /** The summary the page was built with, shown until a fresher one is read. */
  initialSummary: ApiRatingSummary | null;
  /** How the page shows a summary (the app page's histogram and reviews). */
  renderSummary: (summary: ApiRatingSummary | null) => ReactNode;
}

/**
 * The live half of an app's Reviews section: the summary as the service has it now (read when this
 * chunk loads and after each rating) and the rating form, or a sign-in note for visitors.
 */
export function AppRatings({ appId, initialSummary, renderSummary }: AppRatingsProps) {
  const dispatch = useAppDispatch();
  const live = useAppSelector((state) => selectLiveSummary(state, appId));
  const user = useAppSelector(selectSessionUser);
  const known = useAppSelector(selectSessionKnown);

  useEffect(() => {
    void dispatch(loadRatingSummary(appId));
  }, [dispatch, appId]);

  return (
    <>
      {renderSummary(live ?? initialSummary)}
      <h3>Rate this app</h3>
      {user ? (
        <RatingForm appId={appId} defaultName={user.name} />
      ) : (
        <p data-rating-sign-in={known ? 'anonymous' : 'pending'}>
          {SIGN_IN_TO_RATE}: use <strong>Sign in</strong> at the top of the page.
        </p>
      )}
    </>
  );
}
