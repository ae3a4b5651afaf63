import { makeStore } from '../../core/store';
import { SIGN_IN } from '../../domain/site/messages';
import { SignInError, type AccountsSignIn, type SignInGrant } from './accounts-sign-in';
import { tokenFor, withSandboxAccounts } from './auth-test-kit';
import { browserSignIn } from './browser-sign-in';
import { requestSignIn, signInSilentlyInHost } from './session-actions';
import { loadSession } from './session-cookie';
import { selectUserState } from './user-slice';

jest.mock('gatsby', () => jest.requireActual('../../../__mocks__/gatsby'));
jest.mock('./browser-sign-in', () => ({ browserSignIn: jest.fn() }));

/**
 * The header's "Sign in" as it ends (§4: pending, then fulfilled or rejected), with the accounts
 * windows stood in for: what the popup or iframe answered is the test's choice.
 */
withSandboxAccounts();

/** What the accounts windows give for `identity` signed in (the sandbox's own token). */
async function grantFor(identity: string): Promise<SignInGrant> {
  const data = await tokenFor(identity);
  return {
    token: data.access_token,
    expiresIn: Number(data.expires_in),
    scope: data.scope,
    accountId: data.account_id,
    organizationId: data.organization_id,
    ghost: false,
    returnTo: window.location.pathname,
  };
}

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

  it('a second request while the first is under way joins it: one iframe or popup, one session, one notice', async () => {
    // The popup has closed and its answer is on the way: a click on Install (or Sign in) lands now.
    let answer: (grant: Awaited<ReturnType<AccountsSignIn['signIn']>>) => void = () => undefined;
    const stand: Pick<AccountsSignIn, 'signIn' | 'redirect'> = {
      signIn: jest.fn(() => new Promise((resolve) => (answer = resolve))),
      redirect: jest.fn(),
    };
    jest.mocked(browserSignIn).mockReturnValue(stand as unknown as AccountsSignIn);
    const store = makeStore();
    const first = store.dispatch(requestSignIn());
    const second = store.dispatch(requestSignIn());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(stand.signIn).toHaveBeenCalledTimes(1);

    answer(await grantFor('owner'));
    await Promise.all([first, second]);

    expect(stand.signIn).toHaveBeenCalledTimes(1);
    expect(selectUserState(store.getState())).toMatchObject({ status: 'fulfilled', user: { name: 'Olivia Owner' } });
    expect(store.getState().notifications.items).toEqual([]);

    // Once it has ended, the next "Sign in" is a sign-in of its own again.
    jest.mocked(stand.signIn).mockImplementationOnce(() => Promise.reject(new SignInError('cancelled', SIGN_IN.cancelled)));
    await store.dispatch(requestSignIn());
    expect(stand.signIn).toHaveBeenCalledTimes(2);
  });
});

describe('signInSilentlyInHost (agent-app mode takes the host’s session)', () => {
  function standIn(signInSilently: AccountsSignIn['signInSilently']) {
    const stand = {
      signIn: jest.fn(),
      redirect: jest.fn(),
      signInSilently: jest.fn(signInSilently),
      signInWithPopup: jest.fn(() => Promise.reject(new SignInError('cancelled', SIGN_IN.cancelled))),
    };
    jest.mocked(browserSignIn).mockReturnValue(stand as unknown as AccountsSignIn);
    return stand;
  }

  it('signs in with the silent iframe only: no popup', async () => {
    const grant = await grantFor('owner');
    const stand = standIn(() => Promise.resolve(grant));
    const store = makeStore();
    await store.dispatch(signInSilentlyInHost());
    expect(stand.signInSilently).toHaveBeenCalledTimes(1);
    expect(stand.signIn).not.toHaveBeenCalled();
    expect(selectUserState(store.getState())).toMatchObject({ status: 'fulfilled', user: { name: 'Olivia Owner' } });
    // Signed in: a second call does nothing.
    await store.dispatch(signInSilentlyInHost());
    expect(stand.signInSilently).toHaveBeenCalledTimes(1);
  });

  it('without an accounts session stays anonymous, quietly: no popup, no error notice', async () => {
    const stand = standIn(() => Promise.reject(new SignInError('timeout', 'no accounts session')));
    const store = makeStore();
    await store.dispatch(signInSilentlyInHost());
    expect(stand.signIn).not.toHaveBeenCalled();
    expect(selectUserState(store.getState()).user).toBeNull();
    expect(store.getState().notifications.items).toEqual([]);
  });

  it('a press (Install, Sign in) during the silent attempt waits for it, then opens the popup at once: no second iframe race', async () => {
    // The iframe's answer is the test's to give: the press lands while it is awaited.
    let refuse: (reason: unknown) => void = () => undefined;
    const stand = standIn(() => new Promise((_, reject) => (refuse = reject)));
    const store = makeStore();
    const silent = store.dispatch(signInSilentlyInHost());
    const press = store.dispatch(requestSignIn());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(stand.signInWithPopup).not.toHaveBeenCalled();

    refuse(new SignInError('timeout', 'no accounts session'));
    await Promise.all([silent, press]);

    expect(stand.signInSilently).toHaveBeenCalledTimes(1);
    expect(stand.signInWithPopup).toHaveBeenCalledTimes(1);
    expect(stand.signIn).not.toHaveBeenCalled();
    expect(selectUserState(store.getState()).error).toBe('Sign-in was cancelled.');
  });

  it('a press during a silent attempt that finds the session signs in with it: no popup', async () => {
    const grant = await grantFor('owner');
    const stand = standIn(() => Promise.resolve(grant));
    const store = makeStore();
    const silent = store.dispatch(signInSilentlyInHost());
    await Promise.all([silent, store.dispatch(requestSignIn())]);
    expect(stand.signInWithPopup).not.toHaveBeenCalled();
    expect(stand.signIn).not.toHaveBeenCalled();
    expect(selectUserState(store.getState())).toMatchObject({ status: 'fulfilled', user: { name: 'Olivia Owner' } });
  });
});
