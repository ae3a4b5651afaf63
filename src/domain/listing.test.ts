import { applyListingState, COMPARATORS, facetCounts, matchesFilters, type ListingRecord } from './listing';
import { DEFAULT_STATE, emptyFilters } from './listing-filters';

const record = (over: Partial<ListingRecord>): ListingRecord => ({
  slug: over.name?.toLowerCase() ?? 'x',
  name: 'X',
  icon: '',
  shortDescription: '',
  categorySlug: 'crm',
  categoryName: 'CRM',
  company: 'Acme',
  isService: false,
  payment: null,
  paymentType: 'free',
  rate: null,
  votes: 0,
  installations: 0,
  order: 0,
  publishedAt: '2026-01-01T00:00:00.000Z',
  compatibility: ['livechat'],
  placements: [],
  types: [],
  languages: ['English'],
  country: 'Poland',
  industries: [],
  collections: [],
  underMaintenance: false,
  themed: false,
  ...over,
});
const paid = (price: number) => ({
  price,
  oldPrice: null,
  discountPercent: null,
  frequency: 'monthly' as const,
  trialDays: 0,
  creditCardRequired: false,
  perAccount: false,
});
const names = (records: ListingRecord[]) => records.map((r) => r.name);

describe('app sorts (§2)', () => {
  it('recommended: custom order descending, then installations, then name', () => {
    const list = [
      record({ name: 'B', order: 5, installations: 1 }),
      record({ name: 'A', order: 5, installations: 1 }),
      record({ name: 'C', order: 5, installations: 9 }),
      record({ name: 'D', order: 9 }),
    ];
    expect(names([...list].sort(COMPARATORS.recommended))).toEqual(['D', 'C', 'A', 'B']);
  });
  it('price: descending with popularity as tie-break', () => {
    const list = [
      record({ name: 'Cheap', payment: paid(500) }),
      record({ name: 'Pricey', payment: paid(9900) }),
      record({ name: 'Popular', payment: paid(500), installations: 100 }),
      record({ name: 'Free' }),
    ];
    expect(names([...list].sort(COMPARATORS.price))).toEqual(['Pricey', 'Popular', 'Cheap', 'Free']);
  });
  it('popularity by installation count', () => {
    expect(
      names([record({ name: 'A', installations: 1 }), record({ name: 'B', installations: 5 })].sort(COMPARATORS.popularity)),
    ).toEqual(['B', 'A']);
  });
  it('alphabetically, ignoring case', () => {
    expect(
      names([record({ name: 'beta' }), record({ name: 'Alpha' }), record({ name: 'gamma' })].sort(COMPARATORS.alphabetically)),
    ).toEqual(['Alpha', 'beta', 'gamma']);
  });
  it('recently published: newest first, missing dates last', () => {
    const list = [
      record({ name: 'Old', publishedAt: '2020-01-01' }),
      record({ name: 'None', publishedAt: null }),
      record({ name: 'New', publishedAt: '2026-10-01' }),
    ];
    expect(names([...list].sort(COMPARATORS['recently-published']))).toEqual(['New', 'Old', 'None']);
  });
});

describe('filters', () => {
  it('ORs values within a family and ANDs families', () => {
    const filters = { ...emptyFilters(), payment: ['free', 'once'], compatibility: ['helpdesk'] };
    expect(matchesFilters(record({ paymentType: 'once', compatibility: ['livechat', 'helpdesk'] }), filters)).toBe(true);
    expect(matchesFilters(record({ paymentType: 'once', compatibility: ['livechat'] }), filters)).toBe(false);
    expect(matchesFilters(record({ paymentType: 'monthly-per-account', compatibility: ['helpdesk'] }), filters)).toBe(false);
  });
  it('drops services, apps under maintenance and themed apps once an app filter is on', () => {
    const filters = { ...emptyFilters(), compatibility: ['livechat'] };
    expect(matchesFilters(record({ isService: true }), filters)).toBe(false);
    expect(matchesFilters(record({ underMaintenance: true }), filters)).toBe(false);
    expect(matchesFilters(record({ themed: true }), filters)).toBe(false);
    expect(matchesFilters(record({ underMaintenance: true }), emptyFilters())).toBe(true);
  });
  it('matches the service family against services only', () => {
    const filters = { ...emptyFilters(), services: ['training'] };
    expect(matchesFilters(record({ isService: true, types: ['training'] }), filters)).toBe(true);
    expect(matchesFilters(record({ isService: true, types: ['other'] }), filters)).toBe(false);
    expect(matchesFilters(record({ types: ['training'] }), filters)).toBe(false);
  });
  it('applies scope, filters and sort together', () => {
    const list = [record({ name: 'A', categorySlug: 'cms' }), record({ name: 'B', order: 1 }), record({ name: 'C', order: 2 })];
    expect(names(applyListingState(list, { kind: 'category', key: 'crm' }, DEFAULT_STATE))).toEqual(['C', 'B']);
    expect(names(applyListingState(list, { kind: 'all' }, { ...DEFAULT_STATE, sortBy: 'alphabetically' }))).toEqual([
      'A',
      'B',
      'C',
    ]);
  });
});

describe('facet counts', () => {
  it('counts each value on its own with the other families applied', () => {
    const list = [
      record({ name: 'A', paymentType: 'free', compatibility: ['livechat'] }),
      record({ name: 'B', paymentType: 'once', compatibility: ['helpdesk'] }),
      record({ name: 'C', paymentType: 'free', compatibility: ['helpdesk'] }),
    ];
    const state = { ...DEFAULT_STATE, filters: { ...emptyFilters(), compatibility: ['helpdesk'] } };
    const options = { ...emptyFilters(), payment: ['free', 'once'], compatibility: ['livechat', 'helpdesk'] };
    const counts = facetCounts(list, { kind: 'all' }, state, ['payment', 'compatibility'], options);
    expect(counts.payment).toEqual({ free: 1, once: 1 });
    expect(counts.compatibility).toEqual({ livechat: 1, helpdesk: 2 });
  });
});
