import { useAppSelector } from '../../core/hooks';
import { useHydrated } from '../../ui/use-hydrated';
import { selectUserState, serverUserState, type UserState } from './user-state';

/**
 * The session as components render it: the server's (anonymous, not yet known) state during
 * hydration, the store's from then on. The session starts at client entry, so the store may
 * already know the user while React still hydrates the server HTML.
 */
export function useUserState(): UserState {
  const state = useAppSelector(selectUserState);
  return useHydrated() ? state : serverUserState;
}
