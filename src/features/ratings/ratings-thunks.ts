import { fetchRatingSummary, rateApplication } from '../../api-client/feedback';
import { ApiError, UNEXPECTED_ERROR } from '../../api-client/http';
import { siteConfig } from '../../core/config';
import type { AppThunk } from '../../core/hooks';
import { notificationShown, RATING_NOTIFICATION_AUTO_HIDE_MS } from '../../core/notifications-slice';
import { selectSessionUser } from '../../core/session';
import { endsSession } from '../../core/session-end';
import { CONNECTION_FAILED, OFFLINE, rateFailed, SUCCESS } from '../../domain/site/messages';
import type { AppReviewInput } from '../../domain/catalogue/review-validation';
import { appRated, ratingFailed, ratingSent, ratingSummaryLoaded } from './ratings-slice';

const RATING_NOTICE = 'rating';
const FORBIDDEN = 403;

const isRatingSummary = (value: unknown): boolean =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { votes?: unknown }).votes === 'number' &&
  typeof (value as { rate?: unknown }).rate === 'number';

/** Reads the app's summary as the service has it now; a failed read keeps what is shown. */
export const loadRatingSummary =
  (appId: string): AppThunk<Promise<void>> =>
  async (dispatch) => {
    try {
      const summary = await fetchRatingSummary(siteConfig.apiUrl, appId);
      dispatch(ratingSummaryLoaded({ appId, summary }));
    } catch {
      // The build's summary stays on screen: nothing the user asked for failed.
    }
  };

/**
 * Sends a valid rating (§7 PUT), says thank you for 2000 ms (§9) and re-reads the summary so the
 * histogram moves without a rebuild. Resolves true when the rating was taken.
 */
export const rateApp =
  (appId: string, input: AppReviewInput): AppThunk<Promise<boolean>> =>
  async (dispatch, getState) => {
    const user = selectSessionUser(getState());
    dispatch(ratingSent(appId));
    try {
      if (!user) throw new ApiError('unauthorized', UNEXPECTED_ERROR, 401);
      const answer = await rateApplication(
        siteConfig.apiUrl,
        appId,
        { rate: input.rate ?? 0, name: input.name.trim(), comment: input.comment.trim() },
        user.token,
      );
      // The service answers the app's new summary: anything else (an empty or garbled body) is no
      // proof the rating was stored, so no thank-you for it.
      if (!isRatingSummary(answer)) throw new ApiError('http', UNEXPECTED_ERROR);
    } catch (error) {
      // Before the failure is dispatched: that ends the session (see core/session-end).
      const sessionEnds = endsSession(getState(), error);
      const known = error instanceof ApiError ? error : null;
      // A lost request says so in our words (offline: the offline text), not the browser's.
      const lost = known?.kind === 'network' && known.message !== OFFLINE.action;
      const reason = lost ? CONNECTION_FAILED : known?.message || UNEXPECTED_ERROR;
      dispatch(ratingFailed({ appId, message: reason, status: known?.status ?? null }));
      // A 403 (the organization has not installed the app) is said in the form itself: trying
      // again, as the §8 text asks, would not help. Nor after a 401 that ends the session: its
      // logged-out notice says what to do (core/session-end).
      if (known?.status !== FORBIDDEN && !sessionEnds) {
        dispatch(notificationShown({ kind: 'error', content: rateFailed(reason), type: RATING_NOTICE }));
      }
      return false;
    }
    dispatch(appRated(appId));
    dispatch(
      notificationShown({
        kind: 'success',
        content: SUCCESS.appRated,
        type: RATING_NOTICE,
        autoHideDelayTime: RATING_NOTIFICATION_AUTO_HIDE_MS,
      }),
    );
    await dispatch(loadRatingSummary(appId));
    return true;
  };
