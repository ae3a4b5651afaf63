import type { Hit } from '../../domain/search/search-contract';
import type { AppSearchRecord, PartnerSearchRecord } from '../../domain/search/search-records';

/** What an app hit carries (APP_INDEX.attributesToRetrieve). */
export type AppHit = Hit<
  Pick<
    AppSearchRecord,
    | 'slug'
    | 'name'
    | 'shortDescription'
    | 'categoryName'
    | 'company'
    | 'isService'
    | 'icon'
    | 'rate'
    | 'votes'
    | 'payment'
    | 'customProps'
    | 'discountActive'
    | 'compatibility'
    | 'placement'
    | 'designation'
    | 'product'
    | 'order'
    | 'installations'
    | 'underMaintenance'
    | 'installable'
    | 'developerId'
    | 'plan'
    | 'widgetId'
    | 'onlyOwnerCanInstall'
    | 'publishedAt'
  >
>;

/** What a partner hit carries (PARTNER_INDEX.attributesToRetrieve). */
export type PartnerHit = Hit<
  Pick<
    PartnerSearchRecord,
    'slug' | 'name' | 'shortDescription' | 'company' | 'logo' | 'country' | 'services' | 'recommended' | 'rate' | 'votes'
  >
>;
