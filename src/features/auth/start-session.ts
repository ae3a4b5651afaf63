import type { AppDispatch } from '../../core/store';
import { restoreSession, startSessionEffects } from './session-actions';

/**
 * Once per page load, from the app shell: the 401 effect, then the session (a redirect callback,
 * the token cookie, or an anonymous visit). Loaded in the header's account chunk.
 */
export function startSession(dispatch: AppDispatch): () => void {
  const stopEffects = startSessionEffects(dispatch);
  void dispatch(restoreSession());
  return stopEffects;
}
