import { render, screen, waitFor, within } from '@testing-library/react';
import { navigate } from 'gatsby';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { clearPricePreviews } from '../../../api-client/price-preview';
import { siteConfig } from '../../../core/config';
import { REVIEW_TEXT } from '../../../domain/cart/cart-review';
import { formatCents } from '../../../domain/pricing/pricing';
import { CART, PAYMENT } from '../../../domain/site/messages';
import { server } from '../../../../sandbox/test-server';
import { theme } from '../../../ui/theme';
import { CART_APPS, organizationOf, storeSignedInAs, withCartSandbox } from '../cart-test-kit';
import { selectCartState } from '../cart-selectors';
import { addProduct, addProducts, applyCoupon, checkoutCart } from '../cart-thunks';
import CartCheckoutPages from './cart-checkout-pages';
import CartPage from './cart-page';
import { elapseUntilSettled, withFakeTimers } from '../../../testing/timers-test-kit';

jest.mock('gatsby', () => jest.requireActual('../../../../__mocks__/gatsby'));

// The review before the charge (issue "Money and permissions a buyer can trust"), as a buyer sees
// it on /cart/, against the sandbox carts service on fake timers (the sandbox's clock and the cart's
// waits move as the test waits, not in real time).
const sandbox = withCartSandbox();
const timers = withFakeTimers();
const API = siteConfig.apiUrl;
beforeEach(() => {
  jest.mocked(navigate).mockClear();
  window.localStorage.clear();
  clearPricePreviews();
});
afterEach(() => server.events.removeAllListeners());

type Store = ReturnType<typeof storeSignedInAs>;

function mount(store: Store) {
  return render(
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <CartPage signIn={() => Promise.resolve()} />
      </ThemeProvider>
    </Provider>,
  );
}

/** The cart's checkout calls, as sent. */
function checkoutCalls(): string[] {
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const path = new URL(request.url).pathname;
    if (/\/(checkout|purchase)$/.test(path)) calls.push(`${request.method} ${path.slice(path.lastIndexOf('/'))}`);
  });
  return calls;
}

