/**
 * Wire shapes of the accounts service and the per-product license API (spec §3, §7 "Accounts and
 * consent"; ../shared/design/accounts-contract.md). The sandbox serves exactly these and
 * `src/api-client` turns them into the site's domain types.
 *
 * Where the spec says "paths not shown", the paths here are ours and documented in sandbox/README
 * (token info = GET /v2/info, user lookup = GET /v2/accounts/{id}, license property and
 * subscription on the product API).
 */

/** Products an account can hold roles on (§3 enumerations); the marketplace sells for the first two. */
export type AccountProduct = 'livechat' | 'helpdesk' | 'accounts';

/** License roles of §6 ('normal' is an agent; 'member' exists on the accounts product). */
export type LicenseRole = 'owner' | 'viceowner' | 'administrator' | 'viewer' | 'normal' | 'member';

/** Regions of §3; a token starts with its region and a colon ('dal:…', 'fra:…'). */
export type Region = 'fra' | 'fra-a' | 'fra-b' | 'dal';

export interface ApiAccountRole {
  role_id: string;
  product: AccountProduct;
  role: LicenseRole;
}

/** Per-product account properties: an agent may be suspended on one product and not the other. */
interface ApiProductProperties {
  suspended: boolean;
}

/** `GET /v2/accounts/{id}` and each item of `GET /v2/accounts`. */
export interface ApiAccount {
  account_id: string;
  name: string;
  email: string;
  organization_id: string;
  properties: {
    /** Inactive accounts (invited, removed) are dropped from lists (§6). */
    active: boolean;
    avatar_url?: string;
    livechat?: ApiProductProperties;
    helpdesk?: ApiProductProperties;
  };
  roles: ApiAccountRole[];
}

/** `GET /v2/info` (Bearer): token info. */
export interface ApiTokenInfo {
  account_id: string;
  organization_id: string;
  client_id: string;
  /** Comma-separated scopes. */
  scope: string;
  expires_in: number;
  token_type: 'Bearer';
}

/** `POST /v2/token` answer (code exchange and refresh). */
export interface ApiTokenResponse {
  access_token: string;
  account_id: string;
  expires_in: number;
  organization_id: string;
  refresh_token: string;
  /** Comma-separated scopes. */
  scope: string;
  token_type: 'Bearer';
}

/** `GET /market/products/my`: the organization's licenses of each product. */
export interface ApiMyProduct {
  product: 'livechat' | 'helpdesk';
  license_id: string;
  organization_id: string;
  /** false: the license exists but is inactive (§5 'Your {product} license is inactive…'). */
  active: boolean;
  plan: string;
}

/** `GET /licenses/{product}/properties` (product API, X-Region): license properties. */
export interface ApiLicenseProperties {
  /** 'reseller' flags a reseller (§3); null otherwise. */
  partner_type: string | null;
}

/** `GET /licenses/{product}/subscription` (product API, X-Region): subscription of §3. */
export interface ApiSubscription {
  plan: string;
  has_card: boolean;
  subscribed: boolean;
  days_left: number;
  trial: boolean;
  active: boolean;
  cancelled: boolean;
  cancelled_at: string | null;
  assigned: boolean;
  card_details: { card_type: string; first_six: string; last_four: string } | null;
}

/**
 * What the authorize page hands back (postMessage `{data}` in the popup and iframe flows, the URL
 * hash or query in the redirect flow). `frenzied: '1'` marks a ghost (impersonated) login.
 */
export interface AuthorizeTokenData {
  access_token: string;
  expires_in: number | string;
  token_type: string;
  state: string;
  scope: string;
  account_id: string;
  organization_id: string;
  client_id: string;
  frenzied?: '1';
}

export interface AuthorizeCodeData {
  code: string;
  state: string;
  account_id: string;
  organization_id: string;
  client_id: string;
  frenzied?: '1';
}

/** Scopes of §3 that decide rights (billing, integrations, organization management, developers). */
export const SCOPES = {
  billingManage: 'billing_manage',
  billingAdmin: 'billing_admin',
  billingAll: 'billing--all:rw',
  subscriptionManage: 'subscription_manage',
  integrationsManage: 'integrations_manage',
  hdIntegrationsManage: 'hd_integrations_manage',
  organizationManage: 'organization--my:rw',
  organizationProductManage: 'organization.product--my:rw',
  devPlatformAdmin: 'dev_platform_admin',
} as const;
