import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { GUEST_CART_KEY } from '../../features/cart/guest-cart';
import { storeSignedInAs, withTestSandbox } from '../../testing/sandbox-test-kit';
import { theme } from '../../ui/theme';
import CartRoute from './[...]';

jest.mock('gatsby', () => jest.requireActual('../../../__mocks__/gatsby'));

// Client-only /cart/* (§2) to someone signed out: the shell's prompt to sign in is the page.
const sandbox = withTestSandbox();

function visit(identity: string | null) {
  render(
    <Provider store={storeSignedInAs(sandbox, identity)}>
      <ThemeProvider theme={theme}>
        <CartRoute />
      </ThemeProvider>
    </Provider>,
  );
}

afterEach(() => window.localStorage.removeItem(GUEST_CART_KEY));

it("keeps the shell's prompt for a known visitor: the same Sign in button throughout, with the apps saved in this browser", async () => {
  window.localStorage.setItem(GUEST_CART_KEY, JSON.stringify(['a1', 'a2']));
  visit(null);
  const button = screen.getByRole('button', { name: 'Sign in' });
  expect(screen.getByText('Sign in with your LiveChat or HelpDesk account to see your cart.')).toBeInTheDocument();
  await act(async () => undefined);
  expect(screen.getByRole('button', { name: 'Sign in' })).toBe(button);
  expect(screen.getByText('2 apps are saved in this browser: they join your cart when you sign in.')).toBeInTheDocument();
});

it('shows someone signed in their cart, never the prompt', async () => {
  visit('owner');
  expect(await screen.findByRole('heading', { name: /cart/i })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Sign in to continue' })).toBeNull();
});
