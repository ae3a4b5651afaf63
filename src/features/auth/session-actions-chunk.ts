import type { AppThunk } from '../../core/hooks';
import { notificationShown } from '../../core/notifications-slice';
import { isOffline, OFFLINE } from '../../domain/site/offline';
import { FAILURE } from '../../domain/site/failure';

type SessionActions = typeof import('./session-actions');

let loading: Promise<SessionActions> | null = null;
/** What waits for the next load that succeeds (onSessionActionsLoaded). */
const waiting: Array<(actions: SessionActions) => void> = [];

/**
 * session-actions.ts (sign-in, sign-out, the session's restore, access requests) and the calls
 * behind them, in a chunk of their own: nothing of it runs before a page hydrates for a visitor
 * without a session, and every page loads the shell's file before it hydrates. The header asks for
 * it once the page has hydrated (start-session.ts), so that a press finds it there; a press sooner
 * waits for it. A failed load is forgotten, so that the next press tries again.
 */
export function loadSessionActions(): Promise<SessionActions> {
  loading ??= import(/* webpackChunkName: "session-actions" */ './session-actions').then(
    (actions) => {
      for (const run of waiting.splice(0)) run(actions);
      return actions;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * Runs `run` once a later load succeeds: the session's start, when its own load failed (offline at
 * the page's load), runs with the first press's load instead, so a sign-in then still has its effects.
 */
export function onSessionActionsLoaded(run: (actions: SessionActions) => void): void {
  waiting.push(run);
}

const ignore = () => undefined;

/**
 * A sign-in's code, asked for on the press of "Sign in" or as it comes (pointer over it, focus): the
 * actions, and beside them (not after) the accounts SDK they load next. On a slow phone each is a
 * round trip (~0.6 s), and the popup must open within the press's user activation.
 */
export function prefetchSignIn(): void {
  void loadSessionActions().catch(ignore);
  void import(/* webpackChunkName: "accounts-sign-in" */ './browser-sign-in').catch(ignore);
}

/**
 * Dispatches one of session-actions.ts's thunks once its chunk is there. A chunk that cannot load
 * is said (offline, or the §8 unexpected error), not a press that silently does nothing.
 */
export const withSessionActions =
  <R>(pick: (actions: SessionActions) => AppThunk<R>): AppThunk<Promise<R>> =>
  async (dispatch) => {
    let actions: SessionActions;
    try {
      actions = await loadSessionActions();
    } catch (error) {
      dispatch(notificationShown({ kind: 'error', content: isOffline() ? OFFLINE.action : FAILURE.unexpected }));
      throw error;
    }
    return dispatch(pick(actions));
  };
