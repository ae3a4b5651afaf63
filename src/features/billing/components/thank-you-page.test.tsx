import { render, screen, waitFor, within } from '@testing-library/react';
import { navigate } from 'gatsby';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { theme } from '../../../ui/theme';
import { clearPricePreviews } from '../../../api-client/price-preview';
import { formatDate } from '../../../domain/site/dates';
import { enterCard, storeSignedInAs, TEST_CARD, withBillingSandbox } from '../billing-test-kit';
import { withFakeTimers } from '../../../testing/timers-test-kit';
import CheckoutRouter from './checkout-router';

jest.mock('gatsby', () => jest.requireActual('../../../../__mocks__/gatsby'));

// §2 /checkout/{slug}/thank-you after a purchase in this session: the receipt, from the billing
// slice's charge as last read (issue: receipts). Sandbox, fake timers (the poller's 2000 ms and the
// sandbox's charge clock move as the test waits).
const sandbox = withBillingSandbox();
const timers = withFakeTimers();
beforeEach(() => {
  clearPricePreviews();
  jest.mocked(navigate).mockClear();
  window.history.replaceState(null, '', '/checkout/x');
});

type Store = ReturnType<typeof storeSignedInAs>;

function show(store: Store, rest: string) {
  return render(
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <CheckoutRouter rest={rest} search="" signIn={() => Promise.resolve()} />
      </ThemeProvider>
    </Provider>,
  );
}

/** Buys `slug` at its checkout as the owner, up to the thank-you navigation; then shows that page. */
async function buy(slug: string, name: string, choose: (form: HTMLElement) => Promise<void> = async () => undefined) {
  const store = storeSignedInAs(sandbox, 'owner');
  const checkout = show(store, slug);
  const form = await screen.findByRole('form', { name: `Buy ${name}` });
  await choose(form);
  await enterCard(form, TEST_CARD.succeeds, timers.user);
  await timers.user.click(within(form).getByRole('button', { name: /^(Pay|Start)/ }));
  await waitFor(() => expect(navigate).toHaveBeenCalledWith(`/checkout/${slug}/thank-you`, { replace: true }), {
    timeout: 8000,
  });
  checkout.unmount();
  show(store, `${slug}/thank-you`);
  const organizationId = store.getState().user!.user!.organizationId;
  const [charge] = sandbox.services.billing.charges(organizationId);
  return { receipt: await screen.findByLabelText('Receipt'), charge };
}

const field = (receipt: HTMLElement, name: string) => receipt.querySelector(`[data-receipt="${name}"]`);

it('names the amount paid with its tax, the plan, the annual cycle, the next charge date and what was installed', async () => {
  const { receipt, charge } = await buy('dripray', 'DripRay', async (form) => {
    await timers.user.click(within(form).getByRole('radio', { name: 'Annual (save 15%)' }));
    await timers.user.type(within(form).getByLabelText('ZIP / postal code'), '10001');
    await within(form).findByRole('button', { name: 'Pay $99.95' });
  });
  expect(screen.getByText("You've successfully purchased the app")).toBeInTheDocument();
  // floor(900 × 0.85 × 12) = 9180, + 8.875 % tax (815) = 9995.
  expect(field(receipt, 'amount')).toHaveTextContent('$99.95 (including $8.15 tax)');
  expect(field(receipt, 'plan')).toHaveTextContent('Standard');
  expect(field(receipt, 'cycle')).toHaveTextContent('Annual (every 12 months)');
  const created = new Date(charge.created_at);
  const next = new Date(Date.UTC(created.getUTCFullYear() + 1, created.getUTCMonth(), created.getUTCDate()));
  expect(field(receipt, 'next-charge')).toHaveTextContent(`$99.95 (including $8.15 tax) on ${formatDate(next.toISOString())}`);
  expect(field(receipt, 'installed')).toHaveTextContent('DripRay on your LiveChat license');
}, 15_000);

it('a one-time purchase: the amount and the one-time cycle, no next charge, no monthly wording', async () => {
  const { receipt } = await buy('pagio', 'Pagio');
  expect(field(receipt, 'amount')).toHaveTextContent('$20');
  expect(field(receipt, 'cycle')).toHaveTextContent('One-time payment');
  expect(field(receipt, 'next-charge')).toBeNull();
  expect(field(receipt, 'installed')).toHaveTextContent('Pagio on your LiveChat license');
  expect(receipt).not.toHaveTextContent(/month/i);
}, 15_000);

it('a free trial with seats: nothing paid today, the seats, and the first charge when the trial ends', async () => {
  const { receipt, charge } = await buy('pixelo', 'Pixelo', async (form) => {
    const seats = within(form).getByLabelText('Agents (seats)');
    await timers.user.clear(seats);
    await timers.user.type(seats, '3');
  });
  expect(field(receipt, 'amount')).toHaveTextContent('$0 today (7-day free trial)');
  expect(field(receipt, 'plan')).toHaveTextContent('Standard, 3 seats');
  expect(field(receipt, 'cycle')).toHaveTextContent('Monthly');
  const trialEnd = new Date(Date.parse(charge.created_at) + 7 * 86_400_000).toISOString();
  expect(field(receipt, 'next-charge')).toHaveTextContent(`$36 on ${formatDate(trialEnd)}`);
}, 15_000);

it('after a reload (nothing bought in this session) thanks without inventing a receipt', async () => {
  show(storeSignedInAs(sandbox, 'owner'), 'dripray/thank-you');
  expect(await screen.findByText('DripRay is now part of your account.')).toBeInTheDocument();
  expect(screen.queryByLabelText('Receipt')).toBeNull();
});
