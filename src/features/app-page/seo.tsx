import { productPath } from '../../domain/paths';
import { assetUrl } from '../../ui/asset-url';
import { Seo } from '../../ui/seo';
import type { AppPageData } from './app-page-data';

/** Head tags of an app or service page: meta description (marketing table, then fallback) and JSON-LD. */
export function ProductSeo({ app }: { app: AppPageData }) {
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'SoftwareApplication',
    name: app.name,
    description: app.metaDescription,
    applicationCategory: app.isService ? 'BusinessApplication' : app.categoryName,
    operatingSystem: 'Web',
    offers: { '@type': 'Offer', price: ((app.payment?.price ?? 0) / 100).toFixed(2), priceCurrency: 'USD' },
    ...(app.rate && app.votes > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: app.rate, ratingCount: app.votes, bestRating: 5, worstRating: 1 } }
      : {}),
  };
  return (
    <Seo
      title={app.name}
      description={app.metaDescription}
      path={productPath(app)}
      image={assetUrl(app.icon)}
      type="product"
      jsonLd={jsonLd}
    />
  );
}
