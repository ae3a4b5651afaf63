/**
 * Run-time configuration, read once from GATSBY_* variables (inlined at build time).
 * Every variable is described in .env.example. Defaults point at the local sandbox.
 */
export const PATH_PREFIX = '/marketplace';
export const DEFAULT_API_URL = 'http://localhost:8001';
export const DEFAULT_ACCOUNTS_URL = 'http://localhost:8002';
/** The sandbox's OAuth client of the marketplace (sandbox/services/accounts.ts knows it). */
export const DEFAULT_ACCOUNTS_CLIENT_ID = 'marketplace-sandbox';

export type HostProduct = 'livechat' | 'helpdesk';

/**
 * Where links into the host applications go (§2): the sandbox host page's stand-ins by default, so
 * that an install on `npm start` ends on a page that exists. The real ones are set at build time.
 */
export const DEFAULT_HOST_APP_URLS: Readonly<Record<HostProduct, string>> = {
  livechat: 'http://localhost:8003/livechat',
  helpdesk: 'http://localhost:8003/helpdesk',
};

/** A base URL without a trailing slash (links append absolute paths). */
const base = (value: string | undefined, fallback: string) => (value || fallback).replace(/\/+$/, '');

function product(value: string | undefined): HostProduct {
  return value === 'helpdesk' ? 'helpdesk' : 'livechat';
}

export type SignInResponseType = 'token' | 'code';

function responseType(value: string | undefined): SignInResponseType {
  return value === 'code' ? 'code' : 'token';
}

/** The SDK accepts messages only from exactly `server_url`: no trailing slash, no path. */
function origin(value: string): string {
  try {
    return new URL(value).origin;
  } catch {
    return DEFAULT_ACCOUNTS_URL;
  }
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
  /** The host applications' web apps, the base of every link into them (§2). */
  hostAppUrls: {
    livechat: base(process.env.GATSBY_LIVECHAT_APP_URL, DEFAULT_HOST_APP_URLS.livechat),
    helpdesk: base(process.env.GATSBY_HELPDESK_APP_URL, DEFAULT_HOST_APP_URLS.helpdesk),
  },
} as const;

// Apart from siteConfig so that only the sign-in chunks carry it, not every page's first load.
export const accountsConfig = {
  /** Accounts service (sign-in, token info, users): the sandbox's accounts origin by default. */
  url: origin(process.env.GATSBY_ACCOUNTS_URL || DEFAULT_ACCOUNTS_URL),
  clientId: process.env.GATSBY_ACCOUNTS_CLIENT_ID || DEFAULT_ACCOUNTS_CLIENT_ID,
  /** OAuth response type of sign-in: token (implicit) or code (with PKCE). */
  responseType: responseType(process.env.GATSBY_ACCOUNTS_RESPONSE_TYPE),
  /** Per-product license API (license properties, subscriptions); X-Region comes from the token. */
  productApiUrl: process.env.GATSBY_PRODUCT_API_URL || process.env.GATSBY_API_URL || DEFAULT_API_URL,
} as const;
