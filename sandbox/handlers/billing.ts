import { http, HttpResponse } from 'msw';
import { isChargeKind, type ChargeKind } from '../../src/domain/billing/charges';
import type { AccountsService } from '../services/accounts';
import type { BillingOutcome, BillingService } from '../services/billing';
import { withGrant } from './accounts-auth';
import { notFound } from './respond';

/**
 * The billing API (§7 Billing) over services/billing.ts. Every call needs a live token (401);
 * 2xx and 422 carry JSON bodies (`{"error": "code:message"}` on 422 and 403), an unknown charge
 * is a raw-text 404.
 */
function answer<T>(outcome: BillingOutcome<T>): Response {
  if (outcome.ok) return HttpResponse.json(outcome.value as object, { status: outcome.status });
  if (outcome.status === 404) return notFound('Charge');
  return HttpResponse.json({ error: `${outcome.code}:${outcome.message}` }, { status: outcome.status });
}

async function jsonBody(request: Request): Promise<unknown> {
  try {
    return await request.json();
  } catch {
    return {};
  }
}

const PRODUCTS = new Set(['livechat', 'helpdesk']);
type Params = { kind: string; product: string; id: string };
type Step = 'accept' | 'activate' | 'decline' | 'cancel';

/** `/:kind/:product…` also matches other APIs' paths: answer only the two charge kinds and known products. */
const chargePath = (params: Partial<Params>): { kind: ChargeKind; product: string } | null =>
  isChargeKind(params.kind) && params.product && PRODUCTS.has(params.product)
    ? { kind: params.kind, product: params.product }
    : null;

export function billingHandlers(base: string, accounts: AccountsService, billing: BillingService) {
  const step = (name: Step) =>
    http.put<Params>(`${base}/:kind/:product/:id/${name}`, ({ request, params }) => {
      const path = chargePath(params);
      if (!path) return undefined;
      return withGrant(accounts, request, (grant) => answer(billing[name](grant, path.kind, path.product, params.id)));
    });

  return [
    http.post<Params>(`${base}/:kind/:product`, ({ request, params }) => {
      const path = chargePath(params);
      if (!path) return undefined;
      return withGrant(accounts, request, async (grant) =>
        answer(billing.create(grant, path.kind, path.product, await jsonBody(request))),
      );
    }),
    http.get<Params>(`${base}/:kind/:product`, ({ request, params }) => {
      const path = chargePath(params);
      if (!path) return undefined;
      return withGrant(accounts, request, (grant) => {
        const query = new URL(request.url).searchParams;
        const filter = { order_client_id: query.get('order_client_id'), status: query.get('status') };
        return HttpResponse.json(billing.list(grant, path.kind, path.product, filter));
      });
    }),
    http.get<Params>(`${base}/:kind/:product/:id`, ({ request, params }) => {
      const path = chargePath(params);
      if (!path) return undefined;
      return withGrant(accounts, request, (grant) => {
        const charge = billing.read(grant, path.kind, path.product, params.id);
        return charge ? HttpResponse.json(charge) : notFound('Charge');
      });
    }),
    step('accept'),
    step('activate'),
    step('decline'),
    step('cancel'),
    http.post<{ id: string }>(`${base}/applications/:id/create-charge`, ({ request, params }) =>
      withGrant(accounts, request, async (grant) => answer(billing.createForApp(grant, params.id, await jsonBody(request)))),
    ),
    http.get<{ product: string }>(`${base}/price_preview/:product`, ({ request, params }) =>
      !PRODUCTS.has(params.product)
        ? undefined
        : withGrant(accounts, request, () => answer(billing.pricePreview(params.product, new URL(request.url).searchParams))),
    ),
    http.post<{ product: string }>(`${base}/account/:product`, ({ request, params }) =>
      !PRODUCTS.has(params.product)
        ? undefined
        : withGrant(accounts, request, async (grant) => answer(billing.addCard(grant, params.product, await jsonBody(request)))),
    ),
  ];
}
