import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RootElement } from '../../../testing/site';
import { SESSION_HINT_ATTRIBUTE } from '../session-hint';
import { CLIENT_ONLY_SHELL_STYLE, ClientOnlyShell } from './client-only-shell';

describe('ClientOnlyShell', () => {
  const style = document.createElement('style');
  beforeAll(() => {
    style.textContent = CLIENT_ONLY_SHELL_STYLE;
    document.head.appendChild(style);
  });
  afterAll(() => style.remove());
  afterEach(() => document.documentElement.removeAttribute(SESSION_HINT_ATTRIBUTE));

  const renderShell = (signIn = jest.fn(() => Promise.resolve())) =>
    render(
      <RootElement>
        <ClientOnlyShell area="your cart" signIn={signIn} note={<p role="note">A note.</p>} />
      </RootElement>,
    );

  it('shows a visitor (no session hint) the prompt to sign in, not "Loading…"', () => {
    renderShell();
    expect(screen.getByRole('heading', { name: 'Sign in to continue' })).toBeVisible();
    expect(screen.getByText('Sign in with your LiveChat or HelpDesk account to see your cart.')).toBeVisible();
    expect(screen.getByRole('note')).toBeVisible();
    expect(screen.getByText('Loading…')).not.toBeVisible();
  });

  it('shows "Loading…" where the head found a session (or a sign-in callback), not the prompt', () => {
    document.documentElement.setAttribute('data-session-maybe', '');
    renderShell();
    expect(screen.getByText('Loading…')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Sign in to continue', hidden: true })).not.toBeVisible();
  });

  it("the prompt's Sign in signs in", async () => {
    const signIn = jest.fn(() => Promise.resolve());
    renderShell(signIn);
    const button = screen.getByRole('button', { name: 'Sign in' });
    await userEvent.setup().click(button);
    expect(signIn).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy', 'true'));
  });
});
