import type { ApiPayment } from './contract';
import { shownPrice, type PaymentType } from '../pricing/pricing';
import { activeDiscount } from '../pricing/discounts';
import type { DiscountProps } from '../pricing/price-summary';
import { emptyFilters, FILTER_KEYS, type ListingFilters, type ListingState, type SortBy } from './listing-filters';

/** An app or service as the listings filter, sort and show it (one entry of the listing index). */
export interface ListingRecord {
  slug: string;
  name: string;
  icon: string;
  shortDescription: string;
  categorySlug: string;
  categoryName: string;
  company: string;
  isService: boolean;
  payment: ApiPayment | null;
  paymentType: PaymentType;
  /** Of customProps: the time-limited discount keys (§5) and who may install (§6). */
  customProps?: DiscountProps & { onlyOwnerCanInstall?: string };
  /** Whether that discount was active when the site was built. */
  discountActive?: boolean;
  rate: number | null;
  votes: number;
  installations: number;
  order: number;
  publishedAt: string | null;
  compatibility: string[];
  placements: string[];
  types: string[];
  languages: string[];
  country: string;
  industries: string[];
  collections: string[];
  underMaintenance: boolean;
  themed: boolean;
  /** What the card's install action needs (§4-§6): a card from the index installs like any other. */
  appId: string;
  /** The app's host product: whose license, roles and plan its install counts (§5). */
  product?: string;
  installable: boolean;
  developerId: string;
  plan: string | null;
  designation: string | null;
  widgetId: string | null;
}

/** Which apps a listing page shows before any filter: all, one category, or one curated list. */
export type ListingScope = { kind: 'all' } | { kind: 'category'; key: string } | { kind: 'collection'; key: string };

export function inScope(record: ListingRecord, scope: ListingScope): boolean {
  if (scope.kind === 'category') return record.categorySlug === scope.key;
  if (scope.kind === 'collection') return record.collections.includes(scope.key);
  return true;
}

const anyOf = (selected: string[], values: string[]) => selected.length === 0 || values.some((value) => selected.includes(value));

/** Families that describe installable apps; services never match them. */
const APP_ONLY: ReadonlyArray<keyof ListingFilters> = ['payment', 'compatibility', 'placements'];

/** The values of a record that each filter family reads. */
const FAMILY_VALUES: Record<keyof ListingFilters, (record: ListingRecord) => string[]> = {
  categories: (record) => [record.categorySlug],
  payment: (record) => [record.paymentType],
  compatibility: (record) => record.compatibility,
  placements: (record) => record.placements,
  services: (record) => record.types,
  languages: (record) => record.languages,
  countries: (record) => [record.country],
  industries: (record) => record.industries,
};

/**
 * Whether a record passes the filters: OR within a family, AND across families. Once an app-only
 * filter is on, services, apps under maintenance and themed apps drop out (§2: filters are hidden
 * for them); the service family, conversely, matches services only.
 */
export function matchesFilters(record: ListingRecord, filters: ListingFilters): boolean {
  const appFilterOn = APP_ONLY.some((key) => filters[key].length > 0);
  if (appFilterOn && (record.isService || record.underMaintenance || record.themed)) return false;
  // A service filter keeps services only (of the chosen types, below).
  if (filters.services.length > 0 && !record.isService) return false;
  return FILTER_KEYS.every((family) => anyOf(filters[family], FAMILY_VALUES[family](record)));
}

const byName = (a: ListingRecord, b: ListingRecord) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0);
/**
 * The price a card shows at `now`, in cents (a discount active then lowers it; free is 0): what §2's
 * "price (descending)" orders, whatever the price's frequency, so the cards read in falling amounts.
 */
const listedPrice = (record: ListingRecord, now: Date) =>
  record.payment && record.payment.price > 0
    ? shownPrice(record.payment, activeDiscount(record.customProps ?? {}, now)).price
    : 0;
const publishedTime = (record: ListingRecord) => (record.publishedAt ? Date.parse(record.publishedAt) || 0 : 0);

type Comparator = (a: ListingRecord, b: ListingRecord) => number;

/**
 * The app sorts of §2 at a moment (a discount active at `now` lowers the price compared). Ties fall
 * back to the name so the order is total and stable. "recommended" must equal the build's default
 * GraphQL sort (order DESC, installations DESC, name ASC), so the server-rendered default view and
 * the client's agree. Price sorts by the price the card shows, descending, popularity breaking ties.
 */
