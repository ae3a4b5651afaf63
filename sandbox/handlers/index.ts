import type { RequestHandler } from 'msw';
import type { Services } from '../services';
import { applicationHandlers } from './applications';
import { developerHandlers } from './developers';
import { feedbackHandlers } from './feedback';
import { partnerHandlers } from './partners';

/**
 * All sandbox handlers. `base` is the origin they answer on: '*' (any origin) for the local HTTP
 * server, or a concrete origin in tests.
 */
export function createHandlers(services: Services, base = '*'): RequestHandler[] {
  return [
    ...applicationHandlers(base, services.catalogue),
    ...feedbackHandlers(base, services.catalogue),
    ...developerHandlers(base, services.catalogue),
    ...partnerHandlers(base, services.catalogue),
  ];
}
