import type { UnknownAction } from '@reduxjs/toolkit';
import { createAction } from '../../core/action';
import { navigate } from 'gatsby';
import { deleteSessions, endBrowserSession, revokeToken, sendAccessRequest } from '../../api-client/accounts';
import { isUnauthorized } from '../../api-client/http';
import { accountsConfig } from '../../core/config';
import { addEffect } from '../../core/effects';
import type { AppThunk } from '../../core/hooks';
import type { AppDispatch, RootState } from '../../core/store';
import { carriesCallback, isSafeReturnPath } from '../../domain/auth/auth-callback';
import type { Product } from '../../domain/catalogue/contract';
import { FAILURE, LOADING, SIGN_IN, SUCCESS } from '../../domain/site/messages';
import { withoutPrefix } from '../../ui/site-path';
import { notificationShown } from '../../core/notifications-slice';
import { endsSession } from '../../core/session-end';
import type { SignInError, SignInGrant } from './accounts-sign-in';
import { clearSession, loadSession, saveSession } from './session-cookie';
import {
  anonymousVisitDetected,
  checkReseller,
  fetchUserSubscription,
  logIn,
  selectUser,
  selectUserState,
  sessionExpired,
  signInFailed,
  userSignedOut,
  type AuthFailure,
} from './user-slice';

const SIGN_IN_NOTICE = 'sign-in';

const loadSignIn = () =>
  import(/* webpackChunkName: "accounts-sign-in" */ './browser-sign-in').then((module) => module.browserSignIn());

function showError(dispatch: AppDispatch, content: string): void {
  dispatch(notificationShown({ kind: 'error', content, type: SIGN_IN_NOTICE }));
}

/** Turns a verified grant into the session: user data, the cookie, then reseller and subscription. */
async function establish(dispatch: AppDispatch, getState: () => RootState, grant: SignInGrant): Promise<void> {
  const user = await dispatch(
    logIn({
      token: grant.token,
      accountId: grant.accountId,
      organizationId: grant.organizationId,
      scope: grant.scope,
      ghost: grant.ghost,
    }),
  );
  if (!user) {
    // The user just signed in and is left with "Sign in" again: say why (§8 "Sign-in" texts).
    const { error } = selectUserState(getState());
    if (error) showError(dispatch, error);
    return;
  }
  saveSession({ token: grant.token, ghost: grant.ghost }, grant.expiresIn);
  void dispatch(checkReseller());
  void dispatch(fetchUserSubscription());
  // The redirect flow comes back to the page it left, without the query and hash it had.
  const { pathname, search, hash } = window.location;
  if (isSafeReturnPath(grant.returnTo) && grant.returnTo !== pathname + search + hash) {
    void navigate(withoutPrefix(grant.returnTo), { replace: true });
  }
}

function signInFailedWith(dispatch: AppDispatch, error: unknown): void {
  const known = error as Partial<SignInError>;
  // Closing the window is the user's choice: a failed sign-in all the same (§4), said without alarm.
  if (known.kind === 'cancelled') {
    dispatch(signInFailed(SIGN_IN.cancelled));
    dispatch(notificationShown({ kind: 'info', content: SIGN_IN.cancelled, type: SIGN_IN_NOTICE }));
    return;
  }
  const message = typeof known.message === 'string' && known.message ? known.message : FAILURE.unexpected;
  dispatch(signInFailed(message));
  showError(dispatch, message);
}

/**
 * On every page load: finish a redirect sign-in when the URL carries its callback, else restore the
 * session from the token cookie, else note that the visitor is anonymous. The header calls it each
 * time it mounts, which a client-side navigation repeats with the same store: a session the store
 * already holds (or is restoring) is not fetched again.
 */
export const restoreSession = (): AppThunk<Promise<void>> => async (dispatch, getState) => {
  if (carriesCallback(window.location)) {
    try {
      const grant = await (await loadSignIn()).handleRedirectCallback();
      if (grant) return await establish(dispatch, getState, grant);
    } catch (error) {
      signInFailedWith(dispatch, error);
      // A refused callback (a replay, a crafted link) leaves the session the visitor has as it was.
      if (!loadSession()) return;
    }
  }
  const stored = loadSession();
  const current = selectUserState(getState());
  if (current.status === 'pending') return;
  if (!stored) {
    // Signed out in another tab, or the cookie's day is over: the store's user went with it.
    dispatch(current.user ? sessionExpired() : anonymousVisitDetected());
    return;
  }
  if (current.user?.token === stored.token) return;
  if (await dispatch(logIn({ token: stored.token, ghost: stored.ghost }))) {
    void dispatch(checkReseller());
    void dispatch(fetchUserSubscription());
    return;
  }
  const { error } = selectUserState(getState());
  // A refused token ends the session (the 401 effect); when the services failed instead, the
  // cookie stays so that the next page can try again.
  if (error && loadSession()) showError(dispatch, error);
};

/**
 * The sign-in under way, per store (keyed by its getState): at most one iframe or popup at a time.
 * `silent` is the host's own attempt (agent-app mode), which never opens the popup.
 */
const signingIn = new WeakMap<object, { done: Promise<void>; silent: boolean }>();

function track(getState: () => RootState, done: Promise<void>, silent: boolean): Promise<void> {
  const attempt = { done, silent };
  signingIn.set(getState, attempt);
  // Only its own entry: a press that joined a silent attempt has put a new one in its place.
  const clear = () => void (signingIn.get(getState) === attempt && signingIn.delete(getState));
  done.then(clear, clear);
  return done;
}

