import { Link, navigate } from 'gatsby';
import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../../core/hooks';
import { selectIsAgentApp } from '../../../core/host-mode';
import { cartProductPath, type ApiCartProduct, type CartBillingCycle } from '../../../domain/cart/cart-contract';
import {
  cartTotals,
  isTrialOnly,
  itemMonthlyRate,
  minutesToCheckoutExpiry,
  payTypeLabel,
  taxPercent,
} from '../../../domain/cart/cart-pricing';
import { noteMessage, noteReason } from '../../../domain/cart/cart-purchase';
import { cartBuyRefusals } from '../../../domain/cart/cart-rights';
import { AD_BLOCK, CART, PERMISSIONS } from '../../../domain/site/messages';
import { formatCents } from '../../../domain/pricing/pricing';
import { PageTitle, SecondaryButton } from '../../../ui/primitives';
import { readGuestCart } from '../guest-cart';
import { selectCartState, selectSessionKnown, selectSessionUser } from '../cart-selectors';
import {
  applyCoupon,
  cancelReview,
  changePlan,
  checkoutCart,
  emptyCart,
  loadCart,
  rejectCheckout,
  removeProduct,
} from '../cart-thunks';
import { CartReviewView } from './cart-review';
import { BillingPlacePicker, DEFAULT_BILLING_PLACE, useTaxPreview, type BillingPlace } from './cart-tax';

const Page = styled.section`
  margin: 32px auto;
  max-width: 880px;
  padding: 0 16px;
`;

const Items = styled.ul`
  list-style: none;
  margin: 0 0 24px;
  padding: 0;
  li {
    display: grid;
    grid-template-columns: 48px 1fr auto;
    gap: 12px 16px;
    align-items: center;
    padding: 16px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  img {
    width: 48px;
    height: 48px;
    border-radius: 10px;
  }
  h2 {
    margin: 0 0 4px;
    font-size: 1.0625rem;
  }
  p {
    margin: 0;
    font-size: 0.875rem;
  }
  select {
    font: inherit;
    margin-right: 8px;
  }
`;

const Box = styled.div`
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 12px;
  margin-bottom: 16px;
  dl {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: 6px 16px;
    margin: 0;
  }
  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
  form {
    display: flex;
    gap: 8px;
    flex-wrap: wrap;
    align-items: center;
  }
  input,
  select {
    font: inherit;
    padding: 6px 8px;
  }
`;

const Warning = styled.p`
  padding: 12px 16px;
  border-radius: 8px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.subtle};
`;

const CheckoutButton = styled.button`
  min-height: 44px;
  padding: 0 24px;
  border-radius: 8px;
  border: 0;
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font: inherit;
  font-weight: 700;
  cursor: pointer;
  &:disabled {
    cursor: progress;
  }
`;

const CYCLE_LABELS: Record<CartBillingCycle, string> = {
  'pay-once': 'One-time',
  'pay-monthly': 'Monthly',
  'pay-yearly': 'Yearly (15% off)',
};

function Item({ product, busy, locked }: { product: ApiCartProduct; busy: boolean; locked: boolean }) {
  const dispatch = useAppDispatch();
  const ids = useId();
  const { plan } = product;
  const recurrent = plan.billingCycle !== 'pay-once';
  return (
    <li data-cart-item={product.id} aria-busy={busy}>
      <img src={product.icon} alt="" width={48} height={48} />
      <div>
        <h2>
          <Link to={cartProductPath(product)}>{product.name}</Link>
        </h2>
        <p>
          {plan.name} · {payTypeLabel(plan)}
          {plan.perAccount && ` · ${plan.seats} ${plan.seats === 1 ? 'seat' : 'seats'}`}
          {product.trialDays > 0 && ` · ${product.trialDays}-day free trial`}
        </p>
        {(product.plans.length > 1 || recurrent) && (
          <p>
            {product.plans.length > 1 && (
              <>
                <label htmlFor={`${ids}-plan`} className="visually-hidden">
                  Plan of {product.name}
                </label>
                <select
                  id={`${ids}-plan`}
                  value={plan.id}
                  disabled={busy || locked}
                  onChange={(event) => void dispatch(changePlan(product.id, event.target.value, plan.billingCycle))}
                >
                  {product.plans.map((option) => (
                    <option key={option.id} value={option.id}>
                      {option.name}
                    </option>
                  ))}
                </select>
              </>
            )}
            {recurrent && (
              <>
                <label htmlFor={`${ids}-cycle`} className="visually-hidden">
                  Billing of {product.name}
                </label>
                <select
                  id={`${ids}-cycle`}
                  value={plan.billingCycle}
                  disabled={busy || locked}
                  onChange={(event) => void dispatch(changePlan(product.id, plan.id, event.target.value as CartBillingCycle))}
                >
                  <option value="pay-monthly">{CYCLE_LABELS['pay-monthly']}</option>
                  <option value="pay-yearly">{CYCLE_LABELS['pay-yearly']}</option>
                </select>
              </>
            )}
          </p>
        )}
      </div>
      <div style={{ textAlign: 'right' }}>
        <strong data-item-total>{formatCents(plan.price.total)}</strong>
        {/* §9 shows a yearly total as a monthly rate too; a one-time item is never shown per month. */}
        {plan.billingCycle === 'pay-yearly' && <p>{formatCents(itemMonthlyRate(plan))} / month</p>}
        <SecondaryButton type="button" disabled={busy || locked} onClick={() => void dispatch(removeProduct(product.id))}>
          Remove<span className="visually-hidden"> {product.name}</span>
        </SecondaryButton>
      </div>
    </li>
  );
}

