/**
 * The comparison's pick (issue 3): at most three apps. Apart from the URL and storage rules of
 * compare.ts because every page's store needs this part and only the compare page the rest.
 */

/** How many apps can be compared side by side. */
export const COMPARE_LIMIT = 3;

/** App slugs are kebab-case: lowercase letters, digits and hyphens, 1 to 80 characters. */
const SLUG_PATTERN = /^[a-z0-9-]{1,80}$/;

export interface CompareItem {
  slug: string;
  name: string;
}

export type ToggleOutcome = 'added' | 'removed' | 'limit-reached';

export function isCompareSlug(value: unknown): value is string {
  return typeof value === 'string' && SLUG_PATTERN.test(value);
}

/** Adds the app, or removes it when already picked; a pick over the limit changes nothing. */
export function toggleCompareItem(
  items: readonly CompareItem[],
  item: CompareItem,
): { items: CompareItem[]; outcome: ToggleOutcome } {
  if (items.some((picked) => picked.slug === item.slug)) {
    return { items: items.filter((picked) => picked.slug !== item.slug), outcome: 'removed' };
  }
  if (items.length >= COMPARE_LIMIT) return { items: [...items], outcome: 'limit-reached' };
  return { items: [...items, { slug: item.slug, name: item.name }], outcome: 'added' };
}

/**
 * The selection read from storage on the first mount, with the picks made before it was read (the
 * tray's code may load after the page's cards): those picks stay, after the stored ones, and the
 * most recent COMPARE_LIMIT are kept.
 */
export function withEarlyPicks(stored: readonly CompareItem[], picked: readonly CompareItem[]): CompareItem[] {
  const pickedSlugs = new Set(picked.map((item) => item.slug));
  return [...stored.filter((item) => !pickedSlugs.has(item.slug)), ...picked].slice(-COMPARE_LIMIT);
}
