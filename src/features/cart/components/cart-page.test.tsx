import { render, screen, waitFor, within } from '@testing-library/react';
import { navigate } from 'gatsby';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { http, HttpResponse } from 'msw';
import { clearPricePreviews } from '../../../api-client/price-preview';
import { siteConfig } from '../../../core/config';
import { REVIEW_TEXT } from '../../../domain/cart/cart-review';
import { CART, SUCCESS } from '../../../domain/site/messages';
import { server } from '../../../../sandbox/test-server';
import { theme } from '../../../ui/theme';
import { CART_APPS, storeSignedInAs, withCartSandbox } from '../cart-test-kit';
import { selectCartState } from '../cart-selectors';
import { addProducts } from '../cart-thunks';
import { GUEST_CART_KEY } from '../guest-cart';
import AddToCart from './add-to-cart';
import CartCheckoutPages from './cart-checkout-pages';
import CartPage from './cart-page';
import { HeaderCart } from './header-cart';
import { elapse, elapseUntilSettled, withFakeTimers } from '../../../testing/timers-test-kit';

jest.mock('gatsby', () => jest.requireActual('../../../../__mocks__/gatsby'));

// /cart/, the badge, Add to cart and the cart's end pages as a buyer sees them (§2, §5, §8, §9),
// against the sandbox carts service on fake timers (the sandbox's clock and the cart's waits move as
// the test waits, not in real time).
const sandbox = withCartSandbox();
const timers = withFakeTimers();
beforeEach(() => {
  jest.mocked(navigate).mockClear();
  window.localStorage.clear();
});

function mount(identity: string | null, ui: (signIn: () => Promise<void>) => React.ReactNode) {
  const store = storeSignedInAs(sandbox, identity);
  const signIn = jest.fn(() => Promise.resolve());
  const view = render(
    <Provider store={store}>
      <ThemeProvider theme={theme}>{ui(signIn)}</ThemeProvider>
    </Provider>,
  );
  return { store, signIn, view };
}

/**
 * Checkout opens the review; its Confirm buys. Adapted (issue "Money and permissions a buyer can
 * trust", a review before the charge): the tests below used to buy with the Checkout click alone.
 */
async function checkoutAndConfirm() {
  await timers.user.click(await screen.findByRole('button', { name: 'Checkout' }));
  const confirm = await screen.findByRole('button', { name: REVIEW_TEXT.confirm });
  await waitFor(() => expect(confirm).toBeEnabled());
  await timers.user.click(confirm);
}

