import { http, HttpResponse } from 'msw';
import { makeStore } from '../../core/store';
import { FAILURE, SIGN_IN } from '../../domain/site/messages';
import { server } from '../../../sandbox/test-server';
import { ACCOUNTS_URL, API_URL, calls, revokeToken, tokenFor, withSandboxAccounts } from './auth-test-kit';
import {
  anonymousVisitDetected,
  checkReseller,
  fetchUserSubscription,
  logIn,
  refreshLicenses,
  selectUserState,
  userSignedOut,
} from './user-slice';

/**
 * The user session of §3/§4/§5 against the sandbox's accounts service and license API: real tokens,
 * real answers, and server.use overrides for the failures.
 */
const sandbox = withSandboxAccounts();

const serverError = () => HttpResponse.json({ error: { type: 'internal', message: 'Boom' } }, { status: 500 });
const failing = {
  tokenInfo: () => server.use(http.get(`${ACCOUNTS_URL}/v2/info`, serverError)),
  userData: () => server.use(http.get(`${ACCOUNTS_URL}/v2/accounts/:id`, serverError)),
  license: () => server.use(http.get(`${ACCOUNTS_URL}/market/products/my`, serverError)),
};

function setup() {
  const store = makeStore();
  return { store, state: () => selectUserState(store.getState()) };
}

