import { ApiError, UNEXPECTED_ERROR } from '../../api-client/http';
import { sendPartnerComment, sendPartnerMessage } from '../../api-client/partners';
import { siteConfig } from '../../core/config';
import type { AppThunk } from '../../core/hooks';
import { notificationShown } from '../../core/notifications-slice';
import { selectSessionUser } from '../../core/session';
import { endsSession } from '../../core/session-end';
import { FAILURE, SUCCESS } from '../../domain/site/messages';
import {
  normalizeWebsite,
  type PartnerMessageInput,
  type PartnerReviewInput,
} from '../../domain/catalogue/review-validation-partner';
import { expertFormAccepted, expertFormFailed, expertFormSent, type ExpertForm } from './experts-slice';

const NOTICE = 'expert';

/** The website as sent: a bare domain ("example.com") goes as https://, a checked address as parsed. */
const websiteOf = (typed: string): string => normalizeWebsite(typed) ?? typed.trim();

/** Runs one send: stores the outcome, shows the §8 notice; resolves true when the service took it. */
async function send(
  dispatch: Parameters<AppThunk>[0],
  getState: Parameters<AppThunk>[1],
  form: ExpertForm,
  call: () => Promise<void>,
  texts: { success: string; failure: string },
): Promise<boolean> {
  dispatch(expertFormSent(form));
  try {
    await call();
  } catch (error) {
    // Before the failure is dispatched: that ends the session (see core/session-end).
    const sessionEnds = endsSession(getState(), error);
    const known = error instanceof ApiError ? error : null;
    dispatch(expertFormFailed({ form, message: known?.message || UNEXPECTED_ERROR, status: known?.status ?? null }));
    // §8: a second review of the same expert is a warning, not an error. A 401 ends the session
    // with its own logged-out notice (core/session-end): not a second one.
    if (sessionEnds) return false;
    if (form === 'review' && known?.kind === 'conflict') {
      dispatch(notificationShown({ kind: 'warning', content: FAILURE.reviewAlreadySent, type: NOTICE }));
    } else {
      dispatch(notificationShown({ kind: 'error', content: texts.failure, type: NOTICE }));
    }
    return false;
  }
  dispatch(expertFormAccepted(form));
  dispatch(notificationShown({ kind: 'success', content: texts.success, type: NOTICE }));
  return true;
}

/** `POST …/{id}/message`: the expert request, with the signed-in user's email as userEmail. */
export const sendExpertMessage =
  (partnerId: string, input: PartnerMessageInput): AppThunk<Promise<boolean>> =>
  (dispatch, getState) => {
    const user = selectSessionUser(getState());
    return send(
      dispatch,
      getState,
      'message',
      () =>
        sendPartnerMessage(
          siteConfig.apiUrl,
          partnerId,
          {
            email: input.email.trim(),
            userEmail: user?.email ?? '',
            message: input.message.trim(),
            name: input.name.trim(),
            surname: input.surname.trim(),
            website: websiteOf(input.website),
          },
          user?.token ?? null,
        ),
      { success: SUCCESS.messageSent, failure: FAILURE.expertRequest },
    );
  };

/** `POST …/{id}/comment`: a review sent to be verified; 409 means this user already sent one. */
export const sendExpertReview =
  (partnerId: string, input: PartnerReviewInput): AppThunk<Promise<boolean>> =>
  (dispatch, getState) => {
    const user = selectSessionUser(getState());
    return send(
      dispatch,
      getState,
      'review',
      () =>
        sendPartnerComment(
          siteConfig.apiUrl,
          partnerId,
          {
            email: input.email.trim(),
            userEmail: user?.email ?? '',
            comment: input.comment.trim(),
            name: input.name.trim(),
            website: websiteOf(input.website),
          },
          user?.token ?? null,
        ),
      { success: SUCCESS.reviewSent, failure: FAILURE.expertReview },
    );
  };
