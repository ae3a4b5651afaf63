import { act, render, screen } from '@testing-library/react';
import type { PageProps } from 'gatsby';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { checkoutRoute } from '../../domain/billing/checkout';
import { isCartCheckoutAddress } from '../../features/cart/components/cart-checkout-address';
import { storeSignedInAs, withTestSandbox } from '../../testing/sandbox-test-kit';
import { theme } from '../../ui/theme';
import CheckoutRoute from './[...]';

jest.mock('gatsby', () => jest.requireActual('../../../__mocks__/gatsby'));

// Client-only /checkout/* (§2): which feature answers an address. /checkout/cart/* is the cart's
// (its thank-you and review-order pages), every other address billing's checkout.
const sandbox = withTestSandbox();

function visit(rest: string, search = '', identity: string | null = 'owner') {
  const store = storeSignedInAs(sandbox, identity);
  const props = { params: { '*': rest }, location: { search } } as unknown as PageProps;
  render(
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <CheckoutRoute {...props} />
      </ThemeProvider>
    </Provider>,
  );
}

it("sends /checkout/cart/{cartId}/thank-you to the cart's end pages", async () => {
  visit('cart/cart_nope/thank-you');
  expect(await screen.findByText("Cart couldn't be loaded. Please, contact our support.", { selector: 'p' })).toBeInTheDocument();
  expect(screen.queryByText('Nothing to check out here')).toBeNull();
});

it("answers any other /checkout/cart/* address with the cart's own panel, not the checkout's", async () => {
  visit('cart/cart_nope');
  expect(await screen.findByText('Nothing to see here')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to your cart' })).toBeInTheDocument();
  expect(screen.queryByText('Nothing to check out here')).toBeNull();
});

it("sends one app's checkout to billing's checkout", async () => {
  visit('pagio');
  expect(await screen.findByRole('form', { name: 'Buy Pagio' })).toBeInTheDocument();
});

it('answers an unknown address with the checkout\'s "Nothing to check out here"', async () => {
  visit('no/such/address');
  expect(await screen.findByText('Nothing to check out here')).toBeInTheDocument();
  expect(screen.queryByText('Nothing to see here')).toBeNull();
});

it("claims for the cart exactly the addresses the checkout's own reading calls the cart's", () => {
  const addresses = [
    'cart/c1/thank-you',
    'cart/c1/review-order/',
    '/cart/c1',
    'cart',
    '%63art/c1/thank-you',
    'pagio',
    'pagio/thank-you',
    'pagio/cart',
    'carts/c1/thank-you',
    'charge/rc_1/recurrent_charge/thank-you',
    '%E0%A4%A/thank-you',
    '',
  ];
  for (const rest of addresses) expect([rest, isCartCheckoutAddress(rest)]).toEqual([rest, checkoutRoute(rest).page === 'cart']);
});

describe('a known visitor (nobody signed in)', () => {
  it("on one app's checkout: the shell's prompt, the one the server drew, stays; the checkout's code is not asked for", async () => {
    visit('pagio', '', null);
    const button = screen.getByRole('button', { name: 'Sign in' });
    expect(screen.getByRole('heading', { name: 'Sign in to continue' })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('You do not have enough permissions to install applications.');
    await act(async () => undefined);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBe(button);
    expect(screen.queryByRole('form', { name: 'Buy Pagio' })).toBeNull();
  });

  it('on a thank-you page: the page of its own, not the prompt', async () => {
    visit('pagio/thank-you', '', null);
    expect(await screen.findByRole('heading', { name: 'Thank you!' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Sign in to continue' })).toBeNull();
  });
});
