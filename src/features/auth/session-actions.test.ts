/**
 * @jest-environment-options {"url": "https://localhost/"}
 *
 * https: the accounts SDK keeps its own record of a redirect sign-in in a Secure cookie, which
 * browsers accept on https and on http://localhost, and jsdom only on https.
 */
import AccountsSDK from '@livechat/accounts-sdk';
import { waitFor } from '@testing-library/react';
import { navigate } from 'gatsby';
import { http, HttpResponse } from 'msw';
import { makeStore } from '../../core/store';
import { AUTH_TRANSACTION_LIFETIME_MS } from '../../domain/auth/auth-callback';
import { FAILURE, LOADING, SIGN_IN, SUCCESS } from '../../domain/site/messages';
import { server } from '../../../sandbox/test-server';
import { MARKETPLACE_CLIENT_ID } from '../../../sandbox/services/accounts';
import {
  ACCOUNTS_URL,
  API_URL,
  calls,
  recordCookieWrites,
  revokeToken,
  tokenFor,
  tokenWorks,
  withSandboxAccounts,
  webStorageKeys,
} from './auth-test-kit';
import { randomState, saveTransaction } from './auth-transactions';
import { requestAccess, requestSignOut, restoreSession, startSessionEffects } from './session-actions';
import { loadSession, saveSession, SESSION_COOKIE } from './session-cookie';
import { fetchUserSubscription, selectUserState } from './user-slice';

jest.mock('gatsby', () => jest.requireActual('../../../__mocks__/gatsby'));

/**
 * The session across page loads (§4 "Sign-in", §8 "Sign-in" and "Loading"): restoring it from the
 * token cookie, finishing a redirect sign-in, the 401 sign-out, sign-out and the access request,
 * all against the sandbox's accounts service.
 */
const sandbox = withSandboxAccounts();

beforeEach(() => {
  jest.mocked(navigate).mockClear();
  window.history.replaceState(null, '', '/');
});

const serverError = () => HttpResponse.json({ error: { type: 'internal', message: 'Boom' } }, { status: 500 });

function setup({ listeners = true } = {}) {
  const store = makeStore();
  if (listeners) startSessionEffects(store.dispatch);
  return {
    store,
    state: () => selectUserState(store.getState()),
    notifications: () => store.getState().notifications.items.map(({ kind, content }) => ({ kind, content })),
  };
}

/** A page load with the session cookie of a sandbox sign-in as `identity`. */
async function withSessionOf(identity: string) {
  const grant = await tokenFor(identity);
  saveSession({ token: grant.access_token, ghost: grant.frenzied === '1' }, Number(grant.expires_in));
  return grant;
}

async function signedIn(identity: string) {
  const context = setup();
  const grant = await withSessionOf(identity);
  await context.store.dispatch(restoreSession());
  if (!context.state().user) throw new Error(`could not restore ${identity}: ${context.state().error}`);
  // The reseller and subscription reads run on after the restore: let them land first.
  await waitForState(() => context.state().subscription.fetched);
  sandbox.requests.length = 0;
  return { ...context, grant };
}

