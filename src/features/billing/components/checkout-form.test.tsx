import { render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { navigate } from 'gatsby';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { siteConfig } from '../../../core/config';
import { theme } from '../../../ui/theme';
import { server } from '../../../../sandbox/test-server';
import { clearPricePreviews } from '../../../api-client/price-preview';
import { enterCard, storeSignedInAs, TEST_CARD, withBillingSandbox, withoutCardOnFile } from '../billing-test-kit';
import { elapse, withFakeTimers } from '../../../testing/timers-test-kit';
import CheckoutRouter from './checkout-router';

jest.mock('gatsby', () => jest.requireActual('../../../../__mocks__/gatsby'));

// The checkout form as the buyer reads and fills it (issue "Money and permissions a buyer can
// trust"): the seats field, the words next to the price, the tax rate. Sandbox, fake timers (the
// poller's 2000 ms and the sandbox's charge clock move as the test waits).
const sandbox = withBillingSandbox();
const timers = withFakeTimers();
beforeEach(() => {
  clearPricePreviews();
  jest.mocked(navigate).mockClear();
  window.history.replaceState(null, '', '/checkout/x');
});

function mount(slug: string) {
  const store = storeSignedInAs(sandbox, 'owner');
  render(
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <CheckoutRouter rest={slug} search="" signIn={() => Promise.resolve()} />
      </ThemeProvider>
    </Provider>,
  );
  return store;
}

/** The owner organization's LiveChat agents: what a per-agent plan counts before the buyer edits the seats. */
function ownerAgents(store: ReturnType<typeof storeSignedInAs>): number {
  const organizationId = store.getState().user!.user!.organizationId;
  return sandbox.services.accounts
    .accounts(organizationId)
    .filter((account) => account.properties.active && account.roles.some((role) => role.product === 'livechat')).length;
}

const cell = (form: HTMLElement, name: string) => within(form).getByLabelText('Price').querySelector(`[data-checkout="${name}"]`);

describe('the seats field (issue: Backspace snapped it to 1; typing 5 then gave 15 seats)', () => {
  it('Backspace empties it (nothing priced, nothing to pay), then typing 5 gives 5 seats and 5 × $12', async () => {
    const store = mount('pixelo');
    const form = await screen.findByRole('form', { name: 'Buy Pixelo' });
    const seats = within(form).getByLabelText('Agents (seats)');
    const agents = ownerAgents(store);
    await waitFor(() => expect(seats).toHaveValue(agents));
    const { user } = timers;
    await user.click(seats);
    await user.keyboard('{Backspace}'.repeat(String(agents).length));
    expect(seats).toHaveValue(null);
    expect(cell(form, 'total')).toHaveTextContent('…');
    expect(within(form).getByRole('button', { name: /^Start|^Pay/ })).toBeDisabled();
    await user.keyboard('5');
    expect(seats).toHaveValue(5);
    expect(cell(form, 'total')).toHaveTextContent('$60');
    expect(cell(form, 'per-month')).toHaveTextContent('$60');
    expect(within(form).getByRole('button', { name: /^Start/ })).toBeEnabled();
  });

  it('takes a pasted number, and the charge is for what is shown: 12 seats, Pay $108', async () => {
    const store = mount('threadwave');
    const form = await screen.findByRole('form', { name: 'Buy ThreadWave' });
    const seats = within(form).getByLabelText('Agents (seats)');
    const { user } = timers;
    await user.clear(seats);
    await user.paste('12');
    expect(seats).toHaveValue(12);
    expect(cell(form, 'total')).toHaveTextContent('$108');
    await enterCard(form, TEST_CARD.succeeds, user);
    const pay = await within(form).findByRole('button', { name: 'Pay $108' });
    await user.click(pay);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/checkout/threadwave/thank-you', { replace: true }), {
      timeout: 8000,
    });
    const organizationId = store.getState().user!.user!.organizationId;
    expect(sandbox.services.billing.charges(organizationId)).toEqual([
      expect.objectContaining({ price: 900, quantity: 12, per_account: true, status: 'active' }),
    ]);
  }, 15_000);

  it('says what is wrong with a value out of bounds while typing (Pay waits), and brings it to the bound when left', async () => {
    mount('threadwave');
    const form = await screen.findByRole('form', { name: 'Buy ThreadWave' });
    const seats = within(form).getByLabelText('Agents (seats)');
    const { user } = timers;
    await user.clear(seats);
    await user.type(seats, '1500');
    expect(seats).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByText('Enter a whole number of seats from 1 to 1000.')).toBeInTheDocument();
    expect(cell(form, 'total')).toHaveTextContent('…');
    expect(within(form).getByRole('button', { name: /^Pay/ })).toBeDisabled();
    await user.tab();
    expect(seats).toHaveValue(1000);
    expect(seats).not.toHaveAttribute('aria-invalid');
    expect(within(form).getByText('At most 1000 seats can be bought here: set to 1000.')).toBeInTheDocument();
    expect(cell(form, 'total')).toHaveTextContent('$9,000');

    await user.clear(seats);
    await user.type(seats, '0');
    await user.tab();
    expect(seats).toHaveValue(1);
    expect(within(form).getByText('At least 1 seat is needed: set to 1.')).toBeInTheDocument();
    expect(cell(form, 'total')).toHaveTextContent('$9');
  });

  it('gives a field left empty the seats it had', async () => {
    mount('threadwave');
    const form = await screen.findByRole('form', { name: 'Buy ThreadWave' });
    const seats = within(form).getByLabelText('Agents (seats)');
    const { user } = timers;
    await user.clear(seats);
    await user.type(seats, '3');
    await user.clear(seats);
    await user.tab();
    expect(seats).toHaveValue(3);
    expect(cell(form, 'total')).toHaveTextContent('$27');
  });
});

