import { PATH_PREFIX, siteConfig } from '../core/config';

interface SeoProps {
  title: string;
  description: string;
  /** Site path without the prefix, e.g. "/apps/cartpulse/". */
  path: string;
  image?: string;
  type?: 'website' | 'product';
  jsonLd?: object;
  noindex?: boolean;
}

/** <head> tags for Gatsby's Head API: title, description, canonical, Open Graph and JSON-LD. */
export function Seo({ title, description, path, image, type = 'website', jsonLd, noindex }: SeoProps) {
  const url = `${siteConfig.siteUrl}${PATH_PREFIX}${path}`;
  const fullTitle = title === 'Marketplace' ? title : `${title} | Marketplace`;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:type" content={type} />
      {image && <meta property="og:image" content={image.startsWith('http') ? image : `${siteConfig.siteUrl}${image}`} />}
      <meta name="twitter:card" content="summary" />
      {noindex && <meta name="robots" content="noindex" />}
      {jsonLd && <script type="application/ld+json">{JSON.stringify(jsonLd).replace(/</g, '\\u003c')}</script>}
    </>
  );
}
