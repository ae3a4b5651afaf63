import { http } from 'msw';
import type { AccountsService, Grant } from '../services/accounts';
import { apiError, withGrant } from './accounts-auth';
import { jsonOr404 } from './respond';

/**
 * The per-product license API (product API origin). As on the provider, a call must carry the
 * X-Region of the token's prefix ('dal:…' → X-Region: dal); any other region answers 421.
 */
function inRegion(accounts: AccountsService, request: Request, answer: (grant: Grant) => Response): Response | Promise<Response> {
  return withGrant(accounts, request, (grant) => {
    const region = request.headers.get('x-region');
    if (region !== grant.region) {
      return apiError(421, 'misdirected_request', `This token belongs to region ${grant.region}; send X-Region: ${grant.region}`);
    }
    return answer(grant);
  });
}

export function licenseHandlers(base: string, accounts: AccountsService) {
  return [
    http.get<{ product: string }>(`${base}/licenses/:product/properties`, ({ request, params }) =>
      inRegion(accounts, request, (grant) =>
        jsonOr404(accounts.licenseProperties(grant.organizationId, params.product), 'License'),
      ),
    ),
    http.get<{ product: string }>(`${base}/licenses/:product/subscription`, ({ request, params }) =>
      inRegion(accounts, request, (grant) => jsonOr404(accounts.subscription(grant.organizationId, params.product), 'License')),
    ),
  ];
}
