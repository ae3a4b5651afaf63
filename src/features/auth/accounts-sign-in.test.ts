import type AccountsSDK from '@livechat/accounts-sdk';
import type { AccountsSdkOptions, AuthorizeData } from '@livechat/accounts-sdk';
import { AUTH_TRANSACTION_LIFETIME_MS, IFRAME_SIGN_IN_TIMEOUT_MS, type AuthTransaction } from '../../domain/auth/auth-callback';
import { ApiError } from '../../api-client/http';
import { ACCOUNTS_ERRORS, SIGN_IN } from '../../domain/site/messages';
import { createAccountsSignIn, POPUP_POLL_MS, SignInError, type SignInEnvironment } from './accounts-sign-in';

/** A stand-in for the SDK that lets each test decide what the iframe and the popup answer. */
interface Deferred<T> {
  promise: Promise<T>;
  resolve(value: T): void;
  reject(reason: unknown): void;
}
function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((yes, no) => {
    resolve = yes;
    reject = no;
  });
  return { promise, resolve, reject };
}

function setup(responseType: 'token' | 'code' = 'token') {
  const transactions = new Map<string, AuthTransaction>();
  const sdks: Array<{ options: AccountsSdkOptions; iframe: Deferred<AuthorizeData>; popup: Deferred<AuthorizeData> }> = [];
  const verifiers = new Map<string, string>();
  const removed: string[] = [];
  let clock = 1_700_000_000_000;
  let counter = 0;
  const env: SignInEnvironment & { urls: string[] } = {
    urls: [],
    now: () => clock,
    randomState: () => `state-${++counter}-abcdefghijklmnop`,
    location: () => ({ origin: 'http://localhost:8000', pathname: '/marketplace/apps/', search: '?sortBy=popularity', hash: '' }),
    replaceUrl: (url) => env.urls.push(url),
    saveTransaction: (transaction) => transactions.set(transaction.state, transaction),
    consumeTransaction: (state) => {
      const found = (state && transactions.get(state)) || null;
      if (state) transactions.delete(state);
      return found;
    },
    createSdk: (options) => {
      const entry = { options, iframe: deferred<AuthorizeData>(), popup: deferred<AuthorizeData>() };
      sdks.push(entry);
      if (options.state) verifiers.set(options.state, `verifier-of-${options.state}`);
      const sdk = {
        iframe: () => ({ authorize: () => entry.iframe.promise, removeIframe: () => removed.push(String(options.state)) }),
        popup: () => ({
          authorize: () => {
            window.open(`http://localhost:8002/?state=${options.state}`, 'livechat-login-popup', 'width=500,height=650');
            return entry.popup.promise;
          },
        }),
        redirect: () => ({ authorize: jest.fn(), authorizeData: jest.fn() }),
        verify: ({ state }: { state?: string }) => {
          if (!state) return {};
          const verifier = verifiers.get(state);
          verifiers.delete(state);
          return verifier ? { state, code_verifier: verifier } : {};
        },
        transaction: { clear: (state: string) => verifiers.delete(state) },
      };
      return sdk as unknown as AccountsSDK;
    },
    exchangeCode: jest.fn(async ({ code }) => ({
      access_token: `dal:token-for-${code}`,
      account_id: 'acc-1',
      expires_in: 86400,
      organization_id: 'org-1',
      refresh_token: 'r',
      scope: 'chats--all:rw',
      token_type: 'Bearer' as const,
    })),
  };
  const signIn = createAccountsSignIn({ serverUrl: 'http://localhost:8002', clientId: 'marketplace-sandbox', responseType }, env);
  return { env, signIn, sdks, transactions, removed, advanceClock: (ms: number) => (clock += ms) };
}

const tokenAnswer = (state: string, extra: Record<string, string> = {}): AuthorizeData => ({
  access_token: 'dal:abc',
  expires_in: 86400,
  token_type: 'Bearer',
  state,
  scope: 'chats--all:rw,billing_manage',
  ...extra,
});

let popupWindow: { closed: boolean } | null;
const open = jest.fn(() => popupWindow as unknown as Window);

beforeEach(() => {
  jest.useFakeTimers();
  popupWindow = { closed: false };
  open.mockClear();
  window.open = open;
});
afterEach(() => jest.useRealTimers());

/** Lets pending promise callbacks run (fake timers do not touch microtasks). */
const flush = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

