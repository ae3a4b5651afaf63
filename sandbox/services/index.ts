import { readCatalogueData, type CatalogueData } from '../data-files';
import { createAccountsService, type AccountsService, type AccountsServiceOptions } from './accounts';
import { createApplicationsService, type ApplicationsService } from './applications';
import { createCatalogueService, type CatalogueService } from './catalogue';
import { createFeedbackService, type FeedbackService } from './feedback';
import { createPartnersService, type PartnersService } from './partners';
import { createConsentService, type ConsentService } from './consent';
import { createBillingService, type BillingService } from './billing';
import { createCartsService, type CartsService } from './carts';
import { createFaultsService, type FaultsService } from './faults';
import { seedSubscriptionDemo } from './subscription-demo';

/**
 * Every stand-in service, created over one catalogue. To add a service (billing, carts,
 * accounts...): write its state machine in services/<name>.ts, add it here, and give it a
 * handlers/<name>.ts file listed in handlers/index.ts.
 */
export interface Services {
  catalogue: CatalogueService;
  /** Shared by the accounts origin and the product API: tokens issued by one work on the other. */
  accounts: AccountsService;
  feedback: FeedbackService;
  partners: PartnersService;
  /** Installs per organization and the developer's own apps; consents of app clients. */
  applications: ApplicationsService;
  consent: ConsentService;
  /** Direct and recurrent charges, cards on file and price previews (§7 Billing). */
  billing: BillingService;
  /** Carts per organization (§4 cart lifecycle, §7 Cart service); purchases record their charges in billing. */
  carts: CartsService;
  /** The fault switch (README "Fault switch"): armed rules answer a fault before any service. Empty by default. */
  faults: FaultsService;
}

export function createServices(
  data: CatalogueData = readCatalogueData(),
  accountsOptions: Omit<AccountsServiceOptions, 'developer'> = {},
): Services {
  const [developer] = data.developers;
  const catalogue = createCatalogueService(data);
  const accounts = createAccountsService({ ...accountsOptions, developer: { id: developer.id, name: developer.developerName } });
  const applications = createApplicationsService(catalogue, accounts, developer.id, accountsOptions.now);
  const billing = createBillingService(catalogue, accounts, applications, accountsOptions.now);
  seedSubscriptionDemo(catalogue, accounts, applications, billing, accountsOptions.now);
  return {
    catalogue,
    accounts,
    applications,
    billing,
    carts: createCartsService(catalogue, accounts, applications, billing, accountsOptions.now),
    consent: createConsentService(),
    feedback: createFeedbackService(catalogue, applications),
    partners: createPartnersService(catalogue),
    faults: createFaultsService(),
  };
}