function comparators(now: Date): Record<SortBy, Comparator> {
  return {
    recommended: (a, b) => b.order - a.order || b.installations - a.installations || byName(a, b),
    popularity: (a, b) => b.installations - a.installations || byName(a, b),
    price: (a, b) => listedPrice(b, now) - listedPrice(a, now) || b.installations - a.installations || byName(a, b),
    alphabetically: (a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || byName(a, b),
    'recently-published': (a, b) => publishedTime(b) - publishedTime(a) || byName(a, b),
  };
}

/** The sorts as of the moment the module loaded; pass `now` to applyListingState for the current time. */
export const COMPARATORS: Record<SortBy, Comparator> = comparators(new Date());

export function applyListingState(
  records: ListingRecord[],
  scope: ListingScope,
  state: ListingState,
  now: Date = new Date(),
): ListingRecord[] {
  return records
    .filter((record) => inScope(record, scope) && matchesFilters(record, state.filters))
    .sort(comparators(now)[state.sortBy]);
}

/** Distinct values of a field across the records, sorted, for the filter options. */
export function distinctValues(records: ListingRecord[], pick: (record: ListingRecord) => string | string[]): string[] {
  const values = new Set<string>();
  for (const record of records) {
    const value = pick(record);
    for (const item of Array.isArray(value) ? value : [value]) if (item) values.add(item);
  }
  return [...values].sort((a, b) => a.localeCompare(b, 'en'));
}

/**
 * For each family, how many results each value would give on its own with the other families as
 * they are (the counts next to the checkboxes).
 *
 * One pass over the records for all the families. A record counts for a value of family F exactly
 * when it has that value and matches the filters with F set to its own values (every other rule
 * reads only whether F is set, and the same for any one of its values): so when it passes every
 * other family's filter, and the rules on services and app-only filters as they read with F set.
 * Each family's filter is tested once per record, not once per family: the listing ran this three
 * times as its index arrived, right after hydration, and a slow phone spent ~0.1 s in it.
 */
export function facetCounts(
  records: ListingRecord[],
  scope: ListingScope,
  state: ListingState,
  families: ReadonlyArray<keyof ListingFilters>,
  options: Record<keyof ListingFilters, ReadonlyArray<string>>,
): Partial<Record<keyof ListingFilters, Record<string, number>>> {
  const { filters } = state;
  const appOnlySet = APP_ONLY.filter((key) => filters[key].length > 0);
  // Per family, its counts and how the record-wide rules read with that family set: an app-only
  // filter is on if the family is one or another one is set; the service rule, likewise.
  const tallies = families.map((family) => ({
    family,
    perValue: new Map<string, number>(options[family].map((value) => [value, 0])),
    appsOnly: APP_ONLY.includes(family) || appOnlySet.some((key) => key !== family),
    servicesOnly: family === 'services' || filters.services.length > 0,
  }));
  for (const record of records) {
    if (!inScope(record, scope)) continue;
    // The families whose filter the record fails as they are set: more than one, and it counts nowhere.
    let failed: keyof ListingFilters | null = null;
    let failures = 0;
    for (const family of FILTER_KEYS) {
      if (anyOf(filters[family], FAMILY_VALUES[family](record))) continue;
      failed = family;
      if (++failures > 1) break;
    }
    if (failures > 1) continue;
    const notForApps = record.isService || record.underMaintenance || record.themed;
    for (const { family, perValue, appsOnly, servicesOnly } of tallies) {
      if ((failures === 1 && failed !== family) || (appsOnly && notForApps) || (servicesOnly && !record.isService)) continue;
      for (const value of new Set(FAMILY_VALUES[family](record))) {
        const count = perValue.get(value);
        if (count !== undefined) perValue.set(value, count + 1);
      }
    }
  }
  return Object.fromEntries(tallies.map(({ family, perValue }) => [family, Object.fromEntries(perValue)]));
}

/**
 * The families worth showing in a scope: those with at least one value some record in the scope has
 * (a group whose every count is 0, like Service on a category without services, is noise). A family
 * with a selected value stays, so the selection can be cleared where it was made.
 */
export function familiesInUse(
  records: ListingRecord[],
  scope: ListingScope,
  state: ListingState,
  families: ReadonlyArray<keyof ListingFilters>,
  options: Record<keyof ListingFilters, ReadonlyArray<string>>,
): Array<keyof ListingFilters> {
  const counts = facetCounts(records, scope, { sortBy: state.sortBy, filters: emptyFilters() }, families, options);
  return families.filter(
    (family) => state.filters[family].length > 0 || Object.values(counts[family] ?? {}).some((count) => count > 0),
  );
}
