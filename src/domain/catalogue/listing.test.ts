import {
  applyListingState,
  COMPARATORS,
  distinctValues,
  facetCounts,
  inScope,
  matchesFilters,
  type ListingRecord,
} from './listing';
import { DEFAULT_STATE, emptyFilters } from './listing-filters';
import { listingRecord } from '../testing/listing-record';

const record = (over: Partial<ListingRecord>): ListingRecord =>
  listingRecord({ slug: over.name?.toLowerCase() ?? 'x', appId: `id-${over.name ?? 'x'}`, ...over });
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
  it('breaks ties by name whatever the input order, and keeps records of the same name in input order', () => {
    const tied = [record({ name: 'C' }), record({ name: 'A' }), record({ name: 'B' })];
    for (const list of [tied, [...tied].reverse(), [tied[1], tied[2], tied[0]]])
      expect(names([...list].sort(COMPARATORS.popularity))).toEqual(['A', 'B', 'C']);
    const twins = [record({ name: 'Same', slug: 'first' }), record({ name: 'Same', slug: 'second' })];
    expect([...twins].sort(COMPARATORS.recommended).map((r) => r.slug)).toEqual(['first', 'second']);
  });
  it('every sort is a consistent comparator: antisymmetric, and 0 only for the same name', () => {
    const pair = [record({ name: 'A', slug: 'a' }), record({ name: 'B', slug: 'b' })];
    for (const compare of Object.values(COMPARATORS)) {
      const [a, b] = pair;
      expect(Math.sign(compare(a, b))).toBe(-Math.sign(compare(b, a)));
      expect(compare(a, b)).not.toBe(0);
      expect(compare(a, { ...a, slug: 'a2' })).toBe(0);
    }
  });
  it('alphabetically compares letters before case: alpha before Beta', () => {
    expect(names([record({ name: 'Beta' }), record({ name: 'alpha' })].sort(COMPARATORS.alphabetically))).toEqual([
      'alpha',
      'Beta',
    ]);
  });
  it('alphabetically orders names equal but for case by the exact name, so the order is total', () => {
    expect(names([record({ name: 'a' }), record({ name: 'A' })].sort(COMPARATORS.alphabetically))).toEqual(['A', 'a']);
    expect(names([record({ name: 'A' }), record({ name: 'a' })].sort(COMPARATORS.alphabetically))).toEqual(['A', 'a']);
  });
  it('recently published goes by date, not name, and treats an unreadable date as missing', () => {
    const list = [
      record({ name: 'Alpha', publishedAt: '2020-01-01' }),
      record({ name: 'Broken', publishedAt: 'not a date' }),
      record({ name: 'Zeta', publishedAt: '2026-10-01' }),
    ];
    expect(names([...list].sort(COMPARATORS['recently-published']))).toEqual(['Zeta', 'Alpha', 'Broken']);
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

describe('filter families (§2: placement, language, country, industry, category)', () => {
  const only = (family: string, values: string[]) => ({ ...emptyFilters(), [family]: values });

  it('placement: keeps apps with any selected placement', () => {
    const filters = only('placements', ['fullscreen', 'reports']);
    expect(matchesFilters(record({ placements: ['plugin', 'reports'] }), filters)).toBe(true);
    expect(matchesFilters(record({ placements: ['plugin'] }), filters)).toBe(false);
    expect(matchesFilters(record({ placements: [] }), filters)).toBe(false);
  });
  it('placement is an app filter: services, apps under maintenance and themed apps drop out even with the placement', () => {
    const filters = only('placements', ['fullscreen']);
    expect(matchesFilters(record({ isService: true, placements: ['fullscreen'] }), filters)).toBe(false);
    expect(matchesFilters(record({ underMaintenance: true, placements: ['fullscreen'] }), filters)).toBe(false);
    expect(matchesFilters(record({ themed: true, placements: ['fullscreen'] }), filters)).toBe(false);
  });
  it('payment is an app filter: a service drops out even with the payment type', () => {
    expect(matchesFilters(record({ isService: true, paymentType: 'free' }), only('payment', ['free']))).toBe(false);
    expect(matchesFilters(record({ paymentType: 'free' }), only('payment', ['free']))).toBe(true);
  });
  it('language: keeps records speaking any selected language', () => {
    const filters = only('languages', ['German', 'Polish']);
    expect(matchesFilters(record({ languages: ['English', 'Polish'] }), filters)).toBe(true);
    expect(matchesFilters(record({ languages: ['English'] }), filters)).toBe(false);
  });
  it('country: keeps records from any selected country', () => {
    const filters = only('countries', ['United States', 'Germany']);
    expect(matchesFilters(record({ country: 'Germany' }), filters)).toBe(true);
    expect(matchesFilters(record({ country: 'Poland' }), filters)).toBe(false);
  });
  it('industry: keeps records serving any selected industry', () => {
    const filters = only('industries', ['Travel']);
    expect(matchesFilters(record({ industries: ['SaaS', 'Travel'] }), filters)).toBe(true);
    expect(matchesFilters(record({ industries: ['SaaS'] }), filters)).toBe(false);
  });
  it('category: keeps records of any selected category', () => {
    const filters = only('categories', ['cms', 'analytics']);
    expect(matchesFilters(record({ categorySlug: 'cms' }), filters)).toBe(true);
    expect(matchesFilters(record({ categorySlug: 'crm' }), filters)).toBe(false);
  });
  it('language, country and industry apply to services too (they are not app-only)', () => {
    const service = record({ isService: true, languages: ['German'], country: 'Germany', industries: ['Travel'] });
    expect(matchesFilters(service, only('languages', ['German']))).toBe(true);
    expect(matchesFilters(service, only('countries', ['Germany']))).toBe(true);
    expect(matchesFilters(service, only('industries', ['Travel']))).toBe(true);
    expect(matchesFilters(service, only('countries', ['Poland']))).toBe(false);
  });
  it('ANDs the language, country and industry families', () => {
    const filters = { ...emptyFilters(), languages: ['German'], countries: ['Germany'], industries: ['Travel'] };
    const all = { languages: ['German'], country: 'Germany', industries: ['Travel'] };
    expect(matchesFilters(record(all), filters)).toBe(true);
    expect(matchesFilters(record({ ...all, languages: ['English'] }), filters)).toBe(false);
    expect(matchesFilters(record({ ...all, country: 'Poland' }), filters)).toBe(false);
    expect(matchesFilters(record({ ...all, industries: ['SaaS'] }), filters)).toBe(false);
  });
  it('lets everything through with no filter on', () => {
    expect(matchesFilters(record({ isService: true, themed: true, underMaintenance: true }), emptyFilters())).toBe(true);
  });
});

describe('listing scope (all, a category, a curated collection)', () => {
  it('a collection page shows only the apps in that collection', () => {
    expect(inScope(record({ collections: ['starter-pack', 'ai-powered'] }), { kind: 'collection', key: 'ai-powered' })).toBe(
      true,
    );
    expect(inScope(record({ collections: ['starter-pack'] }), { kind: 'collection', key: 'ai-powered' })).toBe(false);
    expect(inScope(record({ collections: [] }), { kind: 'collection', key: 'ai-powered' })).toBe(false);
  });
  it('a collection page ignores the category, and a category page ignores collections', () => {
    expect(inScope(record({ categorySlug: 'ai-powered', collections: [] }), { kind: 'collection', key: 'ai-powered' })).toBe(
      false,
    );
    expect(inScope(record({ categorySlug: 'crm', collections: ['crm'] }), { kind: 'category', key: 'cms' })).toBe(false);
    expect(inScope(record({ categorySlug: 'cms' }), { kind: 'category', key: 'cms' })).toBe(true);
  });
  it('the all-apps page shows every record', () => {
    expect(inScope(record({ categorySlug: 'cms', collections: [] }), { kind: 'all' })).toBe(true);
  });
  it('applyListingState keeps only the collection members', () => {
    const list = [
      record({ name: 'In', collections: ['staff-top-picks'] }),
      record({ name: 'Out', collections: ['starter-pack'] }),
      record({ name: 'None' }),
    ];
    expect(names(applyListingState(list, { kind: 'collection', key: 'staff-top-picks' }, DEFAULT_STATE))).toEqual(['In']);
  });
});

describe('distinct filter options', () => {
  it('collects single values and lists, drops empty ones, and sorts them', () => {
    const list = [
      record({ country: 'United States', languages: ['Polish', 'English'] }),
      record({ country: '', languages: ['German', ''] }),
      record({ country: 'Germany', languages: ['English'] }),
    ];
    expect(distinctValues(list, (r) => r.country)).toEqual(['Germany', 'United States']);
    expect(distinctValues(list, (r) => r.languages)).toEqual(['English', 'German', 'Polish']);
  });
  it('sorts in English collation, not by code unit', () => {
    expect(distinctValues([record({ industries: ['saas', 'Travel', 'Ecommerce'] })], (r) => r.industries)).toEqual([
      'Ecommerce',
      'saas',
      'Travel',
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
    expect(Object.keys(counts)).toEqual(['payment', 'compatibility']);
  });
  it('counts only inside the scope, and counts every value given even when nothing matches', () => {
    const list = [
      record({ name: 'A', country: 'Poland', collections: ['ai-powered'] }),
      record({ name: 'B', country: 'Germany', collections: ['ai-powered'] }),
      record({ name: 'C', country: 'Poland' }),
    ];
    const options = { ...emptyFilters(), countries: ['Poland', 'Germany', 'France'] };
    const counts = facetCounts(list, { kind: 'collection', key: 'ai-powered' }, DEFAULT_STATE, ['countries'], options);
    expect(counts.countries).toEqual({ Poland: 1, Germany: 1, France: 0 });
  });
});
