import { http } from 'msw';
import type { CatalogueService } from '../services/catalogue';
import { jsonOr404 } from './respond';

export function developerHandlers(base: string, catalogue: CatalogueService) {
  return [
    http.get<{ id: string }>(`${base}/developers/:id/profile`, ({ params }) =>
      jsonOr404(catalogue.developer(params.id), 'Developer'),
    ),
  ];
}
