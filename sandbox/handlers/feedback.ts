import { http, HttpResponse } from 'msw';
import type { AccountsService } from '../services/accounts';
import type { FeedbackService } from '../services/feedback';
import { validateAppReview } from '../../src/domain/catalogue/review-validation';
import { withGrant } from './accounts-auth';
import { readJsonObject, stringField, validationError } from './feedback-body';
import { jsonOr404, notFound } from './respond';

export function feedbackHandlers(base: string, feedback: FeedbackService, accounts: AccountsService) {
  return [
    http.get<{ id: string }>(`${base}/feedback/rate/application/:id`, ({ params }) =>
      jsonOr404(feedback.summary(params.id), 'Application'),
    ),
    /** Body `{ rate: 1-5, name, comment }` (§5 rules); answers the summary as it now is. */
    http.put<{ id: string }>(`${base}/feedback/rate/application/:id`, ({ request, params }) =>
      withGrant(accounts, request, async (grant) => {
        const body = await readJsonObject(request);
        if (!body) return validationError('The body must be a JSON object');
        const input = {
          rate: typeof body.rate === 'number' ? body.rate : null,
          name: stringField(body, 'name'),
          comment: stringField(body, 'comment'),
        };
        const [firstError] = Object.values(validateAppReview(input));
        if (firstError) return validationError(firstError);
        const summary = feedback.rate(params.id, grant.accountId, { ...input, rate: input.rate as number });
        // §7: a 404 answers raw text.
        return summary ? HttpResponse.json(summary) : notFound('Application');
      }),
    ),
  ];
}
