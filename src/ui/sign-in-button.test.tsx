import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { SignInButton } from './sign-in-button';
import { theme } from './theme';

/** A sign-in whose end the test decides (the silent attempt takes up to 2500 ms before the popup). */
function deferredSignIn() {
  const ends: Array<{ resolve(): void; reject(error: Error): void }> = [];
  const signIn = jest.fn(() => new Promise<void>((resolve, reject) => ends.push({ resolve, reject })));
  return { signIn, ends };
}

const themed = (ui: React.ReactElement) => render(<ThemeProvider theme={theme}>{ui}</ThemeProvider>);

describe('SignInButton', () => {
  it('shows at once that the press was taken, ignores a second press, and is ready again when signing in ends', async () => {
    const { signIn, ends } = deferredSignIn();
    themed(<SignInButton signIn={signIn} />);
    const button = screen.getByRole('button', { name: 'Sign in' });

    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(signIn).toHaveBeenCalledTimes(1);

    await act(async () => ends[0].resolve());
    expect(button).not.toHaveAttribute('aria-busy');
    expect(button).toBeEnabled();
  });

  it('is ready again after a failed or cancelled sign-in (the error is the sign-in’s own notice)', async () => {
    const { signIn, ends } = deferredSignIn();
    themed(<SignInButton signIn={signIn} />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));

    await act(async () => ends[0].reject(new Error('popup closed')));
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(signIn).toHaveBeenCalledTimes(2);
  });
});
