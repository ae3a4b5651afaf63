import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeStore, type AppStore } from '../../../core/store';
import { anonymousStore, signInOn } from '../../../testing/session-test-kit';
import { RootElement } from '../../../testing/site';
import { hydrationEnded, hydrationStarted } from '../../../ui/use-hydrated';
import { SESSION_HINT_ATTRIBUTE } from '../session-hint';
import { CLIENT_ONLY_SHELL_STYLE, ClientOnlyShell } from './client-only-shell';

describe('ClientOnlyShell', () => {
  const style = document.createElement('style');
  beforeAll(() => {
    style.textContent = CLIENT_ONLY_SHELL_STYLE;
    document.head.appendChild(style);
  });
  afterAll(() => style.remove());
  afterEach(async () => {
    document.documentElement.removeAttribute(SESSION_HINT_ATTRIBUTE);
    await act(async () => hydrationEnded());
  });

  const renderShell = (store: AppStore, signIn = jest.fn(() => Promise.resolve())) =>
    render(
      <RootElement store={store}>
        <ClientOnlyShell area="your cart" signIn={signIn} note={<p role="note">A note.</p>} />
      </RootElement>,
    );
  const title = (hidden = false) => screen.getByRole('heading', { name: 'Sign in to continue', hidden });

  describe("in the page's first hydration (what the server's HTML draws): CSS picks by the head's hint", () => {
    beforeEach(() => hydrationStarted());

    it('a visitor (no hint) sees the prompt to sign in, its note, and no "Loading…"', () => {
      renderShell(makeStore());
      expect(title()).toBeVisible();
      expect(screen.getByText('Sign in with your LiveChat or HelpDesk account to see your cart.')).toBeVisible();
      expect(screen.getByRole('note')).toBeVisible();
      expect(screen.getByText('Loading…')).not.toBeVisible();
    });

    it('where the head found a session cookie or a sign-in callback: "Loading…", not the prompt', () => {
      document.documentElement.setAttribute('data-session-maybe', '');
      renderShell(makeStore());
      expect(screen.getByText('Loading…')).toBeVisible();
      expect(title(true)).not.toBeVisible();
    });

    it("once hydrated, a known visitor's prompt is the same element: nothing is drawn anew", async () => {
      renderShell(anonymousStore());
      const before = title();
      await act(async () => hydrationEnded());
      expect(title()).toBe(before);
      expect(screen.queryByText('Loading…')).toBeNull();
    });
  });

  describe('once the page has hydrated (a page reached in the browser: no head script ran), the store decides', () => {
    it('a known visitor: the prompt', () => {
      renderShell(anonymousStore());
      expect(title()).toBeVisible();
      expect(screen.queryByText('Loading…')).toBeNull();
    });

    it('someone signed in: "Loading…" and never the prompt, whatever the head did not say', () => {
      renderShell(signInOn(makeStore(), 'token-1'));
      expect(screen.getByText('Loading…')).toBeVisible();
      expect(screen.queryByRole('heading', { name: 'Sign in to continue', hidden: true })).toBeNull();
    });

    it('a session not known yet: "Loading…"', () => {
      renderShell(makeStore());
      expect(screen.getByText('Loading…')).toBeVisible();
      expect(screen.queryByRole('heading', { name: 'Sign in to continue', hidden: true })).toBeNull();
    });

    it("the prompt's Sign in signs in", async () => {
      const signIn = jest.fn(() => Promise.resolve());
      renderShell(anonymousStore(), signIn);
      const button = screen.getByRole('button', { name: 'Sign in' });
      await userEvent.setup().click(button);
      expect(signIn).toHaveBeenCalledTimes(1);
      await waitFor(() => expect(button).not.toHaveAttribute('aria-busy', 'true'));
    });
  });
});
