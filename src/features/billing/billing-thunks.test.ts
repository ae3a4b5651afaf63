import { http, HttpResponse } from 'msw';
import { siteConfig } from '../../core/config';
import { addEffect } from '../../core/effects';
import type { CardEntry } from '../../domain/billing/card';
import type { ApiCharge } from '../../domain/billing/charges';
import { storedCard } from '../../../sandbox/services/billing-cards';
import { server } from '../../../sandbox/test-server';
import { APPS, recordPagioCharge, storeSignedInAs, TEST_CARD, withBillingSandbox } from './billing-test-kit';
import { selectBilling, selectCardOnFile, selectPayment } from './billing-selectors';
import { purchaseApp, resumeCharge, stopWatching, watchCharge, type ChargeTarget } from './billing-thunks';
import { loadCardOnFile } from './card-on-file';

// §4's two charge machines driven through the site's thunks, on fake timers (the sandbox's clock is
// Date.now, which the fake timers move too). Literal values are the spec's: 2000 ms, the §8 texts.
const API = siteConfig.apiUrl;
const sandbox = withBillingSandbox();

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
});
afterEach(() => {
  jest.useRealTimers();
});

const flush = () => jest.advanceTimersByTimeAsync(0);
const orgOf = (identity: string) =>
  sandbox.services.accounts.authenticate(
    (
      sandbox.services.accounts.authorizeAs(
        { client_id: 'marketplace-sandbox', redirect_uri: 'http://localhost/marketplace/', response_type: 'token', state: 's' },
        identity,
      )?.answer as { data: { access_token: string } }
    ).data.access_token,
  )!.organizationId;
const chargesOf = (identity: string) => sandbox.services.billing.charges(orgOf(identity));
const installedOf = (identity: string) => sandbox.services.applications.installed(orgOf(identity));

const oneTime = (card: CardEntry | string | null = TEST_CARD.succeeds) =>
  purchaseApp({
    appId: APPS.oneTime.id,
    planId: APPS.oneTime.plan,
    kind: 'direct_charge',
    months: 1,
    seats: 1,
    card,
    product: 'livechat',
  });
const monthly = (card: string | null = TEST_CARD.succeeds, months: 1 | 12 = 1) =>
  purchaseApp({
    appId: APPS.monthly.id,
    planId: APPS.monthly.plan,
    kind: 'recurrent_charge',
    months,
    seats: 1,
    card,
    product: 'livechat',
  });

async function run<T>(promise: Promise<T>): Promise<T> {
  await flush();
  await flush();
  return promise;
}

/** Reads of the charge answer these statuses in turn (the last one repeats); counts the reads. */
function scriptReads(kind: 'direct_charge' | 'recurrent_charge', statuses: Array<string | 'network' | 500 | 404 | 401>) {
  const reads = { count: 0 };
  server.use(
    http.get(`${API}/${kind}/livechat/:id`, ({ params }) => {
      const next = statuses.length > 1 ? statuses.shift()! : statuses[0];
      reads.count += 1;
      if (next === 'network') return HttpResponse.error();
      if (next === 404) return new HttpResponse('Charge not found', { status: 404 });
      if (typeof next === 'number') return HttpResponse.json({ error: { type: 'x', message: 'boom' } }, { status: next });
      const base = sandbox.services.billing.charges(orgOf('owner')).find((charge) => charge.id === params.id) as ApiCharge;
      return HttpResponse.json({ ...base, status: next });
    }),
  );
  return reads;
}

const toasts = (store: ReturnType<typeof storeSignedInAs>) => store.getState().notifications.items.map((item) => item.content);
const tracked = (store: ReturnType<typeof storeSignedInAs>, target: ChargeTarget | null) =>
  selectBilling(store.getState()).charges[target!.id];

