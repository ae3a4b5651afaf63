import type { ApiAccount, ApiMyProduct, ApiTokenInfo, ApiTokenResponse } from '../domain/auth/accounts-contract';
import type { ApiClientPublic } from '../domain/catalogue/contract';
import { regionHeaders } from '../domain/auth/region';
import { request } from './http';

/**
 * The accounts service (spec §7 "Accounts and consent"; ../shared/design/accounts-contract.md).
 * Every call but the public client read is made with the user's bearer token and the X-Region of
 * its prefix.
 */

/** `GET /clients/{id}/public`: an OAuth client's public data, with the scopes it asks for. */
export function fetchClientPublic(baseUrl: string, clientId: string): Promise<ApiClientPublic> {
  return request<ApiClientPublic>(baseUrl, `/clients/${encodeURIComponent(clientId)}/public`);
}

const withToken = (token: string) => ({ token, headers: regionHeaders(token) });

/** Token info (`GET /v2/info`): whose token this is, and its scopes. Validates the token. */
export function fetchTokenInfo(baseUrl: string, token: string): Promise<ApiTokenInfo> {
  return request<ApiTokenInfo>(baseUrl, '/v2/info', withToken(token));
}

/** User lookup by account id. */
export function fetchAccount(baseUrl: string, token: string, accountId: string): Promise<ApiAccount> {
  return request<ApiAccount>(baseUrl, `/v2/accounts/${encodeURIComponent(accountId)}`, withToken(token));
}

/** Every account of the user's organization (inactive ones too; the rules filter them). */
export function fetchAccounts(baseUrl: string, token: string): Promise<ApiAccount[]> {
  return request<ApiAccount[]>(baseUrl, '/v2/accounts', withToken(token));
}

/** The organization's licenses; `fresh` skips caches (the optional no-cache header of §7). */
export function fetchMyProducts(baseUrl: string, token: string, fresh = false): Promise<ApiMyProduct[]> {
  const { headers } = withToken(token);
  return request<ApiMyProduct[]>(baseUrl, '/market/products/my', {
    token,
    headers: fresh ? { ...headers, 'Cache-Control': 'no-cache' } : headers,
  });
}

/** A non-admin asks the license's admins for access to a product. */
export function sendAccessRequest(baseUrl: string, token: string, product: string): Promise<void> {
  return request<void>(baseUrl, '/v2/accounts/me/send_request_for_invitation', {
    ...withToken(token),
    method: 'POST',
    body: { product },
  });
}

/** Revokes this one token (ending a ghost login must not sign the impersonated user out elsewhere). */
export function revokeToken(baseUrl: string, token: string): Promise<void> {
  return request<void>(baseUrl, '/v2/token', { ...withToken(token), method: 'DELETE' });
}

/** Sign-out: ends the user's accounts sessions and revokes their tokens. */
export function deleteSessions(baseUrl: string, token: string): Promise<void> {
  return request<void>(baseUrl, '/v2/sessions', { ...withToken(token), method: 'DELETE' });
}

/**
 * Ends only this browser's accounts session (the accounts origin's session cookie, hence the
 * credentials), so that the next sign-in asks who signs in again. Other sessions and tokens of the
 * account live on: ending a ghost login must not sign the customer out elsewhere.
 */
export function endBrowserSession(baseUrl: string): Promise<void> {
  return request<void>(baseUrl, '/v2/sessions/current', { method: 'DELETE', credentials: 'include' });
}

/** Code flow: trades the authorization code and the PKCE verifier for a token. */
export function exchangeCode(
  baseUrl: string,
  params: { code: string; clientId: string; redirectUri: string; codeVerifier: string },
): Promise<ApiTokenResponse> {
  return request<ApiTokenResponse>(baseUrl, '/v2/token', {
    method: 'POST',
    body: {
      grant_type: 'authorization_code',
      code: params.code,
      client_id: params.clientId,
      redirect_uri: params.redirectUri,
      code_verifier: params.codeVerifier,
    },
  });
}
