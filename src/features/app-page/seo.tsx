import { PATH_PREFIX, siteConfig } from '../../core/config';
import { productPath } from '../../domain/site/paths';
import { assetUrl } from '../../ui/asset-url';
import { Seo } from '../../ui/seo';
import type { AppPageData } from './app-page-data';
import { productJsonLd } from './json-ld';
import { buildTimeDiscount } from './use-current-discount';

/**
 * Head tags of an app or service page: title, meta description (marketing table, then the short
 * description: the node's metaDescription), canonical URL, Open Graph and JSON-LD. Head tags are
 * what crawlers read from the pre-rendered HTML, so the offer price is the build-time one.
 */
export function ProductSeo({ app }: { app: AppPageData }) {
  const path = productPath(app);
  const icon = assetUrl(app.icon);
  const image = icon.startsWith('http') ? icon : `${siteConfig.siteUrl}${icon}`;
  const jsonLd = productJsonLd(app, {
    url: `${siteConfig.siteUrl}${PATH_PREFIX}${path}`,
    image,
    discount: buildTimeDiscount(app),
  });
  return <Seo title={app.name} description={app.metaDescription} path={path} image={icon} type="product" jsonLd={jsonLd} />;
}
