import { http, HttpResponse } from 'msw';
import type { CatalogueService } from '../services/catalogue';
import { jsonOr404 } from './respond';

export function applicationHandlers(base: string, catalogue: CatalogueService) {
  return [
    http.get(`${base}/applications/published`, () => HttpResponse.json(catalogue.published())),
    http.get<{ slug: string }>(`${base}/applications/:slug/published`, ({ params }) =>
      jsonOr404(catalogue.publishedBySlug(params.slug), 'Application'),
    ),
    http.get<{ id: string }>(`${base}/applications/:id/resources`, ({ params }) =>
      jsonOr404(catalogue.resources(params.id), 'Application'),
    ),
    http.get<{ id: string }>(`${base}/clients/:id/public`, ({ params }) => jsonOr404(catalogue.client(params.id), 'Client')),
  ];
}
