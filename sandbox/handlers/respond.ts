import { HttpResponse } from 'msw';

/** The API answers unknown ids with a plain-text 404 (§7: "404 returns raw text"). */
export function notFound(what: string): Response {
  return new HttpResponse(`${what} not found`, { status: 404, headers: { 'Content-Type': 'text/plain' } });
}

export function jsonOr404<T>(value: T | null, what: string): Response {
  return value === null ? notFound(what) : HttpResponse.json(value as object);
}