describe('words next to the price (issue: misleading words)', () => {
  it('shows no monthly rate for a one-time item', async () => {
    mount('pagio');
    const form = await screen.findByRole('form', { name: 'Buy Pagio' });
    expect(cell(form, 'total')).toHaveTextContent('$20');
    expect(cell(form, 'per-month')).toBeNull();
    expect(form).not.toHaveTextContent(/month/i);
  });

  it('a free trial without a card starts the trial: $0 today, no "Pay $…" beside "no credit card required" (§5)', async () => {
    mount('pixelo');
    const form = await screen.findByRole('form', { name: 'Buy Pixelo' });
    expect(within(form).getByText('7-day free trial, no credit card required')).toBeInTheDocument();
    await waitFor(() => expect(cell(form, 'total')).toHaveTextContent('$'));
    expect(within(form).queryByRole('button', { name: /^Pay/ })).toBeNull();
    expect(within(form).getByRole('button', { name: 'Start 7-day free trial' })).toBeEnabled();
    expect(cell(form, 'due-today')).toHaveTextContent('$0');
    expect(within(form).getByLabelText('Price')).toHaveTextContent(/Billed monthly after the 7-day trial/);
  });

  it('paying now makes no trial claim and needs the card', async () => {
    // No card on file (the owner's Visa 1111 taken off): the card form is what Pay waits for.
    withoutCardOnFile(sandbox, 'owner');
    mount('dripray');
    const form = await screen.findByRole('form', { name: 'Buy DripRay' });
    expect(form).not.toHaveTextContent(/free trial|no credit card/i);
    expect(await within(form).findByLabelText('Card number')).toBeRequired();
    expect(cell(form, 'due-today')).toBeNull();
    expect(await within(form).findByRole('button', { name: 'Pay $9' })).toBeDisabled();
  });

  it('writes the tax rate as the preview gives it, unrounded (8.875 % for a 1xxxx US zip)', async () => {
    mount('dripray');
    const form = await screen.findByRole('form', { name: 'Buy DripRay' });
    await timers.user.type(within(form).getByLabelText('ZIP / postal code'), '10001');
    const price = within(form).getByLabelText('Price');
    await waitFor(() => expect(price).toHaveTextContent('Tax (8.875%)'));
    expect(cell(form, 'tax')).toHaveTextContent('$0.80');
    expect(cell(form, 'total-with-tax')).toHaveTextContent('$9.80');
  });

  it('never says the payment was accepted while a card about to be declined is charged', async () => {
    mount('pagio');
    const form = await screen.findByRole('form', { name: 'Buy Pagio' });
    await enterCard(form, TEST_CARD.fails, timers.user);
    await timers.user.click(within(form).getByRole('button', { name: /^Pay/ }));
    const status = await screen.findByRole('status', {}, { timeout: 4000 });
    await waitFor(() => expect(status).toHaveAttribute('data-charge-status', 'accepted'));
    expect(status).toHaveTextContent('Processing your payment');
    expect(status).not.toHaveTextContent(/accepted|success/i);
    expect(await screen.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent('Payment failed');
  }, 15_000);
});

describe('malformed answers at the checkout (issue: ?charge=undefined and the text four times)', () => {
  it.each([
    ['{}', () => HttpResponse.json({})],
    ['null', () => HttpResponse.json(null)],
    ['a non-JSON body', () => new HttpResponse('Bad gateway', { headers: { 'Content-Type': 'text/plain' } })],
  ])(
    'create-charge answered %s: its §8 text once, the form stays, nothing in the address',
    async (_label, answer) => {
      server.use(http.post(`${siteConfig.apiUrl}/applications/:id/create-charge`, answer));
      mount('pagio');
      const form = await screen.findByRole('form', { name: 'Buy Pagio' });
      await enterCard(form, TEST_CARD.succeeds, timers.user);
      await timers.user.click(within(form).getByRole('button', { name: /^Pay/ }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Direct charge creation failed');
      await elapse(2500); // a poll interval: nothing else follows
      expect(screen.getAllByText('Direct charge creation failed')).toHaveLength(1);
      expect(screen.queryByText("This transaction doesn't exist.")).toBeNull();
      expect(window.location.search).toBe('');
      expect(window.location.href).not.toContain('undefined');
      expect(screen.getByRole('form', { name: 'Buy Pagio' })).toBeVisible();
      expect(navigate).not.toHaveBeenCalled();
    },
    10_000,
  );

  it('the accept answered {}: its §8 text once, the form again (not a progress that never ends), nothing in the address', async () => {
    server.use(http.put(`${siteConfig.apiUrl}/direct_charge/:product/:id/accept`, () => HttpResponse.json({})));
    mount('pagio');
    const form = await screen.findByRole('form', { name: 'Buy Pagio' });
    await enterCard(form, TEST_CARD.succeeds, timers.user);
    await timers.user.click(within(form).getByRole('button', { name: /^Pay/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Direct charge couldn't be activated");
    await elapse(2500); // a poll interval: nothing else follows
    expect(screen.getAllByText("Direct charge couldn't be activated")).toHaveLength(1);
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.getByRole('form', { name: 'Buy Pagio' })).toBeVisible();
    expect(window.location.search).toBe('');
    expect(navigate).not.toHaveBeenCalled();
  }, 10_000);

  it('a tax preview answered {}: the generic text once, and prices said to be before tax', async () => {
    server.use(http.get(`${siteConfig.apiUrl}/price_preview/:product`, () => HttpResponse.json({})));
    mount('dripray');
    const form = await screen.findByRole('form', { name: 'Buy DripRay' });
    expect(await within(form).findByText(/^Unexpected error: the tax couldn't be worked out/)).toBeInTheDocument();
    expect(within(form).getAllByText(/Unexpected error/)).toHaveLength(1);
    expect(cell(form, 'tax')).toHaveTextContent('—');
    expect(within(form).getByRole('button', { name: 'Pay $9' })).toBeInTheDocument();
  });
});
