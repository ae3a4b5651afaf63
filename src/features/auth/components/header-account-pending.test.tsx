import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RootElement } from '../../../testing/site';
import { makeStore } from '../../../core/store';
import { withSandboxAccounts } from '../auth-test-kit';
import { startSession } from '../start-session';
import { HeaderAccount, SIGN_IN_LABEL } from './header-account';

jest.mock('gatsby', () => jest.requireActual('../../../../__mocks__/gatsby'));

// The sign-in itself (silent iframe, then the popup) is the session actions' own tests' subject:
// here it is a promise the test settles.
let mockEndSignIn: () => void = () => undefined;
const mockRequestSignIn = jest.fn(() => () => new Promise<void>((resolve) => (mockEndSignIn = resolve)));
jest.mock('../session-actions', () => ({
  ...jest.requireActual('../session-actions'),
  requestSignIn: () => mockRequestSignIn(),
}));

withSandboxAccounts();

it("'Sign in' shows it is working from the press until the sign-in ends, and takes no second press meanwhile", async () => {
  const store = makeStore();
  render(
    <RootElement store={store}>
      <HeaderAccount />
    </RootElement>,
  );
  act(() => {
    startSession(store.dispatch);
  });
  const button = screen.getByRole('button', { name: SIGN_IN_LABEL });
  await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'false'));
  expect(button).not.toHaveAttribute('data-signing-in');
  const user = userEvent.setup();
  await user.click(button);
  expect(button).toHaveAttribute('aria-busy', 'true');
  // Told apart from "the session is still unknown" (also aria-busy): the press was taken.
  expect(button).toHaveAttribute('data-signing-in');
  await user.click(button);
  expect(mockRequestSignIn).toHaveBeenCalledTimes(1);
  await act(async () => mockEndSignIn());
  await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'false'));
  expect(button).not.toHaveAttribute('data-signing-in');
});
