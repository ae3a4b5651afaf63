import { makeStore, type AppStore } from '../../app/store';
import type { SessionUser } from '../../domain/session-user';
import { tokenFor } from '../auth/auth-test-kit';
import { logInFulfilled } from '../auth/user-slice';

/** The marketplace API as Jest's msw server answers it (the sandbox's own handlers). */
export const API = 'http://localhost:8001';

/** A session as the auth feature leaves it after sign-in, with a real sandbox token. */
export function sessionUser(token: string, over: Partial<SessionUser> = {}): SessionUser {
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

/** A store with someone signed in as a sandbox identity (real token, valid on the API). */
export async function signedInStore(identity = 'owner'): Promise<{ store: AppStore; token: string }> {
  const { access_token: token } = await tokenFor(identity);
  const store = makeStore();
  store.dispatch(logInFulfilled(sessionUser(token)));
  return { store, token };
}

export const notices = (store: AppStore) =>
  store.getState().notifications.items.map(({ kind, content, autoHideDelayTime }) => ({ kind, content, autoHideDelayTime }));
