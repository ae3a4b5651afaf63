import { request } from './http';

/** The build's search index (a static, content-hashed JSON file of the site itself). Its shape is checked by the caller. */
export function fetchSearchIndex(origin: string, url: string): Promise<unknown> {
  return request<unknown>(origin, url, { staticFile: true });
}
