/**
 * Test support for the cart feature (not a test file itself): a fresh sandbox per test, stores
 * signed in as a sandbox identity with a real token (the user slice stood in for by its state),
 * the cart's catalogue apps and helpers.
 */
import type { RootState } from '../../core/store';
import { withTestSandbox, type TestSandbox } from '../../testing/sandbox-test-kit';

export { sessionUserOf, storeSignedInAs } from '../../testing/sandbox-test-kit';

type CartSandbox = TestSandbox;
export const withCartSandbox = withTestSandbox;

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