describe('signIn: the silent iframe, then the popup', () => {
  it('signs in silently when the iframe answers with the state it was given', async () => {
    const { signIn, sdks, transactions, removed } = setup();
    const result = signIn.signIn();
    await flush();
    const [{ options, iframe }] = sdks;
    expect(options).toMatchObject({
      client_id: 'marketplace-sandbox',
      server_url: 'http://localhost:8002',
      response_type: 'token',
    });
    expect(options.redirect_uri).toBe('http://localhost:8000/marketplace/apps/');
    iframe.resolve(tokenAnswer(String(options.state)));
    await expect(result).resolves.toMatchObject({
      token: 'dal:abc',
      expiresIn: 86400,
      ghost: false,
      returnTo: '/marketplace/apps/?sortBy=popularity',
    });
    expect(open).not.toHaveBeenCalled();
    expect(transactions.size).toBe(0);
    expect(removed).toEqual([options.state]);
  });

  it('opens the popup after 2500 ms of iframe silence, with a fresh state, 500 × 700', async () => {
    const { signIn, sdks } = setup();
    const result = signIn.signIn();
    await flush();
    jest.advanceTimersByTime(IFRAME_SIGN_IN_TIMEOUT_MS - 1);
    await flush();
    expect(sdks).toHaveLength(1);
    jest.advanceTimersByTime(1);
    await flush();
    expect(sdks).toHaveLength(2);
    expect(open).toHaveBeenCalledWith(
      expect.stringContaining('localhost:8002'),
      'livechat-login-popup',
      expect.stringContaining('height=700'),
    );
    const [first, second] = sdks;
    expect(second.options.state).not.toBe(first.options.state);
    second.popup.resolve(tokenAnswer(String(second.options.state), { frenzied: '1' }));
    await expect(result).resolves.toMatchObject({ token: 'dal:abc', ghost: true });
  });

  it('falls back to the popup at once when the iframe reports no accounts session', async () => {
    const { signIn, sdks } = setup();
    const result = signIn.signIn();
    await flush();
    sdks[0].iframe.reject({ identity_exception: 'unauthorized' });
    await flush();
    expect(open).toHaveBeenCalledTimes(1);
    sdks[1].popup.resolve(tokenAnswer(String(sdks[1].options.state)));
    await expect(result).resolves.toMatchObject({ token: 'dal:abc' });
  });

  it('refuses an answer whose state is not the one it sent, and does not retry', async () => {
    const { signIn, sdks } = setup();
    const result = signIn.signIn();
    await flush();
    sdks[0].iframe.resolve(tokenAnswer('state-forged-abcdefghijklmnop'));
    await expect(result).rejects.toEqual(new SignInError('unauthorized-transaction', SIGN_IN.unauthorizedTransaction));
    expect(open).not.toHaveBeenCalled();
  });

  it('refuses an answer without a state', async () => {
    const { signIn, sdks } = setup();
    const result = signIn.signIn();
    await flush();
    const { state: _dropped, ...answer } = tokenAnswer(String(sdks[0].options.state));
    sdks[0].iframe.resolve(answer);
    await expect(result).rejects.toMatchObject({ kind: 'unauthorized-transaction', message: 'Unauthorized transaction' });
  });

  it('refuses an answer that arrives after the 30-minute transaction lifetime', async () => {
    const { signIn, sdks, advanceClock } = setup();
    const result = signIn.signIn();
    await flush();
    advanceClock(AUTH_TRANSACTION_LIFETIME_MS + 1);
    sdks[0].iframe.resolve(tokenAnswer(String(sdks[0].options.state)));
    await expect(result).rejects.toMatchObject({ kind: 'unauthorized-transaction' });
  });

  it('reports a closed popup as cancelled, checking every 1000 ms', async () => {
    const { signIn, sdks } = setup();
    const result = signIn.signIn();
    await flush();
    sdks[0].iframe.reject({ identity_exception: 'unauthorized' });
    await flush();
    popupWindow!.closed = true;
    jest.advanceTimersByTime(POPUP_POLL_MS);
    await expect(result).rejects.toMatchObject({ kind: 'cancelled' });
    expect(window.open).toBe(open);
  });

  it('reports a blocked popup so the caller can use the redirect flow', async () => {
    const { signIn, sdks } = setup();
    popupWindow = null;
    const result = signIn.signIn();
    await flush();
    sdks[0].iframe.reject('timeout');
    await flush();
    jest.advanceTimersByTime(POPUP_POLL_MS);
    await expect(result).rejects.toMatchObject({ kind: 'popup-blocked' });
  });

  it('reports the accounts service errors of §8 by name, and unknown ones by their description', async () => {
    const { signIn, sdks } = setup();
    const result = signIn.signIn();
    await flush();
    sdks[0].iframe.reject('timeout');
    await flush();
    sdks[1].popup.reject({
      oauth_exception: 'access_denied',
      description: 'Probably this application is installed on a different account.',
    });
    await expect(result).rejects.toMatchObject({ kind: 'provider', message: ACCOUNTS_ERRORS.access_denied });

    const second = setup();
    const again = second.signIn.signIn();
    await flush();
    second.sdks[0].iframe.reject('timeout');
    await flush();
    second.sdks[1].popup.reject({ oauth_exception: 'server_error', description: 'The accounts service is down.' });
    await expect(again).rejects.toMatchObject({ kind: 'provider', message: 'The accounts service is down.' });

    // A bare code with no description is never shown as it is.
    const third = setup();
    const bare = third.signIn.signIn();
    await flush();
    third.sdks[0].iframe.reject('timeout');
    await flush();
    third.sdks[1].popup.reject({ oauth_exception: 'server_error' });
    await expect(bare).rejects.toMatchObject({
      kind: 'provider',
      message: "Sign-in failed: the accounts service couldn't sign you in. Please try again.",
    });
  });
});

