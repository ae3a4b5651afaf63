import fc from 'fast-check';
import { applyListingState, COMPARATORS, type ListingRecord, type ListingScope } from './listing';
import { DEFAULT_STATE, emptyFilters, SORT_OPTIONS, type ListingState } from './listing-filters';
import { firstCardsFromPrefix } from './listing-prefix';
import { listingRecord } from '../testing/listing-record';

const record = (index: number, over: Partial<ListingRecord> = {}): ListingRecord =>
  listingRecord({ slug: `app-${index}`, name: `App ${index}`, appId: `id-${index}`, ...over });

const NOW = new Date('2026-03-01T00:00:00.000Z');
const ALL: ListingScope = { kind: 'all' };
const slugs = (records: ListingRecord[] | null) => records?.map((r) => r.slug) ?? null;

describe('the first cards of a listing from the first shards of its index', () => {
  // 100 records in the default order, every third one in the helpdesk category.
  const sorted = Array.from({ length: 100 }, (_, i) =>
    record(i, { order: 100 - i, categorySlug: i % 3 === 0 ? 'helpdesk' : 'crm' }),
  ).sort(COMPARATORS.recommended);

  it('shows the default view at once when the first shard holds a page of it', () => {
    const cards = firstCardsFromPrefix(sorted.slice(0, 50), ALL, DEFAULT_STATE, 48, NOW);
    expect(slugs(cards)).toEqual(slugs(sorted.slice(0, 48)));
  });

  it('shows the first matches of a filtered view when the prefix holds enough of them', () => {
    const state: ListingState = { sortBy: 'recommended', filters: { ...emptyFilters(), categories: ['helpdesk'] } };
    const whole = applyListingState(sorted, ALL, state, NOW);
    expect(slugs(firstCardsFromPrefix(sorted.slice(0, 40), ALL, state, 10, NOW))).toEqual(slugs(whole.slice(0, 10)));
  });

  it('waits for more shards when the prefix holds fewer matches than the page', () => {
    const scope: ListingScope = { kind: 'category', key: 'helpdesk' };
    expect(firstCardsFromPrefix(sorted.slice(0, 40), scope, DEFAULT_STATE, 48, NOW)).toBeNull();
  });

  it.each(SORT_OPTIONS.filter((sort) => sort !== 'recommended'))('waits for the whole index to sort by %s', (sortBy) => {
    expect(firstCardsFromPrefix(sorted.slice(0, 99), ALL, { ...DEFAULT_STATE, sortBy }, 1, NOW)).toBeNull();
  });

  it('never shows anything the whole index would not show first (any catalogue, filter and cut)', () => {
    const arbitraryRecord = fc.record({
      order: fc.integer({ min: 0, max: 3 }),
      installations: fc.integer({ min: 0, max: 5 }),
      categorySlug: fc.constantFrom('crm', 'helpdesk', 'e-commerce'),
      languages: fc.subarray(['English', 'Polish', 'German']),
      name: fc.constantFrom('Alpha', 'beta', 'Gamma', 'delta', 'Zeta'),
    });
    fc.assert(
      fc.property(
        fc.array(arbitraryRecord, { minLength: 1, maxLength: 60 }),
        fc.nat(),
        fc.integer({ min: 1, max: 20 }),
        fc.subarray(['English', 'Polish', 'German']),
        (overs, cut, limit, languages) => {
          const whole = overs.map((over, i) => record(i, over)).sort(COMPARATORS.recommended);
          const state: ListingState = { sortBy: 'recommended', filters: { ...emptyFilters(), languages } };
          const cards = firstCardsFromPrefix(whole.slice(0, cut % (whole.length + 1)), ALL, state, limit, NOW);
          if (cards) expect(slugs(cards)).toEqual(slugs(applyListingState(whole, ALL, state, NOW).slice(0, limit)));
        },
      ),
    );
  });
});