describe('restoreSession from the token cookie', () => {
  it('without a cookie: anonymous and initialized, nothing called', async () => {
    const { store, state, notifications } = setup();

    await store.dispatch(restoreSession());

    expect(state()).toMatchObject({ initialized: true, authorized: false, user: null, status: 'idle' });
    expect(calls(sandbox)).toEqual([]);
    expect(notifications()).toEqual([]);
  });

  it('with a valid cookie: signed in, then the reseller flag and the subscription are read', async () => {
    const { store, state } = setup();
    const grant = await withSessionOf('reseller');

    await store.dispatch(restoreSession());

    expect(state()).toMatchObject({ status: 'fulfilled', initialized: true, authorized: true });
    expect(state().user).toMatchObject({ name: 'Rita Reseller', token: grant.access_token, isGhostLogin: false });
    await waitForState(() => state().subscription.fetched && state().user?.isReseller === true);
    expect(state().subscription.data).toMatchObject({ plan: 'enterprise', assigned: false });
    expect(calls(sandbox)).toEqual(
      expect.arrayContaining(['GET /v2/info', 'GET /licenses/livechat/properties', 'GET /licenses/livechat/subscription']),
    );
    expect(loadSession()).toEqual({ token: grant.access_token, ghost: false });
  });

  it('a ghost cookie restores a ghost login', async () => {
    const { store, state } = setup();
    await withSessionOf('ghost');

    await store.dispatch(restoreSession());

    expect(state().user).toMatchObject({ name: 'Olivia Owner', isGhostLogin: true });
  });

  it.each([
    ['revoked (DELETE /v2/token)', 'token' as const],
    ['ended with every session (DELETE /v2/sessions)', 'sessions' as const],
  ])('a token the sandbox %s: 401 path — cookie cleared, user reset, logged-out notice, home', async (_, how) => {
    const { store, state, notifications } = setup();
    const grant = await withSessionOf('owner');
    await revokeToken(grant.access_token, how);

    await store.dispatch(restoreSession());

    expect(loadSession()).toBeNull();
    expect(state()).toMatchObject({ initialized: true, authorized: false, user: null });
    expect(notifications()).toEqual([{ kind: 'error', content: LOADING.loggedOut }]);
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('a services outage (500): the cookie stays for the next page, the error is shown, no redirect', async () => {
    const { store, state, notifications } = setup();
    const grant = await withSessionOf('owner');
    server.use(http.get(`${ACCOUNTS_URL}/v2/info`, serverError));

    await store.dispatch(restoreSession());

    expect(loadSession()).toEqual({ token: grant.access_token, ghost: false });
    expect(state()).toMatchObject({
      status: 'rejected',
      initialized: true,
      authorized: false,
      user: null,
      error: SIGN_IN.tokenInfo,
    });
    expect(notifications()).toEqual([{ kind: 'error', content: SIGN_IN.tokenInfo }]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('the header remounting on a client-side navigation (same store) does not sign in again', async () => {
    const { store, state } = await signedIn('owner');

    await store.dispatch(restoreSession());

    expect(calls(sandbox)).toEqual([]);
    expect(state()).toMatchObject({
      status: 'fulfilled',
      authorized: true,
      user: expect.objectContaining({ name: 'Olivia Owner' }),
    });
  });

  it('the cookie gone since the last page (signed out in another tab, or expired): the next page is anonymous', async () => {
    const { store, state } = await signedIn('owner');
    document.cookie = `__Host-${SESSION_COOKIE}=; Max-Age=0; Path=/; Secure`;

    await store.dispatch(restoreSession());

    expect(state()).toMatchObject({ initialized: true, authorized: false, user: null });
    expect(calls(sandbox)).toEqual([]);
  });

  it('two restores at once (effects run twice in development) sign in once', async () => {
    const { store, state } = setup();
    await withSessionOf('owner');

    await Promise.all([store.dispatch(restoreSession()), store.dispatch(restoreSession())]);
    await waitForState(() => state().subscription.fetched);

    expect(calls(sandbox).filter((call) => call === 'GET /v2/info')).toHaveLength(1);
    expect(state()).toMatchObject({ status: 'fulfilled', user: expect.objectContaining({ name: 'Olivia Owner' }) });
  });

  it('a cookie for another token than the one in the store is restored (signed in elsewhere meanwhile)', async () => {
    const { store, state } = await signedIn('owner');
    await withSessionOf('agent');

    await store.dispatch(restoreSession());

    expect(state().user).toMatchObject({ name: 'Andy Agent' });
  });

  it('a ghost session that cannot be restored says so in the ghost words', async () => {
    const { store, notifications } = setup();
    await withSessionOf('ghost');
    server.use(http.get(`${ACCOUNTS_URL}/v2/accounts/:id`, serverError));

    await store.dispatch(restoreSession());

    expect(notifications()).toEqual([{ kind: 'error', content: SIGN_IN.ghostLogin }]);
  });
});

describe('any call answered 401 ends the session (startSessionEffects)', () => {
  it('the subscription read refused: signed out, notice, home', async () => {
    const { store, state, notifications } = await signedIn('owner');
    await waitForState(() => state().subscription.fetched);
    server.use(
      http.get(`${API_URL}/licenses/:product/subscription`, () =>
        HttpResponse.json({ error: { type: 'authentication', message: 'Invalid access token' } }, { status: 401 }),
      ),
    );

    await store.dispatch(fetchUserSubscription());

    expect(state().user).toBeNull();
    expect(loadSession()).toBeNull();
    expect(notifications()).toEqual([{ kind: 'error', content: LOADING.loggedOut }]);
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('stops once the listener is removed', async () => {
    const store = makeStore();
    const stop = startSessionEffects(store.dispatch);
    stop();
    const grant = await withSessionOf('owner');
    await revokeToken(grant.access_token);

    await store.dispatch(restoreSession());

    expect(navigate).not.toHaveBeenCalled();
    expect(store.getState().notifications.items.map((item) => item.content)).not.toContain(LOADING.loggedOut);
  });
});

describe('requestSignOut', () => {
  it('clears the cookie, ends the sandbox sessions (the token stops working), resets the user, goes home', async () => {
    const { store, state, grant } = await signedIn('owner');
    await waitForState(() => state().subscription.fetched);
    sandbox.requests.length = 0;
    const cookies = recordCookieWrites();

    try {
      await store.dispatch(requestSignOut());
    } finally {
      cookies.restore();
    }

    expect(cookies.writes).toEqual([
      expect.stringMatching(new RegExp(`^__Host-${SESSION_COOKIE}=; Max-Age=0;`)),
      expect.stringMatching(new RegExp(`^${SESSION_COOKIE}=; Max-Age=0;`)),
    ]);
    expect(loadSession()).toBeNull();
    expect(calls(sandbox)).toEqual(['DELETE /v2/sessions']);
    expect(sandbox.requests[0].headers.get('authorization')).toBe(`Bearer ${grant.access_token}`);
    await expect(tokenWorks(grant.access_token)).resolves.toBe(false);
    expect(state()).toMatchObject({
      initialized: true,
      authorized: false,
      user: null,
      subscription: { fetched: false, data: null },
    });
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it('still signs out locally when the sessions call fails', async () => {
    const { store, state, notifications } = await signedIn('owner');
    server.use(http.delete(`${ACCOUNTS_URL}/v2/sessions`, serverError));

    await store.dispatch(requestSignOut());

    expect(loadSession()).toBeNull();
    expect(state().user).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/');
    expect(notifications()).toEqual([]);
  });

  it("ends a ghost login ('Stop now') by revoking only the ghost's token: the impersonated owner stays signed in elsewhere", async () => {
    const ownersOwn = await tokenFor('owner', 'owner-elsewhere-0123456789');
    const { store, state, grant } = await signedIn('ghost');
    sandbox.requests.length = 0;

    await store.dispatch(requestSignOut());

    expect(state().user).toBeNull();
    expect(loadSession()).toBeNull();
    expect(calls(sandbox)).toContain('DELETE /v2/token');
    expect(calls(sandbox)).not.toContain('DELETE /v2/sessions');
    await expect(tokenWorks(grant.access_token)).resolves.toBe(false);
    await expect(tokenWorks(ownersOwn.access_token)).resolves.toBe(true);
    expect(navigate).toHaveBeenCalledWith('/');
  });

  it("ends this browser's accounts session too, so the next sign-in does not come back as the ghost", async () => {
    const { store } = await signedIn('ghost');
    sandbox.requests.length = 0;

    await store.dispatch(requestSignOut());

    // A credentialed call: the session is the accounts origin's cookie, which the browser adds.
    const ended = sandbox.requests.filter((request) => `${request.method} ${request.path}` === 'DELETE /v2/sessions/current');
    expect(ended).toHaveLength(1);
    expect(ended[0].credentials).toBe('include');
    expect(ended[0].origin).toBe(ACCOUNTS_URL);
  });

  it('a ghost sign-out whose session call fails still signs out locally, quietly', async () => {
    const { store, state, notifications } = await signedIn('ghost');
    server.use(http.delete(`${ACCOUNTS_URL}/v2/sessions/current`, serverError));

    await store.dispatch(requestSignOut());

    expect(state().user).toBeNull();
    expect(loadSession()).toBeNull();
    expect(notifications()).toEqual([]);
    expect(navigate).toHaveBeenCalledWith('/');
  });
});

describe('requestAccess', () => {
  it("a non-admin's request reaches the sandbox: 'Request sent!'", async () => {
    const { store, notifications } = await signedIn('agent');

    await store.dispatch(requestAccess('livechat'));

    expect(notifications()).toEqual([{ kind: 'success', content: SUCCESS.requestSent }]);
    expect(sandbox.accounts.accessRequests()).toEqual([
      expect.objectContaining({ account_id: 'acc-andy-agent', organization_id: 'org-acme', product: 'livechat' }),
    ]);
  });

  it("a failure: 'Cannot send access request.', and the user stays signed in", async () => {
    const { store, state, notifications } = await signedIn('agent');
    server.use(http.post(`${ACCOUNTS_URL}/v2/accounts/me/send_request_for_invitation`, serverError));

    await store.dispatch(requestAccess('livechat'));

    expect(notifications()).toEqual([{ kind: 'error', content: FAILURE.accessRequest }]);
    expect(sandbox.accounts.accessRequests()).toEqual([]);
    expect(state().user).not.toBeNull();
  });

  it('a request with a token the sandbox revoked ends the session', async () => {
    const { store, state, notifications, grant } = await signedIn('agent');
    await revokeToken(grant.access_token);

    await store.dispatch(requestAccess('livechat'));

    // One notice, the one that says what to do (log in again), not also 'Cannot send access request.'.
    expect(notifications()).toEqual([
      {
        kind: 'error',
        content: "We couldn't authorize your request as you've been logged out. Log in and try again.",
      },
    ]);
    expect(state().user).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/');
  });
});

/**
 * The redirect flow's return: the page starts a sign-in (our transaction and the SDK's own record),
 * the sandbox signs the identity in, and the browser comes back with the token in the hash.
 */
async function returnFromAccounts(identity: string, { from = '/apps/?sortBy=popularity', back = '/apps/' } = {}) {
  window.history.replaceState(null, '', from);
  const state = randomState();
  saveTransaction({ state, createdAt: Date.now(), returnTo: from, responseType: 'token' });
  const redirectUri = window.location.origin + window.location.pathname;
  const sdk = new AccountsSDK({
    client_id: MARKETPLACE_CLIENT_ID,
    server_url: ACCOUNTS_URL,
    response_type: 'token',
    state,
    redirect_uri: redirectUri,
  });
  const query = Object.fromEntries(new URL(sdk.authorizeURL({}, '')).searchParams);
  const response = await fetch(`${ACCOUNTS_URL}/sandbox/authorize`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ ...query, identity }),
  });
  const { data } = (await response.json()) as { data: Record<string, string | number> };
  const hash = new URLSearchParams(Object.entries(data).map(([key, value]) => [key, String(value)]));
  window.history.replaceState(null, '', `${back}#${hash.toString()}`);
  return { state, data };
}

describe('restoreSession finishing a redirect sign-in', () => {
  it('signs in, keeps the token in a 1-day cookie only, strips the URL, returns to where the user was', async () => {
    const { store, state } = setup();
    const { data } = await returnFromAccounts('owner');
    const cookies = recordCookieWrites();

    try {
      await store.dispatch(restoreSession());
    } finally {
      cookies.restore();
    }

    expect(state()).toMatchObject({
      status: 'fulfilled',
      authorized: true,
      user: expect.objectContaining({ name: 'Olivia Owner' }),
    });
    expect(loadSession()).toEqual({ token: data.access_token, ghost: false });
    const sessionWrite = cookies.writes.find((write) => write.startsWith(`__Host-${SESSION_COOKIE}=`));
    // https: the __Host- prefix, Secure, Path=/ and Strict (issue 32).
    expect(sessionWrite).toMatch(/; Max-Age=86400; Path=\/; Secure; SameSite=Strict$/);
    expect(webStorageKeys()).toEqual([]);
    expect(window.location.hash).toBe('');
    expect(window.location.href).not.toContain(String(data.access_token));
    expect(navigate).toHaveBeenCalledWith('/apps/?sortBy=popularity', { replace: true });
  });

  it('a ghost callback (frenzied=1) becomes a ghost session', async () => {
    const { store, state } = setup();
    await returnFromAccounts('ghost');

    await store.dispatch(restoreSession());

    expect(state().user).toMatchObject({ isGhostLogin: true });
    expect(loadSession()).toMatchObject({ ghost: true });
  });

  it('a replayed callback is refused: "Unauthorized transaction", nobody signed in', async () => {
    const first = setup();
    const { data } = await returnFromAccounts('owner');
    const callback = window.location.pathname + window.location.hash;
    await first.store.dispatch(restoreSession());
    expect(first.state().user).not.toBeNull();
    document.cookie = `__Host-${SESSION_COOKIE}=; Max-Age=0; Path=/; Secure`;

    const replay = setup();
    window.history.replaceState(null, '', callback);
    await replay.store.dispatch(restoreSession());

    expect(replay.state()).toMatchObject({
      status: 'rejected',
      initialized: true,
      user: null,
      error: SIGN_IN.unauthorizedTransaction,
    });
    expect(replay.notifications()).toEqual([{ kind: 'error', content: SIGN_IN.unauthorizedTransaction }]);
    expect(window.location.href).not.toContain(String(data.access_token));
    expect(loadSession()).toBeNull();
  });

  it('a refused callback (a crafted link) does not end the session the visitor already has', async () => {
    const { store, state, notifications } = setup();
    const grant = await withSessionOf('owner');
    window.history.replaceState(
      null,
      '',
      `/apps/#access_token=dal:forged&expires_in=86400&token_type=Bearer&state=${randomState()}`,
    );

    await store.dispatch(restoreSession());

    expect(notifications()).toEqual([{ kind: 'error', content: SIGN_IN.unauthorizedTransaction }]);
    expect(window.location.hash).toBe('');
    expect(loadSession()).toEqual({ token: grant.access_token, ghost: false });
    expect(state()).toMatchObject({
      status: 'fulfilled',
      authorized: true,
      user: expect.objectContaining({ token: grant.access_token }),
    });
  });

  describe('the 30-minute transaction lifetime (§9), on a fake clock', () => {
    // Only Date is faked: msw and the fetch stack keep their real timers.
    beforeEach(() => {
      jest.useFakeTimers({
        doNotFake: [
          'nextTick',
          'setImmediate',
          'clearImmediate',
          'setTimeout',
          'clearTimeout',
          'setInterval',
          'clearInterval',
          'queueMicrotask',
          'performance',
          'hrtime',
        ],
      });
    });
    afterEach(() => {
      jest.useRealTimers();
    });

    it('a callback 29 minutes after the sign-in started is accepted', async () => {
      const { store, state } = setup();
      await returnFromAccounts('owner');
      jest.setSystemTime(Date.now() + AUTH_TRANSACTION_LIFETIME_MS - 60_000);

      await store.dispatch(restoreSession());

      expect(state().user).toMatchObject({ name: 'Olivia Owner' });
    });

    it('a callback 31 minutes after is refused: "Unauthorized transaction", nobody signed in', async () => {
      const { store, state, notifications } = setup();
      await returnFromAccounts('owner');
      jest.setSystemTime(Date.now() + AUTH_TRANSACTION_LIFETIME_MS + 60_000);

      await store.dispatch(restoreSession());

      expect(state()).toMatchObject({ status: 'rejected', user: null, error: SIGN_IN.unauthorizedTransaction });
      expect(notifications()).toEqual([{ kind: 'error', content: SIGN_IN.unauthorizedTransaction }]);
      expect(loadSession()).toBeNull();
    });
  });

  it('a sign-in whose licenses read fails is fulfilled all the same, the read kept as its own error (§4/§5)', async () => {
    const { store, state, notifications } = setup();
    const { data } = await returnFromAccounts('owner');
    server.use(http.get(`${ACCOUNTS_URL}/market/products/my`, serverError));

    await store.dispatch(restoreSession());

    expect(state()).toMatchObject({
      status: 'fulfilled',
      initialized: true,
      authorized: true,
      user: expect.objectContaining({ name: 'Olivia Owner', products: [] }),
      error: null,
      productsError: SIGN_IN.license,
    });
    expect(notifications()).toEqual([]);
    expect(loadSession()).toEqual({ token: data.access_token, ghost: false });
  });

  it('a licenses read refused with 401 ends the session like any other 401', async () => {
    const { store, state, notifications } = setup();
    await returnFromAccounts('owner');
    server.use(
      http.get(`${ACCOUNTS_URL}/market/products/my`, () =>
        HttpResponse.json({ error: { type: 'authentication', message: 'Invalid access token' } }, { status: 401 }),
      ),
    );

    await store.dispatch(restoreSession());

    expect(state().user).toBeNull();
    expect(loadSession()).toBeNull();
    expect(notifications()).toEqual([{ kind: 'error', content: LOADING.loggedOut }]);
  });
});

/** Waits for msw's async answers (the reads started without await) until the condition holds. */
const waitForState = (condition: () => boolean) => waitFor(() => expect(condition()).toBe(true));
