import type { RequestHandler } from 'msw';
import type { Services } from '../services';
import { accountsHandlers } from './accounts';
import { applicationHandlers, clientPublicHandler } from './applications';
import { applicationInstallHandlers } from './applications-installs';
import { billingHandlers } from './billing';
import { cartHandlers } from './carts';
import { appConsentHandlers } from './app-consent';
import { consentHandlers } from './consent';
import { developerHandlers } from './developers';
import { faultHandlers } from './faults';
import { feedbackHandlers } from './feedback';
import { licenseHandlers } from './licenses';
import { partnerHandlers } from './partners';

/** Where the accounts service answers by default (the site's default accounts URL). */
export const DEFAULT_ACCOUNTS_ORIGIN = 'http://localhost:8002';

/**
 * Handlers of the marketplace API origin (catalogue, feedback, partners, product license API).
 * `base` is the origin they answer on: '*' (any origin) for the local HTTP server, or a concrete
 * origin in tests.
 */
export function createApiHandlers(services: Services, base = '*'): RequestHandler[] {
  return [
    // First: an armed fault answers before any service (README "Fault switch").
    ...faultHandlers(base, services.faults),
    ...applicationHandlers(base, services.catalogue),
    ...feedbackHandlers(base, services.feedback, services.accounts),
    ...developerHandlers(base, services.catalogue),
    ...partnerHandlers(base, services.catalogue, services.partners, services.accounts),
    ...licenseHandlers(base, services.accounts),
    ...applicationInstallHandlers(base, services.accounts, services.applications, services.consent),
    ...billingHandlers(base, services.accounts, services.billing),
    ...cartHandlers(base, services.accounts, services.carts),
  ];
}

/** Handlers of the accounts origin (sign-in page, OAuth, accounts). */
export function createAccountsHandlers(services: Services, base = '*'): RequestHandler[] {
  return [
    ...faultHandlers(base, services.faults),
    // Before the sign-in page: an app client's authorize request gets its consent page.
    ...appConsentHandlers(base, services.accounts, services.catalogue, services.consent, services.applications),
    ...accountsHandlers(base, services.accounts),
    ...consentHandlers(base, services.accounts, services.consent),
    clientPublicHandler(base, services.catalogue),
  ];
}

/**
 * All sandbox handlers for one msw server (Jest): the API on `base`, the accounts service on its
 * own origin, as the site sees them.
 */
export function createHandlers(services: Services, base = '*', accountsBase = DEFAULT_ACCOUNTS_ORIGIN): RequestHandler[] {
  return [...createAccountsHandlers(services, accountsBase), ...createApiHandlers(services, base)];
}
