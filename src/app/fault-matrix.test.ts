/**
 * Issue 32, "every fault answered": each call of each flow against each fault, injected by the
 * sandbox's own fault switch (sandbox/README.md "Fault switch", msw handlers placed first). For each
 * cell: the §8 text of that call (never the fault's raw body), no false success, nothing lost or
 * doubled (the sandbox's state and msw's request log), and a retry once the fault cleared succeeds.
 * Texts are the spec's literals. Fake timers: the 30 s request timeout and the §9 waits cost no real time.
 */
import AccountsSDK, { type AccountsSdkOptions, type AuthorizeData } from '@livechat/accounts-sdk';
import { readCatalogueData } from '../../sandbox/data-files';
import type { FaultInput } from '../../sandbox/services/faults';
import { server } from '../../sandbox/test-server';
import { accountsConfig } from '../core/config';
import { injectReducer, type AppStore } from '../core/store';
import { makeSiteStore } from './site-store';
import { sessionUserOf, storeSignedInAs, withTestSandbox } from '../testing/sandbox-test-kit';
import { createAccountsSignIn } from '../features/auth/accounts-sign-in';
import { browserSignIn, browserSignInEnvironment } from '../features/auth/browser-sign-in';
import { requestSignIn } from '../features/auth/session-actions';
import { clearSession, loadSession } from '../features/auth/session-cookie';
import { selectUserState, userSlice, type UserState } from '../features/auth/user-slice';
import { installApp, loadInstalledApps, uninstallApp } from '../features/install/install-thunks';
import { selectInstallState } from '../features/install/install-selectors';
import type { ChargeKind } from '../domain/billing/charges';
import { purchaseApp, watchCharge, type ChargeTarget } from '../features/billing/billing-thunks';
import { selectBilling, selectPayment } from '../features/billing/billing-selectors';
import { addProduct, checkoutCart } from '../features/cart/cart-thunks';
import { selectCartState } from '../features/cart/cart-selectors';
import { rateApp } from '../features/ratings/ratings-thunks';
import { selectRatingStatus } from '../features/ratings/ratings-slice';
import { sendExpertMessage, sendExpertReview } from '../features/partners/experts-thunks';
import { selectExpertStatus } from '../features/partners/experts-slice';

jest.mock('gatsby', () => jest.requireActual('../../__mocks__/gatsby'));
jest.mock('../features/install/leave-site', () => ({ leaveSiteFor: jest.fn() }));
// The sign-in wrapper is the site's own; only its accounts window is stood in for (signInCells).
jest.mock('../features/auth/browser-sign-in', () => ({
  ...jest.requireActual('../features/auth/browser-sign-in'),
  browserSignIn: jest.fn(),
}));

const sandbox = withTestSandbox();

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  window.history.pushState(null, '', '/');
});
afterEach(() => jest.useRealTimers());

/** Lets fake time pass (500 ms steps with real turns between) until the work settles. */
async function drive<T>(work: Promise<T>, limitMs = 400_000): Promise<T> {
  let settled = false;
  const done = work.finally(() => (settled = true));
  for (let passed = 0; !settled; passed += 500) {
    if (passed > limitMs) throw new Error('not settled');
    await jest.advanceTimersByTimeAsync(500);
  }
  return done;
}

/** Every request that reached msw in this test, as 'METHOD /path'. */
function requestLog(): string[] {
  const log: string[] = [];
  const record = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    log.push(`${request.method} ${url.pathname}`);
  };
  server.events.on('request:start', record);
  afterEachCleanups.push(() => server.events.removeListener('request:start', record));
  return log;
}
const afterEachCleanups: Array<() => void> = [];
afterEach(() => afterEachCleanups.splice(0).forEach((cleanup) => cleanup()));

const notes = (store: AppStore) => store.getState().notifications.items.map(({ kind, content }) => ({ kind, content }));