describe('logIn', () => {
  it('builds the §3 user from a sandbox token: token info, then the user, then the licenses', async () => {
    const { store, state } = setup();
    const grant = await tokenFor('owner');

    const user = await store.dispatch(logIn({ token: grant.access_token }));

    expect(calls(sandbox)).toEqual(['GET /v2/info', 'GET /v2/accounts/acc-olivia-owner', 'GET /market/products/my']);
    expect(user).toEqual({
      accountId: 'acc-olivia-owner',
      organizationId: 'org-acme',
      token: grant.access_token,
      name: 'Olivia Owner',
      email: 'olivia.owner@acme.example',
      avatar: null,
      permissions: grant.scope.split(','),
      roles: expect.arrayContaining([{ role_id: 'livechat_owner', product: 'livechat', role: 'owner' }]),
      suspendedOn: [],
      products: [
        expect.objectContaining({ product: 'livechat', active: true, plan: 'team' }),
        expect.objectContaining({ product: 'helpdesk', active: true, plan: 'business' }),
      ],
      isGhostLogin: false,
      isReseller: false,
    });
    expect(state()).toMatchObject({ status: 'fulfilled', initialized: true, authorized: true, user, error: null });
  });

  it('is pending while the calls are in flight, then fulfilled', async () => {
    const { store, state } = setup();
    const grant = await tokenFor('owner');

    const done = store.dispatch(logIn({ token: grant.access_token }));
    expect(state()).toMatchObject({ status: 'pending', authorized: false, user: null });
    await done;
    expect(state().status).toBe('fulfilled');
  });

  it('skips token info when the account id and scopes came with the token (code flow answer)', async () => {
    const { store } = setup();
    const grant = await tokenFor('viceowner');

    const user = await store.dispatch(
      logIn({
        token: grant.access_token,
        accountId: grant.account_id,
        organizationId: grant.organization_id,
        scope: 'chats--all:rw, reports_read',
      }),
    );

    expect(calls(sandbox)).toEqual(['GET /v2/accounts/acc-victor-vice', 'GET /market/products/my']);
    expect(user).toMatchObject({
      accountId: 'acc-victor-vice',
      organizationId: 'org-acme',
      name: 'Victor Vice',
      permissions: ['chats--all:rw', 'reports_read'],
    });
  });

  it('reads the avatar from the account properties', async () => {
    const { store } = setup();
    const grant = await tokenFor('owner');
    const account = sandbox.accounts.account('org-acme', 'acc-olivia-owner')!;
    server.use(
      http.get(`${ACCOUNTS_URL}/v2/accounts/:id`, () =>
        HttpResponse.json({ ...account, properties: { ...account.properties, avatar_url: 'https://cdn.example/olivia.png' } }),
      ),
    );

    const user = await store.dispatch(logIn({ token: grant.access_token }));

    expect(user?.avatar).toBe('https://cdn.example/olivia.png');
  });

  it('marks a ghost login and keeps the other fields of the impersonated user', async () => {
    const { store } = setup();
    const grant = await tokenFor('ghost');
    expect(grant.frenzied).toBe('1');

    const user = await store.dispatch(logIn({ token: grant.access_token, ghost: true }));

    expect(user).toMatchObject({ accountId: 'acc-olivia-owner', name: 'Olivia Owner', isGhostLogin: true, isReseller: false });
  });

  it('rejects without a token, calling nothing: "Missing token"', async () => {
    const { store, state } = setup();

    await expect(store.dispatch(logIn({ token: null }))).resolves.toBeNull();

    expect(calls(sandbox)).toEqual([]);
    expect(state()).toMatchObject({
      status: 'rejected',
      initialized: true,
      authorized: false,
      user: null,
      error: SIGN_IN.missingToken,
    });
  });

  it.each([
    ['token info', failing.tokenInfo, SIGN_IN.tokenInfo, ['GET /v2/info']],
    ['the user lookup', failing.userData, SIGN_IN.userData, ['GET /v2/info', 'GET /v2/accounts/acc-olivia-owner']],
  ])('when %s fails: rejected with the §8 text, initialized, not authorized, stops there', async (_, fail, message, reached) => {
    const { store, state } = setup();
    const grant = await tokenFor('owner');
    fail();

    await expect(store.dispatch(logIn({ token: grant.access_token }))).resolves.toBeNull();

    expect(calls(sandbox)).toEqual(reached);
    expect(state()).toMatchObject({ status: 'rejected', initialized: true, authorized: false, user: null, error: message });
  });

  it("when the licenses read fails (§4/§5: not a sign-in step): fulfilled, the user without products, the read's error kept", async () => {
    const { store, state } = setup();
    const grant = await tokenFor('owner');
    failing.license();

    const user = await store.dispatch(logIn({ token: grant.access_token }));

    expect(calls(sandbox)).toEqual(['GET /v2/info', 'GET /v2/accounts/acc-olivia-owner', 'GET /market/products/my']);
    expect(user).toMatchObject({ name: 'Olivia Owner', products: [] });
    expect(state()).toMatchObject({
      status: 'fulfilled',
      initialized: true,
      authorized: true,
      error: null,
      productsError: SIGN_IN.license,
    });
  });

  it('"Cannot fetch user data" when the account is unknown to the sandbox (raw-text 404)', async () => {
    const { store, state } = setup();
    const grant = await tokenFor('owner');

    await store.dispatch(logIn({ token: grant.access_token, accountId: 'acc-nobody', scope: grant.scope }));

    expect(state()).toMatchObject({ status: 'rejected', error: SIGN_IN.userData });
  });

  it('"Cannot fetch token info" for a token the sandbox revoked', async () => {
    const { store, state } = setup();
    const grant = await tokenFor('owner');
    await revokeToken(grant.access_token);

    await store.dispatch(logIn({ token: grant.access_token }));

    expect(state()).toMatchObject({ status: 'rejected', authorized: false, error: SIGN_IN.tokenInfo });
  });

  it.each([
    ['token info', failing.tokenInfo],
    ['the user lookup', failing.userData],
  ])('a ghost login failing at %s says "Ghost login failed! Please contact support."', async (_, fail) => {
    const { store, state } = setup();
    const grant = await tokenFor('ghost');
    fail();

    await store.dispatch(logIn({ token: grant.access_token, ghost: true }));

    expect(state()).toMatchObject({ status: 'rejected', initialized: true, authorized: false, error: SIGN_IN.ghostLogin });
  });

  it('a malformed user answer is an "Unexpected error", not a leaked exception text', async () => {
    const { store, state } = setup();
    const grant = await tokenFor('owner');
    server.use(http.get(`${ACCOUNTS_URL}/v2/accounts/:id`, () => HttpResponse.json({ account_id: 'acc-olivia-owner' })));

    await expect(store.dispatch(logIn({ token: grant.access_token }))).resolves.toBeNull();

    expect(state()).toMatchObject({ status: 'rejected', authorized: false, error: FAILURE.unexpected });
  });

  it("sends the token's region as X-Region and the bearer token on every call ('fra:' reseller token)", async () => {
    const { store } = setup();
    const grant = await tokenFor('reseller');
    expect(grant.access_token.startsWith('fra:')).toBe(true);

    await store.dispatch(logIn({ token: grant.access_token }));
    await store.dispatch(checkReseller());
    await store.dispatch(fetchUserSubscription());

    expect(calls(sandbox)).toEqual([
      'GET /v2/info',
      'GET /v2/accounts/acc-rita-reseller',
      'GET /market/products/my',
      'GET /licenses/livechat/properties',
      'GET /licenses/livechat/subscription',
    ]);
    for (const request of sandbox.requests) {
      expect(request.headers.get('x-region')).toBe('fra');
      expect(request.headers.get('authorization')).toBe(`Bearer ${grant.access_token}`);
    }
    expect(sandbox.requests.slice(0, 3).map((request) => request.origin)).toEqual([ACCOUNTS_URL, ACCOUNTS_URL, ACCOUNTS_URL]);
    expect(sandbox.requests.slice(3).map((request) => request.origin)).toEqual([API_URL, API_URL]);
  });
});

