/**
 * A signed-out visitor's cart (§4 "product adds also exist for not-logged-in users"): app ids in
 * localStorage, merged into the recent cart after sign-in and then forgotten.
 */
export const GUEST_CART_KEY = 'marketplace:guest-cart';
/** Told on this page when the saved apps change (the storage event only reaches other tabs). */
export const GUEST_CART_EVENT = 'marketplace:guest-cart';

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : null;
  } catch {
    return null;
  }
}

export function readGuestCart(): string[] {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(GUEST_CART_KEY) ?? '[]');
    return Array.isArray(parsed) ? [...new Set(parsed.filter((id): id is string => typeof id === 'string' && id !== ''))] : [];
  } catch {
    return [];
  }
}

/** Stores the ids (removes the key when empty); a blocked storage is silently skipped (the add still shows). */
export function writeGuestCart(ids: readonly string[]): void {
  try {
    const store = storage();
    if (!store) return;
    if (ids.length === 0) store.removeItem(GUEST_CART_KEY);
    else store.setItem(GUEST_CART_KEY, JSON.stringify([...new Set(ids)]));
    window.dispatchEvent(new Event(GUEST_CART_EVENT));
  } catch {
    // Silent by design: storage full or blocked.
  }
}
