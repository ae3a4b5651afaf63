import { readCatalogueData } from '../../sandbox/data-files';
import { lifecycleOf } from '../../src/domain/catalogue/lifecycle';

/**
 * One page of every template and every listing, landing and client-only route (the list
 * e2e/console-sweep.e2e.ts sweeps), for journeys that visit every page type.
 */
const data = readCatalogueData();
const listed = data.applications.filter((app) => app.visibility === 'public' && !app.hidden && lifecycleOf(app) === 'PUBLISHED');
const apps = listed.filter((app) => app.customProps.isService !== 'true');
const service = listed.find((app) => app.customProps.isService === 'true')!;
const campaignPartner = data.partners.find((partner) => partner.campaign?.slug)!;
const compareIds = apps.slice(0, 3).map((app) => app.slug);

export const NOT_FOUND_PATH = '/no-such-page/';

export const PAGE_ROUTES: ReadonlyArray<readonly [string, string]> = [
  ['home', '/'],
  ['all apps', '/apps/'],
  ['category listing', '/apps/crm/'],
  ['curated list', '/apps/staff-top-picks/'],
  ['app', `/apps/${apps[0].slug}/`],
  ['service', `/services/${service.slug}/`],
  ['partners', '/partners/'],
  ['recommended partners', '/partners/recommended/'],
  ['partner', `/partners/${data.partners[0].slug}/`],
  ['partner campaign', `/partners/campaigns/${campaignPartner.campaign!.slug}/`],
  ['developers', '/developers/'],
  ['developer', `/developers/${data.developers[0].slug}/`],
  ['saas deals', '/saas-deals/'],
  ['omnichannel', '/omnichannel-communication/'],
  ['enhance ecommerce', '/enhance-ecommerce/'],
  ['search', '/search/?q=chat'],
  ['compare', `/apps/compare/?ids=${compareIds.join(',')}`],
  ['cart', '/cart/'],
  ['checkout', '/checkout/x'],
  ['your apps', '/private-apps/'],
  ['private apps', '/private-apps/x'],
  ['in-review apps', '/in-review-apps/x'],
  ['embedded apps', '/embedded-apps/circly-assist'],
  ['embedded private apps', '/embedded-private-apps/x'],
  ['apps coming soon', '/coming-soon-apps/'],
  ['app coming soon', '/coming-soon-apps/cobrowsehub/'],
  ['not found', NOT_FOUND_PATH],
];
