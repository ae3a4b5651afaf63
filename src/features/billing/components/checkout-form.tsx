import { useEffect, useId, useMemo, useState } from 'react';
import { selectIsAgentApp } from '../../../core/host-mode';
import { billingCycleChosen } from '../../../core/events';
import { useAppDispatch, useAppSelector } from '../../../core/hooks';
import { readPricePreview, type ApiPricePreview } from '../../../domain/billing/charges';
import {
  chargeKindOf,
  checkoutDiscount,
  checkoutPlans,
  checkoutTrial,
  quote,
  type BillingMonths,
} from '../../../domain/billing/checkout';
import { MIN_SEATS } from '../../../domain/billing/seats';
import type { ApiApplication, Product } from '../../../domain/catalogue/contract';
import { formatCents, formatTaxRate } from '../../../domain/pricing/pricing';
import { appHostProduct } from '../../../domain/auth/roles';
import { trialLine } from '../../../domain/pricing/trial';
import { FAILURE } from '../../../domain/site/messages';
import { Field, SubmitButton } from '../../../ui/form-parts';
import { selectPayment, selectRemainingTrialDays, selectSessionUser } from '../billing-selectors';
import { purchaseApp, type ChargeTarget } from '../billing-thunks';
import { previewPrice } from '../../../api-client/price-preview';
import { useAgentCount } from '../use-agent-count';
import { cardToSend, PaymentMethodFields, paymentReady, usePaymentMethod } from './payment-method';
import { Alert, Fieldset, Select, Summary } from './checkout-parts';
import { SeatsField, useSeats } from './seats-field';

/** Countries the tax preview knows by name; any other pays no tax in the sandbox. */
const COUNTRIES: ReadonlyArray<[string, string]> = [
  ['US', 'United States'],
  ['PL', 'Poland'],
  ['DE', 'Germany'],
  ['FR', 'France'],
  ['GB', 'United Kingdom'],
  ['NL', 'Netherlands'],
  ['ES', 'Spain'],
  ['IT', 'Italy'],
  ['IE', 'Ireland'],
  ['SE', 'Sweden'],
  ['CA', 'Canada'],
  ['AU', 'Australia'],
];

export interface CheckoutFormProps {
  app: ApiApplication;
  product: string;
  /** The charge exists: the page keeps its id in the URL and follows it. */
  onCharge: (target: ChargeTarget) => void;
}

/** The tax preview of one price, country and zip: its taxes, or failed (an error or an answer that is none). */
type TaxPreview = { key: string; taxes: ApiPricePreview['taxes'] | null };

/** Ours: the price preview has no §8 text; the generic one, and what it means for the prices shown. */
const TAX_PREVIEW_FAILED = `${FAILURE.unexpected}: the tax couldn't be worked out. Prices are shown before tax.`;

/**
 * §2 /checkout/{slug}: plan, billing cycle, seats, trial, discount, the price with tax, the card, Pay.
 * What is priced is what is shown: the seats field as typed (an empty or out-of-bounds field prices
 * nothing and Pay waits), the trial as §5 gives it (a trial charges nothing today, so its button
 * starts the trial instead of paying).
 *
 * The card is the billed product's card on file (§3 Subscription per product: `hasCard`,
 * `cardDetails`), read when the form opens: with one, Pay charges it ('Use another card' replaces
 * it); with none, the card form (number, expiry, CVC: domain/billing/card.ts) adds one through
 * `POST /account/{product}` before the charge. Nothing is sent while the card is wrong: Pay shows
 * what is wrong beside each field instead.
 */
