import type { ApiPartner, ApiPartnerProspect } from '../domain/contract';
import { request } from './http';

/** `GET partners/experts_marketplace/{id}` (no auth). */
export function fetchPartner(baseUrl: string, id: string): Promise<ApiPartner> {
  return request<ApiPartner>(baseUrl, `/partners/experts_marketplace/${encodeURIComponent(id)}`);
}

/**
 * `GET partners/experts_marketplace` lists every expert as `{ result: [...] }`. The spec leaves the
 * listing's source open (the live site reads a search index); the sandbox serves it here.
 */
export async function fetchPartners(baseUrl: string): Promise<ApiPartner[]> {
  return (await request<{ result: ApiPartner[] }>(baseUrl, '/partners/experts_marketplace')).result;
}

/** `GET partners/experts_prospects_marketplace/all?unclaimed=true` → `{ result: [...] }`. */
export async function fetchUnclaimedProspects(baseUrl: string): Promise<ApiPartnerProspect[]> {
  return (await request<{ result: ApiPartnerProspect[] }>(baseUrl, '/partners/experts_prospects_marketplace/all?unclaimed=true'))
    .result;
}
