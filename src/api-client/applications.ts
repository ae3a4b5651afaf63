import type { ApiApplication, ApiResources } from '../domain/catalogue/contract';
import { ApiError, request } from './http';

/** Catalogue side of the applications API (§7): the list and the resources are no-auth. */
export function fetchPublishedApplications(baseUrl: string): Promise<ApiApplication[]> {
  return request<ApiApplication[]>(baseUrl, '/applications/published');
}

/** The detail is not marked no-auth (§7): it carries the user's bearer token when there is one. */
export function fetchPublishedApplication(baseUrl: string, slug: string, token?: string | null): Promise<ApiApplication> {
  // "." and ".." survive encodeURIComponent and would climb to another address (the list).
  if (slug === '.' || slug === '..') return Promise.reject(new ApiError('not-found', 'Application not found', 404));
  return request<ApiApplication>(baseUrl, `/applications/${encodeURIComponent(slug)}/published`, token ? { token } : {});
}

export function fetchApplicationResources(baseUrl: string, id: string): Promise<ApiResources> {
  return request<ApiResources>(baseUrl, `/applications/${encodeURIComponent(id)}/resources`);
}

/** The signed-in side of the applications API (§7): every call carries the user's bearer token. */
type InstallAnswer = { status: string; error: string | null };
type DirectInstallAnswer = { accountStatus: string; message: string };

const appPath = (id: string, rest = '') => `/applications/${encodeURIComponent(id)}${rest}`;

/** `GET /applications`: the organization's own apps (private and in review), keyed by id. */
export function fetchOwnApplications(baseUrl: string, token: string): Promise<Record<string, ApiApplication>> {
  return request<Record<string, ApiApplication>>(baseUrl, '/applications', { token });
}

export function fetchReviewedApplications(baseUrl: string, token: string): Promise<ApiApplication[]> {
  return request<ApiApplication[]>(baseUrl, '/applications/reviewed', { token });
}

/** Ids of the installed apps; the agent app asks for one product (`?product=livechat`). */
export function fetchInstalledApplications(baseUrl: string, token: string, product?: string): Promise<string[]> {
  const query = product ? `?product=${encodeURIComponent(product)}` : '';
  return request<string[]>(baseUrl, `/applications/installed${query}`, { token });
}

export function installApplication(baseUrl: string, token: string, id: string): Promise<InstallAnswer> {
  return request<InstallAnswer>(baseUrl, appPath(id, '/install'), { method: 'PUT', token });
}

export function uninstallApplication(baseUrl: string, token: string, id: string, reason: string): Promise<void> {
  return request<void>(baseUrl, appPath(id, '/install'), { method: 'DELETE', token, body: { reason } });
}

export function notifyAwaitingApp(baseUrl: string, token: string, id: string): Promise<void> {
  return request<void>(baseUrl, '/awaiting_apps', { method: 'POST', token, body: { id } });
}

/** §4: apps with a direct install URL: a POST to the store-supplied URL with the bearer token. */
export function postDirectInstall(
  installUrl: string,
  token: string,
  body?: Record<string, string>,
): Promise<DirectInstallAnswer> {
  const url = new URL(installUrl);
  return request<DirectInstallAnswer>(url.origin, url.pathname + url.search, {
    method: 'POST',
    token,
    ...(body ? { body } : {}),
  });
}