// The faults of the matrix, as armed on the switch.
const FAULTS: Array<[name: string, rule: Omit<FaultInput, 'match'>]> = [
  ['network error', { fault: 'drop' }],
  ['429 with Retry-After', { fault: '429', retryAfter: 2 }],
  ['429 without Retry-After', { fault: '429' }],
  ['500', { fault: '500' }],
  ['timeout', { fault: 'delay' }],
  ['malformed JSON body', { fault: 'malformed' }],
  ['empty body', { fault: 'empty' }],
];
type FaultName = (typeof FAULTS)[number][0];

// §8 literals.
const UNEXPECTED = 'Unexpected error';
const BILLING_API = "It looks like there's been an error on our side. Don't worry, your card details are valid...";
const RATE_FAILED = 'Unable to rate this app, please try again or contact our support.';
const AD_BLOCK =
  'Your browser blocked a request to our cart service. If you use an ad blocker, please turn it off for this site and try again.';

const CIRCLY = { appId: '91ce3c9669a87071c46e794f', slug: 'circly-assist', name: 'Circly Assist', isService: false };
const PAGIO = { id: '50824c495c18f62f51082483', plan: 'pagio-standard' };
/** $9 a month: a recurrent charge. */
const DRIPRAY = { id: '0a291b6456e804fd302cd2a9', plan: 'dripray-standard' };
const PIXELO = 'c82a7da517bb56071b807e91';
const [partner] = readCatalogueData().partners;
const ratedApp = readCatalogueData().applications.find((app) => app.id === CIRCLY.appId)!;

const orgOf = (identity: string) => sessionUserOf(sandbox, identity).organizationId;

interface Cell {
  /** The call the fault is armed on. */
  match: string;
  /** How many calls fault: the poll reads again on its own, so its fault lasts for every read. */
  times?: number;
  /** The §8 text this fault must show (an error or warning notification). */
  text(fault: FaultName): string;
  /** Success notifications that must not appear while the fault holds. */
  success: string[];
  /** Sets the scene; returns the flow to run (twice: under the fault, then the retry). */
  setup(): Promise<{ store: AppStore; run(): Promise<unknown>; failed(result: unknown): void; retried(result: unknown): void }>;
}

const CELLS: Record<string, Cell> = {
  ...signInCells(),
  'install: PUT /applications/{id}/install': {
    match: 'PUT /applications/:id/install',
    text: () => UNEXPECTED,
    success: ['Application installed successfully!'],
    async setup() {
      const store = storeSignedInAs(sandbox, 'owner');
      const target = { ...CIRCLY, directInstallUrl: null, customProps: null };
      const installed = () => sandbox.services.applications.installed(orgOf('owner'));
      return {
        store,
        run: () => store.dispatch(installApp(target, { redirectDisabled: true })),
        failed(result) {
          expect(result).toBe('failed');
          expect(selectInstallState(store.getState()).installed.ids).not.toContain(CIRCLY.appId);
          expect(installed()).not.toContain(CIRCLY.appId);
        },
        retried(result) {
          expect(result).toBe('installed');
          expect(installed().filter((id) => id === CIRCLY.appId)).toHaveLength(1);
        },
      };
    },
  },
  'uninstall: DELETE /applications/{id}/install': {
    match: 'DELETE /applications/:id/install',
    text: () => 'Uninstallation failed. Please, contact our support.',
    success: ['Application uninstalled successfully.'],
    async setup() {
      sandbox.services.applications.recordInstall(orgOf('owner'), CIRCLY.appId);
      const store = storeSignedInAs(sandbox, 'owner');
      await drive(store.dispatch(loadInstalledApps()));
      const installed = () => sandbox.services.applications.installed(orgOf('owner'));
      return {
        store,
        run: () => store.dispatch(uninstallApp({ ...CIRCLY, clientId: null }, 'Not needed')),
        failed(result) {
          expect(result).toBe(false);
          expect(selectInstallState(store.getState()).installed.ids).toContain(CIRCLY.appId);
          expect(installed()).toContain(CIRCLY.appId);
        },
        retried(result) {
          expect(result).toBe(true);
          expect(installed()).not.toContain(CIRCLY.appId);
        },
      };
    },
  },
  ...chargeCells(),
  ...cartCells(),
  'rating: PUT /feedback/rate/application/{id}': {
    match: 'PUT /feedback/rate/application/:id',
    text: (fault) =>
      fault === 'network error' ? `${RATE_FAILED} The connection to the service failed.` : `${RATE_FAILED} ${UNEXPECTED}`,
    success: ['Thank you for rating this app.'],
    async setup() {
      sandbox.services.applications.recordInstall(orgOf('owner'), ratedApp.id);
      const store = storeSignedInAs(sandbox, 'owner');
      const votes = () => sandbox.services.feedback.summary(ratedApp.id)?.votes;
      const before = votes();
      return {
        store,
        run: () => store.dispatch(rateApp(ratedApp.id, { rate: 4, name: 'Olivia', comment: 'Works well' })),
        failed(result) {
          expect(result).toBe(false);
          expect(selectRatingStatus(store.getState(), ratedApp.id)).toBe('rejected');
          expect(votes()).toBe(before);
        },
        retried(result) {
          expect(result).toBe(true);
          expect(votes()).toBe((before ?? 0) + 1);
        },
      };
    },
  },
  ...partnerCells(),
};

