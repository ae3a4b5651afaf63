/**
 * Rules of the app comparison (issue 3): at most three apps, picked by slug, carried in the
 * compare page's query string as a comma list (`?ids=a,b,c`) and kept between visits.
 * Pure: no React, no Redux, no storage. The pick itself is in compare-selection.ts.
 */

import { COMPARE_LIMIT, isCompareSlug, type CompareItem } from './compare-selection';

export { COMPARE_LIMIT, isCompareSlug, toggleCompareItem, type CompareItem, type ToggleOutcome } from './compare-selection';

/** Shown when a pick would go over the limit. */
export const COMPARE_LIMIT_MESSAGE = `You can compare up to ${COMPARE_LIMIT} apps. Remove one to add another.`;

/** Shown on the compare page when its link names more apps than the limit. */
export const COMPARE_LINK_LIMIT_MESSAGE = `You can compare up to ${COMPARE_LIMIT} apps, so only the first ${COMPARE_LIMIT} from this link are shown.`;

/** A compare-page column whose app does not exist (or is not an app). */
export const compareNotFoundMessage = (slug: string) => `We couldn't find an app called '${slug}'`;

/** Longest app name kept from storage; longer values are treated as corrupt. */
const MAX_NAME_LENGTH = 200;

/**
 * Reads an ids list: comma separated, surrounding spaces ignored, empty and invalid slugs
 * dropped, duplicates dropped (first wins), order kept, capped at the limit. `overLimit` says
 * whether valid ids were left off because of the cap.
 */
export function parseCompareIds(raw: string | null | undefined): { ids: string[]; overLimit: boolean } {
  if (typeof raw !== 'string') return { ids: [], overLimit: false };
  const unique: string[] = [];
  for (const part of raw.split(',')) {
    const slug = part.trim();
    if (isCompareSlug(slug) && !unique.includes(slug)) unique.push(slug);
  }
  return { ids: unique.slice(0, COMPARE_LIMIT), overLimit: unique.length > COMPARE_LIMIT };
}

/** The ids list for a URL, under the same rules as parseCompareIds. */
export function serializeCompareIds(slugs: readonly string[]): string {
  return parseCompareIds(slugs.join(',')).ids.join(',');
}

/** Site path (without the /marketplace prefix) of the comparison of these apps. */
export function comparePath(slugs: readonly string[] = []): string {
  const ids = serializeCompareIds(slugs);
  return ids ? `/apps/compare/?ids=${ids}` : '/apps/compare/';
}

/**
 * A stored selection (JSON written by serializeCompareSelection) back into items. Anything
 * unreadable gives an empty selection; bad entries are dropped, the rest deduped and capped.
 */
export function parseCompareSelection(raw: string | null | undefined): CompareItem[] {
  if (typeof raw !== 'string' || raw === '') return [];
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return [];
  }
  if (!Array.isArray(value)) return [];
  const items: CompareItem[] = [];
  for (const entry of value) {
    if (items.length === COMPARE_LIMIT) break;
    if (!entry || typeof entry !== 'object') continue;
    const { slug, name } = entry as Record<string, unknown>;
    if (!isCompareSlug(slug) || typeof name !== 'string') continue;
    const trimmed = name.trim();
    if (!trimmed || trimmed.length > MAX_NAME_LENGTH) continue;
    if (items.some((item) => item.slug === slug)) continue;
    items.push({ slug, name: trimmed });
  }
  return items;
}

/** Only slugs and names are stored. */
export function serializeCompareSelection(items: readonly CompareItem[]): string {
  return JSON.stringify(items.map(({ slug, name }) => ({ slug, name })));
}
