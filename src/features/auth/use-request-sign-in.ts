import { useCallback } from 'react';
import { useAppDispatch } from '../../core/hooks';
import { prefetchSignIn, withSessionActions } from './session-actions-chunk';

/**
 * The sign-in every "Sign in" asks for (the header's, an Install as a visitor, the cart's, the
 * checkout's, a signed-in area's prompt): the accounts SDK downloads beside the session's
 * code, not after it (each a ~0.6 s round trip on a slow phone, and the popup must open within the
 * press's user activation); a chunk that cannot load is said (withSessionActions), and the press
 * then ends quietly instead of leaving an unhandled rejection to every caller.
 */
export function useRequestSignIn(): () => Promise<void> {
  const dispatch = useAppDispatch();
  return useCallback(async () => {
    prefetchSignIn();
    try {
      await dispatch(withSessionActions((actions) => actions.requestSignIn()));
    } catch {
      // Already said by withSessionActions; the caller's own pending state ends with the press.
    }
  }, [dispatch]);
}
