import type { SessionUser } from '../domain/auth/session-user';
import type { RootState } from './store';

/**
 * The signed-in user as any feature may read it, without importing the auth feature that owns
 * state.user (absent until that feature's chunk loads: read as nobody, not yet known).
 */
export const selectSessionUser = (state: RootState): SessionUser | null => state.user?.user ?? null;

/** Whether the page knows yet if someone is signed in (a stored session is restored first). */
export const selectSessionKnown = (state: RootState): boolean => state.user?.initialized ?? false;
