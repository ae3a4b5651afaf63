import { makeStore } from '../../app/store';
import { SIGN_IN } from '../../domain/messages';
import { SignInError, type AccountsSignIn } from './accounts-sign-in';
import { withSandboxAccounts } from './auth-test-kit';
import { browserSignIn } from './browser-sign-in';
import { requestSignIn } from './session-actions';
import { loadSession } from './session-cookie';
import { selectUserState } from './user-slice';

jest.mock('gatsby', () => jest.requireActual('../../../__mocks__/gatsby'));
jest.mock('./browser-sign-in', () => ({ browserSignIn: jest.fn() }));

/**
 * The header's "Sign in" as it ends (§4: pending, then fulfilled or rejected), with the accounts
 * windows stood in for: what the popup or iframe answered is the test's choice.
 */
withSandboxAccounts();

function signInEnding(outcome: () => Promise<never>) {
  const stand: Pick<AccountsSignIn, 'signIn' | 'redirect'> = { signIn: jest.fn(outcome), redirect: jest.fn() };
  jest.mocked(browserSignIn).mockReturnValue(stand as unknown as AccountsSignIn);
  const store = makeStore();
  return {
    store,
    state: () => selectUserState(store.getState()),
    notifications: () => store.getState().notifications.items.map(({ kind, content }) => ({ kind, content })),
  };
}

describe('requestSignIn', () => {
  it("a popup closed by hand is a failed sign-in (rejected), with our short 'Sign-in was cancelled.'", async () => {
    const { store, state, notifications } = signInEnding(() => Promise.reject(new SignInError('cancelled', SIGN_IN.cancelled)));

    await store.dispatch(requestSignIn());

    expect(state()).toMatchObject({ status: 'rejected', initialized: true, authorized: false, user: null });
    expect(state().error).toBe('Sign-in was cancelled.');
    expect(notifications()).toEqual([{ kind: 'info', content: 'Sign-in was cancelled.' }]);
    expect(loadSession()).toBeNull();
  });

  it('an accounts service error is a failed sign-in with its §8 text, shown as an error', async () => {
    const { store, state, notifications } = signInEnding(() =>
      Promise.reject(new SignInError('unauthorized-transaction', SIGN_IN.unauthorizedTransaction)),
    );

    await store.dispatch(requestSignIn());

    expect(state()).toMatchObject({ status: 'rejected', error: 'Unauthorized transaction' });
    expect(notifications()).toEqual([{ kind: 'error', content: 'Unauthorized transaction' }]);
  });
});