async function signedIn(identity: string) {
  const context = setup();
  const grant = await tokenFor(identity);
  const user = await context.store.dispatch(logIn({ token: grant.access_token, ghost: grant.frenzied === '1' }));
  if (!user) throw new Error(`could not sign in as ${identity}: ${context.state().error}`);
  sandbox.requests.length = 0;
  return { ...context, grant };
}

describe('checkReseller', () => {
  it('flags the reseller identity (license property partner_type reseller)', async () => {
    const { store, state } = await signedIn('reseller');

    await store.dispatch(checkReseller());

    expect(state().user?.isReseller).toBe(true);
  });

  it('leaves other users not resellers', async () => {
    const { store, state } = await signedIn('owner');

    await store.dispatch(checkReseller());

    expect(calls(sandbox)).toEqual(['GET /licenses/livechat/properties']);
    expect(state().user?.isReseller).toBe(false);
  });

  it('a failed check means "not a reseller", and the session goes on', async () => {
    const { store, state } = await signedIn('reseller');
    server.use(http.get(`${API_URL}/licenses/:product/properties`, serverError));

    await store.dispatch(checkReseller());

    expect(state()).toMatchObject({
      status: 'fulfilled',
      authorized: true,
      user: expect.objectContaining({ isReseller: false }),
    });
  });

  it('does nothing for an anonymous visitor', async () => {
    const { store, state } = setup();

    await store.dispatch(checkReseller());

    expect(calls(sandbox)).toEqual([]);
    expect(state().user).toBeNull();
  });
});

