/**
 * Test support for the billing feature (not a test file itself): a fresh sandbox per test on the
 * origins the site calls, and stores signed in as a sandbox identity with a real token. The user
 * slice is stood in for by its state: this feature only reads it.
 */
import { waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChargeStatus } from '../../domain/billing/charges';
import { sessionUserOf, withTestSandbox, type TestSandbox } from '../../testing/sandbox-test-kit';

export { sessionUserOf, storeSignedInAs } from '../../testing/sandbox-test-kit';

type BillingSandbox = TestSandbox;
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

/**
 * A one-time Pagio charge ($20, live chat) the sandbox holds in `status`, made outside the site's
 * flows (another tab, a link, an earlier visit): for the resume and follow-up cases.
 */
export function recordPagioCharge(sandbox: BillingSandbox, organizationId: string, status: ChargeStatus) {
  return sandbox.services.billing.recordCharge(
    organizationId,
    {
      kind: 'direct_charge',
      product: 'livechat',
      appId: APPS.oneTime.id,
      name: 'Pagio',
      price: 2000,
      quantity: 1,
      perAccount: false,
      months: 1,
      trialDays: 0,
    },
    status,
  );
}

/** A card expiry years ahead, as the card form takes it (MM/YY). */
export const FUTURE_EXPIRY = '12/35';

/**
 * Types a card into the checkout form once the card on file has been read: 'Use another card'
 * first when one is on file, then the number, a future expiry and a 3-digit CVC.
 */
export async function enterCard(
  form: HTMLElement,
  number: string,
  user: Pick<typeof userEvent, 'click' | 'type'> = userEvent,
  card: { expiry?: string; cvc?: string } = {},
): Promise<void> {
  await waitFor(() => {
    const section = form.querySelector('[data-checkout="payment-method"]');
    if (!section || section.querySelector('[data-checkout="card-loading"]')) throw new Error('the card on file is not read yet');
  });
  const another = within(form).queryByRole('button', { name: 'Use another card' });
  if (another) await user.click(another);
  await user.type(within(form).getByLabelText('Card number'), number);
  await user.type(within(form).getByLabelText('Expiry date (MM/YY)'), card.expiry ?? FUTURE_EXPIRY);
  await user.type(within(form).getByLabelText('Security code (CVC)'), card.cvc ?? '123');
}

/** Takes the card on file of an identity's organization off (LiveChat), so its checkout asks for one. */
export function withoutCardOnFile(sandbox: BillingSandbox, identity: string, product = 'livechat'): void {
  sandbox.services.accounts.setCardOnFile(sessionUserOf(sandbox, identity).organizationId, product, null);
}
