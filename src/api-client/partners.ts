import type { ApiPartner, ApiPartnerCommentBody, ApiPartnerMessageBody, ApiPartnerProspect } from '../domain/catalogue/contract';
import { request } from './http';

/**
 * `GET partners/experts_marketplace` lists every expert as `{ result: [...] }`. The spec leaves the
 * listing's source open (the live site reads a search index); the sandbox serves it here.
 */
export async function fetchPartners(baseUrl: string): Promise<ApiPartner[]> {
  return (await request<{ result: ApiPartner[] }>(baseUrl, '/partners/experts_marketplace')).result;
}

/** `GET partners/experts_marketplace/{id}` (no login, §6): one expert as listed now. */
export function fetchPartner(baseUrl: string, id: string): Promise<unknown> {
  return request<unknown>(baseUrl, `/partners/experts_marketplace/${encodeURIComponent(id)}`);
}

/** `GET partners/experts_prospects_marketplace/all?unclaimed=true` → `{ result: [...] }`. */
export async function fetchUnclaimedProspects(baseUrl: string): Promise<ApiPartnerProspect[]> {
  return (await request<{ result: ApiPartnerProspect[] }>(baseUrl, '/partners/experts_prospects_marketplace/all?unclaimed=true'))
    .result;
}

export async function sendPartnerMessage(
  baseUrl: string,
  id: string,
  body: ApiPartnerMessageBody,
  token: string | null,
): Promise<void> {
  await request<unknown>(baseUrl, `/partners/experts_marketplace/${encodeURIComponent(id)}/message`, {
    method: 'POST',
    body,
    token,
  });
}

export async function sendPartnerComment(
  baseUrl: string,
  id: string,
  body: ApiPartnerCommentBody,
  token: string | null,
): Promise<void> {
  await request<unknown>(baseUrl, `/partners/experts_marketplace/${encodeURIComponent(id)}/comment`, {
    method: 'POST',
    body,
    token,
  });
}

/** `POST partners/experts/visits` with expert_id and visited_at (ISO). Callers ignore its failures (§7). */
export async function recordExpertVisit(baseUrl: string, expertId: string, visitedAt: Date, token: string | null): Promise<void> {
  await request<unknown>(baseUrl, '/partners/experts/visits', {
    method: 'POST',
    body: { expert_id: expertId, visited_at: visitedAt.toISOString() },
    token,
  });
}
