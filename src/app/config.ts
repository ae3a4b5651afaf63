/**
 * Run-time configuration, read once from GATSBY_* variables (inlined at build time).
 * Every variable is described in .env.example. Defaults point at the local sandbox.
 */
export const PATH_PREFIX = '/marketplace';
export const DEFAULT_API_URL = 'http://localhost:8001';

export type HostProduct = 'livechat' | 'helpdesk';

function product(value: string | undefined): HostProduct {
  return value === 'helpdesk' ? 'helpdesk' : 'livechat';
}

// Not named `config`: Gatsby treats any src/ file exporting `config` as a DSG page and builds engines.
export const siteConfig = {
  /** Marketplace API (and the sandbox's other services until they get their own variables). */
  apiUrl: process.env.GATSBY_API_URL || DEFAULT_API_URL,
  /** Public origin of the site, for canonical URLs and Open Graph. */
  siteUrl: (process.env.GATSBY_SITE_URL || 'http://localhost:8000').replace(/\/+$/, ''),
  /** Which host product this build is for (§1): decides links, labels and hidden apps. */
  product: product(process.env.GATSBY_PRODUCT),
  sentryDsn: process.env.GATSBY_SENTRY_DSN || '',
} as const;
