/** Developer listing sorts (§2): by developerName (A to Z) or productsNumber (most first). */
export const DEVELOPER_SORTS = ['developerName', 'productsNumber'] as const;
export type DeveloperSort = (typeof DEVELOPER_SORTS)[number];
export const DEFAULT_DEVELOPER_SORT: DeveloperSort = 'developerName';

export const DEVELOPER_SORT_LABELS: Record<DeveloperSort, string> = {
  developerName: 'Name: A to Z',
  productsNumber: 'Most products',
};

interface Sortable {
  developerName: string;
  productsNumber: number;
}

const byName = (a: Sortable, b: Sortable) => a.developerName.localeCompare(b.developerName, 'en', { sensitivity: 'base' });

export function sortDevelopers<T extends Sortable>(developers: T[], by: DeveloperSort): T[] {
  const compare = by === 'productsNumber' ? (a: T, b: T) => b.productsNumber - a.productsNumber || byName(a, b) : byName;
  return [...developers].sort(compare);
}

/** The sort a query string asks for; anything else is the default. */
export function parseDeveloperSort(search: string): DeveloperSort {
  const value = new URLSearchParams(search).get('sortBy');
  return (DEVELOPER_SORTS as ReadonlyArray<string>).includes(value ?? '') ? (value as DeveloperSort) : DEFAULT_DEVELOPER_SORT;
}