describe('code flow (PKCE)', () => {
  it('trades the code with the verifier the SDK stored for that state', async () => {
    const { signIn, sdks, env } = setup('code');
    const result = signIn.signIn();
    await flush();
    const state = String(sdks[0].options.state);
    sdks[0].iframe.resolve({ code: 'c-1', state });
    await expect(result).resolves.toMatchObject({ token: 'dal:token-for-c-1', accountId: 'acc-1', organizationId: 'org-1' });
    expect(env.exchangeCode).toHaveBeenCalledWith({
      code: 'c-1',
      clientId: 'marketplace-sandbox',
      redirectUri: 'http://localhost:8000/marketplace/apps/',
      codeVerifier: `verifier-of-${state}`,
    });
  });

  it.each([
    ['the network failed', new ApiError('network', 'Failed to fetch')],
    ['no answer in time', new ApiError('timeout', 'Unexpected error')],
    ['the code was refused', new ApiError('http', 'Authorization code already used', 400, 'invalid_grant')],
  ])("a failed exchange (%s) is §8's 'Missing token', and final: no popup trades another code", async (_case, error) => {
    const { signIn, sdks, env } = setup('code');
    jest.mocked(env.exchangeCode).mockRejectedValueOnce(error);
    const result = signIn.signIn();
    await flush();
    sdks[0].iframe.resolve({ code: 'c-1', state: String(sdks[0].options.state) });
    await expect(result).rejects.toMatchObject({ kind: 'token-exchange', message: 'Missing token' });
    expect(env.exchangeCode).toHaveBeenCalledTimes(1);
    expect(sdks).toHaveLength(1);
    expect(open).not.toHaveBeenCalled();
  });

  it('refuses a token when a code was asked for', async () => {
    const { signIn, sdks, env } = setup('code');
    const result = signIn.signIn();
    await flush();
    sdks[0].iframe.resolve(tokenAnswer(String(sdks[0].options.state)));
    await expect(result).rejects.toMatchObject({ kind: 'unauthorized-transaction' });
    expect(env.exchangeCode).not.toHaveBeenCalled();
  });
});

describe('handleRedirectCallback', () => {
  function redirectSetup(hash: string) {
    const context = setup();
    context.env.location = () => ({
      origin: 'http://localhost:8000',
      pathname: '/marketplace/apps/',
      search: '?sortBy=popularity',
      hash,
    });
    return context;
  }

  it('returns null when the URL carries no callback', async () => {
    const { signIn, env } = redirectSetup('#reviews');
    await expect(signIn.handleRedirectCallback()).resolves.toBeNull();
    expect(env.urls).toEqual([]);
  });

  it('takes the token out of the URL and refuses a callback nobody started', async () => {
    const { signIn, env } = redirectSetup(
      '#access_token=dal:x&expires_in=3600&token_type=Bearer&state=state-nobody-abcdefghijklmnop',
    );
    await expect(signIn.handleRedirectCallback()).rejects.toMatchObject({ message: 'Unauthorized transaction' });
    expect(env.urls).toEqual(['/marketplace/apps/?sortBy=popularity']);
  });

  it('accepts the callback of a transaction it started, once', async () => {
    const { signIn, env, transactions } = setup();
    env.saveTransaction({
      state: 'state-started-abcdefghijkl',
      createdAt: env.now(),
      returnTo: '/marketplace/apps/crm/',
      responseType: 'token',
    });
    env.createSdk({ client_id: 'x', state: 'state-started-abcdefghijkl' });
    const hash = '#access_token=dal:x&expires_in=3600&token_type=Bearer&state=state-started-abcdefghijkl&frenzied=1';
    env.location = () => ({ origin: 'http://localhost:8000', pathname: '/marketplace/apps/', search: '', hash });
    await expect(signIn.handleRedirectCallback()).resolves.toMatchObject({
      token: 'dal:x',
      ghost: true,
      returnTo: '/marketplace/apps/crm/',
    });
    expect(transactions.size).toBe(0);
    await expect(signIn.handleRedirectCallback()).rejects.toMatchObject({ kind: 'unauthorized-transaction' });
  });
});
