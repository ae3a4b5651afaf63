/**
 * Test support for the cart feature (not a test file itself): a fresh sandbox per test, stores
 * signed in as a sandbox identity with a real token (the user slice stood in for by its state),
 * the cart's catalogue apps and helpers.
 */
import type { Reducer } from '@reduxjs/toolkit';
import type { AuthorizeTokenData } from '../../domain/accounts-contract';
import { toSessionUser } from '../../domain/session-user';
import { accountsConfig, siteConfig } from '../../app/config';
import { injectReducer, makeStore, type LazyLoadedSlices, type RootState } from '../../app/store';
import { createHandlers } from '../../../sandbox/handlers';
import { createServices, type Services } from '../../../sandbox/services';
import { MARKETPLACE_CLIENT_ID } from '../../../sandbox/services/accounts';
import { JEST_SITE_ORIGINS, server } from '../../../sandbox/test-server';

export interface CartSandbox {
  services: Services;
}

export function withCartSandbox(): CartSandbox {
  const handle = {} as CartSandbox;
  beforeEach(() => {
    handle.services = createServices(undefined, { siteOrigins: JEST_SITE_ORIGINS });
    server.use(...createHandlers(handle.services, siteConfig.apiUrl, accountsConfig.url));
  });
  return handle;
}

type UserSliceState = LazyLoadedSlices['user'];
let userState: UserSliceState | undefined;
const standInUserReducer: Reducer = (state = userState ?? null) => state;

export function sessionUserOf(sandbox: CartSandbox, identity: string) {
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
export function storeSignedInAs(sandbox: CartSandbox, identity: string | null) {
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

import './cart-slice';

/** Catalogue apps the tests put in carts. */
export const CART_APPS = {
  /** $20 once, live chat. */
  pagio: '50824c495c18f62f51082483',
  /** $12 per agent a month, 7-day trial, no card. */
  pixelo: 'c82a7da517bb56071b807e91',
  /** $25 a month, live chat. */
  chartpoint: 'cb70d1d8f9fc1d33de069ac2',
  /** Help desk, $25 a month. */
  quizio: '5089e691341d9af07d138c61',
  /** Live chat, Team and higher plans. */
  inboxfox: 'f38a33a13d6384f85a3a375e',
} as const;

export const notificationsOf = (state: RootState) => state.notifications.items.map((item) => [item.kind, item.content]);

export function organizationOf(sandbox: CartSandbox, identity: string): string {
  return sandbox.services.accounts.identity(identity)!.account.organization_id;
}
