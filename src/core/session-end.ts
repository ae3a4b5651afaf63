import { isUnauthorized } from '../api-client/http';
import { selectSessionUser } from './session';
import type { RootState } from './store';

/**
 * Whether a failure ends the session with §8 Loading's logged-out notice (a 401 to a signed-in
 * user; the auth feature's session effect shows it and goes home). The failure's own notice is then
 * left out: a second one asking to try again would be refused the same way. Signed out meanwhile,
 * nothing ends and the failure's own notice is the one said. Read it before dispatching the failure:
 * the session effect ends the session on that dispatch.
 */
export const endsSession = (state: RootState, error: unknown): boolean =>
  isUnauthorized(error) && selectSessionUser(state) !== null;
