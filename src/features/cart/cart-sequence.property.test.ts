import { getResponse, http, HttpResponse } from 'msw';
import { siteConfig } from '../../core/config';
import type { ApiCart } from '../../domain/cart/cart-contract';
import { server } from '../../../sandbox/test-server';
import { cartHandlers } from '../../../sandbox/handlers/carts';
import { CART_APPS, organizationOf, storeSignedInAs, withCartSandbox } from './cart-test-kit';
import { selectCartState } from './cart-selectors';
import { addProduct, applyCoupon, changePlan, checkoutCart, loadCart, removeProduct } from './cart-thunks';

// Property (issue "Money and permissions a buyer can trust"): random sequences of cart actions —
// add, remove, plan change, coupon, checkout with the purchase succeeding or failing (500, 429, no
// answer, a hang, an answer lost after it went through, or the service's billing:error notes of
// the reseller identity), reload (a new store reading the server's cart) — never lose or double an
// item: after every step the cart on screen and the server's open cart hold exactly the items the
// buyer chose and did not buy, each once, unlocked; a failed checkout keeps the coupon too.
//
// A small seeded generator (mulberry32), no library: a failure names its seed and its steps;
// CART_PROPERTY_SEED=<n> runs that seed alone.
const API = siteConfig.apiUrl;
const sandbox = withCartSandbox();
const APPS = [CART_APPS.pagio, CART_APPS.pixelo, CART_APPS.chartpoint] as const;
const STEPS = 14;

function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Failure = '500' | '429' | 'network' | 'hang' | 'lost-answer';
type Step =
  | { kind: 'add' | 'remove'; app: string }
  | { kind: 'plan'; app: string; yearly: boolean }
  | { kind: 'coupon'; code: 'SANDBOX10' | 'SPRING2020' }
  | { kind: 'checkout'; failure: Failure | null }
  | { kind: 'reload' };

function randomSteps(random: () => number): Step[] {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)];
  const failures: (Failure | null)[] = [null, null, '500', '429', 'network', 'hang', 'lost-answer'];
  return Array.from({ length: STEPS }, (): Step => {
    const roll = random();
    if (roll < 0.34) return { kind: 'add', app: pick(APPS) };
    if (roll < 0.48) return { kind: 'remove', app: pick(APPS) };
    if (roll < 0.56) return { kind: 'plan', app: pick(APPS), yearly: random() < 0.5 };
    if (roll < 0.66) return { kind: 'coupon', code: pick(['SANDBOX10', 'SPRING2020'] as const) };
    if (roll < 0.88) return { kind: 'checkout', failure: pick(failures) };
    return { kind: 'reload' };
  });
}

/** Moves the fake clock until the promise settles (a hung call gives up after its 30 s timeout). */
async function run<T>(promise: Promise<T>): Promise<T> {
  let done = false;
  void promise.finally(() => (done = true)).catch(() => undefined);
  for (let tick = 0; tick < 200 && !done; tick += 1) await jest.advanceTimersByTimeAsync(500);
  if (!done) throw new Error('a cart action never ended');
  return promise;
}

const planOf = (appId: string) => `${sandbox.services.catalogue.published().find((app) => app.id === appId)!.slug}-standard`;

function failPurchase(failure: Failure) {
  const real = cartHandlers(API, sandbox.services.accounts, sandbox.services.carts);
  server.use(
    http.patch(
      `${API}/products-carts/:id/purchase`,
      async ({ request }) => {
        if (failure === '500') return HttpResponse.json({ code: 'INTERNAL', message: 'boom', errors: [] }, { status: 500 });
        if (failure === '429') return HttpResponse.json({ code: 'RATE', message: 'slow down', errors: [] }, { status: 429 });
        if (failure === 'network') return HttpResponse.error();
        if (failure === 'hang') return new Promise<Response>(() => {});
        await getResponse(real, request);
        return HttpResponse.error();
      },
      { once: true },
    ),
  );
}

const SEEDS = process.env.CART_PROPERTY_SEED
  ? [Number(process.env.CART_PROPERTY_SEED)]
  : Array.from({ length: 24 }, (_, index) => 20260601 + index * 7919);

