import type { Discount } from '../../domain/pricing/discounts';
import { centsToDollarString, shownPrice } from '../../domain/pricing/pricing';
import type { AppPageData } from './app-page-data';

/** Structured-data currency (§9). */
const STRUCTURED_DATA_CURRENCY = 'USD';

export type JsonLdApp = Pick<
  AppPageData,
  | 'name'
  | 'metaDescription'
  | 'isService'
  | 'categoryName'
  | 'company'
  | 'payment'
  | 'rate'
  | 'votes'
  | 'publishedAt'
  | 'updatedAt'
>;

/**
 * The schema.org SoftwareApplication of an app or service page: the offer carries the current
 * price (after the discount passed in) as a dollars string in USD; the aggregate rating appears
 * only when somebody voted. Dates are ISO days, as schema.org wants.
 */
export function productJsonLd(
  app: JsonLdApp,
  { url, image, discount }: { url: string; image?: string; discount: Discount | null },
) {
  const price = app.payment ? shownPrice(app.payment, discount).price : 0;
  const isoDay = (iso: string | null) =>
    iso && !Number.isNaN(Date.parse(iso)) ? new Date(iso).toISOString().slice(0, 10) : undefined;
  return {
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name: app.name,
    description: app.metaDescription,
    url,
    ...(image ? { image } : {}),
    applicationCategory: 'BusinessApplication',
    applicationSubCategory: app.isService ? 'Service' : app.categoryName,
    operatingSystem: 'Web',
    author: { '@type': 'Organization', name: app.company },
    ...(isoDay(app.publishedAt) ? { datePublished: isoDay(app.publishedAt) } : {}),
    ...(isoDay(app.updatedAt) ? { dateModified: isoDay(app.updatedAt) } : {}),
    offers: { '@type': 'Offer', price: centsToDollarString(price), priceCurrency: STRUCTURED_DATA_CURRENCY, url },
    ...(app.rate && app.votes > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: Math.round(app.rate * 10) / 10,
            ratingCount: app.votes,
            bestRating: 5,
            worstRating: 1,
          },
        }
      : {}),
  };
}
