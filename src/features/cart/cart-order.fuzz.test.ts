import fc from 'fast-check';
import { getResponse, http } from 'msw';
import { siteConfig } from '../../core/config';
import { server } from '../../../sandbox/test-server';
import { cartHandlers } from '../../../sandbox/handlers/carts';
import { CART_APPS, organizationOf, storeSignedInAs, withCartSandbox } from './cart-test-kit';
import { selectCartState } from './cart-selectors';
import { addProduct, applyCoupon, changePlan, loadCart, removeProduct } from './cart-thunks';

// §3 consistency: random add / remove / plan-change / coupon sequences, fired without waiting, the
// service handling them in the order sent and its answers arriving in a random order. Afterwards
// the cart on screen is the server's cart: no item lost, none doubled.
const API = siteConfig.apiUrl;
const sandbox = withCartSandbox();
const APPS = [CART_APPS.pagio, CART_APPS.pixelo, CART_APPS.chartpoint];

const op = fc.oneof(
  fc.record({ kind: fc.constant('add' as const), app: fc.constantFrom(...APPS) }),
  fc.record({ kind: fc.constant('remove' as const), app: fc.constantFrom(...APPS) }),
  fc.record({ kind: fc.constant('plan' as const), app: fc.constantFrom(...APPS), yearly: fc.boolean() }),
  fc.record({ kind: fc.constant('coupon' as const), code: fc.constantFrom('SANDBOX10', 'SPRING2020') }),
);

it('never loses or doubles an item when answers arrive out of order', async () => {
  await fc.assert(
    fc.asyncProperty(fc.array(fc.tuple(op, fc.nat(15)), { minLength: 1, maxLength: 8 }), async (steps) => {
      window.localStorage.clear();
      const store = storeSignedInAs(sandbox, 'owner');
      const org = organizationOf(sandbox, 'owner');
      const grant = { organizationId: org } as Parameters<typeof sandbox.services.carts.create>[0];
      const created = sandbox.services.carts.create(grant);
      if (!created.ok) throw new Error('no cart');
      await store.dispatch(loadCart());
      // The sandbox answers at once (its state moves in request order); the answer is held back.
      const delays = steps.map(([, delay]) => delay);
      let index = 0;
      const real = cartHandlers(API, sandbox.services.accounts, sandbox.services.carts);
      server.use(
        http.all(`${API}/products-carts/*`, async ({ request }) => {
          const delay = delays[index++ % delays.length];
          const response = await getResponse(real, request);
          await new Promise((resolve) => setTimeout(resolve, delay));
          return response;
        }),
      );
      await Promise.all(
        steps.map(([step]) => {
          if (step.kind === 'add') return store.dispatch(addProduct(step.app));
          if (step.kind === 'remove') return store.dispatch(removeProduct(step.app));
          if (step.kind === 'coupon') return store.dispatch(applyCoupon(step.code));
          return store.dispatch(
            changePlan(step.app, `${planSlug(step.app)}-standard`, step.yearly ? 'pay-yearly' : 'pay-monthly'),
          );
        }),
      );
      const shown = selectCartState(store.getState()).cart!;
      const truth = sandbox.services.carts.read(grant, created.value.id);
      if (!truth.ok) throw new Error('cart gone');
      const shownIds = shown.products.map((product) => product.id);
      expect(new Set(shownIds).size).toBe(shownIds.length);
      expect(shown.products).toEqual(truth.value.products);
      expect(shown.coupon).toEqual(truth.value.coupon);
      // The next run starts on a cart of its own.
      sandbox.services.carts.close(grant, created.value.id);
    }),
    { numRuns: 25 },
  );
  // 25 runs of real (short) delays: a few seconds alone, longer on a busy machine.
}, 60_000);

function planSlug(appId: string): string {
  return sandbox.services.catalogue.published().find((app) => app.id === appId)!.slug;
}
