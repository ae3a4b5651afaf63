import { render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { navigate } from 'gatsby';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { accountsConfig } from '../../../core/config';
import { CARD_TEXT } from '../../../domain/billing/card';
import { theme } from '../../../ui/theme';
import { server } from '../../../../sandbox/test-server';
import { clearPricePreviews } from '../../../api-client/price-preview';
import {
  APPS,
  enterCard,
  FUTURE_EXPIRY,
  storeSignedInAs,
  TEST_CARD,
  withBillingSandbox,
  withoutCardOnFile,
} from '../billing-test-kit';
import { withFakeTimers } from '../../../testing/timers-test-kit';
import CheckoutRouter from './checkout-router';

jest.mock('gatsby', () => jest.requireActual('../../../../__mocks__/gatsby'));

// The payment method at the checkout (issue "Money and permissions a buyer can trust": a card number
// was asked on every purchase and the card charged was never shown). The card on file of the billed
// product (§3 Subscription per product: hasCard, cardDetails), or a card form that adds one through
// POST /account/{product} (§7) before the charge. Sandbox, fake timers (the poller's 2000 ms and the
// sandbox's charge clock move as the test waits).
const sandbox = withBillingSandbox();
const timers = withFakeTimers();
let calls: string[];

beforeEach(() => {
  clearPricePreviews();
  jest.mocked(navigate).mockClear();
  window.history.replaceState(null, '', '/checkout/x');
  calls = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method !== 'GET') calls.push(`${request.method} ${new URL(request.url).pathname}`);
  });
});
afterEach(() => server.events.removeAllListeners());

