import { http, HttpResponse } from 'msw';
import type { AccountsService } from '../services/accounts';
import { isCoverage, type ConsentService } from '../services/consent';
import { apiError, withGrant } from './accounts-auth';

/** Consent of an app's OAuth client (accounts origin, §7): its status by coverage, and its withdrawal. */
export function consentHandlers(base: string, accounts: AccountsService, consent: ConsentService) {
  return [
    http.get<{ id: string }>(`${base}/clients/:id/consent/status`, ({ request, params }) =>
      withGrant(accounts, request, (grant) => {
        const coverage = new URL(request.url).searchParams.get('coverage');
        if (!isCoverage(coverage)) return apiError(422, 'validation', 'coverage must be organization or account');
        return HttpResponse.json(consent.status(grant.organizationId, params.id, coverage));
      }),
    ),
    http.delete<{ id: string }>(`${base}/v2/clients/:id/consent`, ({ request, params }) =>
      withGrant(accounts, request, async (grant) => {
        let coverage: unknown;
        try {
          coverage = ((await request.json()) as { coverage?: unknown }).coverage;
        } catch {
          coverage = undefined;
        }
        if (!isCoverage(coverage)) return apiError(422, 'validation', 'coverage must be organization or account');
        consent.withdraw(grant.organizationId, params.id, coverage);
        return new HttpResponse(null, { status: 204 });
      }),
    ),
  ];
}
