/**
 * @jest-environment-options {"url": "https://localhost/marketplace/apps/"}
 *
 * https: the accounts SDK writes its cookies Secure, which jsdom accepts only on https.
 */
import AccountsSDK, { type AccountsSdkOptions, type AuthorizeData } from '@livechat/accounts-sdk';
import type { AuthTransaction } from '../../domain/auth/auth-callback';
import { SIGN_IN } from '../../domain/site/messages';
import { createAccountsSignIn, POPUP_POLL_MS } from './accounts-sign-in';
import { clearCookies, cookieNames } from './auth-test-kit';

/**
 * The real SDK's cookies around a sign-in: each authorize URL it builds (iframe, popup, redirect)
 * stores the transaction and a `com.livechat.accountsredirect_uri_params<state>` record. Only its
 * redirect return reads the latter; without clean-up three piled up after one e2e run.
 * The iframe and popup windows are stood in for; their URLs come from the real SDK.
 */
type Answer = { data: AuthorizeData } | { error: unknown } | 'never';

function setup(answers: { iframe: Answer; popup?: Answer }) {
  const transactions = new Map<string, AuthTransaction>();
  let counter = 0;
  const settle = (answer: Answer | undefined, state: string): Promise<AuthorizeData> => {
    if (!answer || answer === 'never') return new Promise<never>(() => undefined);
    if ('error' in answer) return Promise.reject(answer.error);
    return Promise.resolve({ ...answer.data, state: answer.data.state === '' ? '' : state });
  };
  const signIn = createAccountsSignIn(
    { serverUrl: 'http://localhost:8002', clientId: 'marketplace-sandbox', responseType: 'token' },
    {
      now: () => Date.now(),
      randomState: () => `state${++counter}abcdefghijklmnopqrstuv`,
      location: () => window.location,
      replaceUrl: (url) => window.history.replaceState(null, '', url),
      saveTransaction: (transaction) => transactions.set(transaction.state, transaction),
      consumeTransaction: (state) => {
        const found = (state && transactions.get(state)) || null;
        if (state) transactions.delete(state);
        return found;
      },
      createSdk: (options: AccountsSdkOptions) => {
        const sdk = new AccountsSDK(options);
        const state = String(options.state);
        // The real flows build their URL this way, then wait for the window's answer.
        sdk.iframe = () => ({
          authorize: () => (sdk.authorizeURL({}, 'button'), settle(answers.iframe, state)),
          removeIframe: () => undefined,
        });
        sdk.popup = () => ({
          authorize: () => {
            window.open(sdk.authorizeURL({}, 'button'));
            return settle(answers.popup, state);
          },
        });
        return sdk;
      },
      exchangeCode: () => Promise.reject(new Error('not used')),
    },
  );
  return signIn;
}

const sdkCookies = () => cookieNames().filter((name) => name.startsWith('com.livechat.accounts'));
const token = { data: { access_token: 'dal:abc', expires_in: 86400, token_type: 'Bearer', scope: 'chats--all:rw' } };

let popup: { closed: boolean };
beforeEach(() => {
  popup = { closed: false };
  window.open = jest.fn(() => popup as unknown as Window);
});
afterEach(() => {
  jest.useRealTimers();
  clearCookies();
});

describe("the SDK's cookies are gone once a sign-in ends", () => {
  it('after a silent (iframe) sign-in', async () => {
    await expect(setup({ iframe: token }).signIn()).resolves.toMatchObject({ token: 'dal:abc' });
    expect(sdkCookies()).toEqual([]);
  });

  it('after the iframe found no session and the popup signed in (two attempts, two states)', async () => {
    const signIn = setup({ iframe: { error: { identity_exception: 'unauthorized' } }, popup: token });
    await expect(signIn.signIn()).resolves.toMatchObject({ token: 'dal:abc' });
    expect(sdkCookies()).toEqual([]);
  });

  it('after an answer refused as an unauthorized transaction', async () => {
    const signIn = setup({ iframe: { data: { ...token.data, state: '' } } });
    await expect(signIn.signIn()).rejects.toMatchObject({ message: SIGN_IN.unauthorizedTransaction });
    expect(sdkCookies()).toEqual([]);
  });

  it('after the popup was closed by hand', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick'] });
    const signIn = setup({ iframe: { error: { identity_exception: 'unauthorized' } }, popup: 'never' });
    const result = signIn.signIn();
    await jest.advanceTimersByTimeAsync(0);
    // The attempt is under way: its records exist until it ends.
    expect(sdkCookies().some((name) => name.startsWith('com.livechat.accountsredirect_uri_params'))).toBe(true);
    const outcome = expect(result).rejects.toMatchObject({ kind: 'cancelled', message: SIGN_IN.cancelled });
    popup.closed = true;
    await jest.advanceTimersByTimeAsync(POPUP_POLL_MS);
    await outcome;
    expect(sdkCookies()).toEqual([]);
  });
});
