import { useEffect, type ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '../../../core/hooks';
import { selectSessionKnown, selectSessionUser } from '../../../core/session';
import { useInstalledApps } from '../../../core/use-installed-apps';
import type { ApiRatingSummary } from '../../../domain/catalogue/contract';
import { RATING_NEEDS_INSTALL } from '../../../domain/catalogue/review-validation';
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
 * chunk loads and after each rating) and the rating form; a sign-in note for visitors, and a plain
 * note for a user whose organization has not installed the app (only those may rate it).
 */
export function AppRatings({ appId, initialSummary, renderSummary }: AppRatingsProps) {
  const dispatch = useAppDispatch();
  const live = useAppSelector((state) => selectLiveSummary(state, appId));
  const user = useAppSelector(selectSessionUser);
  const known = useAppSelector(selectSessionKnown);
  const installed = useInstalledApps();
  // Said plainly once the installs are read; until then (or if they cannot be read) the form
  // stays, and the service's 403 says the same.
  const notInstalled = Boolean(installed?.loaded && !installed.ids.includes(appId));

  useEffect(() => {
    void dispatch(loadRatingSummary(appId));
  }, [dispatch, appId]);

  return (
    <>
      {renderSummary(live ?? initialSummary)}
      <h3>Rate this app</h3>
      {user && notInstalled ? (
        <p data-rating-install="missing">{RATING_NEEDS_INSTALL} Install it for your organization to rate it.</p>
      ) : user ? (
        <RatingForm appId={appId} defaultName={user.name} />
      ) : (
        <p data-rating-sign-in={known ? 'anonymous' : 'pending'}>
          {SIGN_IN_TO_RATE}: use <strong>Sign in</strong> at the top of the page.
        </p>
      )}
    </>
  );
}
