import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while React hydrates the server HTML (and on the server), true from the render right after.
 * State that the browser may know before hydration (the session starts at client entry) must not
 * be rendered during hydration: React keeps the server's attributes when they differ, and an
 * inserted element fails the hydration of its boundary.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
