import type { ApiClientPublic } from '../domain/contract';
import { request } from './http';

/** `GET /clients/{id}/public`: an OAuth client's public data, with the scopes it asks for. */
export function fetchClientPublic(baseUrl: string, clientId: string): Promise<ApiClientPublic> {
  return request<ApiClientPublic>(baseUrl, `/clients/${encodeURIComponent(clientId)}/public`);
}
