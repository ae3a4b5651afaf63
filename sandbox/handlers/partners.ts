import { http, HttpResponse } from 'msw';
import {
  normalizeWebsite,
  validatePartnerMessage,
  validatePartnerReview,
} from '../../src/domain/catalogue/review-validation-partner';
import type { AccountsService, Grant } from '../services/accounts';
import type { CatalogueService } from '../services/catalogue';
import type { PartnersService } from '../services/partners';
import { apiError, bearerToken } from './accounts-auth';
import { readJsonObject, stringField, validationError } from './feedback-body';
import { jsonOr404, notFound } from './respond';

const firstError = (errors: object): string | undefined => Object.values(errors)[0] as string | undefined;

/**
 * The partner endpoints need no login (§6): each answers with or without a bearer token. A live
 * token names the account (one review per account, the account's email when the body has no
 * userEmail); a missing, unknown or expired one is simply an anonymous caller, never a 401.
 */
function optionalGrant(accounts: AccountsService, request: Request): Grant | null {
  return accounts.authenticate(bearerToken(request));
}

/** The body's userEmail, else the signed-in account's email, else ''. */
function userEmailOf(accounts: AccountsService, body: Record<string, unknown>, grant: Grant | null): string {
  const given = stringField(body, 'userEmail');
  if (given || !grant) return given;
  return accounts.account(grant.organizationId, grant.accountId)?.email ?? '';
}

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
    /** Body email, userEmail, message, name, surname, website → 204. No login needed (§6). */
    http.post<{ id: string }>(`${base}/partners/experts_marketplace/:id/message`, async ({ request, params }) => {
      const grant = optionalGrant(accounts, request);
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
        // Kept as it would be linked: a bare domain as https://, the checked address as parsed.
        website: normalizeWebsite(fields.website) ?? '',
        expertId: params.id,
        accountId: grant?.accountId ?? null,
        userEmail: userEmailOf(accounts, body, grant),
      });
      return sent ? new HttpResponse(null, { status: 204 }) : notFound('Expert');
    }),
    /**
     * Body email, userEmail, comment, name, website → 204; 409 when this reviewer already reviewed
     * the expert (the account when signed in, else the email given). No login needed (§6).
     */
    http.post<{ id: string }>(`${base}/partners/experts_marketplace/:id/comment`, async ({ request, params }) => {
      const grant = optionalGrant(accounts, request);
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
        website: normalizeWebsite(fields.website) ?? '',
        expertId: params.id,
        accountId: grant?.accountId ?? null,
        userEmail: userEmailOf(accounts, body, grant),
      });
      if (result === 'unknown-expert') return notFound('Expert');
      if (result === 'already-sent') return apiError(409, 'conflict', 'Review already sent');
      return new HttpResponse(null, { status: 204 });
    }),
    /** Body expert_id, visited_at (an ISO date) → 204. Every visitor's view counts, signed in or not (§6). */
    http.post(`${base}/partners/experts/visits`, async ({ request }) => {
      const grant = optionalGrant(accounts, request);
      const body = await readJsonObject(request);
      const expertId = body ? stringField(body, 'expert_id') : '';
      const visitedAt = body ? stringField(body, 'visited_at') : '';
      if (!expertId) return validationError('expert_id is required');
      if (!visitedAt || Number.isNaN(Date.parse(visitedAt))) return validationError('visited_at must be a date');
      return partners.visit({ expertId, accountId: grant?.accountId ?? null, visitedAt })
        ? new HttpResponse(null, { status: 204 })
        : notFound('Expert');
    }),
  ];
}
