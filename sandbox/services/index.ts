import { readCatalogueData, type CatalogueData } from '../data-files';
import { createCatalogueService, type CatalogueService } from './catalogue';

/**
 * Every stand-in service, created over one catalogue. To add a service (billing, carts,
 * accounts...): write its state machine in services/<name>.ts, add it here, and give it a
 * handlers/<name>.ts file listed in handlers/index.ts.
 */
export interface Services {
  catalogue: CatalogueService;
}

export function createServices(data: CatalogueData = readCatalogueData()): Services {
  return { catalogue: createCatalogueService(data) };
}