/**
 * The header's "Sign in" (requestSignIn) with the site's own sign-in wrapper and the real accounts
 * SDK; only the hidden iframe is stood in for: the sandbox signs the owner in on the SDK's own
 * authorize URL, as the accounts page would for a browser with an accounts session. After that
 * callback every call is the site's, through msw and the fault switch: the code flow trades the code
 * (`POST /v2/token`, PKCE); the token flow reads the token info (`GET /v2/info`); both read the user
 * (`GET /v2/accounts/{id}`).
 */
function sandboxSignIn(responseType: 'token' | 'code') {
  return createAccountsSignIn(
    { serverUrl: accountsConfig.url, clientId: accountsConfig.clientId, responseType },
    {
      ...browserSignInEnvironment(),
      createSdk(options) {
        // Its transaction (with the PKCE verifier) in local storage: jsdom refuses its Secure cookie on
        // http. A documented SDK option our declaration (types/) leaves out.
        const transaction = { namespace: 'com.livechat.accounts', key_length: 32, force_local_storage: true };
        const sdk = new AccountsSDK({ ...options, transaction } as AccountsSdkOptions);
        sdk.iframe = () => ({
          async authorize() {
            const query = Object.fromEntries(new URL(sdk.authorizeURL({}, 'button')).searchParams);
            const answer = sandbox.services.accounts.authorizeAs(query, 'owner')!.answer;
            if ('error' in answer) throw answer.error;
            return answer.data as unknown as AuthorizeData;
          },
          removeIframe: () => undefined,
        });
        return sdk;
      },
    },
  );
}

