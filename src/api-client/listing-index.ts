import type { ListingRecord } from '../domain/catalogue/listing';
import { request } from './http';

/** The build's listing index (a static, content-hashed JSON file of the site itself). */
export function fetchListingIndex(origin: string, url: string): Promise<ListingRecord[]> {
  return request<ListingRecord[]>(origin, url, { staticFile: true });
}
