import { selectInstalledIds } from '../../core/session';
import type { RootState } from '../../core/store';
import { initialInstallState, type InstallState } from './install-slice';

/** The signed-in user: core's one selector, re-exported for this feature's callers. */
export { selectSessionUser } from '../../core/session';

/** Absent until the slice's first action after injection: read as the initial state then. */
export const selectInstallState = (state: RootState): InstallState => state.install ?? initialInstallState;

export const selectSessionKnown = (state: RootState): boolean => state.user?.initialized === true;
/** A session is being established (a sign-in that returned, or the cookie's session being restored). */
export const selectSessionPending = (state: RootState): boolean => state.user?.status === 'pending';
export const selectCurrentPlan = (state: RootState): string | null => state.user?.subscription.data?.plan ?? null;
/** The subscription was read (or found absent, or failed): until then a plan refusal would be a guess. */
export const selectPlanKnown = (state: RootState): boolean => state.user?.subscription.fetched === true;

export const selectIsInstalled = (state: RootState, appId: string): boolean => selectInstalledIds(state).includes(appId);
