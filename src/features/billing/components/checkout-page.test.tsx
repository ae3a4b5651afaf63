import { render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { navigate } from 'gatsby';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { siteConfig } from '../../../core/config';
import { theme } from '../../../ui/theme';
import { server } from '../../../../sandbox/test-server';
import { APPS, enterCard, storeSignedInAs, TEST_CARD, withBillingSandbox } from '../billing-test-kit';
import { clearPricePreviews } from '../../../api-client/price-preview';
import { publishedReads } from '../../../api-client/published-reads';
import { elapse, withFakeTimers } from '../../../testing/timers-test-kit';
import CheckoutRouter from './checkout-router';

jest.mock('gatsby', () => jest.requireActual('../../../../__mocks__/gatsby'));

// /checkout/* as a buyer sees it (§2, §5, §6, §8), against the sandbox on fake timers: the poller's
// 2000 ms and the sandbox's charge clock (Date.now) move as the test waits, not in real time.
const sandbox = withBillingSandbox();
const timers = withFakeTimers();
beforeEach(() => {
  clearPricePreviews();
  jest.mocked(navigate).mockClear();
  window.history.replaceState(null, '', '/checkout/x');
});

function mount(identity: string | null, rest: string, search = '') {
  const store = storeSignedInAs(sandbox, identity);
  const signIn = jest.fn(() => Promise.resolve());
  const { unmount } = render(
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <CheckoutRouter rest={rest} search={search} signIn={signIn} />
      </ThemeProvider>
    </Provider>,
  );
  return { store, signIn, unmount };
}

it('shows the annual price of a monthly app by the rule and its tax, then buys it and goes to the thank-you page', async () => {
  mount('owner', APPS.monthly.slug, '?embedded=true');
  const form = await screen.findByRole('form', { name: 'Buy DripRay' });
  await timers.user.click(within(form).getByRole('radio', { name: 'Annual (save 15%)' }));
  const price = within(form).getByLabelText('Price');
  // floor(900 × 0.85 × 12) = 9180 → $91.80 a year, $7.65 a month.
  expect(price.querySelector('[data-checkout="total"]')).toHaveTextContent('$91.80');
  expect(price.querySelector('[data-checkout="per-month"]')).toHaveTextContent('$7.65');
  await waitFor(() => expect(price.querySelector('[data-checkout="tax"]')).toHaveTextContent('$0'));
  await enterCard(form, TEST_CARD.succeeds, timers.user);
  await timers.user.dblClick(within(form).getByRole('button', { name: /^Pay/ }));
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/checkout/dripray/thank-you?embedded=true', { replace: true }), {
    timeout: 8000,
  });
  const org = sandbox.services.accounts.authenticate(mountTokenOwner())!.organizationId;
  expect(sandbox.services.billing.charges(org)).toEqual([expect.objectContaining({ price: 9180, months: 12, status: 'active' })]);
}, 15_000);

function mountTokenOwner(): string {
  const signed = sandbox.services.accounts.authorizeAs(
    { client_id: 'marketplace-sandbox', redirect_uri: 'http://localhost/marketplace/', response_type: 'token', state: 's' },
    'owner',
  );
  return (signed?.answer as { data: { access_token: string } }).data.access_token;
}

it("counts the organization's agents for a per-agent plan (§9: per-account charges multiply by the agent count)", async () => {
  const { store } = mount('owner', 'pixelo');
  const organizationId = store.getState().user!.user!.organizationId;
  const agents = sandbox.services.accounts
    .accounts(organizationId)
    .filter((account) => account.properties.active && account.roles.some((role) => role.product === 'livechat')).length;
  expect(agents).toBeGreaterThan(1);
  const form = await screen.findByRole('form', { name: 'Buy Pixelo' });
  // $12 per agent a month.
  await waitFor(() => expect(within(form).getByLabelText('Agents (seats)')).toHaveValue(agents));
  expect(within(form).getByLabelText('Price').querySelector('[data-checkout="total"]')).toHaveTextContent(
    `$${(12 * agents).toFixed(0)}`,
  );
});

it("refuses the developer's own app before any charge", async () => {
  mount('developer', 'orderster');
  expect(
    await screen.findByText('You cannot buy your own service/app. If you want to install it, go to Developer Console.'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /^Pay/ })).toBeNull();
});

it('refuses the agent (no billing rights) before any charge', async () => {
  mount('agent', APPS.oneTime.slug);
  expect(await screen.findByText(/Buying apps needs billing rights on the LiveChat license/)).toBeInTheDocument();
  expect(screen.queryByRole('form')).toBeNull();
});

