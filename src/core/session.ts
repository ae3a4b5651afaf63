import type { SessionUser } from '../domain/auth/session-user';
import type { RootState } from './store';

/**
 * The signed-in user as any feature may read it, without importing the auth feature that owns
 * state.user (absent until that feature's chunk loads: read as nobody, not yet known).
 */
export const selectSessionUser = (state: RootState): SessionUser | null => state.user?.user ?? null;

/** Whether the page knows yet if someone is signed in (a stored session is restored first). */
export const selectSessionKnown = (state: RootState): boolean => state.user?.initialized ?? false;

const NONE: readonly string[] = [];

/**
 * The signed-in organization's installed app ids, as any feature may read them without importing
 * the install feature that owns state.install (absent until its chunk loads: none known yet).
 */
export const selectInstalledIds = (state: RootState): readonly string[] => state.install?.installed.ids ?? NONE;