describe('fetchUserSubscription', () => {
  it("maps the sandbox subscription of the build's product to the §3 fields", async () => {
    const { store, state } = await signedIn('owner');

    await store.dispatch(fetchUserSubscription());

    expect(state().subscription).toEqual({
      fetched: true,
      error: null,
      data: {
        plan: 'team',
        hasCard: true,
        subscribed: true,
        daysLeft: 0,
        trial: false,
        active: true,
        cancelled: false,
        cancelledAt: null,
        assigned: true,
        cardDetails: { cardType: 'visa', firstSix: '411111', lastFour: '1111' },
      },
    });
  });

  it('maps a trial, cancelled, unassigned subscription without card', async () => {
    const { store, state } = await signedIn('owner');
    server.use(
      http.get(`${API_URL}/licenses/:product/subscription`, () =>
        HttpResponse.json({
          plan: 'starter',
          has_card: false,
          subscribed: false,
          days_left: 9,
          trial: true,
          active: false,
          cancelled: true,
          cancelled_at: '2025-01-31T12:00:00Z',
          assigned: false,
          card_details: null,
        }),
      ),
    );

    await store.dispatch(fetchUserSubscription());

    expect(state().subscription.data).toEqual({
      plan: 'starter',
      hasCard: false,
      subscribed: false,
      daysLeft: 9,
      trial: true,
      active: false,
      cancelled: true,
      cancelledAt: '2025-01-31T12:00:00Z',
      assigned: false,
      cardDetails: null,
    });
  });

  it('a failure is kept as fetched, with the error, and the user stays signed in', async () => {
    const { store, state } = await signedIn('owner');
    server.use(http.get(`${API_URL}/licenses/:product/subscription`, serverError));

    await store.dispatch(fetchUserSubscription());

    expect(state().subscription).toEqual({ fetched: true, data: null, error: 'Boom' });
    expect(state()).toMatchObject({ status: 'fulfilled', authorized: true });
  });

  it("an organization without a license of the build's product: nothing read (no 404), fetched without data or error", async () => {
    const { store, state } = await signedIn('helpdesk-only');

    await store.dispatch(fetchUserSubscription());
    await store.dispatch(checkReseller());

    expect(calls(sandbox)).toEqual([]);
    expect(state().subscription).toEqual({ fetched: true, data: null, error: null });
    expect(state().user).toMatchObject({ isReseller: false });
  });

  it('when the licenses are unknown (their read failed), the subscription is still read', async () => {
    const context = setup();
    const grant = await tokenFor('owner');
    failing.license();
    await context.store.dispatch(logIn({ token: grant.access_token }));
    sandbox.requests.length = 0;

    await context.store.dispatch(fetchUserSubscription());

    expect(calls(sandbox)).toEqual(['GET /licenses/livechat/subscription']);
    expect(context.state().subscription).toMatchObject({ fetched: true, data: expect.objectContaining({ plan: 'team' }) });
  });

  it('an answer that arrives after sign-out does not land in the signed-out state', async () => {
    const { store, state } = await signedIn('owner');
    let answer!: () => void;
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.get(`${API_URL}/licenses/:product/subscription`, async () => {
        await held;
        return HttpResponse.json(sandbox.accounts.subscription('org-acme', 'livechat'));
      }),
    );

    const pending = store.dispatch(fetchUserSubscription());
    store.dispatch(userSignedOut());
    answer();
    await pending;

    expect(state()).toMatchObject({ user: null, initialized: true, subscription: { fetched: false, data: null, error: null } });
  });

  it('an empty answer is kept as fetched, with the §8 license text (no exception text)', async () => {
    const { store, state } = await signedIn('owner');
    server.use(http.get(`${API_URL}/licenses/:product/subscription`, () => new HttpResponse(null, { status: 204 })));

    await store.dispatch(fetchUserSubscription());

    expect(state().subscription).toEqual({ fetched: true, data: null, error: SIGN_IN.license });
  });

  it('a reseller answer that arrives after the reseller signed out does not flag the next user', async () => {
    const { store, state } = await signedIn('reseller');
    const next = await tokenFor('owner');
    let answer!: () => void;
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    server.use(
      http.get(`${API_URL}/licenses/:product/properties`, async () => {
        await held;
        return HttpResponse.json({ partner_type: 'reseller' });
      }),
    );

    const pending = store.dispatch(checkReseller());
    store.dispatch(userSignedOut());
    await store.dispatch(logIn({ token: next.access_token }));
    answer();
    await pending;

    expect(state().user).toMatchObject({ name: 'Olivia Owner', isReseller: false });
  });
});

describe('the other transitions', () => {
  it('an anonymous visit is initialized without a user', () => {
    const { store, state } = setup();
    expect(state()).toMatchObject({ initialized: false, status: 'idle' });

    store.dispatch(anonymousVisitDetected());

    expect(state()).toMatchObject({ initialized: true, status: 'idle', authorized: false, user: null });
  });

  it('sign-out resets the user and the subscription, and stays initialized', async () => {
    const { store, state } = await signedIn('owner');
    await store.dispatch(fetchUserSubscription());

    store.dispatch(userSignedOut());

    expect(state()).toEqual({
      status: 'idle',
      initialized: true,
      authorized: false,
      user: null,
      error: null,
      productsError: null,
      subscription: { fetched: false, data: null, error: null },
    });
  });
});

describe('refreshLicenses (a host refresh: §7 GET /market/products/my with the no-cache header)', () => {
  it('reads the licenses past caches and keeps them on the session', async () => {
    const { store, state } = setup();
    const grant = await tokenFor('owner');
    await store.dispatch(logIn({ token: grant.access_token }));
    const headers: (string | null)[] = [];
    server.use(
      http.get(`${ACCOUNTS_URL}/market/products/my`, ({ request }) => {
        headers.push(request.headers.get('Cache-Control'));
        return HttpResponse.json([{ product: 'livechat', active: true, plan: 'enterprise' }]);
      }),
    );
    await store.dispatch(refreshLicenses());
    expect(headers).toEqual(['no-cache']);
    expect(state().user?.products).toEqual([{ product: 'livechat', active: true, plan: 'enterprise' }]);
  });

  it('keeps what was known when the read fails or answers no list', async () => {
    const { store, state } = setup();
    const grant = await tokenFor('owner');
    await store.dispatch(logIn({ token: grant.access_token }));
    const before = state().user?.products;
    failing.license();
    await store.dispatch(refreshLicenses());
    server.use(http.get(`${ACCOUNTS_URL}/market/products/my`, () => HttpResponse.json({})));
    await store.dispatch(refreshLicenses());
    expect(state().user?.products).toEqual(before);
  });
});
