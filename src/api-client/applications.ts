import type { ApiApplication, ApiResources } from '../domain/contract';
import { request } from './http';

/** Catalogue side of the applications API (§7). All three calls are no-auth. */
export function fetchPublishedApplications(baseUrl: string): Promise<ApiApplication[]> {
  return request<ApiApplication[]>(baseUrl, '/applications/published');
}

export function fetchPublishedApplication(baseUrl: string, slug: string): Promise<ApiApplication> {
  return request<ApiApplication>(baseUrl, `/applications/${encodeURIComponent(slug)}/published`);
}

export function fetchApplicationResources(baseUrl: string, id: string): Promise<ApiResources> {
  return request<ApiResources>(baseUrl, `/applications/${encodeURIComponent(id)}/resources`);
}