function signInCells(): Record<string, Cell> {
  const step = (responseType: 'token' | 'code', match: string, text: string): Cell => ({
    match,
    text: () => text,
    success: [],
    async setup() {
      // The real user slice (other cells stand it in for by its state).
      injectReducer('user', userSlice.reducer);
      clearSession();
      afterEachCleanups.push(() => {
        clearSession();
        window.localStorage.clear();
      });
      jest.mocked(browserSignIn).mockImplementation(() => sandboxSignIn(responseType));
      const store = makeSiteStore();
      const user = () => selectUserState(store.getState());
      return {
        store,
        async run() {
          await store.dispatch(requestSignIn());
          // Signed in, the reseller and subscription reads run on: let them land inside the test.
          while (user().user && !user().subscription.fetched) await jest.advanceTimersByTimeAsync(50);
          return user();
        },
        failed(result) {
          // §4: a failed log-in leaves the user not authorized but initialized; nothing kept.
          expect(result).toEqual(
            expect.objectContaining({ status: 'rejected', initialized: true, authorized: false, user: null, error: text }),
          );
          expect(loadSession()).toBeNull();
          expect(document.cookie).not.toMatch(/marketplace_session/);
        },
        retried(result) {
          const signedIn = result as UserState;
          expect(signedIn).toEqual(
            expect.objectContaining({
              status: 'fulfilled',
              authorized: true,
              error: null,
              user: expect.objectContaining({ name: 'Olivia Owner' }),
            }),
          );
          expect(loadSession()).toEqual({ token: signedIn.user!.token, ghost: false });
          expect(sandbox.services.accounts.authenticate(signedIn.user!.token)).not.toBeNull();
        },
      };
    },
  });
  return {
    'sign-in token exchange: POST /v2/token': step('code', 'POST /v2/token', 'Missing token'),
    'sign-in token info: GET /v2/info': step('token', 'GET /v2/info', 'Cannot fetch token info'),
    'sign-in user data: GET /v2/accounts/{id}': step('token', 'GET /v2/accounts/:id', 'Cannot fetch user data'),
  };
}

function chargeCells(): Record<string, Cell> {
  const appOf = (kind: ChargeKind) => (kind === 'direct_charge' ? PAGIO : DRIPRAY);
  const purchase = (kind: ChargeKind) =>
    purchaseApp({
      appId: appOf(kind).id,
      planId: appOf(kind).plan,
      kind,
      months: 1,
      seats: 1,
      card: null,
      product: 'livechat',
    });
  const charges = () => sandbox.services.billing.charges(orgOf('owner'));
  const step = (kind: ChargeKind, match: string, text: string): Cell => ({
    match,
    text: () => text,
    success: ["You've successfully purchased the app"],
    async setup() {
      const store = storeSignedInAs(sandbox, 'owner');
      return {
        store,
        run: () => store.dispatch(purchase(kind)),
        failed(result) {
          expect(result).toBeNull();
          expect(selectPayment(store.getState())).toEqual(expect.objectContaining({ pending: false, processing: false }));
          expect(selectPayment(store.getState()).error).toBe(text);
          // Never charged: at most the one pending / accepted charge the retry takes up again.
          expect(charges().filter((charge) => charge.status !== 'pending' && charge.status !== 'accepted')).toEqual([]);
          expect(charges().length).toBeLessThanOrEqual(1);
          expect(sandbox.services.applications.installed(orgOf('owner'))).toEqual([]);
        },
        retried(result) {
          expect(result).toEqual(expect.objectContaining({ kind }));
          expect(charges()).toEqual([expect.objectContaining({ order_client_id: appOf(kind).id })]);
        },
      };
    },
  });
  const poll = (kind: ChargeKind, match: string, text: string): Cell => ({
    match,
    // The poll reads again on its own (2000 ms, then a backoff after each failure) until it gives up.
    times: 5,
    text: () => text,
    success: ["You've successfully purchased the app"],
    async setup() {
      const store = storeSignedInAs(sandbox, 'owner');
      let target: ChargeTarget | null = null;
      const outcome = () => selectBilling(store.getState()).charges[target!.id]?.outcome;
      return {
        store,
        async run() {
          const retry = target !== null;
          if (!target) {
            target = await store.dispatch(purchase(kind));
            expect(target).not.toBeNull();
          } else {
            store.dispatch(watchCharge(target, 0));
          }
          // The reads go on (2000 ms, then a backoff after each failure) until the charge ends or they give up.
          const gaveUp = () => !retry && selectPayment(store.getState()).error !== null;
          while (!['succeeded', 'failed'].includes(String(outcome())) && !gaveUp()) {
            await jest.advanceTimersByTimeAsync(500);
          }
          return outcome();
        },
        failed(result) {
          expect(result).not.toBe('succeeded');
          expect(selectPayment(store.getState()).error).toBe(text);
          expect(charges()).toHaveLength(1);
        },
        retried(result) {
          expect(result).toBe('succeeded');
          expect(charges()).toEqual([expect.objectContaining({ order_client_id: appOf(kind).id })]);
        },
      };
    },
  });
  return {
    'checkout create: POST /applications/{id}/create-charge': step(
      'direct_charge',
      'POST /applications/:id/create-charge',
      'Direct charge creation failed',
    ),
    'checkout accept: PUT /direct_charge/{product}/{id}/accept': step(
      'direct_charge',
      'PUT /direct_charge/livechat/:id/accept',
      "Direct charge couldn't be activated",
    ),
    'checkout activate: PUT /direct_charge/{product}/{id}/activate': step(
      'direct_charge',
      'PUT /direct_charge/livechat/:id/activate',
      "Direct charge couldn't be activated",
    ),
    'checkout poll: GET /direct_charge/{product}/{id}': poll(
      'direct_charge',
      'GET /direct_charge/livechat/:id',
      'Direct charge fetch failed',
    ),
    // The plan purchase path (a monthly plan): the same calls on a recurrent charge.
    'plan create: POST /applications/{id}/create-charge (recurrent)': step(
      'recurrent_charge',
      'POST /applications/:id/create-charge',
      BILLING_API,
    ),
    'plan accept: PUT /recurrent_charge/{product}/{id}/accept': step(
      'recurrent_charge',
      'PUT /recurrent_charge/livechat/:id/accept',
      "Recurrent charge couldn't be accepted/declined",
    ),
    'plan activate: PUT /recurrent_charge/{product}/{id}/activate': step(
      'recurrent_charge',
      'PUT /recurrent_charge/livechat/:id/activate',
      BILLING_API,
    ),
    'plan poll: GET /recurrent_charge/{product}/{id}': poll(
      'recurrent_charge',
      'GET /recurrent_charge/livechat/:id',
      BILLING_API,
    ),
  };
}