export function CheckoutForm({ app, product, onCharge }: CheckoutFormProps) {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectSessionUser);
  const payment = useAppSelector(selectPayment);
  const remainingTrial = useAppSelector(selectRemainingTrialDays);
  const plans = useMemo(() => checkoutPlans(app), [app]);
  const [planId, setPlanId] = useState(plans[0]?.id ?? '');
  const [months, setMonths] = useState<BillingMonths>(1);
  const chooseMonths = (next: BillingMonths) => {
    setMonths(next);
    // The host follows the buyer's cycle (transaction_update_billing_cycle).
    if (next !== months) dispatch(billingCycleChosen({ appId: app.id, cycle: next === 12 ? 'pay-yearly' : 'pay-monthly' }));
  };
  const [country, setCountry] = useState('US');
  const [zip, setZip] = useState('');
  const [preview, setPreview] = useState<TaxPreview | null>(null);
  const ids = useId();

  const plan = plans.find((candidate) => candidate.id === planId) ?? plans[0];
  const token = user?.token ?? null;
  const agents = useAgentCount(token, plan?.perAccount ? appHostProduct(app.product, product as Product) : null);
  // Per-agent plans count the organization's agents (§9) unless the buyer sets the seats.
  const seatsField = useSeats(agents);
  const countingAgents = Boolean(plan?.perAccount) && !seatsField.touched && agents === null;
  // Nothing is priced from a field being edited that holds no seats (empty, out of bounds).
  const seatsReady = !plan?.perAccount || (seatsField.read.kind === 'seats' && !countingAgents);
  const seats = seatsField.read.kind === 'seats' ? seatsField.read.seats : MIN_SEATS;
  // The discount as of this render: the page is client-only, so the clock is the buyer's.
  const discount = useMemo(() => checkoutDiscount(app.customProps, new Date()), [app.customProps]);
  const priced = plan ? quote({ plan, months, seats, discount }) : null;
  const kind = plan ? chargeKindOf(plan) : 'direct_charge';
  const trialTerms = checkoutTrial(kind, app.payment, remainingTrial);
  const needsCard = trialTerms.cardNeeded;
  const trial = trialLine(trialTerms.days, trialTerms.cardNeeded);
  const total = priced?.total ?? 0;
  const previewKey = JSON.stringify([total, country, zip]);

  useEffect(() => {
    if (!token || total <= 0 || !seatsReady) return;
    let live = true;
    previewPrice(token, product, { price: total, country, zip }).then(
      (answer) => {
        // An answer that is no preview (`{}`, `null`, a text), or one of another price, is a failure.
        const read = readPricePreview(answer);
        if (live) setPreview({ key: previewKey, taxes: read && read.price === total ? read.taxes : null });
      },
      () => live && setPreview({ key: previewKey, taxes: null }),
    );
    return () => {
      live = false;
    };
  }, [token, product, total, country, zip, seatsReady, previewKey]);

  // The billed product's card on file, read as the form opens (a card added here replaces it).
  const method = usePaymentMethod(product, token);

  // §4 Loading: a failed payment scrolls to the top (where the error shows); inside the agent app
  // the host is sent the failure transaction event instead (src/app/host-wiring.ts).
  const isAgentApp = useAppSelector(selectIsAgentApp);
  useEffect(() => {
    if (payment.error && !isAgentApp) window.scrollTo({ top: 0 });
  }, [payment.error, isAgentApp]);

  if (!plan || !priced) return <Alert role="alert">This app has no plan to buy here.</Alert>;
  const busy = payment.pending || payment.processing;

  const answered = preview && preview.key === previewKey ? preview : null;
  const taxes = seatsReady ? (answered?.taxes ?? null) : null;
  const taxFailed = seatsReady && answered !== null && answered.taxes === null;
  const inTrial = trialTerms.days > 0;
  const canPay = !busy && seatsReady && paymentReady(method, needsCard);
  // What the summary shows while the seats are being edited or counted: nothing priced.
  const amount = (cents: number) => (seatsReady ? formatCents(cents) : '…');
  const notYet = taxFailed ? '—' : '…';

  // A trial charges nothing today (§5): its button starts it; paying now names the amount with tax.
  const payLabel = () => {
    if (inTrial) return busy ? 'Starting…' : `Start ${trialTerms.days}-day free trial`;
    if (busy) return 'Paying…';
    return seatsReady ? `Pay ${formatCents(taxes?.total_price ?? total)}` : 'Pay';
  };

  const pay = () => {
    if (!canPay) return;
    // A wrong card sends nothing (each field says why); a trial without a card requirement may leave it empty.
    const sending = cardToSend(method, needsCard, ids);
    if (!sending) return;
    void dispatch(
      purchaseApp({
        appId: app.id,
        planId: plan.id,
        kind,
        months: priced.months,
        seats: priced.quantity,
        card: sending.card,
        product,
        planName: plan.name,
        taxes,
        onCharge,
      }),
    );
  };

  return (
    <form
      aria-label={`Buy ${app.name}`}
      // The card form says what is wrong beside each field (the browser's bubbles would say less).
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        pay();
      }}
    >
      {plans.length > 1 && (
        <Fieldset>
          <legend>Plan</legend>
          {plans.map((option) => (
            <label key={option.id}>
              <input
                type="radio"
                name={`${ids}-plan`}
                value={option.id}
                checked={option.id === plan.id}
                onChange={() => setPlanId(option.id)}
              />
              {option.name} ({formatCents(option.price)}
              {option.frequency === 'once' ? ' one-time' : ' / month'}
              {option.perAccount ? ' per agent' : ''})
            </label>
          ))}
        </Fieldset>
      )}

      {kind === 'recurrent_charge' && (
        <Fieldset>
          <legend>Billing cycle</legend>
          <label>
            <input type="radio" name={`${ids}-cycle`} checked={months === 1} onChange={() => chooseMonths(1)} />
            Monthly
          </label>
          <label>
            <input type="radio" name={`${ids}-cycle`} checked={months === 12} onChange={() => chooseMonths(12)} />
            Annual (save 15%)
          </label>
        </Fieldset>
      )}

      {plan.perAccount && <SeatsField id={`${ids}-seats`} seats={seatsField} />}

      {trial && <p data-checkout="trial">{trial}</p>}

      <Summary aria-label="Price">
        {priced.listedUnitPrice !== null && discount && (
          <>
            <dt>Discount</dt>
            <dd>
              <s>{amount(priced.listedUnitPrice * priced.quantity)}</s> −{discount.percent}%
            </dd>
          </>
        )}
        <dt>
          {kind === 'direct_charge' ? 'One-time price' : months === 12 ? 'Billed yearly' : 'Billed monthly'}
          {inTrial ? ` after the ${trialTerms.days}-day trial` : ''}
        </dt>
        <dd data-checkout="total">{amount(total)}</dd>
        {/* A one-time price is paid once: it has no monthly rate to show. */}
        {kind === 'recurrent_charge' && (
          <>
            <dt>Per month</dt>
            <dd data-checkout="per-month">{amount(priced.perMonth)}</dd>
          </>
        )}
        <dt>Tax{taxes ? ` (${formatTaxRate(taxes.tax_rate)})` : ''}</dt>
        <dd data-checkout="tax">{taxes ? formatCents(taxes.tax_value) : notYet}</dd>
        <dt>
          <strong>Total with tax</strong>
        </dt>
        <dd data-checkout="total-with-tax">
          <strong>{taxes ? formatCents(taxes.total_price) : notYet}</strong>
        </dd>
        {inTrial && (
          <>
            <dt>
              <strong>Due today</strong>
            </dt>
            <dd data-checkout="due-today">
              <strong>{formatCents(0)}</strong>
            </dd>
          </>
        )}
      </Summary>
      {taxFailed && (
        <p role="note" data-checkout="tax-error">
          {TAX_PREVIEW_FAILED}
        </p>
      )}

      <Field>
        <label htmlFor={`${ids}-country`}>Billing country</label>
        <Select id={`${ids}-country`} value={country} onChange={(event) => setCountry(event.target.value)}>
          {COUNTRIES.map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </Select>
      </Field>
      <Field>
        <label htmlFor={`${ids}-zip`}>ZIP / postal code</label>
        <input id={`${ids}-zip`} value={zip} autoComplete="postal-code" onChange={(event) => setZip(event.target.value)} />
      </Field>

      <PaymentMethodFields id={ids} method={method} needsCard={needsCard} busy={busy} />

      {payment.error && <Alert role="alert">{payment.error}</Alert>}
      <SubmitButton type="submit" disabled={!canPay}>
        {payLabel()}
      </SubmitButton>
    </form>
  );
}
