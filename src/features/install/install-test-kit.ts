/**
 * Test support for the install feature (not a test file itself): a fresh sandbox per test (installs,
 * accounts, consent) on the origins the site calls, and stores signed in as a sandbox identity with
 * a real token. The user slice is stood in for by its state: this feature only reads it.
 */
import type { Reducer } from '@reduxjs/toolkit';
import { signedIn } from '../../core/events';
import { injectReducer, type LazyLoadedSlices } from '../../core/store';
import { makeSiteStore } from '../../testing/site';
import { sessionUserOf, withTestSandbox, type TestSandbox } from '../../testing/sandbox-test-kit';

export { sessionUserOf };
export type InstallSandbox = TestSandbox;
export const withInstallSandbox = withTestSandbox;

type UserSliceState = LazyLoadedSlices['user'];
let userState: UserSliceState | undefined;
/**
 * Keeps the given session; core's `signedIn` and the auth feature's logInPending and logInRejected
 * (by type: this feature's tests do not import the auth feature) move it as in the app.
 */
const standInUserReducer: Reducer = (state = userState ?? null, action) => {
  if (action.type === 'user/subscriptionFetched' && state)
    return { ...state, subscription: { fetched: true, data: action.payload, error: null } };
  if (action.type === 'user/logInPending') return { ...(state ?? signedOut), status: 'pending' };
  if (action.type === 'user/logInRejected') return { ...(state ?? signedOut), status: 'rejected', user: null };
  if (!signedIn.match(action)) return state;
  return { ...(state ?? signedOut), status: 'fulfilled', initialized: true, authorized: true, user: action.payload };
};
const signedOut = {
  status: 'idle',
  initialized: true,
  authorized: false,
  user: null,
  error: null,
  productsError: null,
  subscription: { fetched: false, data: null, error: null },
};

/** A store whose session is `identity` of the sandbox (null: an anonymous visitor). */
export function storeSignedInAs(
  sandbox: InstallSandbox,
  identity: string | null,
  plan: string | null = null,
  options: { subscriptionRead?: boolean } = {},
) {
  if (identity === null) {
    userState = signedOut as UserSliceState;
  } else {
    const user = sessionUserOf(sandbox, identity);
    userState = {
      status: 'fulfilled',
      initialized: true,
      authorized: true,
      user,
      error: null,
      productsError: null,
      subscription: { fetched: options.subscriptionRead ?? true, data: plan ? ({ plan } as never) : null, error: null },
    };
  }
  injectReducer('user', standInUserReducer);
  return makeSiteStore();
}
