import type { RootState } from '../../core/store';
import type { SessionUser } from '../../domain/auth/session-user';
import { initialInstallState, type InstallState } from './install-slice';

/** Absent until the slice's first action after injection: read as the initial state then. */
export const selectInstallState = (state: RootState): InstallState => state.install ?? initialInstallState;

/**
 * The signed-in user, read from the user slice's state (the auth feature owns it; its shape is in
 * LazyLoadedSlices) without importing that feature.
 */
export const selectSessionUser = (state: RootState): SessionUser | null => state.user?.user ?? null;
export const selectSessionKnown = (state: RootState): boolean => state.user?.initialized === true;
/** A session is being established (a sign-in that returned, or the cookie's session being restored). */
export const selectSessionPending = (state: RootState): boolean => state.user?.status === 'pending';
export const selectCurrentPlan = (state: RootState): string | null => state.user?.subscription.data?.plan ?? null;
/** The subscription was read (or found absent, or failed): until then a plan refusal would be a guess. */
export const selectPlanKnown = (state: RootState): boolean => state.user?.subscription.fetched === true;

export const selectInstalledIds = (state: RootState): string[] => selectInstallState(state).installed.ids;
export const selectIsInstalled = (state: RootState, appId: string): boolean => selectInstalledIds(state).includes(appId);
