/**
 * Test support for the billing feature (not a test file itself): a fresh sandbox per test on the
 * origins the site calls, and stores signed in as a sandbox identity with a real token. The user
 * slice is stood in for by its state: this feature only reads it.
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

export interface BillingSandbox {
  services: Services;
}

export function withBillingSandbox(): BillingSandbox {
  const handle = {} as BillingSandbox;
  beforeEach(() => {
    handle.services = createServices(undefined, { siteOrigins: JEST_SITE_ORIGINS });
    server.use(...createHandlers(handle.services, siteConfig.apiUrl, accountsConfig.url));
  });
  return handle;
}

type UserSliceState = LazyLoadedSlices['user'];
let userState: UserSliceState | undefined;
const standInUserReducer: Reducer = (state = userState ?? null) => state;

export function sessionUserOf(sandbox: BillingSandbox, identity: string) {
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
export function storeSignedInAs(sandbox: BillingSandbox, identity: string | null) {
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
  return makeStore();
}

/** Test cards of the sandbox (sandbox/README.md, "Billing"). */
export { TEST_CARD } from '../../../sandbox/services/billing-cards';

/** Catalogue apps the tests buy. */
export const APPS = {
  /** $20 once, live chat. */
  oneTime: { id: '50824c495c18f62f51082483', slug: 'pagio', plan: 'pagio-standard' },
  /** $9 a month, no trial, card required. */
  monthly: { id: '0a291b6456e804fd302cd2a9', slug: 'dripray', plan: 'dripray-standard' },
} as const;
