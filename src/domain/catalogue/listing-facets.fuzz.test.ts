import fc from 'fast-check';
import { facetCounts, familiesInUse, inScope, matchesFilters, type ListingRecord, type ListingScope } from './listing';
import { emptyFilters, FILTER_KEYS, type ListingFilters } from './listing-filters';
import { listingRecord } from '../testing/listing-record';

/**
 * Generated catalogues and filter states (seeded, so a failure replays): the counts next to the
 * checkboxes are, for every value, the number of records in scope that the filters would show with
 * that family set to that value alone, as the rule below spells it out field by field.
 */

/** The listing filter rule (§2), one field at a time: the model the fast code is checked against. */
function modelMatches(record: ListingRecord, filters: ListingFilters): boolean {
  const anyOf = (selected: string[], values: string[]) =>
    selected.length === 0 || values.some((value) => selected.includes(value));
  const appFilterOn = filters.payment.length > 0 || filters.compatibility.length > 0 || filters.placements.length > 0;
  if (appFilterOn && (record.isService || record.underMaintenance || record.themed)) return false;
  if (filters.services.length > 0 && (!record.isService || !anyOf(filters.services, record.types))) return false;
  return (
    anyOf(filters.categories, [record.categorySlug]) &&
    anyOf(filters.payment, [record.paymentType]) &&
    anyOf(filters.compatibility, record.compatibility) &&
    anyOf(filters.placements, record.placements) &&
    anyOf(filters.languages, record.languages) &&
    anyOf(filters.countries, [record.country]) &&
    anyOf(filters.industries, record.industries)
  );
}

const VALUES: Record<keyof ListingFilters, string[]> = {
  categories: ['crm', 'chatbots', 'analytics'],
  payment: ['free', 'once', 'monthly-per-organization', 'monthly-per-account'],
  compatibility: ['livechat', 'helpdesk'],
  placements: ['messagebox', 'settings', 'fullscreen'],
  services: ['training', 'product_implementation', 'other'],
  languages: ['English', 'Polish', 'Spanish'],
  countries: ['Poland', 'Spain', 'Germany'],
  industries: ['retail', 'finance', 'travel'],
};

const some = (values: string[]) => fc.array(fc.constantFrom(...values), { maxLength: 4 });
const one = (values: string[]) => fc.constantFrom(...values);

const recordArb = fc
  .record({
    categorySlug: one(VALUES.categories),
    paymentType: one(VALUES.payment),
    compatibility: some(VALUES.compatibility),
    placements: some(VALUES.placements),
    types: some(VALUES.services),
    languages: some(VALUES.languages),
    country: one(VALUES.countries),
    industries: some(VALUES.industries),
    collections: some(['ai-powered', 'staff-picks']),
    isService: fc.boolean(),
    underMaintenance: fc.boolean(),
    themed: fc.boolean(),
  })
  .map((fields) => listingRecord(fields as Partial<ListingRecord>));

// A selection may name a value no record has, or one the options do not list.
const filtersArb = fc.record(
  Object.fromEntries(FILTER_KEYS.map((key) => [key, some([...VALUES[key], 'unknown'])])) as Record<
    keyof ListingFilters,
    fc.Arbitrary<string[]>
  >,
);
const scopeArb: fc.Arbitrary<ListingScope> = fc.oneof(
  fc.constant({ kind: 'all' } as const),
  one(VALUES.categories).map((key) => ({ kind: 'category', key }) as const),
  fc.constant({ kind: 'collection', key: 'ai-powered' } as const),
);
// The options shown may leave out values records have.
const optionsArb = fc.record(
  Object.fromEntries(FILTER_KEYS.map((key) => [key, fc.subarray(VALUES[key])])) as Record<
    keyof ListingFilters,
    fc.Arbitrary<string[]>
  >,
);

/** A catalogue, the filters set, the page's scope and the options it lists. */
const caseArb = fc.record({
  records: fc.array(recordArb, { maxLength: 30 }),
  filters: filtersArb,
  scope: scopeArb,
  options: optionsArb,
});

const RUNS = { seed: 0x1157_0026, numRuns: 400 };

describe('listing facets (generated)', () => {
  it('matchesFilters agrees with the rule spelled out field by field', () => {
    fc.assert(
      fc.property(recordArb, filtersArb, (record, filters) => matchesFilters(record, filters) === modelMatches(record, filters)),
      { ...RUNS, numRuns: 2000 },
    );
  });

  it('counts each value as the filters would show it with that family set to that value alone', () => {
    fc.assert(
      fc.property(caseArb, ({ records, filters, scope, options }) => {
        const counts = facetCounts(records, scope, { sortBy: 'recommended', filters }, FILTER_KEYS, options);
        const scoped = records.filter((record) => inScope(record, scope));
        for (const family of FILTER_KEYS) {
          const expected = Object.fromEntries(
            options[family].map((value) => [
              value,
              scoped.filter((record) => modelMatches(record, { ...filters, [family]: [value] })).length,
            ]),
          );
          expect(counts[family]).toEqual(expected);
        }
      }),
      RUNS,
    );
  });

  it('keeps the families some record in scope has a value of, and those with a selection', () => {
    fc.assert(
      fc.property(caseArb, ({ records, filters, scope, options }) => {
        const kept = familiesInUse(records, scope, { sortBy: 'recommended', filters }, FILTER_KEYS, options);
        const scoped = records.filter((record) => inScope(record, scope));
        const expected = FILTER_KEYS.filter(
          (family) =>
            filters[family].length > 0 ||
            options[family].some((value) =>
              scoped.some((record) => modelMatches(record, { ...emptyFilters(), [family]: [value] })),
            ),
        );
        expect(kept).toEqual(expected);
      }),
      RUNS,
    );
  });
});
