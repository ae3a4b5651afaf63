import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ListingRecord } from '../domain/listing';
import { discountPropsOf } from '../domain/price-summary';

/** The fields of the listing index, as GraphQL selects them from MarketplaceApp nodes. */
export const LISTING_RECORD_FIELDS = `
  slug name icon shortDescription categorySlug categoryName company isService payment paymentType
  rate votes installations order publishedAt compatibility placements types languages country
  industries collections underMaintenance themed customProps discountActive
  appId installable developerId plan designation widgetId
`;

/**
 * Writes the listing index (every listed app's card and filter fields) as one content-hashed JSON
 * file under public/. Every listing page fetches this one file after hydration, so filtering and
 * sorting are instant and the page data of each listing stays small even with thousands of apps.
 * Returns its site path (without the path prefix).
 */
export function writeListingIndex(publicDir: string, records: ListingRecord[]): string {
  // Only the discount keys of customProps travel to the browser.
  const body = JSON.stringify(records.map((record) => ({ ...record, customProps: discountPropsOf(record.customProps) })));
  const hash = createHash('sha1').update(body).digest('hex').slice(0, 16);
  const sitePath = `/data/listing-index-${hash}.json`;
  mkdirSync(path.join(publicDir, 'data'), { recursive: true });
  writeFileSync(path.join(publicDir, sitePath), body);
  return sitePath;
}