it('asks a visitor to sign in, then comes back to the same checkout', async () => {
  const { signIn } = mount(null, APPS.oneTime.slug);
  expect(await screen.findByText('You do not have enough permissions to install applications.')).toBeInTheDocument();
  await timers.user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(signIn).toHaveBeenCalledTimes(1);
});

it('shows "Payment failed" for a one-time app paid with a failing card, and the form again', async () => {
  mount('owner', APPS.oneTime.slug);
  const form = await screen.findByRole('form', { name: 'Buy Pagio' });
  await enterCard(form, TEST_CARD.fails, timers.user);
  await timers.user.click(within(form).getByRole('button', { name: /^Pay/ }));
  expect(await screen.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent('Payment failed');
  expect(await screen.findByRole('form', { name: 'Buy Pagio' })).toBeInTheDocument();
  expect(window.location.search).toBe('');
}, 15_000);

it("keeps the buyer's choices when a payment fails: the form comes back as it was", async () => {
  mount('owner', APPS.monthly.slug);
  const form = await screen.findByRole('form', { name: 'Buy DripRay' });
  await timers.user.click(within(form).getByRole('radio', { name: 'Annual (save 15%)' }));
  await timers.user.selectOptions(within(form).getByLabelText('Billing country'), 'PL');
  await enterCard(form, TEST_CARD.fails, timers.user);
  await timers.user.click(within(form).getByRole('button', { name: /^Pay/ }));
  // A recurrent charge declined (§8).
  expect(await screen.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent('Payment declined/cancelled');
  const again = await screen.findByRole('form', { name: 'Buy DripRay' });
  expect(within(again).getByRole('radio', { name: 'Annual (save 15%)' })).toBeChecked();
  expect(within(again).getByLabelText('Billing country')).toHaveValue('PL');
}, 15_000);

it('brings the form back when a charge resumed from the URL (a reload) ends failed', async () => {
  const first = mount('owner', APPS.oneTime.slug);
  const form = await screen.findByRole('form', { name: 'Buy Pagio' });
  await enterCard(form, TEST_CARD.fails, timers.user);
  await timers.user.click(within(form).getByRole('button', { name: /^Pay/ }));
  expect(await screen.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent('Payment failed');
  const org = first.store.getState().user!.user!.organizationId;
  const [charge] = sandbox.services.billing.charges(org);
  first.unmount();

  // The reload: the URL still names the (now failed) charge.
  mount('owner', APPS.oneTime.slug, `?charge=${charge.id}&kind=direct_charge`);
  expect(await screen.findByRole('form', { name: 'Buy Pagio' }, { timeout: 8000 })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent('Payment failed');
}, 20_000);

it('offers to read the app again when its read failed (the service down), and then shows the checkout', async () => {
  publishedReads.clear();
  server.use(
    http.get(`${siteConfig.apiUrl}/applications/:slug/published`, () => HttpResponse.json({}, { status: 500 }), { once: true }),
  );
  mount('owner', APPS.oneTime.slug);
  expect(await screen.findByRole('alert')).toHaveTextContent('Unexpected error');
  await timers.user.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('form', { name: 'Buy Pagio' })).toBeInTheDocument();
});

it('says an unknown app was not bought on its thank-you page', async () => {
  mount('owner', 'no-such-app/thank-you');
  expect(await screen.findByRole('alert')).toHaveTextContent('App not found');
  expect(screen.queryByText("You've successfully purchased the app")).toBeNull();
});

it('follows the charge to its end after the buyer leaves the checkout page, and shows the purchase toast there (§4)', async () => {
  const { store, unmount } = mount('owner', APPS.oneTime.slug);
  const form = await screen.findByRole('form', { name: 'Buy Pagio' });
  await enterCard(form, TEST_CARD.succeeds, timers.user);
  await timers.user.click(within(form).getByRole('button', { name: /^Pay/ }));
  // The charge exists and is being followed: the buyer goes elsewhere before it ends.
  await screen.findByRole('status', {}, { timeout: 8000 });
  unmount();
  window.history.replaceState(null, '', '/apps/');
  await waitFor(
    () =>
      expect(store.getState().notifications.items.map((item) => [item.kind, item.content])).toContainEqual([
        'success',
        "You've successfully purchased the app",
      ]),
    { timeout: 8000 },
  );
}, 15_000);

it("renders an external charge's description from the query as text, and sends an unknown charge home", async () => {
  const hostile = '<img src=x onerror="window.hacked=1">Pro plan';
  mount(
    'owner',
    'charge/dc_nope/direct_charge/thank-you',
    `?description=${encodeURIComponent(hostile)}&icon=javascript:alert(1)`,
  );
  expect(await screen.findByText(hostile)).toBeInTheDocument();
  expect(document.querySelector('img[src^="javascript"]')).toBeNull();
  expect(document.querySelector('img[src="x"]')).toBeNull();
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/', { replace: true }));
});

it('a reload while the slow card is charged reads the charge and only follows it: one activate in all (issue)', async () => {
  window.sessionStorage.clear();
  const moves: string[] = [];
  server.use(
    http.put(`${siteConfig.apiUrl}/direct_charge/livechat/:id/:step`, ({ params }) => {
      moves.push(String(params.step));
      return undefined;
    }),
  );
  const first = mount('owner', APPS.oneTime.slug);
  const form = await screen.findByRole('form', { name: 'Buy Pagio' });
  await enterCard(form, TEST_CARD.slow, timers.user);
  await timers.user.click(within(form).getByRole('button', { name: /^Pay/ }));
  await waitFor(() => expect(screen.getByRole('status')).toHaveAttribute('data-charge-status', 'accepted'), { timeout: 4000 });
  expect(moves).toEqual(['accept', 'activate']);
  const address = window.location.search;
  expect(address).toMatch(/^\?charge=dc_[^&]+&kind=direct_charge$/);
  first.unmount();

  // The reload: a new store, the charge from the address, the same tab.
  mount('owner', APPS.oneTime.slug, address);
  await waitFor(() => expect(screen.getByRole('status')).toHaveAttribute('data-charge-status', 'accepted'), { timeout: 4000 });
  await elapse(2500); // one more read of it
  expect(moves).toEqual(['accept', 'activate']);
  expect(screen.getByRole('status')).toHaveTextContent('Processing your payment');
}, 15_000);

describe('an external pending charge (§4: pending charges may be accepted or declined)', () => {
  /** A raw charge the host (or a partner) created for Acme, waiting for an answer. */
  function pendingCharge(kind: 'direct_charge' | 'recurrent_charge') {
    const grant = sandbox.services.accounts.authenticate(mountTokenOwner())!;
    const made = sandbox.services.billing.create(grant, kind, 'livechat', {
      name: 'Pro plan',
      price: 500,
      quantity: 1,
      return_url: 'http://localhost/',
      order_client_id: 'external-order-1',
      ...(kind === 'recurrent_charge' ? { months: 1, trial_days: 0 } : {}),
    });
    if (!made.ok) throw new Error(`no charge: ${JSON.stringify(made)}`);
    return made.value;
  }

  it.each([
    ['direct_charge', 'failed'],
    ['recurrent_charge', 'declined'],
  ] as const)(
    'declines a pending %s: it ends %s, nothing is charged',
    async (kind, end) => {
      const charge = pendingCharge(kind);
      mount('owner', `charge/${charge.id}/${kind}/thank-you`);
      await timers.user.click(await screen.findByRole('button', { name: 'Decline' }, { timeout: 5000 }));
      await waitFor(() =>
        expect(
          screen.getByText('Payment declined/cancelled', { selector: '[role="alert"], [role="status"], p' }),
        ).toBeInTheDocument(),
      );
      const org = sandbox.services.accounts.authenticate(mountTokenOwner())!.organizationId;
      expect(sandbox.services.billing.charges(org).find((item) => item.id === charge.id)?.status).toBe(end);
    },
    15_000,
  );

  it('accepts a pending recurrent charge: accepted and activated, then followed to its end', async () => {
    const charge = pendingCharge('recurrent_charge');
    mount('owner', `charge/${charge.id}/recurrent_charge/thank-you`);
    await timers.user.click(await screen.findByRole('button', { name: 'Accept and pay' }, { timeout: 5000 }));
    await screen.findByText("You've successfully purchased the app", {}, { timeout: 8000 });
    const org = sandbox.services.accounts.authenticate(mountTokenOwner())!.organizationId;
    expect(sandbox.services.billing.charges(org).find((item) => item.id === charge.id)?.status).toBe('active');
  }, 15_000);

  it('does not offer the answer to an agent, whose forced answer would be refused (§6 billing rights)', async () => {
    const charge = pendingCharge('direct_charge');
    mount('agent', `charge/${charge.id}/direct_charge/thank-you`);
    // Once the charge is read as pending: the reason, and no answer offered.
    expect(
      await screen.findByText(/^Buying apps needs billing rights on the LiveChat license\./, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Decline' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Accept and pay' })).toBeNull();
  }, 15_000);
});