function Coupon({ disabled }: { disabled: boolean }) {
  const dispatch = useAppDispatch();
  const ids = useId();
  const [code, setCode] = useState('');
  const coupon = useAppSelector((state) => selectCartState(state).coupon);
  const current = useAppSelector((state) => selectCartState(state).cart?.coupon ?? null);
  return (
    <Box>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void dispatch(applyCoupon(code));
        }}
      >
        <label htmlFor={`${ids}-coupon`}>Coupon</label>
        <input id={`${ids}-coupon`} value={code} onChange={(event) => setCode(event.target.value)} autoComplete="off" />
        <SecondaryButton type="submit" disabled={disabled || coupon.pending || !code.trim()}>
          Apply
        </SecondaryButton>
      </form>
      <p role="status" data-coupon-result={coupon.result ?? undefined}>
        {coupon.result !== null && (coupon.message ?? (coupon.result === 'failed' ? PERMISSIONS.couponStatus : ''))}
      </p>
      {current && (
        <p data-coupon-current>
          Coupon {current.code}: {current.discountPercent}% off
        </p>
      )}
    </Box>
  );
}

function Totals({ place, onPlaceChange }: { place: BillingPlace; onPlaceChange: (place: BillingPlace) => void }) {
  const cart = useAppSelector((state) => selectCartState(state).cart)!;
  const totals = cartTotals(cart);
  // §9: the same 300 s cache as the checkout's.
  const preview = useTaxPreview(totals.total, place);
  return (
    <Box>
      <dl data-cart-totals>
        {totals.oneTime > 0 && (
          <>
            <dt>One-time</dt>
            <dd>{formatCents(totals.oneTime)}</dd>
          </>
        )}
        {totals.recurrent > 0 && (
          <>
            <dt>Subscriptions (first period)</dt>
            <dd>{formatCents(totals.recurrent)}</dd>
          </>
        )}
        {totals.discount > 0 && (
          <>
            <dt>Coupon {cart.coupon?.code}</dt>
            <dd data-cart-discount>−{formatCents(totals.discount)}</dd>
          </>
        )}
        <dt>Total</dt>
        <dd data-cart-total>
          <strong>{formatCents(totals.total)}</strong>
        </dd>
        <dt>Tax{preview && totals.total > 0 ? ` (${taxPercent(preview.taxes.tax_rate)})` : ''}</dt>
        <dd data-cart-tax>{preview ? formatCents(preview.taxes.tax_value) : '…'}</dd>
        <dt>Total with tax</dt>
        <dd data-cart-total-with-tax>{preview ? formatCents(preview.taxes.total_price) : '…'}</dd>
      </dl>
      <BillingPlacePicker place={place} onChange={onPlaceChange} />
    </Box>
  );
}

/**
 * What the last purchase of this page did not buy and why (§8 product notes), for the items back
 * in the cart: a failed purchase keeps them there.
 */
