import { Link, navigate } from 'gatsby';
import { useEffect, useId, useState } from 'react';
import styled from 'styled-components';
import { previewPrice } from '../../../api-client/price-preview';
import { siteConfig } from '../../../core/config';
import { useAppDispatch, useAppSelector } from '../../../core/hooks';
import { selectIsAgentApp } from '../../../core/host-mode';
import type { ApiPricePreview } from '../../../domain/billing/charges';
import { cartProductPath, type ApiCartProduct, type CartBillingCycle } from '../../../domain/cart/cart-contract';
import {
  cartTotals,
  isTrialOnly,
  itemMonthlyRate,
  minutesToCheckoutExpiry,
  payTypeLabel,
  taxPercent,
} from '../../../domain/cart/cart-pricing';
import { AD_BLOCK, CART, PERMISSIONS, SUCCESS } from '../../../domain/site/messages';
import { formatCents } from '../../../domain/pricing/pricing';
import { PageTitle, SecondaryButton } from '../../../ui/primitives';
import { readGuestCart } from '../guest-cart';
import { selectCartState, selectSessionKnown, selectSessionUser } from '../cart-selectors';
import { applyCoupon, changePlan, checkoutCart, loadCart, rejectCheckout, removeProduct } from '../cart-thunks';

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

/** The billing countries the tax preview offers (the sandbox knows their rates). */
const COUNTRIES: readonly [string, string][] = [
  ['US', 'United States'],
  ['PL', 'Poland'],
  ['DE', 'Germany'],
  ['GB', 'United Kingdom'],
  ['FR', 'France'],
];

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
        {plan.billingCycle !== 'pay-monthly' && <p>{formatCents(itemMonthlyRate(plan))} / month</p>}
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
        {coupon.result === 'added' && SUCCESS.couponAdded}
        {coupon.result === 'failed' && PERMISSIONS.couponStatus}
        {!coupon.result && current && `Coupon ${current.code}: ${current.discountPercent}% off`}
      </p>
    </Box>
  );
}

function Totals() {
  const cart = useAppSelector((state) => selectCartState(state).cart)!;
  const token = useAppSelector(selectSessionUser)?.token ?? null;
  const ids = useId();
  const totals = cartTotals(cart);
  const [country, setCountry] = useState('US');
  const [zip, setZip] = useState('');
  const [preview, setPreview] = useState<ApiPricePreview | null>(null);
  useEffect(() => {
    if (!token) return;
    let live = true;
    // §9: the same 300 s cache as the checkout's.
    previewPrice(token, siteConfig.product, { price: totals.total, country, zip }).then(
      (answer) => live && setPreview(answer),
      () => live && setPreview(null),
    );
    return () => {
      live = false;
    };
  }, [token, totals.total, country, zip]);
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
        <dt>Tax{preview ? ` (${taxPercent(preview.taxes.tax_rate)})` : ''}</dt>
        <dd data-cart-tax>{preview ? formatCents(preview.taxes.tax_value) : '…'}</dd>
        <dt>Total with tax</dt>
        <dd data-cart-total-with-tax>{preview ? formatCents(preview.taxes.total_price) : '…'}</dd>
      </dl>
      <p>
        <label htmlFor={`${ids}-country`}>Billing country </label>
        <select id={`${ids}-country`} value={country} onChange={(event) => setCountry(event.target.value)}>
          {COUNTRIES.map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>{' '}
        <label htmlFor={`${ids}-zip`}>ZIP </label>
        <input id={`${ids}-zip`} value={zip} size={8} onChange={(event) => setZip(event.target.value)} />
      </p>
    </Box>
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
 * the checkout's expiry, and the checkout: start → purchase → confirm → install → thank-you or
 * review-order. Loaded lazily on /cart/ only.
 */
export default function CartPage({ signIn }: CartPageProps) {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectSessionUser);
  const known = useAppSelector(selectSessionKnown);
  const state = useAppSelector(selectCartState);
  useTick();
  const [working, setWorking] = useState(false);
  const token = user?.token ?? null;

  useEffect(() => {
    if (token) void dispatch(loadCart());
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
    state.payments.startPayment.pending;
  const locked = state.locked || (minutes !== null && minutes > 0 && !checkingOut && !working);

  const checkout = async () => {
    setWorking(true);
    const destination = await dispatch(checkoutCart());
    setWorking(false);
    if (destination) void navigate(destination);
  };
  const reject = async () => {
    const destination = await dispatch(rejectCheckout());
    if (destination) void navigate(destination);
  };

  return (
    <Page aria-labelledby="cart-title" aria-busy={state.status === 'loading' || state.status === 'idle'}>
      <PageTitle id="cart-title">Your cart</PageTitle>
      {state.adBlock && <Warning role="alert">{AD_BLOCK}</Warning>}
      {locked && (
        <Warning role="alert" data-cart-locked>
          {CART.locked}
        </Warning>
      )}
      {state.status === 'error' && !cart && <Warning role="alert">{CART.load}</Warning>}
      {(state.status === 'none' || (state.status === 'ready' && (!cart || cart.products.length === 0))) && (
        <p>
          Your cart is empty. <Link to="/apps/">Browse apps</Link>
        </p>
      )}
      {cart && cart.products.length > 0 && (
        <>
          <Items aria-label="Apps in your cart">
            {cart.products.map((product) => (
              <Item key={product.id} product={product} busy={state.busy[product.id] === true} locked={locked} />
            ))}
          </Items>
          {isTrialOnly(cart.products) && <p data-trial-only>Every app here starts with a free trial: no card needed today.</p>}
          <Coupon disabled={locked} />
          <Totals />
          {minutes !== null && (
            <p data-checkout-expiry>
              Checkout expires in {minutes} {minutes === 1 ? 'minute' : 'minutes'}.
            </p>
          )}
          {checkingOut || working ? (
            <p role="status" aria-live="polite">
              Processing your purchase…
            </p>
          ) : null}
          <CheckoutButton type="button" onClick={() => void checkout()} disabled={checkingOut || working || locked}>
            Checkout
          </CheckoutButton>{' '}
          {locked && (
            <SecondaryButton type="button" onClick={() => void reject()}>
              Cancel the unfinished checkout
            </SecondaryButton>
          )}
        </>
      )}
    </Page>
  );
}
