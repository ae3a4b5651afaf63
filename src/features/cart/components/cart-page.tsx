/** The /cart/ route's page: the cart or its review, composed from the parts beside it; the state and the calls live here. */
import { navigate } from 'gatsby';
import { useEffect, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../core/hooks';
import { selectIsAgentApp } from '../../../core/host-mode';
import { isTrialOnly, minutesToCheckoutExpiry } from '../../../domain/cart/cart-pricing';
import { cartBuyRefusals } from '../../../domain/cart/cart-rights';
import { LoadingPanel } from '../../../ui/loading-panel';
import { PageTitle } from '../../../ui/primitives';
import { selectCartState, selectSessionKnown, selectSessionUser } from '../cart-selectors';
import { cancelReview, checkoutCart, loadCart, rejectCheckout } from '../cart-thunks';
import { CartCheckoutActions } from './cart-checkout-actions';
import { CartItemsList } from './cart-items-list';
import { Page } from './cart-page-styles';
import { CartReviewView } from './cart-review';
import { CartSignInPrompt } from './cart-sign-in-prompt';
import { CartStatusNotes } from './cart-status-notes';
import { DEFAULT_BILLING_PLACE, type BillingPlace } from './cart-tax';
import { CartTotals } from './cart-totals';
import { CheckoutExpiry } from './checkout-expiry';
import { CouponForm } from './coupon-form';
import { NotBoughtLastTime } from './not-bought-last-time';

/** Re-renders every 15 s so the minutes to the checkout's expiry move on. */
function useTick(): void {
  const [, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((tick) => tick + 1), 15_000);
    return () => clearInterval(timer);
  }, []);
}

export interface CartPageProps {
  signIn: () => Promise<unknown>;
}

/**
 * §2 /cart/: the recent cart's items with plan and seats, the coupon, totals with the tax preview,
 * the checkout's expiry. Checkout opens the review (the cart read again; what is billed today and
 * after each trial, the coupon, the tax, the card on file); its Confirm buys: start → purchase →
 * confirm → install → thank-you or review-order. Loaded lazily on /cart/ only.
 */
export default function CartPage({ signIn }: CartPageProps) {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectSessionUser);
  const known = useAppSelector(selectSessionKnown);
  const state = useAppSelector(selectCartState);
  useTick();
  const [view, setView] = useState<'cart' | 'review'>('cart');
  /** The review reads the cart again before Confirm is offered. */
  const [refreshing, setRefreshing] = useState(false);
  /** Confirmed: bought until the page leaves (no empty cart shown in between). */
  const [purchasing, setPurchasing] = useState(false);
  /** Confirm was pressed in this review: its failures are said in it. */
  const [confirmed, setConfirmed] = useState(false);
  /** This page's own read of the cart ended: only then can it say the cart is empty. */
  const [loaded, setLoaded] = useState(false);
  const [place, setPlace] = useState<BillingPlace>(DEFAULT_BILLING_PLACE);
  const token = user?.token ?? null;

  useEffect(() => {
    if (!token) return undefined;
    let live = true;
    setLoaded(false);
    void dispatch(loadCart()).finally(() => live && setLoaded(true));
    return () => {
      live = false;
    };
  }, [dispatch, token]);

  // §4: a failed payment scrolls the page to the top, where its message shows; inside the agent
  // app the host is sent the failure event instead (src/app/host-wiring.ts).
  const purchaseError = state.payments.purchaseCart.error;
  const isAgentApp = useAppSelector(selectIsAgentApp);
  useEffect(() => {
    if (purchaseError && !isAgentApp) window.scrollTo({ top: 0 });
  }, [purchaseError, isAgentApp]);

  if (!user) return known ? <CartSignInPrompt signIn={signIn} /> : <LoadingPanel />;

  const cart = state.cart && !state.cart.purchasedAt && !state.cart.closedAt ? state.cart : null;
  const minutes = minutesToCheckoutExpiry(cart?.checkedOutUntil ?? null, Date.now());
  const checkingOut =
    state.payments.startCheckout.pending ||
    state.payments.purchaseCart.pending ||
    state.payments.purchaseCart.processing ||
    state.payments.startPayment.pending ||
    purchasing;
  const locked = state.locked || (minutes !== null && minutes > 0 && !checkingOut);
  const loading = !loaded || state.status === 'idle' || state.status === 'loading';
  const hasItems = cart !== null && cart.products.length > 0;
  const reviewing = view === 'review' && (hasItems || purchasing);
  // §6 before any call: Checkout is not offered to a user who may not buy, who is told why.
  const refusals = user && cart ? cartBuyRefusals(user.permissions, cart.products) : [];

  const openReview = async () => {
    setView('review');
    setConfirmed(false);
    setRefreshing(true);
    // The review shows the server's cart as it is now (prices, the coupon, a lock taken elsewhere).
    await dispatch(loadCart());
    setRefreshing(false);
  };
  const confirm = async () => {
    setConfirmed(true);
    setPurchasing(true);
    const destination = await dispatch(checkoutCart());
    if (destination) {
      // Leaving for the end page: the bought cart is not shown as an empty one meanwhile.
      void navigate(destination);
      return;
    }
    setPurchasing(false);
  };
  const cancel = async () => {
    setView('cart');
    await dispatch(cancelReview());
  };
  const reject = async () => {
    const destination = await dispatch(rejectCheckout());
    if (destination) void navigate(destination);
  };

  const alerts = confirmed
    ? [state.payments.startCheckout.error, state.payments.purchaseCart.error, state.payments.rejectCheckout.error].filter(
        (alert): alert is string => alert !== null,
      )
    : [];

  return (
    <Page aria-labelledby="cart-title" aria-busy={loading || checkingOut}>
      <PageTitle id="cart-title">Your cart</PageTitle>
      <CartStatusNotes
        adBlock={state.adBlock}
        locked={locked}
        status={state.status}
        hasCart={cart !== null}
        hasItems={hasItems}
        loading={loading}
        checkingOut={checkingOut}
      />
      {reviewing && state.cart && (
        <>
          {minutes !== null && <CheckoutExpiry minutes={minutes} />}
          <CartReviewView
            cart={cart ?? state.cart}
            place={place}
            onPlaceChange={setPlace}
            busy={refreshing || checkingOut || locked}
            purchasing={checkingOut}
            alerts={alerts}
            onConfirm={() => void confirm()}
            onCancel={() => void cancel()}
          />
        </>
      )}
      {!reviewing && cart && hasItems && (
        <>
          <NotBoughtLastTime />
          <CartItemsList products={cart.products} busy={state.busy} locked={locked} />
          {isTrialOnly(cart.products) && <p data-trial-only>Every app here starts with a free trial: no card needed today.</p>}
          <CouponForm disabled={locked} />
          <CartTotals place={place} onPlaceChange={setPlace} />
          <CartCheckoutActions
            minutes={minutes}
            refusals={refusals}
            checkingOut={checkingOut}
            locked={locked}
            onCheckout={() => void openReview()}
            onRejectCheckout={() => void reject()}
          />
        </>
      )}
    </Page>
  );
}
