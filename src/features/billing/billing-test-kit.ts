/**
 * Test support for the billing feature (not a test file itself): a fresh sandbox per test on the
 * origins the site calls, and stores signed in as a sandbox identity with a real token. The user
 * slice is stood in for by its state: this feature only reads it.
 */
import { withTestSandbox, type TestSandbox } from '../../app/testing/sandbox-test-kit';

export { sessionUserOf, storeSignedInAs } from '../../app/testing/sandbox-test-kit';

export type BillingSandbox = TestSandbox;
export const withBillingSandbox = withTestSandbox;

/** Test cards of the sandbox (sandbox/README.md, "Billing"). */
export { TEST_CARD } from '../../../sandbox/services/billing-cards';

/** Catalogue apps the tests buy. */
export const APPS = {
  /** $20 once, live chat. */
  oneTime: { id: '50824c495c18f62f51082483', slug: 'pagio', plan: 'pagio-standard' },
  /** $9 a month, no trial, card required. */
  monthly: { id: '0a291b6456e804fd302cd2a9', slug: 'dripray', plan: 'dripray-standard' },
} as const;
