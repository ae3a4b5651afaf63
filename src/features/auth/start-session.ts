import { afterPageHydrated } from '../../core/after-hydration';
import type { AppDispatch } from '../../core/store';
import { carriesCallback } from '../../domain/auth/callback-params';
import { loadSessionActions, onSessionActionsLoaded } from './session-actions-chunk';
import { loadSession } from './session-cookie';
import { anonymousVisitDetected } from './user-state';

type SessionActions = typeof import('./session-actions');

/**
 * Once per page load, from the app shell (in the shell's file): the 401 effect, then the session
 * (a redirect callback, the token cookie, or an anonymous visit), from session-actions.ts.
 *
 * A visitor with neither a callback nor a session cookie is anonymous at once: the header shows
 * "Sign in" ready, and the session's code comes once the page has hydrated (before it, nothing of it
 * would run), so that a press finds it there. With a session to restore it comes at once. Resolves
 * once the session's effects run. When that code cannot load, the header offers "Sign in" rather
 * than staying busy, and the session starts with the code a press loads.
 */
export function startSession(dispatch: AppDispatch): Promise<void> {
  const anonymous = !carriesCallback(window.location) && !loadSession();
  if (anonymous) dispatch(anonymousVisitDetected());
  const start = ({ restoreSession, startSessionEffects }: SessionActions) => {
    startSessionEffects(dispatch);
    void dispatch(restoreSession());
  };
  const restore = () => loadSessionActions().then(start);
  return (anonymous ? afterPageHydrated(restore) : restore()).catch(() => {
    dispatch(anonymousVisitDetected());
    onSessionActionsLoaded(start);
  });
}
