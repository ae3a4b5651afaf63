import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { COMPARATORS, type ListingRecord } from '../domain/catalogue/listing';
import { LISTING_SHARD_GZIP_BYTES, listingIndexShards, writeListingIndex } from './listing-index';
import { listingRecord } from '../domain/testing/listing-record';

// Varied text so gzip cannot fold the records into nothing.
const noise = (seed: number) =>
  Array.from({ length: 12 }, (_, i) => ((seed * 7919 + i * 104729) % 1_000_003).toString(36)).join(' ');

const record = (index: number): ListingRecord =>
  listingRecord({
    slug: `app-${index}`,
    name: `App ${noise(index).slice(0, 8)}`,
    icon: `/icons/${index}.svg`,
    shortDescription: noise(index),
    categorySlug: index % 2 ? 'crm' : 'helpdesk',
    categoryName: index % 2 ? 'CRM' : 'Help desk',
    company: `Company ${index % 97}`,
    isService: index % 11 === 0,
    customProps: { discountPercent: '10', onlyOwnerCanInstall: 'true', somethingElse: 'server only' } as never,
    votes: index % 13,
    installations: (index * 37) % 1000,
    order: index % 5,
    appId: `id-${index}`,
    developerId: `dev-${index % 50}`,
  });

const parse = (bodies: string[]) => bodies.map((body) => JSON.parse(body) as ListingRecord[]);

describe("the build's listing index", () => {
  const records = Array.from({ length: 3000 }, (_, i) => record(i));

  it('is one file, in the default order, when everything fits', () => {
    const shards = parse(listingIndexShards(records.slice(0, 50)));
    expect(shards).toHaveLength(1);
    expect(shards[0].map((r) => r.slug)).toEqual([...records.slice(0, 50)].sort(COMPARATORS.recommended).map((r) => r.slug));
  });

  it('keeps only the discount keys and onlyOwnerCanInstall of customProps (what a card reads)', () => {
    const [[first]] = parse(listingIndexShards(records.slice(0, 1)));
    expect(first.customProps).toEqual({ discountPercent: '10', onlyOwnerCanInstall: 'true' });
  });

  it('splits a large catalogue into contiguous runs of the default order, each under the size goal', () => {
    const limit = 24 * 1024;
    const bodies = listingIndexShards(records, limit);
    expect(bodies.length).toBeGreaterThan(1);
    for (const body of bodies) expect(gzipSync(body, { level: 9 }).length).toBeLessThanOrEqual(limit);
    const joined = parse(bodies).flat();
    expect(joined.map((r) => r.slug)).toEqual([...records].sort(COMPARATORS.recommended).map((r) => r.slug));
    // The first shard holds at least the first page (48) of the default view.
    expect(parse(bodies)[0].length).toBeGreaterThanOrEqual(48);
  });

  it('aims each shard at 384 KB gzip (well within 500 KB)', () => {
    expect(LISTING_SHARD_GZIP_BYTES).toBe(384 * 1024);
  });

  it('writes content-hashed shards and returns their paths comma-separated, in order', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'listing-index-'));
    try {
      const paths = writeListingIndex(dir, records).split(',');
      expect(paths.length).toBe(1);
      for (const sitePath of paths) expect(sitePath).toMatch(/^\/data\/listing-index-[0-9a-f]{16}\.json$/);
      const written = paths.flatMap((sitePath) => JSON.parse(readFileSync(path.join(dir, sitePath), 'utf8')) as ListingRecord[]);
      expect(written).toHaveLength(records.length);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
