/**
 * Test support for the install feature (not a test file itself): a fresh sandbox per test (installs,
 * accounts, consent) on the origins the site calls, and stores signed in as a sandbox identity with
 * a real token. The user slice is stood in for by its state: this feature only reads it.
 */
import type { Reducer } from '@reduxjs/toolkit';
import type { AuthorizeTokenData } from '../../domain/accounts-contract';
import { toSessionUser } from '../../domain/session-user';
import { accountsConfig, siteConfig } from '../../app/config';
import { injectReducer, makeStore, type LazyLoadedSlices } from '../../app/store';
import { createHandlers } from '../../../sandbox/handlers';
import { createServices, type Services } from '../../../sandbox/services';
import { MARKETPLACE_CLIENT_ID } from '../../../sandbox/services/accounts';
import { JEST_SITE_ORIGINS, server } from '../../../sandbox/test-server';

export interface InstallSandbox {
  services: Services;
}

export function withInstallSandbox(): InstallSandbox {
  const handle = {} as InstallSandbox;
  beforeEach(() => {
    handle.services = createServices(undefined, { siteOrigins: JEST_SITE_ORIGINS });
    server.use(...createHandlers(handle.services, siteConfig.apiUrl, accountsConfig.url));
  });
  return handle;
}

type UserSliceState = LazyLoadedSlices['user'];
let userState: UserSliceState | undefined;
/** Keeps the given session; 'user/logInFulfilled' (the auth feature's action) signs in as in the app. */
const standInUserReducer: Reducer = (state = userState ?? null, action) => {
  if (action.type === 'user/subscriptionFetched' && state)
    return { ...state, subscription: { fetched: true, data: action.payload, error: null } };
  if (action.type !== 'user/logInFulfilled') return state;
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

/** The session user of a sandbox identity, with a real token. */
export function sessionUserOf(sandbox: InstallSandbox, identity: string) {
  const signed = sandbox.services.accounts.authorizeAs(
    { client_id: MARKETPLACE_CLIENT_ID, redirect_uri: 'http://localhost/marketplace/', response_type: 'token', state: 's' },
    identity,
  );
  const data = (signed?.answer as { data: AuthorizeTokenData }).data;
  const account = sandbox.services.accounts.account(data.organization_id, data.account_id)!;
  return toSessionUser({
    token: data.access_token,
    account,
    organizationId: data.organization_id,
    scope: data.scope,
    products: sandbox.services.accounts.products(data.organization_id),
    ghost: false,
  });
}

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
  return makeStore();
}
