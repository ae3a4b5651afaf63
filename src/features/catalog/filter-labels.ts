import { PLACEMENT_LABELS } from '../../domain/host/host-links';
import { PAYMENT_TYPE_LABELS } from '../../domain/pricing/pricing';
import type { FilterKey } from '../../domain/catalogue/listing-filters';
import { CATEGORIES } from '../../domain/catalogue/taxonomy';
import { PRODUCT_NAMES } from '../../domain/catalogue/products';

export const FAMILY_LABELS: Record<FilterKey, string> = {
  categories: 'Category',
  payment: 'Payment type',
  compatibility: 'Works with',
  placements: 'Where it appears',
  services: 'Service',
  languages: 'Language',
  countries: 'Country',
  industries: 'Industry',
};

/** The first choice of the category group: no category, the /apps/ page (§2). */
export const ALL_CATEGORIES_LABEL = 'All categories';

const VALUE_LABELS: Partial<Record<FilterKey, Record<string, string>>> = {
  categories: Object.fromEntries(CATEGORIES.map((category) => [category.slug, category.label])),
  payment: PAYMENT_TYPE_LABELS,
  compatibility: PRODUCT_NAMES,
  placements: PLACEMENT_LABELS,
  services: { training: 'Training', product_implementation: 'Product implementation', other: 'Other' },
};

export function valueLabel(key: FilterKey, value: string): string {
  return VALUE_LABELS[key]?.[value] ?? value;
}
