import { http, HttpResponse } from 'msw';
import { validatePartnerMessage, validatePartnerReview } from '../../src/domain/review-validation-partner';
import type { AccountsService } from '../services/accounts';
import type { CatalogueService } from '../services/catalogue';
import type { PartnersService } from '../services/partners';
import { apiError, withGrant } from './accounts-auth';
import { readJsonObject, stringField, validationError } from './feedback-body';
import { jsonOr404, notFound } from './respond';

const firstError = (errors: object): string | undefined => Object.values(errors)[0] as string | undefined;

export function partnerHandlers(base: string, catalogue: CatalogueService, partners: PartnersService, accounts: AccountsService) {
  return [
    http.get(`${base}/partners/experts_marketplace`, () => HttpResponse.json({ result: catalogue.partners() })),
    http.get(`${base}/partners/experts_prospects_marketplace/all`, ({ request }) => {
      const unclaimed = new URL(request.url).searchParams.get('unclaimed') === 'true';
      // Every sandbox prospect is unclaimed; without the flag the list is empty, as nothing is claimed here.
      return HttpResponse.json({ result: unclaimed ? catalogue.prospects() : [] });
    }),
    http.get<{ id: string }>(`${base}/partners/experts_marketplace/:id`, ({ params }) =>
      jsonOr404(catalogue.partner(params.id), 'Expert'),
    ),
    /** Body email, userEmail, message, name, surname, website → 204. */
    http.post<{ id: string }>(`${base}/partners/experts_marketplace/:id/message`, ({ request, params }) =>
      withGrant(accounts, request, async (grant) => {
        const body = await readJsonObject(request);
        if (!body) return validationError('The body must be a JSON object');
        const fields = {
          email: stringField(body, 'email'),
          message: stringField(body, 'message'),
          name: stringField(body, 'name'),
          surname: stringField(body, 'surname'),
          website: stringField(body, 'website'),
        };
        const error = firstError(validatePartnerMessage(fields));
        if (error) return validationError(error);
        const sent = partners.message({
          ...fields,
          expertId: params.id,
          accountId: grant.accountId,
          userEmail: stringField(body, 'userEmail'),
        });
        return sent ? new HttpResponse(null, { status: 204 }) : notFound('Expert');
      }),
    ),
    /** Body email, userEmail, comment, name, website → 204; 409 when this account already reviewed the expert. */
    http.post<{ id: string }>(`${base}/partners/experts_marketplace/:id/comment`, ({ request, params }) =>
      withGrant(accounts, request, async (grant) => {
        const body = await readJsonObject(request);
        if (!body) return validationError('The body must be a JSON object');
        const fields = {
          email: stringField(body, 'email'),
          comment: stringField(body, 'comment'),
          name: stringField(body, 'name'),
          website: stringField(body, 'website'),
        };
        const error = firstError(validatePartnerReview(fields));
        if (error) return validationError(error);
        const result = partners.comment({
          ...fields,
          expertId: params.id,
          accountId: grant.accountId,
          userEmail: stringField(body, 'userEmail'),
        });
        if (result === 'unknown-expert') return notFound('Expert');
        if (result === 'already-sent') return apiError(409, 'conflict', 'Review already sent');
        return new HttpResponse(null, { status: 204 });
      }),
    ),
    /** Body expert_id, visited_at (an ISO date) → 204. */
    http.post(`${base}/partners/experts/visits`, ({ request }) =>
      withGrant(accounts, request, async (grant) => {
        const body = await readJsonObject(request);
        const expertId = body ? stringField(body, 'expert_id') : '';
        const visitedAt = body ? stringField(body, 'visited_at') : '';
        if (!expertId) return validationError('expert_id is required');
        if (!visitedAt || Number.isNaN(Date.parse(visitedAt))) return validationError('visited_at must be a date');
        return partners.visit({ expertId, accountId: grant.accountId, visitedAt })
          ? new HttpResponse(null, { status: 204 })
          : notFound('Expert');
      }),
    ),
  ];
}
