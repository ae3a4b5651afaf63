import { http, HttpResponse } from 'msw';
import type { CatalogueService } from '../services/catalogue';
import { jsonOr404 } from './respond';

export function partnerHandlers(base: string, catalogue: CatalogueService) {
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
  ];
}