/** The calls that add a card or move money (every non-GET the checkout sends). */
const moneyCalls = () => calls.filter((call) => /\/account\/|create-charge|_charge\//.test(call));

function mount(identity: string, slug: string) {
  const store = storeSignedInAs(sandbox, identity);
  const view = render(
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <CheckoutRouter rest={slug} search="" signIn={() => Promise.resolve()} />
      </ThemeProvider>
    </Provider>,
  );
  return { store, ...view };
}

const organizationOf = (store: ReturnType<typeof storeSignedInAs>) => store.getState().user!.user!.organizationId;
const cardLine = (form: HTMLElement) => form.querySelector('[data-checkout="card-on-file"]');

describe('a card on file', () => {
  it('is shown (type and last four) and Pay charges it: no card is sent', async () => {
    const { store } = mount('owner', APPS.oneTime.slug);
    const form = await screen.findByRole('form', { name: 'Buy Pagio' });
    await waitFor(() => expect(cardLine(form)).toHaveTextContent('Charged to your card on file: Visa ending in 1111'));
    expect(within(form).queryByLabelText('Card number')).toBeNull();
    await timers.user.click(await within(form).findByRole('button', { name: /^Pay \$/ }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/checkout/pagio/thank-you', { replace: true }), {
      timeout: 8000,
    });
    expect(moneyCalls().filter((call) => call.includes('/account/'))).toEqual([]);
    expect(sandbox.services.billing.charges(organizationOf(store))).toEqual([
      expect.objectContaining({ order_client_id: APPS.oneTime.id, status: 'success' }),
    ]);
  }, 15_000);

  it("'Use another card' replaces it for this purchase; going back to it empties the form", async () => {
    mount('owner', APPS.oneTime.slug);
    const form = await screen.findByRole('form', { name: 'Buy Pagio' });
    const { user } = timers;
    await user.click(await within(form).findByRole('button', { name: 'Use another card' }));
    expect(within(form).getByText('The card you enter replaces Visa ending in 1111 on file.')).toBeInTheDocument();
    await user.type(within(form).getByLabelText('Card number'), '4000');
    await user.click(within(form).getByRole('button', { name: 'Use Visa ending in 1111 instead' }));
    expect(cardLine(form)).toHaveTextContent('Visa ending in 1111');
    await user.click(within(form).getByRole('button', { name: 'Use another card' }));
    expect(within(form).getByLabelText('Card number')).toHaveValue('');
  });

  it('a card read that failed asks for a card (nothing is guessed): the form, and a note saying why', async () => {
    server.use(
      http.get(`${accountsConfig.productApiUrl}/licenses/:product/subscription`, () => HttpResponse.json({}, { status: 500 })),
    );
    mount('owner', APPS.oneTime.slug);
    const form = await screen.findByRole('form', { name: 'Buy Pagio' });
    expect(await within(form).findByText("We couldn't read the card on file: enter the card to pay with.")).toBeInTheDocument();
    expect(within(form).getByLabelText('Card number')).toBeRequired();
  });
});

describe('no card on file: the card form', () => {
  it('adds the card before the charge, then the charge is paid with it; the next checkout shows it on file', async () => {
    withoutCardOnFile(sandbox, 'owner');
    const first = mount('owner', APPS.oneTime.slug);
    const form = await screen.findByRole('form', { name: 'Buy Pagio' });
    expect(await within(form).findByLabelText('Card number')).toBeRequired();
    expect(within(form).queryByRole('button', { name: 'Use another card' })).toBeNull();
    await enterCard(form, '4242 4242 4242 4242', timers.user);
    await timers.user.click(within(form).getByRole('button', { name: /^Pay \$/ }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/checkout/pagio/thank-you', { replace: true }), {
      timeout: 8000,
    });
    const [card, create] = moneyCalls();
    expect(card).toBe('POST /account/livechat');
    expect(create).toBe(`POST /applications/${APPS.oneTime.id}/create-charge`);
    expect(sandbox.services.accounts.subscription(organizationOf(first.store), 'livechat')).toMatchObject({
      has_card: true,
      card_details: { card_type: 'visa', first_six: '424242', last_four: '4242' },
    });
    first.unmount();

    mount('owner', APPS.monthly.slug);
    const later = await screen.findByRole('form', { name: 'Buy DripRay' });
    await waitFor(() => expect(cardLine(later)).toHaveTextContent('Charged to your card on file: Visa ending in 4242'));
  }, 15_000);

  it('says what is wrong beside each field once it is left, and sends nothing while anything is wrong', async () => {
    withoutCardOnFile(sandbox, 'owner');
    mount('owner', APPS.oneTime.slug);
    const form = await screen.findByRole('form', { name: 'Buy Pagio' });
    const { user } = timers;
    const number = await within(form).findByLabelText('Card number');
    const expiry = within(form).getByLabelText('Expiry date (MM/YY)');

    // Not while the first digits go in: once the field is left.
    await user.type(number, '4242 4242 4242 4241');
    expect(within(form).queryByText(CARD_TEXT.numberInvalid)).toBeNull();
    await user.tab();
    expect(within(form).getByText(CARD_TEXT.numberInvalid)).toBeInTheDocument();
    expect(number).toHaveAttribute('aria-invalid', 'true');
    expect(number).toHaveAccessibleDescription(expect.stringContaining(CARD_TEXT.numberInvalid));

    await user.type(expiry, '01/20');
    await user.tab();
    expect(within(form).getByText(CARD_TEXT.expiryPast)).toBeInTheDocument();

    // Pay with the card wrong: every field says what is wrong, the first one gets the focus, nothing is sent.
    await user.click(within(form).getByRole('button', { name: /^Pay/ }));
    expect(within(form).getByText(CARD_TEXT.cvcMissing)).toBeInTheDocument();
    expect(number).toHaveFocus();
    expect(moneyCalls()).toEqual([]);

    await user.clear(number);
    await user.type(number, '4242424242424242');
    await user.clear(expiry);
    await user.type(expiry, '1');
    await user.tab();
    expect(within(form).getByText(CARD_TEXT.expiryFormat)).toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: /^Pay/ }));
    expect(expiry).toHaveFocus();
    expect(moneyCalls()).toEqual([]);
    expect(within(form).queryByText(CARD_TEXT.numberInvalid)).toBeNull();
  });

  it.each([
    ['3782 822463 10005', 'American Express', '123', CARD_TEXT.cvcFour],
    ['5555 5555 5555 4444', 'Mastercard', '1234', CARD_TEXT.cvcThree],
    ['4242 4242 4242 4242', 'Visa', '12', CARD_TEXT.cvcThree],
  ])('recognises %s as %s and asks its CVC length', async (typed, brand, wrongCvc, problem) => {
    withoutCardOnFile(sandbox, 'owner');
    mount('owner', APPS.oneTime.slug);
    const form = await screen.findByRole('form', { name: 'Buy Pagio' });
    const { user } = timers;
    await user.type(await within(form).findByLabelText('Card number'), typed);
    expect(form.querySelector('[data-checkout="card-brand"]')).toHaveTextContent(brand);
    await user.type(within(form).getByLabelText('Expiry date (MM/YY)'), FUTURE_EXPIRY);
    await user.type(within(form).getByLabelText('Security code (CVC)'), wrongCvc);
    await user.click(within(form).getByRole('button', { name: /^Pay/ }));
    expect(within(form).getByText(problem)).toBeInTheDocument();
    expect(within(form).getByLabelText('Security code (CVC)')).toHaveFocus();
    expect(moneyCalls()).toEqual([]);
  });

  it('a card the service refuses (valid, but no sandbox test card): its §8 text, and nothing is charged', async () => {
    const { store } = mount('owner', APPS.oneTime.slug);
    const form = await screen.findByRole('form', { name: 'Buy Pagio' });
    await enterCard(form, '5555 5555 5555 4444', timers.user);
    await timers.user.click(within(form).getByRole('button', { name: /^Pay/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unfortunately, we were unable to charge your card...');
    expect(moneyCalls()).toEqual(['POST /account/livechat']);
    expect(sandbox.services.billing.charges(organizationOf(store))).toEqual([]);
    // The card on file is still the one before, and the typed card stays for another try.
    expect(sandbox.services.accounts.cardOnFile(organizationOf(store), 'livechat')).toMatchObject({ last_four: '1111' });
    expect(within(form).getByLabelText('Card number')).toHaveValue('5555 5555 5555 4444');
  });

  it('the declining test card is refused when added: the good card on file stays, nothing is charged, the typed card stays', async () => {
    const { store } = mount('owner', APPS.oneTime.slug);
    const form = await screen.findByRole('form', { name: 'Buy Pagio' });
    await enterCard(form, '4000 0000 0000 0002', timers.user);
    await timers.user.click(within(form).getByRole('button', { name: /^Pay/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Unfortunately, we were unable to charge your card...');
    expect(moneyCalls()).toEqual(['POST /account/livechat']);
    expect(sandbox.services.billing.charges(organizationOf(store))).toEqual([]);
    expect(sandbox.services.accounts.cardOnFile(organizationOf(store), 'livechat')).toMatchObject({ last_four: '1111' });
    expect(within(form).getByLabelText('Card number')).toHaveValue('4000 0000 0000 0002');
  });

  it('a card added whose payment then failed is the card on file when the form comes back', async () => {
    withoutCardOnFile(sandbox, 'owner');
    mount('owner', APPS.oneTime.slug);
    const form = await screen.findByRole('form', { name: 'Buy Pagio' });
    await enterCard(form, TEST_CARD.fails, timers.user);
    await timers.user.click(within(form).getByRole('button', { name: /^Pay/ }));
    expect(await screen.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent('Payment failed');
    const again = await screen.findByRole('form', { name: 'Buy Pagio' });
    expect(cardLine(again)).toHaveTextContent('Charged to your card on file: Visa ending in 0341');
    expect(within(again).getByRole('button', { name: 'Use another card' })).toBeEnabled();
  }, 15_000);

  it('a trial without a card requirement starts with the form left empty (no card sent), or with a valid card', async () => {
    withoutCardOnFile(sandbox, 'owner');
    mount('owner', 'pixelo');
    const form = await screen.findByRole('form', { name: 'Buy Pixelo' });
    const number = await within(form).findByLabelText('Card number');
    expect(number).not.toBeRequired();
    expect(within(form).getByText('A card is optional during the trial: add one now, or later.')).toBeInTheDocument();
    // Typed, it must be right.
    await timers.user.type(number, '4242');
    await timers.user.click(await within(form).findByRole('button', { name: 'Start 7-day free trial' }));
    expect(within(form).getByText('A Visa card number has 13, 16 or 19 digits.')).toBeInTheDocument();
    expect(moneyCalls()).toEqual([]);
    // Emptied again: the trial starts with no card.
    await timers.user.clear(number);
    await timers.user.click(within(form).getByRole('button', { name: 'Start 7-day free trial' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/checkout/pixelo/thank-you', { replace: true }), {
      timeout: 8000,
    });
    expect(moneyCalls().some((call) => call.includes('/account/'))).toBe(false);
  }, 15_000);
});
