import type { SessionUser } from '../domain/auth/session-user';
import { tokenFor } from '../features/auth/auth-test-kit';
import { startSessionEffects } from '../features/auth/session-actions';
import { anonymousVisitDetected, logInFulfilled } from '../features/auth/user-slice';
import type { AppStore } from '../core/store';
import { makeSiteStore } from './site';

/**
 * Sessions for the tests of features that read the signed-in user (ratings, partners): the shell
 * composes the auth feature here, so those features' tests never import it themselves.
 */

/** The marketplace API as Jest's msw server answers it (the sandbox's own handlers). */
export const API = 'http://localhost:8001';

/** A session as the auth feature leaves it after sign-in, with a real sandbox token. */
function sessionUser(token: string, over: Partial<SessionUser> = {}): SessionUser {
  return {
    accountId: 'acc-test',
    organizationId: 'org-test',
    token,
    name: 'Olivia Owner',
    email: 'olivia@example.com',
    avatar: null,
    permissions: [],
    roles: [],
    suspendedOn: [],
    products: [],
    isGhostLogin: false,
    isReseller: false,
    ...over,
  };
}

/** A real access token of a sandbox identity (sandbox/README.md), valid on the API. */
export const sandboxToken = async (identity = 'owner'): Promise<string> => (await tokenFor(identity)).access_token;

/** A store with someone signed in as a sandbox identity (real token, valid on the API). */
export async function signedInStore(identity = 'owner'): Promise<{ store: AppStore; token: string }> {
  const { access_token: token } = await tokenFor(identity);
  return { store: storeSignedInWith(token), token };
}

/** Someone signs in on `store` with `token` (valid or not), as the auth feature ends a sign-in. */
export function signInOn(store: AppStore, token: string): AppStore {
  store.dispatch(logInFulfilled(sessionUser(token)));
  return store;
}

export const storeSignedInWith = (token: string): AppStore => signInOn(makeSiteStore(), token);

/** A store whose session is known and nobody is signed in, as the auth feature leaves an anonymous visit. */
export function anonymousStore(): AppStore {
  const store = makeSiteStore();
  store.dispatch(anonymousVisitDetected());
  return store;
}

/** The shell's session effects: a call answered 401 ends the session (§8 Loading). */
export const withSessionEffects = (store: AppStore): AppStore => {
  startSessionEffects(store.dispatch);
  return store;
};

/** Whether someone is signed in, as any feature reads it. */
export const signedIn = (store: AppStore): boolean => Boolean(store.getState().user?.user);

export const notices = (store: AppStore) =>
  store.getState().notifications.items.map(({ kind, content, autoHideDelayTime }) => ({ kind, content, autoHideDelayTime }));