/** Whether a text ever showed on the page from now on (each change looked at as it happens). */
function watchFor(text: string) {
  let seen = false;
  const look = (node: Node | null) => {
    if (node?.textContent?.includes(text)) seen = true;
  };
  const observer = new MutationObserver((records) => {
    look(document.body);
    for (const record of records) {
      look(record.target);
      record.addedNodes.forEach(look);
    }
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  look(document.body);
  afterCleanup.push(() => observer.disconnect());
  return () => seen;
}
const afterCleanup: (() => void)[] = [];
afterEach(() => afterCleanup.splice(0).forEach((stop) => stop()));

async function openReview() {
  await timers.user.click(await screen.findByRole('button', { name: 'Checkout' }));
  const review = await screen.findByRole('region', { name: 'Review your purchase' });
  await waitFor(() => expect(within(review).getByRole('button', { name: REVIEW_TEXT.confirm })).toBeEnabled());
  return review;
}

it('Checkout opens a review: billed today and after the trial, coupon, tax, card on file; only Confirm locks and buys', async () => {
  const store = storeSignedInAs(sandbox, 'owner');
  await elapseUntilSettled(store.dispatch(addProducts([CART_APPS.pagio, CART_APPS.pixelo])));
  await store.dispatch(applyCoupon('SANDBOX10'));
  const pixelo = selectCartState(store.getState()).cart!.products.find((product) => product.id === CART_APPS.pixelo)!;
  const pixeloAfterTrial = Math.floor((pixelo.plan.price.unit * 90) / 100) * pixelo.plan.seats;
  const calls = checkoutCalls();
  mount(store);

  // The cart list: a one-time item is never shown per month.
  const item = await screen.findByText('Pagio', { selector: 'a' });
  expect(item.closest('li')).not.toHaveTextContent('/ month');

  const review = await openReview();
  const pagioLine = review.querySelector(`[data-review-item="${CART_APPS.pagio}"]`)!;
  expect(pagioLine).toHaveTextContent('Billed today: $18 (one-time charge)');
  expect(pagioLine).not.toHaveTextContent('/ month');
  const pixeloLine = review.querySelector(`[data-review-item="${CART_APPS.pixelo}"]`)!;
  expect(pixeloLine).toHaveTextContent('Billed today: $0 (7-day free trial)');
  expect(pixeloLine).toHaveTextContent(`After the 7-day trial: ${formatCents(pixeloAfterTrial)} / month`);
  expect(within(review).getByText('Coupon SANDBOX10 (10% off)')).toBeInTheDocument();
  expect(review.querySelector('[data-review-discount]')).toHaveTextContent('−$2');
  expect(review.querySelector('[data-review-due]')).toHaveTextContent('$18');
  expect(within(review).getByText('Charged to your card on file: Visa ending in 1111')).toBeInTheDocument();
  await timers.user.type(within(review).getByLabelText('ZIP'), '10001');
  await waitFor(() => expect(within(review).getByText('Tax (8.875%)')).toBeInTheDocument());
  expect(review.querySelector('[data-review-tax]')).toHaveTextContent('$1.60');

  // Reading the review took no lock.
  expect(calls).toEqual([]);
  expect(selectCartState(store.getState()).cart?.checkedOutUntil).toBeNull();

  await timers.user.click(within(review).getByRole('button', { name: REVIEW_TEXT.confirm }));
  await waitFor(() => expect(navigate).toHaveBeenCalledWith(expect.stringMatching(/\/thank-you$/)), { timeout: 8000 });
  expect(calls).toEqual(['PATCH /checkout', 'PATCH /purchase']);
}, 15_000);

it('says no card is on file when the cart carries none', async () => {
  const store = storeSignedInAs(sandbox, 'reseller');
  await store.dispatch(addProduct(CART_APPS.pagio));
  mount(store);
  const review = await openReview();
  expect(review.querySelector('[data-review-card]')).toHaveTextContent('No card is on file.');
  // Told before paying that the one-time app needs a card (the purchase would note it 'Payment failed').
  expect(within(review).getByRole('alert')).toHaveTextContent(
    "Items that need a card will not be bought: no card is on file for LiveChat. Add one at an app's checkout first.",
  );
});

it('says nothing of a missing card when the card on file covers the items', async () => {
  const store = storeSignedInAs(sandbox, 'owner');
  await store.dispatch(addProduct(CART_APPS.pagio));
  mount(store);
  const review = await openReview();
  expect(within(review).queryByText(/will not be bought/)).toBeNull();
});

it('Back to cart leaves the review; a checkout lock left on the cart is rejected (DELETE …/checkout)', async () => {
  const store = storeSignedInAs(sandbox, 'owner');
  await store.dispatch(addProduct(CART_APPS.pagio));
  const calls = checkoutCalls();
  mount(store);
  await openReview();
  await timers.user.click(screen.getByRole('button', { name: REVIEW_TEXT.cancel }));
  expect(await screen.findByRole('list', { name: 'Apps in your cart' })).toBeInTheDocument();
  expect(calls).toEqual([]);

  // An unfinished checkout's lock (a tab closed mid-purchase): the review shows it, leaving it unlocks.
  const cart = selectCartState(store.getState()).cart!;
  const grant = { organizationId: organizationOf(sandbox, 'owner'), scopes: ['billing_manage'] } as unknown as Parameters<
    typeof sandbox.services.carts.startCheckout
  >[0];
  sandbox.services.carts.startCheckout(grant, cart.id);
  await timers.user.click(screen.getByRole('button', { name: 'Checkout' }));
  expect(await screen.findAllByText(CART.locked)).not.toHaveLength(0);
  expect(screen.getByRole('button', { name: REVIEW_TEXT.confirm })).toBeDisabled();
  await timers.user.click(screen.getByRole('button', { name: REVIEW_TEXT.cancel }));
  await waitFor(() => expect(calls).toEqual(['DELETE /checkout']));
  await waitFor(() => expect(selectCartState(store.getState()).cart?.checkedOutUntil).toBeNull());
  expect(screen.queryByText(CART.locked)).toBeNull();
});

it("never says 'Your cart is empty' while the cart loads or is bought", async () => {
  const store = storeSignedInAs(sandbox, 'owner');
  await store.dispatch(addProduct(CART_APPS.pagio));
  await elapseUntilSettled(store.dispatch(checkoutCart()));
  // This store still shows that bought cart; meanwhile the organization has a new open one.
  const other = storeSignedInAs(sandbox, 'owner');
  await other.dispatch(addProduct(CART_APPS.chartpoint));
  jest.mocked(navigate).mockClear();

  const seen = watchFor('Your cart is empty');
  mount(store);
  expect(await screen.findByRole('list', { name: 'Apps in your cart' })).toBeInTheDocument();
  // Loading: the bought cart this store still held is not shown as an empty one.
  expect(seen()).toBe(false);
  await openReview();
  await timers.user.click(screen.getByRole('button', { name: REVIEW_TEXT.confirm }));
  await waitFor(() => expect(navigate).toHaveBeenCalledWith(expect.stringMatching(/\/thank-you$/)), { timeout: 8000 });
  expect(seen()).toBe(false);
}, 15_000);

it('a refused purchase keeps the review and the cart as they were, unlocked, and says why', async () => {
  server.use(http.patch(`${API}/products-carts/:id/purchase`, () => HttpResponse.json({}, { status: 500 })));
  const store = storeSignedInAs(sandbox, 'owner');
  await elapseUntilSettled(store.dispatch(addProducts([CART_APPS.pagio, CART_APPS.chartpoint])));
  mount(store);
  const review = await openReview();
  await timers.user.click(within(review).getByRole('button', { name: REVIEW_TEXT.confirm }));
  expect(await within(review).findByText(PAYMENT.cart)).toBeInTheDocument();
  await waitFor(() => expect(within(review).getByRole('button', { name: REVIEW_TEXT.confirm })).toBeEnabled());
  expect(selectCartState(store.getState()).cart?.checkedOutUntil).toBeNull();
  await timers.user.click(within(review).getByRole('button', { name: REVIEW_TEXT.cancel }));
  const items = await screen.findByRole('list', { name: 'Apps in your cart' });
  expect(within(items).getAllByRole('listitem')).toHaveLength(2);
  expect(screen.queryByText(CART.locked)).toBeNull();
  expect(navigate).not.toHaveBeenCalled();
}, 15_000);

it('reseller: review-order says which item failed and why; Back to your cart shows the items and coupon as left', async () => {
  const store = storeSignedInAs(sandbox, 'reseller');
  await elapseUntilSettled(store.dispatch(addProducts([CART_APPS.pagio, CART_APPS.chartpoint])));
  await store.dispatch(applyCoupon('SANDBOX10'));
  const page = mount(store);
  await openReview();
  await timers.user.click(screen.getByRole('button', { name: REVIEW_TEXT.confirm }));
  await waitFor(() => expect(navigate).toHaveBeenCalledWith(expect.stringMatching(/review-order$/)), { timeout: 8000 });
  page.unmount();

  const path = String(jest.mocked(navigate).mock.calls[0][0]);
  const end = render(
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <CartCheckoutPages rest={path.replace('/checkout/', '')} signIn={() => Promise.resolve()} />
      </ThemeProvider>
    </Provider>,
  );
  const failed = await screen.findByRole('list', { name: 'Apps not purchased' });
  for (const name of ['Pagio', 'Chartpoint']) {
    const row = within(failed).getByText(new RegExp(name, 'i'), { selector: 'a' }).closest('li')!;
    expect(row).toHaveTextContent('Payment failed');
    // The reseller has no card on file: the billing API text would say its card details are valid.
    expect(row).toHaveTextContent('No card is on file for LiveChat.');
    expect(row).not.toHaveTextContent(PAYMENT.billingApi);
  }
  expect(screen.getByText(/back in your cart, as you left them/)).toBeInTheDocument();
  end.unmount();

  // "Back to your cart".
  mount(store);
  const items = await screen.findByRole('list', { name: 'Apps in your cart' });
  expect(within(items).getAllByRole('listitem')).toHaveLength(2);
  expect(document.querySelector('[data-coupon-current]')).toHaveTextContent('Coupon SANDBOX10: 10% off');
  const notice = screen.getByText(/Not bought last time/);
  expect(notice).toHaveTextContent('Payment failed');
  expect(screen.queryByText(/Your cart is empty/)).toBeNull();
}, 20_000);
