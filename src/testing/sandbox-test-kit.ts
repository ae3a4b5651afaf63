import { makeSiteStore } from '../app/site-store';
import type { Reducer } from '@reduxjs/toolkit';
import type { AuthorizeTokenData } from '../domain/auth/accounts-contract';
import { toSessionUser } from '../domain/auth/session-user';
import { accountsConfig, siteConfig } from '../core/config';
import { injectReducer, type LazyLoadedSlices } from '../core/store';
import { createHandlers } from '../../sandbox/handlers';
import { createServices, type Services } from '../../sandbox/services';
import { MARKETPLACE_CLIENT_ID } from '../../sandbox/services/accounts';
import { JEST_SITE_ORIGINS, server } from '../../sandbox/test-server';

/**
 * Test support for the features whose calls the sandbox answers (billing, cart, install): a fresh
 * sandbox per test on the origins the site calls, and sandbox identities signed in with real tokens.
 */

export interface TestSandbox {
  services: Services;
}

/** A fresh sandbox (every service, every handler) for each test of the calling file. */
export function withTestSandbox(): TestSandbox {
  const handle = {} as TestSandbox;
  beforeEach(() => {
    handle.services = createServices(undefined, { siteOrigins: JEST_SITE_ORIGINS });
    server.use(...createHandlers(handle.services, siteConfig.apiUrl, accountsConfig.url));
  });
  return handle;
}

/** The session user of a sandbox identity, with a real token. */
export function sessionUserOf(sandbox: TestSandbox, identity: string) {
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

type UserSliceState = LazyLoadedSlices['user'];
let userState: UserSliceState | undefined;
/** The user slice stood in for by its state: these features only read it. */
const standInUserReducer: Reducer = (state = userState ?? null) => state;

/** A store whose session is `identity` of the sandbox (null: an anonymous visitor). */
export function storeSignedInAs(sandbox: TestSandbox, identity: string | null) {
  const user = identity === null ? null : sessionUserOf(sandbox, identity);
  userState = {
    status: user ? 'fulfilled' : 'idle',
    initialized: true,
    authorized: user !== null,
    user,
    error: null,
    productsError: null,
    subscription: { fetched: true, data: null, error: null },
  } as UserSliceState;
  injectReducer('user', standInUserReducer);
  return makeSiteStore();
}
