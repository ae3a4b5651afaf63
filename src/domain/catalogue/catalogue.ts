import {
  isServiceApp,
  type ApiApplication,
  type ApiDeveloperProfile,
  type ApiPartner,
  type ApiPartnerProspect,
  type ApiRatingSummary,
  type ApiResources,
} from './contract';
import { lifecycleOf, type Lifecycle } from './lifecycle';
import { paymentTypeOf, type PaymentType } from '../pricing/pricing';
import { curatedListsOf, type CuratedListSlug } from './taxonomy';

/** An app or service as the site models it: the wire record plus the facts derived from it once. */
export interface CatalogueApp extends ApiApplication {
  lifecycle: Lifecycle;
  isService: boolean;
  paymentType: PaymentType;
  /** customProps.order as a number (0 when missing or malformed). */
  order: number;
  featuredTag: string | null;
  categorySlug: string;
  collections: CuratedListSlug[];
  /** Marketing meta description (§9 table); null falls back to the short description. */
  marketingDescription: string | null;
  ratingSummary: ApiRatingSummary | null;
  resources: ApiResources | null;
  /** OAuth scopes the app's client asks for (`GET /clients/{id}/public`); empty without a client. */
  scopes: string[];
}

/** Everything a build needs, whichever adapter produced it. */
export interface Catalogue {
  apps: CatalogueApp[];
  developers: ApiDeveloperProfile[];
  partners: ApiPartner[];
  prospects: ApiPartnerProspect[];
}

export interface AppExtras {
  ratingSummary: ApiRatingSummary | null;
  resources: ApiResources | null;
  marketingDescription: string | null;
  scopes: string[];
}

export function toCatalogueApp(app: ApiApplication, extras: AppExtras): CatalogueApp {
  const order = Number(app.customProps.order);
  return {
    ...app,
    ...extras,
    lifecycle: lifecycleOf(app),
    isService: isServiceApp(app),
    paymentType: paymentTypeOf(app.payment),
    order: Number.isFinite(order) ? order : 0,
    featuredTag: app.customProps.featuredTag ?? null,
    categorySlug: app.category.slug,
    collections: curatedListsOf(app),
  };
}

/** Published, visible apps are the ones that get a public page. */
export function isListed(app: Pick<CatalogueApp, 'lifecycle' | 'hidden'>): boolean {
  return app.lifecycle === 'PUBLISHED' && !app.hidden;
}

/** Meta description with the §9 fallback to the short description. */
export function metaDescriptionOf(app: Pick<CatalogueApp, 'marketingDescription' | 'shortDescription'>): string {
  return app.marketingDescription?.trim() || app.shortDescription;
}

/** Home shows at most this many featured apps (§9). */
export const HOME_FEATURED_APPS = 6;
