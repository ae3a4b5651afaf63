import type { ApiRatingSummary } from '../domain/contract';
import { request } from './http';

/** `GET /feedback/rate/application/{id}` (no auth). */
export function fetchRatingSummary(baseUrl: string, appId: string): Promise<ApiRatingSummary> {
  return request<ApiRatingSummary>(baseUrl, `/feedback/rate/application/${encodeURIComponent(appId)}`);
}
