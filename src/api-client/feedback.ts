import type { ApiRatingSummary } from '../domain/catalogue/contract';
import { request } from './http';

/** `GET /feedback/rate/application/{id}` (no auth). */
export function fetchRatingSummary(baseUrl: string, appId: string): Promise<ApiRatingSummary> {
  return request<ApiRatingSummary>(baseUrl, `/feedback/rate/application/${encodeURIComponent(appId)}`);
}

/** The rating body of `PUT /feedback/rate/application/{id}`: 1-5 stars, the reviewer's name and review. */
interface RatingBody {
  rate: number;
  name: string;
  comment: string;
}

/** `PUT /feedback/rate/application/{id}` (bearer token); the sandbox answers the new summary. */
export function rateApplication(baseUrl: string, appId: string, body: RatingBody, token: string): Promise<unknown> {
  return request<unknown>(baseUrl, `/feedback/rate/application/${encodeURIComponent(appId)}`, { method: 'PUT', body, token });
}