function NotBoughtLastTime() {
  const purchase = useAppSelector((state) => selectCartState(state).purchase);
  const cart = useAppSelector((state) => selectCartState(state).cart);
  const failed = purchase?.notPurchased.filter((product) => cart?.products.some((item) => item.id === product.id)) ?? [];
  if (failed.length === 0) return null;
  return (
    <Warning role="alert" data-not-bought>
      Not bought last time:{' '}
      {failed.map((product, index) => (
        <span key={product.id} data-not-bought-item={product.id}>
          {index > 0 && '; '}
          {product.name}: {noteMessage(product)}
          {noteReason(product) && `. ${noteReason(product)}`}
        </span>
      ))}
    </Warning>
  );
}

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

  if (!user) {
    const saved = known ? readGuestCart().length : 0;
    return (
      <Page aria-busy={!known} aria-labelledby="cart-title">
        <PageTitle id="cart-title">Sign in to continue</PageTitle>
        {known && (
          <>
            <p>Sign in with your LiveChat or HelpDesk account to see your cart.</p>
            {saved > 0 && (
              <p data-saved-apps>
                {saved} {saved === 1 ? 'app is' : 'apps are'} saved in this browser: they join your cart when you sign in.
              </p>
            )}
            <SecondaryButton type="button" onClick={() => void signIn()}>
              Sign in
            </SecondaryButton>
          </>
        )}
      </Page>
    );
  }

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
      {state.adBlock && <Warning role="alert">{AD_BLOCK}</Warning>}
      {locked && (
        <Warning role="alert" data-cart-locked>
          {CART.locked}
        </Warning>
      )}
      {state.status === 'error' && !cart && !checkingOut && <Warning role="alert">{CART.load}</Warning>}
      {checkingOut && (
        <p role="status" aria-live="polite">
          Processing your purchase…
        </p>
      )}
      {!hasItems && loading && !checkingOut && (
        <p role="status" aria-live="polite">
          Loading your cart…
        </p>
      )}
      {!hasItems && !loading && !checkingOut && (state.status === 'none' || state.status === 'ready') && (
        <p>
          Your cart is empty. <Link to="/apps/">Browse apps</Link>
        </p>
      )}
      {reviewing && state.cart && (
        <>
          {minutes !== null && (
            <p data-checkout-expiry>
              Checkout expires in {minutes} {minutes === 1 ? 'minute' : 'minutes'}.
            </p>
          )}
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
          <Items aria-label="Apps in your cart">
            {cart.products.map((product) => (
              <Item key={product.id} product={product} busy={state.busy[product.id] === true} locked={locked} />
            ))}
          </Items>
          {isTrialOnly(cart.products) && <p data-trial-only>Every app here starts with a free trial: no card needed today.</p>}
          <Coupon disabled={locked} />
          <Totals place={place} onPlaceChange={setPlace} />
          {minutes !== null && (
            <p data-checkout-expiry>
              Checkout expires in {minutes} {minutes === 1 ? 'minute' : 'minutes'}.
            </p>
          )}
          {refusals.map((refusal) => (
            <Warning key={refusal} role="note" data-cart-refusal>
              {refusal}
            </Warning>
          ))}
          <CheckoutButton type="button" onClick={() => void openReview()} disabled={checkingOut || locked || refusals.length > 0}>
            Checkout
          </CheckoutButton>{' '}
          {locked && (
            <SecondaryButton type="button" onClick={() => void reject()}>
              Cancel the unfinished checkout
            </SecondaryButton>
          )}
          {!locked && <EmptyCart disabled={checkingOut} />}
        </>
      )}
    </Page>
  );
}

/**
 * §4 close: empties the cart, after a confirmation (one click must not lose the buyer's choices).
 * The service closes the cart; the next add starts a new one.
 */
function EmptyCart({ disabled }: { disabled: boolean }) {
  const dispatch = useAppDispatch();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!asking) {
    return (
      <SecondaryButton type="button" onClick={() => setAsking(true)} disabled={disabled}>
        Empty cart
      </SecondaryButton>
    );
  }
  return (
    <span role="group" aria-label="Empty the cart">
      <span>Remove every app from your cart? </span>
      <SecondaryButton
        type="button"
        disabled={busy}
        onClick={() => {
          setBusy(true);
          void dispatch(emptyCart()).finally(() => {
            setBusy(false);
            setAsking(false);
          });
        }}
      >
        Yes, empty it
      </SecondaryButton>{' '}
      <SecondaryButton type="button" onClick={() => setAsking(false)} disabled={busy}>
        Keep my cart
      </SecondaryButton>
    </span>
  );
}