beforeEach(() => {
  jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
  window.localStorage.clear();
});
afterEach(() => jest.useRealTimers());

it.each(SEEDS)(
  'seed %i: no item lost or doubled over random cart actions, failures and reloads',
  async (seed) => {
    const random = mulberry32(seed);
    // A third of the runs as the reseller: every purchase fails with billing:error (§8 notes).
    const identity = seed % 3 === 0 ? 'reseller' : 'owner';
    const organizationId = organizationOf(sandbox, identity);
    const grant = { organizationId } as Parameters<typeof sandbox.services.carts.recent>[0];
    const steps = randomSteps(random);
    const log: string[] = [`identity ${identity}`];
    let store = storeSignedInAs(sandbox, identity);
    await run(store.dispatch(loadCart()));

    /** The buyer's choices not bought yet, in the order chosen. */
    let chosen: string[] = [];
    const installed = () => new Set(sandbox.services.applications.installed(organizationId));
    const serverCart = (): ApiCart | null => {
      const recent = sandbox.services.carts.recent(grant);
      return recent.ok ? recent.value : null;
    };
    const fail = (why: string) => {
      throw new Error(`seed ${seed}: ${why}\nsteps:\n  ${log.join('\n  ')}`);
    };
    const sameItems = (ids: string[], where: string) => {
      if (new Set(ids).size !== ids.length) fail(`${where} doubles an item: ${ids.join(', ')}`);
      if ([...ids].sort().join() !== [...chosen].sort().join())
        fail(`${where} holds [${ids.join(', ')}], chosen [${chosen.join(', ')}]`);
    };

    for (const step of steps) {
      log.push(JSON.stringify(step));
      const before = serverCart();
      if (step.kind === 'add') {
        const added = await run(store.dispatch(addProduct(step.app)));
        if (added && !chosen.includes(step.app)) chosen.push(step.app);
        if (!added && !installed().has(step.app)) fail(`adding ${step.app} was refused`);
      } else if (step.kind === 'remove') {
        await run(store.dispatch(removeProduct(step.app)));
        chosen = chosen.filter((id) => id !== step.app);
      } else if (step.kind === 'plan') {
        await run(store.dispatch(changePlan(step.app, planOf(step.app), step.yearly ? 'pay-yearly' : 'pay-monthly')));
      } else if (step.kind === 'coupon') {
        await run(store.dispatch(applyCoupon(step.code)));
      } else if (step.kind === 'checkout') {
        if (step.failure) failPurchase(step.failure);
        const destination = await run(store.dispatch(checkoutCart()));
        server.resetHandlers();
        server.use(...cartHandlers(API, sandbox.services.accounts, sandbox.services.carts));
        const wentThrough = identity === 'owner' && (step.failure === null || step.failure === 'lost-answer');
        if (chosen.length > 0 && wentThrough) {
          if (!destination) fail('a purchase that went through gave no end page');
          chosen = [];
        } else if (chosen.length > 0) {
          // Failed or refused: the items and the coupon are still there, as the buyer left them.
          const after = serverCart();
          if ((after?.coupon?.code ?? null) !== (before?.coupon?.code ?? null)) {
            fail(`the coupon went from ${before?.coupon?.code ?? 'none'} to ${after?.coupon?.code ?? 'none'}`);
          }
        }
      } else {
        store = storeSignedInAs(sandbox, identity);
        await run(store.dispatch(loadCart()));
      }

      const shown = selectCartState(store.getState()).cart;
      const open = shown && !shown.purchasedAt && !shown.closedAt ? shown : null;
      sameItems(open?.products.map((product) => product.id) ?? [], 'the cart on screen');
      const truth = serverCart();
      sameItems(truth?.products.map((product) => product.id) ?? [], "the server's open cart");
      if (truth?.checkedOutUntil) fail('the cart was left locked by the checkout');
      if (open && truth && open.id !== truth.id) fail(`the screen shows cart ${open.id}, the open one is ${truth.id}`);
    }
  },
  60_000,
);
