import type { ApiDeveloperProfile } from '../domain/catalogue/contract';
import { request } from './http';

/** `GET /developers/{id}/profile` (no auth). */
export function fetchDeveloperProfile(baseUrl: string, id: string): Promise<ApiDeveloperProfile> {
  return request<ApiDeveloperProfile>(baseUrl, `/developers/${encodeURIComponent(id)}/profile`);
}