function cartCells(): Record<string, Cell> {
  const setupCart = async () => {
    const store = storeSignedInAs(sandbox, 'owner');
    expect(await drive(store.dispatch(addProduct(PAGIO.id)))).toBe(true);
    const held = () => selectCartState(store.getState()).cart?.products.map((product) => product.id);
    return { store, held };
  };
  return {
    'cart add: PATCH /products-carts/{id}/applications/{appId}': {
      match: 'PATCH /products-carts/:id/applications/:appId',
      text: (fault) => (fault === 'network error' ? AD_BLOCK : "The product couldn't be added to the cart..."),
      success: [],
      async setup() {
        const { store, held } = await setupCart();
        return {
          store,
          run: () => store.dispatch(addProduct(PIXELO)),
          failed(result) {
            expect(result).toBe(false);
            expect(held()).toEqual([PAGIO.id]);
          },
          retried(result) {
            expect(result).toBe(true);
            expect(held()).toEqual([PAGIO.id, PIXELO]);
          },
        };
      },
    },
    'cart checkout: PATCH /products-carts/{id}/checkout': {
      match: 'PATCH /products-carts/:id/checkout',
      text: (fault) => (fault === 'network error' ? AD_BLOCK : 'Start cart checkout failed'),
      success: [],
      async setup() {
        const { store, held } = await setupCart();
        return {
          store,
          run: () => store.dispatch(checkoutCart()),
          failed(result) {
            expect(result).toBeNull();
            expect(held()).toEqual([PAGIO.id]);
            expect(selectCartState(store.getState()).cart?.purchasedAt ?? null).toBeNull();
          },
          retried(result) {
            expect(result).not.toBeNull();
          },
        };
      },
    },
    'cart purchase: PATCH /products-carts/{id}/purchase': {
      match: 'PATCH /products-carts/:id/purchase',
      text: (fault) =>
        fault === 'network error' ? AD_BLOCK : "We're sorry, but there's been an error and the transaction failed...",
      success: [],
      async setup() {
        const { store, held } = await setupCart();
        return {
          store,
          run: () => store.dispatch(checkoutCart()),
          failed(result) {
            expect(result).toBeNull();
            expect(held()).toEqual([PAGIO.id]);
            expect(selectCartState(store.getState()).cart?.purchasedAt ?? null).toBeNull();
            expect(sandbox.services.billing.charges(orgOf('owner'))).toEqual([]);
          },
          retried(result) {
            expect(result).not.toBeNull();
          },
        };
      },
    },
  };
}

