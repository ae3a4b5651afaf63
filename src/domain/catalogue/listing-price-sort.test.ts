import type { ApiPayment } from './contract';
import { applyListingState, familiesInUse, type ListingRecord } from './listing';
import { DEFAULT_STATE, emptyFilters, type ListingState } from './listing-filters';
import { listingRecord } from '../testing/listing-record';

const record = (over: Partial<ListingRecord>): ListingRecord =>
  listingRecord({ slug: over.name?.toLowerCase().replace(/\W+/g, '-') ?? 'x', appId: `id-${over.name ?? 'x'}`, ...over });
const pay = (price: number, frequency: ApiPayment['frequency']): ApiPayment => ({
  price,
  oldPrice: null,
  discountPercent: null,
  frequency,
  trialDays: 0,
  creditCardRequired: false,
  perAccount: false,
});
const byPrice: ListingState = { sortBy: 'price', filters: emptyFilters() };
const june = new Date('2026-06-01T12:00:00.000Z');
const names = (records: ListingRecord[]) => records.map((r) => r.name);

describe('price sort: the price the card shows, descending, popularity breaking ties (§2)', () => {
  it("reads '$199 one-time', '$149 / month', '$149 one-time', '$49 / month', 'Free' in that order", () => {
    const list = [
      record({ name: '$149 one-time', payment: pay(14900, 'once'), installations: 50 }),
      record({ name: '$49 / month', payment: pay(4900, 'monthly'), installations: 3 }),
      record({ name: '$199 one-time', payment: pay(19900, 'once'), installations: 1 }),
      record({ name: '$149 / month', payment: pay(14900, 'monthly'), installations: 60 }),
      record({ name: 'Free', installations: 900 }),
    ];
    expect(names(applyListingState(list, { kind: 'all' }, byPrice, june))).toEqual([
      '$199 one-time',
      '$149 / month',
      '$149 one-time',
      '$49 / month',
      'Free',
    ]);
  });

  it('breaks a tie of equal prices by installations, most first', () => {
    const list = [
      record({ name: 'Fewer', payment: pay(1200, 'once'), installations: 3 }),
      record({ name: 'More', payment: pay(1200, 'monthly'), installations: 7 }),
    ];
    expect(names(applyListingState(list, { kind: 'all' }, byPrice, june))).toEqual(['More', 'Fewer']);
  });

  it('compares the price that applies at the moment given: an active discount lowers it', () => {
    const discounted = record({
      name: 'ClipBoost',
      payment: pay(2900, 'monthly'),
      customProps: { discountFrom: '2026-01-01T00:00:00.000Z', discountTo: '2026-12-31T00:00:00.000Z', discountPercent: '20' },
    });
    const other = record({ name: 'Other', payment: pay(2500, 'monthly') });
    expect(names(applyListingState([other, discounted], { kind: 'all' }, byPrice, june))).toEqual(['Other', 'ClipBoost']);
    expect(names(applyListingState([other, discounted], { kind: 'all' }, byPrice, new Date('2027-02-01T00:00:00.000Z')))).toEqual(
      ['ClipBoost', 'Other'],
    );
  });
});

describe('filter groups in use', () => {
  const options = { ...emptyFilters(), services: ['training', 'other'], payment: ['free', 'once'] };
  const crm = [record({ name: 'A' }), record({ name: 'B', payment: pay(900, 'once'), paymentType: 'once' })];
  const service = record({ name: 'S', isService: true, categorySlug: 'analytics', types: ['training'] });

  it('leaves out a group whose every count is 0 in the scope (Service on a category without services)', () => {
    expect(
      familiesInUse([...crm, service], { kind: 'category', key: 'crm' }, DEFAULT_STATE, ['payment', 'services'], options),
    ).toEqual(['payment']);
    expect(familiesInUse([...crm, service], { kind: 'all' }, DEFAULT_STATE, ['payment', 'services'], options)).toEqual([
      'payment',
      'services',
    ]);
  });

  it('keeps a group that has a selected value, so it can be cleared', () => {
    const state = { ...DEFAULT_STATE, filters: { ...emptyFilters(), services: ['training'] } };
    expect(familiesInUse(crm, { kind: 'category', key: 'crm' }, state, ['services'], options)).toEqual(['services']);
  });
});
