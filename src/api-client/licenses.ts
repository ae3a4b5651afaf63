import type { ApiLicenseProperties, ApiSubscription } from '../domain/auth/accounts-contract';
import { regionHeaders } from '../domain/auth/region';
import { request } from './http';

/**
 * The per-product license API (§3, §7: "a product API per product"): the license property that
 * flags resellers and the subscription. The X-Region header follows the token's prefix.
 */
export function fetchLicenseProperties(baseUrl: string, token: string, product: string): Promise<ApiLicenseProperties> {
  return request<ApiLicenseProperties>(baseUrl, `/licenses/${encodeURIComponent(product)}/properties`, {
    token,
    headers: regionHeaders(token),
  });
}

export function fetchSubscription(baseUrl: string, token: string, product: string): Promise<ApiSubscription> {
  return request<ApiSubscription>(baseUrl, `/licenses/${encodeURIComponent(product)}/subscription`, {
    token,
    headers: regionHeaders(token),
  });
}