function partnerCells(): Record<string, Cell> {
  const input = { name: 'Ann', surname: 'Owner', email: 'ann@example.com', website: '' };
  return {
    'partner contact: POST partners/experts_marketplace/{id}/message': {
      match: 'POST /partners/experts_marketplace/:id/message',
      text: () => "We couldn't send the expert request",
      success: ['Message sent successfully!'],
      async setup() {
        const store = storeSignedInAs(sandbox, 'owner');
        const sent = () => sandbox.services.partners.messages().length;
        return {
          store,
          run: () => store.dispatch(sendExpertMessage(partner.id, { ...input, message: 'Can you help us?' })),
          failed(result) {
            expect(result).toBe(false);
            expect(selectExpertStatus(store.getState(), 'message')).toBe('rejected');
            expect(sent()).toBe(0);
          },
          retried(result) {
            expect(result).toBe(true);
            expect(sent()).toBe(1);
          },
        };
      },
    },
    'partner review: POST partners/experts_marketplace/{id}/comment': {
      match: 'POST /partners/experts_marketplace/:id/comment',
      text: () => "Expert review couldn't be sent",
      success: ['Review sent to be verified!'],
      async setup() {
        const store = storeSignedInAs(sandbox, 'owner');
        const sent = () => sandbox.services.partners.comments().length;
        return {
          store,
          run: () => store.dispatch(sendExpertReview(partner.id, { ...input, comment: 'A very helpful team.' })),
          failed(result) {
            expect(result).toBe(false);
            expect(selectExpertStatus(store.getState(), 'review')).toBe('rejected');
            expect(sent()).toBe(0);
          },
          retried(result) {
            expect(result).toBe(true);
            expect(sent()).toBe(1);
          },
        };
      },
    },
  };
}

const matchesCall = (match: string) => {
  const [method, path] = match.split(' ');
  const pattern = new RegExp(`^${method} ${path.replace(/:[^/]+/g, '[^/]+')}$`);
  return (entry: string) => pattern.test(entry);
};

describe.each(Object.entries(CELLS))('%s', (_call, cell) => {
  it.each(FAULTS)('%s: the §8 text, no false success, nothing lost or doubled; the retry succeeds', async (fault, rule) => {
    const scene = await cell.setup();
    const log = requestLog();
    log.length = 0;
    const armed = sandbox.services.faults.set({ match: cell.match, times: cell.times ?? 1, ...rule });
    expect(typeof armed).not.toBe('string');

    const result = await drive(scene.run());

    const shown = notes(scene.store);
    expect(shown).toContainEqual({ kind: expect.stringMatching(/^(error|warning)$/), content: cell.text(fault) });
    expect(shown.filter(({ kind }) => kind === 'success')).toEqual([]);
    for (const text of cell.success) expect(shown.map(({ content }) => content)).not.toContain(text);
    // Never the fault's own body.
    expect(JSON.stringify(shown)).not.toMatch(/sandbox fault/);
    scene.failed(result);
    // Nothing sent twice on its own: the faulted call went out once (the poll: once per read).
    expect(log.filter(matchesCall(cell.match))).toHaveLength(cell.times ?? 1);

    sandbox.services.faults.clear();
    const retried = await drive(scene.run());
    scene.retried(retried);
  });
});