describe('direct charge machine', () => {
  it('pending → accepted (accept, activate) → processed → success: the purchase event, polling every 2000 ms, then no more reads', async () => {
    // On the checkout page, which says so itself: no toast (§4).
    window.history.pushState(null, '', '/checkout/pagio');
    const store = storeSignedInAs(sandbox, 'owner');
    const target = await run(store.dispatch(oneTime()));
    expect(target?.kind).toBe('direct_charge');
    expect(tracked(store, target).status).toBe('accepted');
    expect(selectPayment(store.getState())).toEqual({ pending: false, processing: true, error: null });
    const reads = scriptReads('direct_charge', ['accepted', 'processed', 'success']);
    await jest.advanceTimersByTimeAsync(1999);
    expect(reads.count).toBe(0);
    await jest.advanceTimersByTimeAsync(1);
    expect(reads.count).toBe(1);
    await jest.advanceTimersByTimeAsync(2000);
    expect(tracked(store, target).status).toBe('processed');
    await jest.advanceTimersByTimeAsync(2000);
    expect(tracked(store, target).outcome).toBe('succeeded');
    expect(selectPayment(store.getState())).toEqual({ pending: false, processing: false, error: null });
    await jest.advanceTimersByTimeAsync(10_000);
    expect(reads.count).toBe(3);
    expect(installedOf('owner')).toEqual([APPS.oneTime.id]);
    expect(toasts(store)).toEqual([]);
    window.history.pushState(null, '', '/');
  });

  it('a purchase that succeeds once the visitor has left the checkout page shows the §4 success toast', async () => {
    window.history.pushState(null, '', '/apps/pagio/');
    const store = storeSignedInAs(sandbox, 'owner');
    const target = await run(store.dispatch(oneTime()));
    scriptReads('direct_charge', ['success']);
    await jest.advanceTimersByTimeAsync(2000);
    expect(tracked(store, target).outcome).toBe('succeeded');
    expect(store.getState().notifications.items.map((item) => [item.kind, item.content])).toEqual([
      ['success', "You've successfully purchased the app"],
    ]);
    window.history.pushState(null, '', '/');
  });

  it('succeeds on the sandbox’s own clock with the succeeding card', async () => {
    const store = storeSignedInAs(sandbox, 'owner');
    const target = await run(store.dispatch(oneTime()));
    await jest.advanceTimersByTimeAsync(2000);
    await flush();
    expect(tracked(store, target).outcome).toBe('succeeded');
    expect(chargesOf('owner').map((charge) => charge.status)).toEqual(['success']);
  });

  it('processed → failed: rolls back the install and says "Payment failed"', async () => {
    const store = storeSignedInAs(sandbox, 'owner');
    // The rollback the site sends (§4), whatever the provider had installed by then: the sandbox
    // installs the app only when its charge succeeds (sandbox/README.md, Billing), so its own record
    // of uninstall reasons no longer shows this one.
    const rollbacks: unknown[] = [];
    server.use(
      http.delete(`${API}/applications/:id/install`, async ({ request, params }) => {
        rollbacks.push({ appId: params.id, ...((await request.clone().json()) as object) });
        return undefined;
      }),
    );
    const target = await run(store.dispatch(oneTime(TEST_CARD.fails)));
    await jest.advanceTimersByTimeAsync(2000);
    await flush();
    expect(tracked(store, target).outcome).toBe('failed');
    expect(installedOf('owner')).toEqual([]);
    expect(toasts(store)).toEqual(['Payment failed']);
    expect(selectPayment(store.getState()).error).toBe('Payment failed');
    expect(rollbacks).toEqual([expect.objectContaining({ appId: APPS.oneTime.id, reason: 'Payment failed' })]);
  });

  it('accepted → failed straight away with the declining card', async () => {
    const store = storeSignedInAs(sandbox, 'owner');
    const target = await run(store.dispatch(oneTime(TEST_CARD.fails)));
    const reads = scriptReads('direct_charge', ['failed']);
    await jest.advanceTimersByTimeAsync(2000);
    await flush();
    expect(reads.count).toBe(1);
    expect(tracked(store, target).outcome).toBe('failed');
    expect(installedOf('owner')).toEqual([]);
  });

  it('keeps polling on pending, and an older answer after a newer one does not move the charge back', async () => {
    const store = storeSignedInAs(sandbox, 'owner');
    const target = await run(store.dispatch(oneTime()));
    const reads = scriptReads('direct_charge', ['pending', 'processed', 'accepted', 'processed', 'success']);
    await jest.advanceTimersByTimeAsync(2000 * 2);
    expect(tracked(store, target).status).toBe('processed');
    await jest.advanceTimersByTimeAsync(2000);
    expect(tracked(store, target).status).toBe('processed');
    expect(tracked(store, target).outcome).toBe('polling');
    await jest.advanceTimersByTimeAsync(2000 * 2);
    expect(tracked(store, target).outcome).toBe('succeeded');
    expect(reads.count).toBe(5);
  });

  it('a repeated terminal answer changes nothing: one purchase event', async () => {
    const store = storeSignedInAs(sandbox, 'owner');
    const seen: string[] = [];
    const target = await run(store.dispatch(oneTime()));
    const unsubscribe = store.subscribe(() => seen.push(tracked(store, target).outcome));
    scriptReads('direct_charge', ['success']);
    store.dispatch(watchCharge(target!)); // a second watch of the same charge is the same poller
    await jest.advanceTimersByTimeAsync(2000 * 3);
    unsubscribe();
    expect(seen.filter((outcome, index) => outcome === 'succeeded' && seen[index - 1] !== 'succeeded')).toHaveLength(1);
    expect(chargesOf('owner')).toHaveLength(1);
  });

  it('a network error backs off and reads again; it never creates a second charge', async () => {
    const store = storeSignedInAs(sandbox, 'owner');
    const target = await run(store.dispatch(oneTime()));
    const reads = scriptReads('direct_charge', ['network', 500, 'success']);
    await jest.advanceTimersByTimeAsync(2000);
    expect(reads.count).toBe(1);
    await jest.advanceTimersByTimeAsync(3999); // backoff after one failure: 4000 ms
    expect(reads.count).toBe(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(reads.count).toBe(2);
    await jest.advanceTimersByTimeAsync(8000); // after two: 8000 ms
    expect(reads.count).toBe(3);
    expect(tracked(store, target).outcome).toBe('succeeded');
    expect(chargesOf('owner')).toHaveLength(1);
  });

  it('gives up after five failed reads in a row with "Direct charge fetch failed"', async () => {
    const store = storeSignedInAs(sandbox, 'owner');
    await run(store.dispatch(oneTime()));
    const reads = scriptReads('direct_charge', [500]);
    await jest.advanceTimersByTimeAsync(120_000);
    expect(reads.count).toBe(5);
    expect(toasts(store)).toEqual(['Direct charge fetch failed']);
    expect(selectPayment(store.getState())).toEqual({ pending: false, processing: false, error: 'Direct charge fetch failed' });
  });

  it("ends on a 404 with 'This transaction doesn't exist.'", async () => {
    const store = storeSignedInAs(sandbox, 'owner');
    const target = await run(store.dispatch(oneTime()));
    scriptReads('direct_charge', [404]);
    await jest.advanceTimersByTimeAsync(2000);
    expect(tracked(store, target).outcome).toBe('not-found');
    expect(toasts(store)).toEqual(["This transaction doesn't exist."]);
  });

  it('stops polling when the page is left', async () => {
    const store = storeSignedInAs(sandbox, 'owner');
    const target = await run(store.dispatch(oneTime(TEST_CARD.slow)));
    const reads = scriptReads('direct_charge', ['accepted']);
    await jest.advanceTimersByTimeAsync(2000);
    store.dispatch(stopWatching(target!.id));
    await jest.advanceTimersByTimeAsync(20_000);
    expect(reads.count).toBe(1);
    expect(selectPayment(store.getState()).processing).toBe(false);
  });
});

describe('recurrent charge machine', () => {
  it('pending → accepted → active on the annual cycle priced floor(900 × 0.85 × 12)', async () => {
    const store = storeSignedInAs(sandbox, 'owner');
    const target = await run(store.dispatch(monthly(TEST_CARD.succeeds, 12)));
    expect(tracked(store, target).charge).toMatchObject({ price: 9180, months: 12, status: 'accepted' });
    await jest.advanceTimersByTimeAsync(2000);
    await flush();
    expect(tracked(store, target).outcome).toBe('succeeded');
    expect(installedOf('owner')).toEqual([APPS.monthly.id]);
  });

  it('accepted → declined: uninstalls and says "Payment declined/cancelled"', async () => {
    const store = storeSignedInAs(sandbox, 'owner');
    // The declining card is refused when added: on file already, as a card that declines later.
    const { organizationId } = store.getState().user!.user!;
    sandbox.services.accounts.setCardOnFile(organizationId, 'livechat', storedCard(TEST_CARD.declined));
    const target = await run(store.dispatch(monthly(null)));
    await jest.advanceTimersByTimeAsync(2000);
    await flush();
    expect(tracked(store, target).outcome).toBe('declined');
    expect(installedOf('owner')).toEqual([]);
    expect(toasts(store)).toEqual(['Payment declined/cancelled']);
  });

  it('frozen keeps polling; frozen → cancelled uninstalls', async () => {
    const store = storeSignedInAs(sandbox, 'owner');
    const target = await run(store.dispatch(monthly(TEST_CARD.fails)));
    await jest.advanceTimersByTimeAsync(2000);
    expect(tracked(store, target).status).toBe('frozen');
    expect(tracked(store, target).outcome).toBe('polling');
    await jest.advanceTimersByTimeAsync(4000);
    await flush();
    expect(tracked(store, target).outcome).toBe('cancelled');
    expect(installedOf('owner')).toEqual([]);
    expect(toasts(store)).toEqual(['Payment declined/cancelled']);
  });

  it('ignores an accepted answered after frozen, and a repeated active', async () => {
    const store = storeSignedInAs(sandbox, 'owner');
    const target = await run(store.dispatch(monthly()));
    const reads = scriptReads('recurrent_charge', ['pending', 'frozen', 'accepted', 'active']);
    await jest.advanceTimersByTimeAsync(2000 * 3);
    expect(tracked(store, target).status).toBe('frozen');
    await jest.advanceTimersByTimeAsync(2000 * 5);
    expect(tracked(store, target).outcome).toBe('succeeded');
    expect(reads.count).toBe(4);
  });

  it('says "Recurrent charge couldn\'t be accepted/declined" when the accept fails', async () => {
    const store = storeSignedInAs(sandbox, 'owner');
    server.use(
      http.put(`${API}/recurrent_charge/livechat/:id/accept`, () => HttpResponse.json({ error: 'x:y' }, { status: 500 })),
    );
    expect(await run(store.dispatch(monthly()))).toBeNull();
    expect(toasts(store)).toEqual(["Recurrent charge couldn't be accepted/declined"]);
  });
});

describe('one charge per purchase', () => {
  it('a double click on Pay creates one charge', async () => {
    const store = storeSignedInAs(sandbox, 'owner');
    const first = store.dispatch(oneTime());
    const second = store.dispatch(oneTime());
    expect(await run(second)).toBeNull();
    expect(await first).not.toBeNull();
    expect(chargesOf('owner')).toHaveLength(1);
  });

  it('a reload resumes the charge in the URL: no create, polled to its end', async () => {
    const before = storeSignedInAs(sandbox, 'owner');
    const target = await run(before.dispatch(oneTime(TEST_CARD.slow)));
    // The page reloads: a new store, the id from the URL.
    const store = storeSignedInAs(sandbox, 'owner');
    await run(store.dispatch(resumeCharge(target!)));
    expect(tracked(store, target).status).toBe('accepted');
    await jest.advanceTimersByTimeAsync(12_000);
    await flush();
    expect(tracked(store, target).outcome).toBe('succeeded');
    expect(chargesOf('owner')).toHaveLength(1);
    before.dispatch(stopWatching(target!.id));
  });

  it('an activation the service refuses (not an activated charge) ends the payment: its §8 text, no polling', async () => {
    const store = storeSignedInAs(sandbox, 'owner');
    server.use(
      http.put(
        `${API}/direct_charge/livechat/:id/activate`,
        () =>
          HttpResponse.json(
            { error: 'plan_restriction:This app is currently available only for Team and higher plans' },
            { status: 422 },
          ),
        { once: true },
      ),
    );
    const reads = scriptReads('direct_charge', ['accepted']);
    expect(await run(store.dispatch(oneTime()))).toBeNull();
    expect(toasts(store)).toEqual(["Direct charge couldn't be activated"]);
    await jest.advanceTimersByTimeAsync(10_000);
    expect(reads.count).toBe(0);
    expect(installedOf('owner')).not.toContain(APPS.oneTime.id);
  });

  it('a reload between create and accept accepts and activates the same charge', async () => {
    const before = storeSignedInAs(sandbox, 'owner');
    let created: ChargeTarget | null = null;
    server.use(http.put(`${API}/direct_charge/livechat/:id/accept`, () => HttpResponse.error(), { once: true }));
    await run(
      before.dispatch(
        purchaseApp({
          appId: APPS.oneTime.id,
          planId: APPS.oneTime.plan,
          kind: 'direct_charge',
          months: 1,
          seats: 1,
          card: TEST_CARD.succeeds,
          product: 'livechat',
          onCharge: (target) => (created = target),
        }),
      ),
    );
    expect(chargesOf('owner').map((charge) => charge.status)).toEqual(['pending']);
    const store = storeSignedInAs(sandbox, 'owner');
    await run(store.dispatch(resumeCharge(created!)));
    await jest.advanceTimersByTimeAsync(4000);
    await flush();
    expect(tracked(store, created).outcome).toBe('succeeded');
    expect(chargesOf('owner')).toHaveLength(1);
  });

  it('only follows a pending charge a link names that this tab did not start: it is never accepted by opening a page', async () => {
    const store = storeSignedInAs(sandbox, 'owner');
    const organizationId = store.getState().user!.user!.organizationId;
    const charge = recordPagioCharge(sandbox, organizationId, 'pending');
    const target: ChargeTarget = { id: charge.id, kind: 'direct_charge', product: 'livechat', appId: null };
    await run(store.dispatch(resumeCharge(target)));
    await jest.advanceTimersByTimeAsync(4000);
    await flush();
    expect(chargesOf('owner').map((kept) => kept.status)).toEqual(['pending']);
    expect(tracked(store, target).outcome).toBe('polling');
    store.dispatch(stopWatching(target.id));
  });

  it('ends a charge first read as succeeded (a reload of its thank-you) without telling its purchase again', async () => {
    const store = storeSignedInAs(sandbox, 'owner');
    const seen: string[] = [];
    addEffect(store.dispatch, (action) => void seen.push(action.type));
    const organizationId = store.getState().user!.user!.organizationId;
    const charge = recordPagioCharge(sandbox, organizationId, 'success');
    const target: ChargeTarget = { id: charge.id, kind: 'direct_charge', product: 'livechat', appId: null };
    await run(store.dispatch(resumeCharge(target)));
    expect(tracked(store, target).outcome).toBe('succeeded');
    // The host's app_purchased / transaction_success and the appInstalled tracking hang on this one.
    expect(seen).not.toContain('billing/chargeSucceeded');
    expect(toasts(store)).toEqual([]);
  });

  it("refuses a charge of another app than the page's as a transaction that doesn't exist (its failure must not touch this app)", async () => {
    const store = storeSignedInAs(sandbox, 'owner');
    const organizationId = store.getState().user!.user!.organizationId;
    const charge = recordPagioCharge(sandbox, organizationId, 'failed');
    const target: ChargeTarget = { id: charge.id, kind: 'direct_charge', product: 'livechat', appId: APPS.monthly.id };
    await run(store.dispatch(resumeCharge(target)));
    expect(tracked(store, target).outcome).toBe('not-found');
    expect(toasts(store)).toEqual(["This transaction doesn't exist."]);
  });

  it("an unknown charge in the URL: 'This transaction doesn't exist.'", async () => {
    const store = storeSignedInAs(sandbox, 'owner');
    const target: ChargeTarget = { id: 'dc_missing', kind: 'direct_charge', product: 'livechat', appId: null };
    await run(store.dispatch(resumeCharge(target)));
    expect(tracked(store, target).outcome).toBe('not-found');
    expect(toasts(store)).toEqual(["This transaction doesn't exist."]);
  });

  it('refuses a card that is not a test card with the card-charge text, before any charge', async () => {
    const store = storeSignedInAs(sandbox, 'owner');
    expect(await run(store.dispatch(oneTime('4242424242424241')))).toBeNull();
    expect(toasts(store)).toEqual(['Unfortunately, we were unable to charge your card...']);
    expect(chargesOf('owner')).toEqual([]);
  });

  it("says 'Direct charge creation failed' when the create fails", async () => {
    const store = storeSignedInAs(sandbox, 'owner');
    server.use(http.post(`${API}/applications/:id/create-charge`, () => HttpResponse.json({ error: 'x:y' }, { status: 500 })));
    expect(await run(store.dispatch(oneTime()))).toBeNull();
    expect(toasts(store)).toEqual(['Direct charge creation failed']);
  });
});

/** Every accept and activate the site sends, as "step id" (the sandbox still answers them). */
function recordMoves() {
  const moves: string[] = [];
  server.use(
    http.put(`${API}/:kind/livechat/:id/:step`, ({ params }) => {
      moves.push(`${String(params.step)} ${String(params.id)}`);
      return undefined;
    }),
  );
  return moves;
}

describe('a resumed charge is read first, and only followed (issue: a reload mid-charge acted again)', () => {
  beforeEach(() => window.sessionStorage.clear());

  it.each(['pending', 'accepted', 'processed'] as const)(
    'a charge created elsewhere, still %s: no accept, no activate, followed by polling',
    async (status) => {
      const store = storeSignedInAs(sandbox, 'owner');
      const organizationId = store.getState().user!.user!.organizationId;
      const charge = recordPagioCharge(sandbox, organizationId, status);
      const moves = recordMoves();
      const reads = scriptReads('direct_charge', [status]);
      const target: ChargeTarget = { id: charge.id, kind: 'direct_charge', product: 'livechat', appId: APPS.oneTime.id };
      await run(store.dispatch(resumeCharge(target)));
      expect(reads.count).toBe(1); // read before anything else
      await jest.advanceTimersByTimeAsync(4000);
      expect(reads.count).toBe(3); // then followed every 2000 ms
      expect(moves).toEqual([]);
      expect(tracked(store, target)).toMatchObject({ status, outcome: 'polling' });
      store.dispatch(stopWatching(target.id));
    },
  );

  it('a charge this tab created and activated, resumed while still accepted (the slow card): no second activate, followed to success', async () => {
    const moves = recordMoves();
    const before = storeSignedInAs(sandbox, 'owner');
    const target = await run(before.dispatch(oneTime(TEST_CARD.slow)));
    before.dispatch(stopWatching(target!.id));
    expect(moves).toEqual([`accept ${target!.id}`, `activate ${target!.id}`]);
    // The reload: a new store, the id from the URL, the same tab (session storage).
    const store = storeSignedInAs(sandbox, 'owner');
    await run(store.dispatch(resumeCharge(target!)));
    expect(tracked(store, target).status).toBe('accepted');
    await jest.advanceTimersByTimeAsync(12_000);
    await flush();
    expect(tracked(store, target).outcome).toBe('succeeded');
    expect(moves).toEqual([`accept ${target!.id}`, `activate ${target!.id}`]);
    // No refusal shown either: the success toast only (this test is not on a checkout page).
    expect(toasts(store)).toEqual(["You've successfully purchased the app"]);
  });

  it('a charge this tab created, resumed once processed: nothing sent, followed to success', async () => {
    const moves = recordMoves();
    const before = storeSignedInAs(sandbox, 'owner');
    const target = await run(before.dispatch(oneTime(TEST_CARD.succeeds)));
    before.dispatch(stopWatching(target!.id));
    await jest.advanceTimersByTimeAsync(1000); // the sandbox's clock: processed
    const store = storeSignedInAs(sandbox, 'owner');
    await run(store.dispatch(resumeCharge(target!)));
    expect(tracked(store, target).status).toBe('processed');
    await jest.advanceTimersByTimeAsync(2000);
    await flush();
    expect(tracked(store, target).outcome).toBe('succeeded');
    expect(moves).toEqual([`accept ${target!.id}`, `activate ${target!.id}`]);
  });

  it('sends nothing before the read has answered', async () => {
    const store = storeSignedInAs(sandbox, 'owner');
    const organizationId = store.getState().user!.user!.organizationId;
    const charge = recordPagioCharge(sandbox, organizationId, 'accepted');
    const order: string[] = [];
    server.use(
      http.get(`${API}/direct_charge/livechat/:id`, () => void order.push('read')),
      http.put(`${API}/direct_charge/livechat/:id/:step`, ({ params }) => void order.push(String(params.step))),
    );
    const target: ChargeTarget = { id: charge.id, kind: 'direct_charge', product: 'livechat', appId: APPS.oneTime.id };
    await run(store.dispatch(resumeCharge(target)));
    store.dispatch(stopWatching(target.id));
    expect(order).toEqual(['read']);
  });
});

describe('malformed answers are failures with their §8 text, shown once (issue: ?charge=undefined)', () => {
  /** Answers a billing call may give that are no answer: `{}`, `null`, a text that is not JSON, nothing. */
  const MALFORMED: ReadonlyArray<[string, () => Response]> = [
    ['{}', () => HttpResponse.json({})],
    ['null', () => HttpResponse.json(null)],
    ['a non-JSON body', () => new HttpResponse('<html>Service Unavailable</html>', { headers: { 'Content-Type': 'text/html' } })],
    ['an empty body', () => new HttpResponse('', { status: 200 })],
  ];

  /** Every call the site made, as "METHOD path". */
  function recordCalls() {
    const calls: string[] = [];
    const listener = ({ request }: { request: Request }) => void calls.push(`${request.method} ${new URL(request.url).pathname}`);
    server.events.on('request:start', listener);
    return { calls, done: () => server.events.removeListener('request:start', listener) };
  }

  it.each(MALFORMED)(
    "create-charge answered %s: 'Direct charge creation failed' once, no charge followed, nothing named undefined",
    async (_label, answer) => {
      const store = storeSignedInAs(sandbox, 'owner');
      server.use(http.post(`${API}/applications/:id/create-charge`, answer));
      const recorded = recordCalls();
      const onCharge = jest.fn();
      const result = await run(
        store.dispatch(
          purchaseApp({
            appId: APPS.oneTime.id,
            planId: APPS.oneTime.plan,
            kind: 'direct_charge',
            months: 1,
            seats: 1,
            card: TEST_CARD.succeeds,
            product: 'livechat',
            onCharge,
          }),
        ),
      );
      await jest.advanceTimersByTimeAsync(10_000);
      recorded.done();
      expect(result).toBeNull();
      expect(onCharge).not.toHaveBeenCalled();
      expect(toasts(store)).toEqual(['Direct charge creation failed']);
      expect(selectPayment(store.getState())).toEqual({
        pending: false,
        processing: false,
        error: 'Direct charge creation failed',
      });
      expect(selectBilling(store.getState()).charges).toEqual({});
      expect(recorded.calls.filter((call) => call.includes('undefined'))).toEqual([]);
      expect(recorded.calls.filter((call) => /_charge\//.test(call))).toEqual([]);
    },
  );

  it.each(MALFORMED)('a recurrent create answered %s: the billing API text', async (_label, answer) => {
    const store = storeSignedInAs(sandbox, 'owner');
    server.use(http.post(`${API}/applications/:id/create-charge`, answer));
    expect(await run(store.dispatch(monthly()))).toBeNull();
    expect(toasts(store)).toEqual([
      "It looks like there's been an error on our side. Don't worry, your card details are valid...",
    ]);
  });

  it.each(MALFORMED)('the card answered %s: the billing API text, before any charge', async (_label, answer) => {
    const store = storeSignedInAs(sandbox, 'owner');
    server.use(http.post(`${API}/account/:product`, answer));
    expect(await run(store.dispatch(oneTime()))).toBeNull();
    expect(toasts(store)).toEqual([
      "It looks like there's been an error on our side. Don't worry, your card details are valid...",
    ]);
    expect(chargesOf('owner')).toEqual([]);
  });

  it.each(MALFORMED)(
    "the accept answered %s: 'Direct charge couldn't be activated' once, and the charge is no longer followed",
    async (_label, answer) => {
      const store = storeSignedInAs(sandbox, 'owner');
      server.use(http.put(`${API}/direct_charge/livechat/:id/accept`, answer));
      const moves = recordMoves();
      const reads = scriptReads('direct_charge', ['pending']);
      let created: ChargeTarget | null = null;
      const result = await run(
        store.dispatch(
          purchaseApp({
            appId: APPS.oneTime.id,
            planId: APPS.oneTime.plan,
            kind: 'direct_charge',
            months: 1,
            seats: 1,
            card: TEST_CARD.succeeds,
            product: 'livechat',
            onCharge: (target) => {
              created = target;
              // The page starts following the charge as soon as it exists (ChargeProgress).
              store.dispatch(watchCharge(target));
            },
          }),
        ),
      );
      expect(result).toBeNull();
      await jest.advanceTimersByTimeAsync(10_000);
      expect(toasts(store)).toEqual(["Direct charge couldn't be activated"]);
      expect(tracked(store, created).outcome).toBe('interrupted');
      expect(moves.map((move) => move.split(' ')[0])).toEqual(['accept']);
      expect(reads.count).toBe(0);
      expect(selectPayment(store.getState())).toEqual({
        pending: false,
        processing: false,
        error: "Direct charge couldn't be activated",
      });
    },
  );

  it.each(MALFORMED)("the activate answered %s: 'Direct charge couldn't be activated' once", async (_label, answer) => {
    const store = storeSignedInAs(sandbox, 'owner');
    server.use(http.put(`${API}/direct_charge/livechat/:id/activate`, answer));
    expect(await run(store.dispatch(oneTime()))).toBeNull();
    await jest.advanceTimersByTimeAsync(10_000);
    expect(toasts(store)).toEqual(["Direct charge couldn't be activated"]);
  });

  it.each(MALFORMED)(
    "the status read answered %s: read again with backoff, then 'Direct charge fetch failed' once",
    async (_label, answer) => {
      const store = storeSignedInAs(sandbox, 'owner');
      const target = await run(store.dispatch(oneTime()));
      let reads = 0;
      server.use(
        http.get(`${API}/direct_charge/livechat/:id`, () => {
          reads += 1;
          return answer();
        }),
      );
      await jest.advanceTimersByTimeAsync(120_000);
      expect(reads).toBe(5);
      expect(toasts(store)).toEqual(['Direct charge fetch failed']);
      expect(tracked(store, target).outcome).toBe('polling');
      expect(selectPayment(store.getState())).toEqual({ pending: false, processing: false, error: 'Direct charge fetch failed' });
    },
  );

  it('a read that answers another charge is no answer about this one', async () => {
    const store = storeSignedInAs(sandbox, 'owner');
    const target = await run(store.dispatch(oneTime()));
    server.use(
      http.get(`${API}/direct_charge/livechat/:id`, ({ params }) => {
        const base = chargesOf('owner').find((charge) => charge.id === params.id)!;
        return HttpResponse.json({ ...base, id: 'dc_other', status: 'success' });
      }),
    );
    await jest.advanceTimersByTimeAsync(120_000);
    expect(tracked(store, target).outcome).toBe('polling');
    expect(toasts(store)).toEqual(['Direct charge fetch failed']);
  });

  it.each(MALFORMED)('a resumed charge read as %s: nothing sent, and it is read again', async (_label, answer) => {
    const store = storeSignedInAs(sandbox, 'owner');
    const organizationId = store.getState().user!.user!.organizationId;
    const charge = recordPagioCharge(sandbox, organizationId, 'success');
    const moves = recordMoves();
    server.use(http.get(`${API}/direct_charge/livechat/:id`, answer, { once: true }));
    const target: ChargeTarget = { id: charge.id, kind: 'direct_charge', product: 'livechat', appId: APPS.oneTime.id };
    await run(store.dispatch(resumeCharge(target)));
    expect(tracked(store, target).outcome).toBe('polling');
    await jest.advanceTimersByTimeAsync(2000);
    expect(tracked(store, target).outcome).toBe('succeeded');
    expect(moves).toEqual([]);
    expect(toasts(store)).toEqual(["You've successfully purchased the app"]);
  });
});

describe('the card step (issue "Money and permissions a buyer can trust": the card on file, POST /account/{product})', () => {
  /** The non-GET calls the purchase sends, in order: the card, the create, the moves. */
  function recordCalls() {
    const sent: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method !== 'GET') sent.push(`${request.method} ${new URL(request.url).pathname}`);
    });
    return sent;
  }
  afterEach(() => server.events.removeAllListeners());

  const visa: CardEntry = { number: TEST_CARD.succeeds, brand: 'visa', expiryMonth: 12, expiryYear: 2035, cvc: '123' };
  const cardOnFileOf = (store: ReturnType<typeof storeSignedInAs>) => selectCardOnFile(store.getState(), 'livechat');

  it('adds the card before the charge, with its expiry and CVC; the store then knows it as the card on file', async () => {
    const store = storeSignedInAs(sandbox, 'livechat-only');
    const sent = recordCalls();
    expect(await run(store.dispatch(oneTime(visa)))).not.toBeNull();
    expect(sent.slice(0, 2)).toEqual(['POST /account/livechat', `POST /applications/${APPS.oneTime.id}/create-charge`]);
    expect(cardOnFileOf(store)).toEqual({
      status: 'loaded',
      card: { cardType: 'visa', firstSix: '424242', lastFour: '4242' },
      seq: 0,
    });
    expect(sandbox.services.accounts.subscription(orgOf('livechat-only'), 'livechat')).toMatchObject({ has_card: true });
    await jest.advanceTimersByTimeAsync(2000);
    expect(chargesOf('livechat-only').map((charge) => charge.status)).toEqual(['success']);
  });

  it('without a new card the charge is paid with the card on file: no card call', async () => {
    const store = storeSignedInAs(sandbox, 'owner');
    const sent = recordCalls();
    await run(store.dispatch(oneTime(null)));
    expect(sent.some((call) => call.includes('/account/'))).toBe(false);
    await jest.advanceTimersByTimeAsync(2000);
    expect(chargesOf('owner').map((charge) => charge.status)).toEqual(['success']);
  });

  it('a card the service refuses (422) charges nothing: the §8 card text, no create', async () => {
    const store = storeSignedInAs(sandbox, 'owner');
    const sent = recordCalls();
    const refused: CardEntry = { ...visa, number: '5555555555554444', brand: 'mastercard' };
    expect(await run(store.dispatch(oneTime(refused)))).toBeNull();
    expect(sent).toEqual(['POST /account/livechat']);
    expect(toasts(store)).toEqual(['Unfortunately, we were unable to charge your card...']);
    expect(chargesOf('owner')).toEqual([]);
    // The card on file is the one before.
    expect(sandbox.services.accounts.cardOnFile(orgOf('owner'), 'livechat')).toMatchObject({ last_four: '1111' });
  });

  // Adapted: the rights are asked before the first call now (§6); the service refuses the same card
  // add when forced (sandbox/handlers/card-on-file.test.ts, every identity).
  it('a user without billing rights is refused before any call: no card stored, no charge, the same words', async () => {
    const store = storeSignedInAs(sandbox, 'agent');
    const sent = recordCalls();
    expect(await run(store.dispatch(oneTime()))).toBeNull();
    expect(sent).toEqual([]);
    expect(toasts(store)).toEqual([
      'Buying apps needs billing rights on the LiveChat license. Ask its owner to buy it or to give you billing access.',
    ]);
    expect(chargesOf('owner')).toEqual([]);
  });

  it('a number the card rules refuse is never sent', async () => {
    const store = storeSignedInAs(sandbox, 'owner');
    const sent = recordCalls();
    expect(await run(store.dispatch(oneTime('4242 4242 4242 4241')))).toBeNull();
    expect(sent).toEqual([]);
    expect(toasts(store)).toEqual(['Unfortunately, we were unable to charge your card...']);
  });

  it('reads the card on file from the billed product’s subscription (§3 hasCard, cardDetails)', async () => {
    const owner = storeSignedInAs(sandbox, 'owner');
    await run(owner.dispatch(loadCardOnFile('livechat')));
    expect(cardOnFileOf(owner)).toMatchObject({
      status: 'loaded',
      card: { cardType: 'visa', firstSix: '411111', lastFour: '1111' },
    });
    await run(owner.dispatch(loadCardOnFile('helpdesk')));
    expect(selectCardOnFile(owner.getState(), 'helpdesk')).toMatchObject({ status: 'loaded', card: null });

    // No license of the product (404): no card. A failed read: unknown.
    const leo = storeSignedInAs(sandbox, 'livechat-only');
    await run(leo.dispatch(loadCardOnFile('helpdesk')));
    expect(selectCardOnFile(leo.getState(), 'helpdesk')).toMatchObject({ status: 'loaded', card: null });
    server.use(http.get(`${API}/licenses/:product/subscription`, () => HttpResponse.json({}, { status: 500 })));
    await run(leo.dispatch(loadCardOnFile('livechat')));
    expect(cardOnFileOf(leo)).toMatchObject({ status: 'failed', card: null });
  });
});
