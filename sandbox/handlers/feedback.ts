import { http } from 'msw';
import type { CatalogueService } from '../services/catalogue';
import { jsonOr404 } from './respond';

export function feedbackHandlers(base: string, catalogue: CatalogueService) {
  return [
    http.get<{ id: string }>(`${base}/feedback/rate/application/:id`, ({ params }) =>
      jsonOr404(catalogue.rating(params.id), 'Application'),
    ),
  ];
}
