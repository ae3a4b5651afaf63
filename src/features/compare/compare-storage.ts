import { parseCompareSelection, serializeCompareSelection, type CompareItem } from '../../domain/catalogue/compare';

/** localStorage key of the compare selection (slugs and names only). */
export const COMPARE_STORAGE_KEY = 'marketplace:compare';

/** localStorage, or null where it is missing or blocked (SSR, privacy modes, sandboxed iframes). */
function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : null;
  } catch {
    return null;
  }
}

/** The stored selection; empty when storage is unavailable or the value is corrupt. */
export function readStoredSelection(): CompareItem[] {
  try {
    return parseCompareSelection(storage()?.getItem(COMPARE_STORAGE_KEY));
  } catch {
    return [];
  }
}

/**
 * Stores the selection (removes the key when empty). Failures (quota, blocked storage) are
 * deliberately silent: the selection still works for this page load.
 */
export function writeStoredSelection(items: readonly CompareItem[]): void {
  try {
    const store = storage();
    if (!store) return;
    if (items.length === 0) store.removeItem(COMPARE_STORAGE_KEY);
    else store.setItem(COMPARE_STORAGE_KEY, serializeCompareSelection(items));
  } catch {
    // Silent by design (see above); covered by compare-storage.test.ts.
  }
}