it('lists the items with plan, seats and totals; the coupon texts of §8; checks out to thank-you', async () => {
  const { store } = mount('owner', (signIn) => (
    <>
      <HeaderCart />
      <CartPage signIn={signIn} />
    </>
  ));
  await elapseUntilSettled(store.dispatch(addProducts([CART_APPS.pagio, CART_APPS.pixelo])));
  const items = await screen.findByRole('list', { name: 'Apps in your cart' });
  await waitFor(() => expect(within(items).getAllByRole('listitem')).toHaveLength(2));
  expect(within(items).getByText(/once, per organization/)).toBeInTheDocument();
  expect(within(items).getByText(/monthly \(1 month\), per agent · \d+ seats?/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();

  await timers.user.type(screen.getByLabelText('Coupon'), 'SPRING2020');
  await timers.user.click(screen.getByRole('button', { name: 'Apply' }));
  // Adapted (Words): the service's reason, not the §5 status text, when it gave one.
  expect(await screen.findByText('The coupon has expired')).toBeInTheDocument();
  await timers.user.clear(screen.getByLabelText('Coupon'));
  await timers.user.type(screen.getByLabelText('Coupon'), 'SANDBOX10');
  await timers.user.click(screen.getByRole('button', { name: 'Apply' }));
  expect(await screen.findByText(SUCCESS.couponAdded)).toBeInTheDocument();
  const totals = document.querySelector('[data-cart-totals]')!;
  await waitFor(() => expect(totals.querySelector('[data-cart-discount]')).not.toBeNull());
  await waitFor(() => expect(totals.querySelector('[data-cart-tax]')).toHaveTextContent('$'));
  // Today's bill as the review before paying will show it: Pixelo starts with its free trial, so only
  // Pagio is billed today, $20 less the coupon's 10%.
  expect(totals.querySelector('[data-cart-trials]')).toHaveTextContent('$0');
  expect(totals.querySelector('[data-cart-total]')).toHaveTextContent('$18');

  await checkoutAndConfirm();
  await waitFor(() => expect(navigate).toHaveBeenCalledWith(expect.stringMatching(/^\/checkout\/cart\/.+\/thank-you$/)), {
    timeout: 8000,
  });
}, 15_000);

it('previews the tax once per total, country and zip for 300 s (§9), as the checkout does', async () => {
  clearPricePreviews();
  const seen: string[] = [];
  server.use(
    http.get(`${siteConfig.apiUrl}/price_preview/:product`, ({ request }) => {
      seen.push(new URL(request.url).searchParams.get('country') ?? '');
    }),
  );
  const { store } = mount('owner', (signIn) => <CartPage signIn={signIn} />);
  await elapseUntilSettled(store.dispatch(addProducts([CART_APPS.pagio])));
  await screen.findByRole('list', { name: 'Apps in your cart' });
  const country = screen.getByLabelText('Billing country');
  const tax = () => document.querySelector('[data-cart-tax]')?.textContent ?? '';
  await waitFor(() => expect(seen).toEqual(['US']));
  await waitFor(() => expect(tax()).toMatch(/\$/));
  const usTax = tax();
  await timers.user.selectOptions(country, 'PL');
  await waitFor(() => expect(seen).toEqual(['US', 'PL']));
  await waitFor(() => expect(tax()).not.toBe(usTax));
  await timers.user.selectOptions(country, 'US');
  // The US answer again, from the cache: shown, and not asked for.
  await waitFor(() => expect(tax()).toBe(usTax));
  await elapse(50);
  expect(seen).toEqual(['US', 'PL']);
});

it('scrolls to the top when the purchase fails (§4), where its message shows', async () => {
  const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
  server.use(http.patch(`${siteConfig.apiUrl}/products-carts/:id/purchase`, () => HttpResponse.json({}, { status: 500 })));
  const { store } = mount('owner', (signIn) => <CartPage signIn={signIn} />);
  await elapseUntilSettled(store.dispatch(addProducts([CART_APPS.pagio])));
  await screen.findByRole('list', { name: 'Apps in your cart' });
  scrollTo.mockClear();
  await checkoutAndConfirm();
  await waitFor(() => expect(scrollTo).toHaveBeenCalledWith({ top: 0 }), { timeout: 5000 });
  scrollTo.mockRestore();
});

it('shows the locked cart as a warning', async () => {
  const { store } = mount('owner', (signIn) => <CartPage signIn={signIn} />);
  await elapseUntilSettled(store.dispatch(addProducts([CART_APPS.pagio])));
  const cart = store.getState().cart!.cart!;
  const grant = { organizationId: 'org-acme', scopes: ['billing_manage'] } as unknown as Parameters<
    typeof sandbox.services.carts.startCheckout
  >[0];
  sandbox.services.carts.startCheckout(grant, cart.id);
  await timers.user.click(await screen.findByRole('button', { name: 'Checkout' }));
  expect(await screen.findAllByText(CART.locked)).not.toHaveLength(0);
  expect(screen.getByText(/Checkout expires in 15 minutes/)).toBeInTheDocument();
});

it('asks a visitor to sign in and counts the apps kept in the browser', async () => {
  window.localStorage.setItem(GUEST_CART_KEY, JSON.stringify([CART_APPS.pagio]));
  const { signIn } = mount(null, (signInNow) => (
    <>
      <HeaderCart />
      <CartPage signIn={signInNow} />
    </>
  ));
  expect(await screen.findByText(/1 app is saved in this browser/)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
  await timers.user.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(signIn).toHaveBeenCalled();
});

it('Add to cart keeps a visitor’s pick in the browser, and refuses an installed app', async () => {
  const style = {};
  mount(null, () => <AddToCart appId={CART_APPS.pagio} installed={false} addNow={false} style={style} />);
  await timers.user.click(screen.getByRole('button', { name: 'Add to cart' }));
  expect(await screen.findByText(/In cart/)).toBeInTheDocument();
  expect(JSON.parse(window.localStorage.getItem(GUEST_CART_KEY)!)).toEqual([CART_APPS.pagio]);
});

it('review-order lists the not-purchased products with their §8 notes', async () => {
  const { store } = mount('inactive-license', (signIn) => <CartPage signIn={signIn} />);
  await elapseUntilSettled(store.dispatch(addProducts([CART_APPS.pagio, CART_APPS.quizio, CART_APPS.inboxfox])));
  await checkoutAndConfirm();
  await waitFor(() => expect(navigate).toHaveBeenCalledWith(expect.stringMatching(/review-order$/)), { timeout: 8000 });
  const path = String(jest.mocked(navigate).mock.calls[0][0]);
  render(
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <CartCheckoutPages rest={path.replace('/checkout/', '')} signIn={() => Promise.resolve()} />
      </ThemeProvider>
    </Provider>,
  );
  const failed = await screen.findByRole('list', { name: 'Apps not purchased' });
  expect(within(failed).getByText(/Was not installed, please activate HelpDesk first/)).toBeInTheDocument();
  expect(within(failed).getByText(/Was not installed, please contact support/)).toBeInTheDocument();
}, 15_000);

it("says so on a cart thank-you address it cannot read, and on an open cart's, instead of thanking for a purchase", async () => {
  const { store } = mount('owner', (signIn) => <CartCheckoutPages rest="cart/cart_nope/thank-you" signIn={signIn} />);
  expect(await screen.findByText("Cart couldn't be loaded. Please, contact our support.", { selector: 'p' })).toBeInTheDocument();
  expect(screen.queryByText('Thank you for your purchase!')).toBeNull();

  await elapseUntilSettled(store.dispatch(addProducts([CART_APPS.pagio])));
  const openId = selectCartState(store.getState()).cart!.id;
  render(
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <CartCheckoutPages rest={`cart/${openId}/thank-you`} signIn={() => Promise.resolve()} />
      </ThemeProvider>
    </Provider>,
  );
  expect(await screen.findByText('This cart has not been bought yet.')).toBeInTheDocument();
});

// §6 before any call: an agent may fill a cart, not buy it; Checkout is not offered, and the page says why.
it('does not offer Checkout to an agent without billing rights, and says why; nothing is started', async () => {
  const calls: string[] = [];
  const listen = ({ request }: { request: Request }) => void calls.push(`${request.method} ${new URL(request.url).pathname}`);
  const { store } = mount('agent', (signIn) => <CartPage signIn={signIn} />);
  await elapseUntilSettled(store.dispatch(addProducts([CART_APPS.pixelo])));
  await screen.findByRole('list', { name: 'Apps in your cart' });
  expect(
    await screen.findByText(
      'Buying apps needs billing rights on the LiveChat license. Ask its owner to buy it or to give you billing access.',
    ),
  ).toBeInTheDocument();
  server.events.on('request:start', listen);
  expect(screen.getByRole('button', { name: 'Checkout' })).toBeDisabled();
  await timers.user.click(screen.getByRole('button', { name: 'Checkout' }));
  server.events.removeListener('request:start', listen);
  expect(calls.filter((call) => /checkout|purchase/.test(call))).toEqual([]);
});

// §4 close: the cart can be emptied, after a confirmation; a purchase of the closed cart is refused.
it('empties the cart after a confirmation; the service has closed it; the next add starts a new cart', async () => {
  const { store } = mount('owner', (signIn) => <CartPage signIn={signIn} />);
  await elapseUntilSettled(store.dispatch(addProducts([CART_APPS.pixelo])));
  await screen.findByRole('list', { name: 'Apps in your cart' });
  const closedId = selectCartState(store.getState()).cart!.id;
  await timers.user.click(screen.getByRole('button', { name: 'Empty cart' }));
  await timers.user.click(screen.getByRole('button', { name: 'Keep my cart' }));
  expect(screen.getByRole('list', { name: 'Apps in your cart' })).toBeInTheDocument();
  await timers.user.click(screen.getByRole('button', { name: 'Empty cart' }));
  await timers.user.click(screen.getByRole('button', { name: 'Yes, empty it' }));
  expect(await screen.findByText(/^Your cart is empty/)).toBeInTheDocument();
  expect(selectCartState(store.getState()).cart?.closedAt).not.toBeNull();
  const token = store.getState().user!.user!.token;
  const purchase = await fetch(`${siteConfig.apiUrl}/products-carts/${closedId}/purchase`, {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(await purchase.json()).toMatchObject({ errors: [expect.objectContaining({ message: CART.closed })] });
  await elapseUntilSettled(store.dispatch(addProducts([CART_APPS.pagio])));
  await waitFor(() => expect(selectCartState(store.getState()).cart?.id).not.toBe(closedId));
});
