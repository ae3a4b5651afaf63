import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { COMPARATORS, type ListingRecord } from '../domain/catalogue/listing';
import { discountPropsOf } from '../domain/pricing/price-summary';

/** The fields of the listing index, as GraphQL selects them from MarketplaceApp nodes. */
export const LISTING_RECORD_FIELDS = `
  slug name icon shortDescription categorySlug categoryName company isService payment paymentType
  rate votes installations order publishedAt compatibility placements types languages country
  industries collections underMaintenance themed customProps discountActive
  appId product installable developerId plan designation widgetId
`;

/**
 * A shard's size goal, gzip (like the search index's): each file of the listing index stays under
 * it, well within 500 KB, so the first piece arrives early and the rest follow side by side.
 */
export const LISTING_SHARD_GZIP_BYTES = 384 * 1024;

/**
 * A record as it travels to the browser: of customProps only what the card reads, the discount
 * keys (its price) and onlyOwnerCanInstall (its install button, §6).
 */
function browserRecord(record: ListingRecord): ListingRecord {
  const ownerOnly = record.customProps?.onlyOwnerCanInstall;
  return {
    ...record,
    customProps: {
      ...discountPropsOf(record.customProps),
      ...(typeof ownerOnly === 'string' ? { onlyOwnerCanInstall: ownerOnly } : {}),
    },
  };
}

/**
 * The listing index (every listed app's card and filter fields) split into the fewest shards of at
 * most `maxGzipBytes` each (gzip -9): contiguous runs of the whole list in the default
 * ("recommended") order, so the first shard alone holds the first page of the default view and
 * the first matches of any filter in that order (src/domain/catalogue/listing-prefix.ts). One shard when
 * everything fits (the bundled catalogue). Returns each shard's JSON body.
 */
export function listingIndexShards(records: ListingRecord[], maxGzipBytes = LISTING_SHARD_GZIP_BYTES): string[] {
  const sorted = records.map(browserRecord).sort(COMPARATORS.recommended);
  // One serialisation per record; a shard's body is its records' joined.
  const parts = sorted.map((record) => JSON.stringify(record));
  for (let count = 1; ; count++) {
    const size = Math.max(1, Math.ceil(parts.length / count));
    const bodies = Array.from(
      { length: Math.max(1, Math.ceil(parts.length / size)) },
      (_, index) => `[${parts.slice(index * size, (index + 1) * size).join(',')}]`,
    );
    const largest = Math.max(...bodies.map((body) => gzipSync(body, { level: 9 }).length));
    if (largest <= maxGzipBytes || size <= 1) return bodies;
    // Jump close to the count that fits instead of trying every one.
    count = Math.max(count, Math.floor((count * largest) / maxGzipBytes) - 1);
  }
}

/**
 * Writes the listing index as content-hashed JSON shards under public/data/. Every listing page
 * fetches them after hydration (side by side, using each as it arrives), so filtering and sorting
 * are instant and the page data of each listing stays small even with thousands of apps. Returns
 * their site paths (without the path prefix), comma-separated, in order.
 */
export function writeListingIndex(publicDir: string, records: ListingRecord[]): string {
  mkdirSync(path.join(publicDir, 'data'), { recursive: true });
  const sitePaths = listingIndexShards(records).map((body) => {
    const hash = createHash('sha1').update(body).digest('hex').slice(0, 16);
    const sitePath = `/data/listing-index-${hash}.json`;
    writeFileSync(path.join(publicDir, sitePath), body);
    return sitePath;
  });
  return sitePaths.join(',');
}
