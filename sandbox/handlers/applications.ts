import { http, HttpResponse } from 'msw';
import type { CatalogueService } from '../services/catalogue';
import type { PublishedChanges } from '../services/catalogue';
import { errorBody } from '../request-errors';
import { isWholeIn, MONEY_LIMITS } from '../services/money-rules';
import { jsonOr404 } from './respond';

/** The body of the sandbox's publish control, or null when it is not one. */
function publishedChanges(body: unknown): PublishedChanges | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const { hidden, underMaintenance, price, ...rest } = body as Record<string, unknown>;
  if (Object.keys(rest).length > 0) return null;
  if (hidden !== undefined && typeof hidden !== 'boolean') return null;
  if (underMaintenance !== undefined && typeof underMaintenance !== 'boolean') return null;
  // Money rule 6: a price is a whole number of cents from 0 to MONEY_LIMITS.priceCents.max.
  if (price !== undefined && !isWholeIn(price, 0, MONEY_LIMITS.priceCents.max)) return null;
  return { hidden, underMaintenance, price };
}

export function applicationHandlers(base: string, catalogue: CatalogueService) {
  return [
    http.get(`${base}/applications/published`, () => HttpResponse.json(catalogue.listed())),
    http.get<{ slug: string }>(`${base}/applications/:slug/published`, ({ params }) =>
      jsonOr404(catalogue.publishedBySlug(params.slug), 'Application'),
    ),
    http.get<{ id: string }>(`${base}/applications/:id/resources`, ({ params }) =>
      jsonOr404(catalogue.resources(params.id), 'Application'),
    ),
    // Sandbox only (see the README): changes a published app as the publisher's console would.
    http.patch<{ slug: string }>(`${base}/sandbox/applications/:slug/published`, async ({ params, request }) => {
      const changes = publishedChanges(await request.json().catch(() => null));
      if (!changes)
        return HttpResponse.json(errorBody('validation', 'Expected hidden, underMaintenance (booleans) or price (cents)'), {
          status: 422,
        });
      return jsonOr404(catalogue.changePublished(params.slug, changes), 'Application');
    }),
    clientPublicHandler(base, catalogue),
  ];
}

/**
 * `GET /clients/{id}/public` (no auth): an app client's public face. §7 lists it with the accounts
 * calls; the API origin answers it too (the build reads it there).
 */
export function clientPublicHandler(base: string, catalogue: CatalogueService) {
  return http.get<{ id: string }>(`${base}/clients/:id/public`, ({ params }) => jsonOr404(catalogue.client(params.id), 'Client'));
}
