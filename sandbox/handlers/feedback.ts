import { http, HttpResponse } from 'msw';
import type { AccountsService } from '../services/accounts';
import type { FeedbackService, RatingRefusal } from '../services/feedback';
import { validateAppReview } from '../../src/domain/catalogue/review-validation';
import { apiError, withGrant } from './accounts-auth';
import { readJsonObject, stringField, validationError } from './feedback-body';
import { jsonOr404, notFound } from './respond';

/** §7: a 404 answers raw text; the 403 says why in the services' error shape. */
const refused = ({ status, message }: RatingRefusal): Response =>
  status === 404 ? notFound('Application') : apiError(403, 'forbidden', message);

export function feedbackHandlers(base: string, feedback: FeedbackService, accounts: AccountsService) {
  return [
    http.get<{ id: string }>(`${base}/feedback/rate/application/:id`, ({ params }) =>
      jsonOr404(feedback.summary(params.id), 'Application'),
    ),
    /**
     * Body `{ rate: 1-5, name, comment }` (§5 rules); answers the summary as it now is. 401 without
     * a live token, 404 for an unknown app, 403 when the token's organization has not installed it
     * (checked before the body: a client that skips the site is refused the same way), then 422.
     */
    http.put<{ id: string }>(`${base}/feedback/rate/application/:id`, ({ request, params }) =>
      withGrant(accounts, request, async (grant) => {
        const voter = { accountId: grant.accountId, organizationId: grant.organizationId };
        const refusal = feedback.refusal(params.id, voter);
        if (refusal) return refused(refusal);
        const body = await readJsonObject(request);
        if (!body) return validationError('The body must be a JSON object');
        const input = {
          rate: typeof body.rate === 'number' ? body.rate : null,
          name: stringField(body, 'name'),
          comment: stringField(body, 'comment'),
        };
        const [firstError] = Object.values(validateAppReview(input));
        if (firstError) return validationError(firstError);
        const answer = feedback.rate(params.id, voter, { ...input, rate: input.rate as number });
        return 'status' in answer ? refused(answer) : HttpResponse.json(answer);
      }),
    ),
  ];
}
