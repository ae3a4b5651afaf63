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

/**
 * Whether this browser knows the organization has a cart (its id, stored when a cart is read or
 * made). The header badge reads the cart only then: an organization that never had a cart here
 * costs no call (the service's 404 on `recent` would show on every page). The cart page always reads.
 */
export const CART_HINT_PREFIX = 'marketplace:cart:';

export function readCartHint(organizationId: string): string | null {
  try {
    return storage()?.getItem(CART_HINT_PREFIX + organizationId) ?? null;
  } catch {
    return null;
  }
}

export function writeCartHint(organizationId: string, cartId: string | null): void {
  try {
    const store = storage();
    if (!store || readCartHint(organizationId) === cartId) return;
    if (cartId === null) store.removeItem(CART_HINT_PREFIX + organizationId);
    else store.setItem(CART_HINT_PREFIX + organizationId, cartId);
  } catch {
    // Silent by design: without the hint the badge waits for the cart page.
  }
}