/**
 * The header's "Sign in": the silent iframe (2500 ms), then the popup. A second request while one
 * is under way (a click on Install or Sign in after the popup closed and before the session is
 * established) joins it instead of starting a second iframe race, and possibly a second popup.
 *
 * A press during the host's silent attempt (agent-app mode, its first seconds) waits for it, then,
 * if it found no session, opens the popup at once: a second 2.5 s iframe race would outlast the
 * press's user activation, and the popup would be blocked.
 */
export const requestSignIn = (): AppThunk<Promise<void>> => (dispatch, getState) => {
  const running = signingIn.get(getState);
  if (running && !running.silent) return running.done;
  const done = running
    ? running.done.then(() => (selectUser(getState()) ? undefined : signInOnce(dispatch, getState, 'popup')))
    : signInOnce(dispatch, getState, 'iframe-then-popup');
  return track(getState, done, false);
};

/**
 * Inside the host application (agent-app mode) the user is already signed in there: the site takes
 * that session with the silent iframe alone, once, when the mode is decided. No popup and no error:
 * without an accounts session the user signs in on the first action that needs it (Install).
 */
export const signInSilentlyInHost = (): AppThunk<Promise<void>> => (dispatch, getState) => {
  const { user, status } = selectUserState(getState());
  if (user || status === 'pending' || loadSession() || signingIn.get(getState)) return Promise.resolve();
  const started = loadSignIn()
    .then((signIn) => signIn.signInSilently())
    .then(
      (grant) => establish(dispatch, getState, grant),
      () => undefined,
    );
  return track(getState, started, true);
};

async function signInOnce(dispatch: AppDispatch, getState: () => RootState, how: 'iframe-then-popup' | 'popup'): Promise<void> {
  try {
    const signIn = await loadSignIn();
    const grant = await (how === 'popup' ? signIn.signInWithPopup() : signIn.signIn()).catch((error: Partial<SignInError>) => {
      // A blocked popup leaves the page for the accounts service instead (the redirect flow).
      if (error.kind === 'popup-blocked') {
        signIn.redirect();
        return new Promise<never>(() => undefined);
      }
      throw error;
    });
    await establish(dispatch, getState, grant);
  } catch (error) {
    signInFailedWith(dispatch, error);
  }
}

/** Sign-out (§4): tokens cleared, sessions deleted, back to '/'. Also ends a ghost login. */
export const requestSignOut = (): AppThunk<Promise<void>> => async (dispatch, getState) => {
  const stored = loadSession();
  const user = selectUser(getState());
  const token = user?.token ?? stored?.token ?? null;
  // 'Stop now' ends only the ghost's own token and this browser's accounts session: the
  // impersonated user stays signed in elsewhere, and the next 'Sign in' here asks who signs in.
  const ghost = user?.isGhostLogin ?? stored?.ghost ?? false;
  clearSession();
  dispatch(userSignedOut());
  // The token is forgotten here whatever the accounts service answers.
  const ended = ghost
    ? [token ? revokeToken(accountsConfig.url, token) : null, endBrowserSession(accountsConfig.url)]
    : [token ? deleteSessions(accountsConfig.url, token) : null];
  await Promise.all(ended.map((call) => call?.catch(() => undefined)));
  void navigate('/');
};

/** The access request failed; `unauthorized` when it was answered 401. */
const accessRequestFailed = createAction<AuthFailure>('user/accessRequestFailed');

/** A non-admin of a product asks for access to it (§6). */
export const requestAccess =
  (product: Product): AppThunk<Promise<void>> =>
  async (dispatch, getState) => {
    const user = selectUser(getState());
    try {
      if (!user) throw new Error('not signed in');
      await sendAccessRequest(accountsConfig.url, user.token, product);
      dispatch(notificationShown({ kind: 'success', content: SUCCESS.requestSent }));
    } catch (error) {
      // Before the failure is dispatched: that ends the session (see core/session-end).
      const sessionEnds = endsSession(getState(), error);
      if (!sessionEnds) dispatch(notificationShown({ kind: 'error', content: FAILURE.accessRequest }));
      dispatch(accessRequestFailed({ message: FAILURE.accessRequest, unauthorized: isUnauthorized(error) }));
    }
  };

/**
 * Any action reporting a call refused with 401 ends the session (§8 Loading): its payload says
 * `unauthorized: true` (AuthFailure), or carries the http wrapper's kind or status.
 */
function isUnauthorizedFailure(action: UnknownAction): boolean {
  const payload = (action as { payload?: unknown }).payload;
  if (!payload || typeof payload !== 'object') return false;
  const { unauthorized, kind, status } = payload as { unauthorized?: unknown; kind?: unknown; status?: unknown };
  return unauthorized === true || kind === 'unauthorized' || status === 401;
}

export function startSessionEffects(dispatch: AppDispatch): () => void {
  return addEffect(dispatch, (action, api) => {
    if (!isUnauthorizedFailure(action)) return;
    if (!selectUser(api.getState()) && !loadSession()) return;
    clearSession();
    api.dispatch(sessionExpired());
    api.dispatch(notificationShown({ kind: 'error', content: LOADING.loggedOut, type: SIGN_IN_NOTICE }));
    void navigate('/');
  });
}
