import { http, HttpResponse } from 'msw';
import type { AccountsService, Grant } from '../services/accounts';
import type { CartOutcome, CartsService } from '../services/carts';
import { withGrant } from './accounts-auth';
import { notFound } from './respond';

/**
 * The cart service (§7 `/products-carts`) over services/carts.ts. Every call needs a live token
 * (401); errors are `{code, message, errors: [{code, message}]}` (plus `id` on a locked cart), an
 * unknown cart is a raw-text 404.
 */
function answer(outcome: CartOutcome<unknown>, created = false): Response {
  if (outcome.ok) return HttpResponse.json(outcome.value as object, { status: created ? 201 : 200 });
  if (outcome.status === 404) return notFound('Cart');
  return HttpResponse.json(outcome.error, { status: outcome.status });
}

type Params = { id: string; appId: string; planId: string; code: string };

export function cartHandlers(base: string, accounts: AccountsService, carts: CartsService) {
  const on = (
    method: 'get' | 'post' | 'patch' | 'delete',
    path: string,
    run: (params: Params, grant: Grant, request: Request) => Response,
  ) =>
    http[method]<Params>(`${base}/products-carts${path}`, ({ request, params }) =>
      withGrant(accounts, request, (grant) => run(params, grant, request)),
    );

  return [
    on('get', '/recent', (_params, grant) => answer(carts.recent(grant))),
    on('post', '', (_params, grant) => answer(carts.create(grant), true)),
    on('get', '/:id', ({ id }, grant) => answer(carts.read(grant, id))),
    on('delete', '/:id', ({ id }, grant) => answer(carts.close(grant, id))),
    on('patch', '/:id/applications', ({ id }, grant, request) => {
      const ids = (new URL(request.url).searchParams.get('id') ?? '').split(',').map((value) => value.trim());
      return answer(carts.add(grant, id, ids));
    }),
    on('patch', '/:id/applications/:appId', ({ id, appId }, grant) => answer(carts.add(grant, id, [appId]))),
    on('delete', '/:id/applications/:appId', ({ id, appId }, grant) => answer(carts.remove(grant, id, appId))),
    on('patch', '/:id/applications/:appId/plans/:planId', ({ id, appId, planId }, grant, request) =>
      answer(carts.changePlan(grant, id, appId, planId, new URL(request.url).searchParams.get('billingCycle'))),
    ),
    on('patch', '/:id/checkout', ({ id }, grant) => answer(carts.startCheckout(grant, id))),
    on('delete', '/:id/checkout', ({ id }, grant) => answer(carts.rejectCheckout(grant, id))),
    on('patch', '/:id/purchase', ({ id }, grant) => answer(carts.purchase(grant, id))),
    on('patch', '/:id/coupon/:code', ({ id, code }, grant) => answer(carts.coupon(grant, id, code))),
  ];
}
