import { useEffect, useId, useMemo, useState } from 'react';
import { selectIsAgentApp } from '../../../core/host-mode';
import { useAppDispatch, useAppSelector } from '../../../core/hooks';
import type { ApiPricePreview } from '../../../domain/billing/charges';
import {
  cardNeeded,
  chargeKindOf,
  checkoutDiscount,
  checkoutPlans,
  clampSeats,
  MAX_SEATS,
  quote,
  type BillingMonths,
} from '../../../domain/billing/checkout';
import type { ApiApplication, Product } from '../../../domain/catalogue/contract';
import { formatCents, formatTaxRate } from '../../../domain/pricing/pricing';
import { appHostProduct } from '../../../domain/auth/roles';
import { trialText } from '../../../domain/pricing/trial';
import { Field, SubmitButton } from '../../../ui/form-parts';
import { selectPayment, selectRemainingTrialDays, selectSessionUser } from '../billing-selectors';
import { purchaseApp, type ChargeTarget } from '../billing-thunks';
import { previewPrice } from '../../../api-client/price-preview';
import { useAgentCount } from '../use-agent-count';
import { Alert, Fieldset, Select, Summary } from './checkout-parts';

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

/** §2 /checkout/{slug}: plan, billing cycle, seats, trial, discount, the price with tax, the card, Pay. */
export function CheckoutForm({ app, product, onCharge }: CheckoutFormProps) {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectSessionUser);
  const payment = useAppSelector(selectPayment);
  const remainingTrial = useAppSelector(selectRemainingTrialDays);
  const plans = useMemo(() => checkoutPlans(app), [app]);
  const [planId, setPlanId] = useState(plans[0]?.id ?? '');
  const [months, setMonths] = useState<BillingMonths>(1);
  // Per-agent plans count the organization's agents (§9) unless the buyer sets the seats.
  const [chosenSeats, setSeats] = useState<number | null>(null);
  const [country, setCountry] = useState('US');
  const [zip, setZip] = useState('');
  const [card, setCard] = useState('');
  const [preview, setPreview] = useState<ApiPricePreview | null>(null);
  const ids = useId();

  const plan = plans.find((candidate) => candidate.id === planId) ?? plans[0];
  const token = user?.token ?? null;
  const agents = useAgentCount(token, plan?.perAccount ? appHostProduct(app.product, product as Product) : null);
  const seats = chosenSeats ?? agents ?? 1;
  const countingAgents = Boolean(plan?.perAccount) && chosenSeats === null && agents === null;
  // The discount as of this render: the page is client-only, so the clock is the buyer's.
  const discount = useMemo(() => checkoutDiscount(app.customProps, new Date()), [app.customProps]);
  const priced = plan ? quote({ plan, months, seats, discount }) : null;
  const kind = plan ? chargeKindOf(plan) : 'direct_charge';
  const needsCard = cardNeeded(kind, app.payment);
  const trial = kind === 'recurrent_charge' ? trialText(app.payment, remainingTrial) : null;
  const total = priced?.total ?? 0;

  useEffect(() => {
    if (!token || total <= 0 || countingAgents) return;
    let live = true;
    previewPrice(token, product, { price: total, country, zip }).then(
      (answer) => live && setPreview(answer),
      () => live && setPreview(null),
    );
    return () => {
      live = false;
    };
  }, [token, product, total, country, zip, countingAgents]);

  // §4 Loading: a failed payment scrolls to the top (where the error shows); inside the agent app
  // the host is sent the failure transaction event instead (src/app/host-wiring.ts).
  const isAgentApp = useAppSelector(selectIsAgentApp);
  useEffect(() => {
    if (payment.error && !isAgentApp) window.scrollTo({ top: 0 });
  }, [payment.error, isAgentApp]);

  if (!plan || !priced) return <Alert role="alert">This app has no plan to buy here.</Alert>;
  const busy = payment.pending || payment.processing;

  const taxes = preview && preview.price === total ? preview.taxes : null;
  const cardDigits = card.replace(/[\s-]/g, '');

  const pay = () => {
    void dispatch(
      purchaseApp({
        appId: app.id,
        planId: plan.id,
        kind,
        months: priced.months,
        seats: priced.quantity,
        card: cardDigits || null,
        product,
        onCharge,
      }),
    );
  };

  return (
    <form
      aria-label={`Buy ${app.name}`}
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
            <input type="radio" name={`${ids}-cycle`} checked={months === 1} onChange={() => setMonths(1)} />
            Monthly
          </label>
          <label>
            <input type="radio" name={`${ids}-cycle`} checked={months === 12} onChange={() => setMonths(12)} />
            Annual (save 15%)
          </label>
        </Fieldset>
      )}

      {plan.perAccount && (
        <Field>
          <label htmlFor={`${ids}-seats`}>Agents (seats)</label>
          <input
            id={`${ids}-seats`}
            type="number"
            min={1}
            max={MAX_SEATS}
            value={seats}
            onChange={(event) => setSeats(clampSeats(event.target.value))}
          />
        </Field>
      )}

      {trial && <p data-checkout="trial">{trial}</p>}

      <Summary aria-label="Price">
        {priced.listedUnitPrice !== null && discount && (
          <>
            <dt>Discount</dt>
            <dd>
              <s>{formatCents(priced.listedUnitPrice * priced.quantity)}</s> −{discount.percent}%
            </dd>
          </>
        )}
        <dt>{kind === 'direct_charge' ? 'One-time price' : months === 12 ? 'Billed yearly' : 'Billed monthly'}</dt>
        <dd data-checkout="total">{countingAgents ? '…' : formatCents(total)}</dd>
        <dt>Per month</dt>
        <dd data-checkout="per-month">{formatCents(priced.perMonth)}</dd>
        <dt>Tax{taxes ? ` (${formatTaxRate(taxes.tax_rate)})` : ''}</dt>
        <dd data-checkout="tax">{taxes ? formatCents(taxes.tax_value) : '…'}</dd>
        <dt>
          <strong>Total with tax</strong>
        </dt>
        <dd data-checkout="total-with-tax">
          <strong>{taxes ? formatCents(taxes.total_price) : '…'}</strong>
        </dd>
      </Summary>

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

      <Field>
        <label htmlFor={`${ids}-card`}>Card number{needsCard ? '' : ' (optional during the trial)'}</label>
        <input
          id={`${ids}-card`}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="4242 4242 4242 4242"
          value={card}
          required={needsCard}
          onChange={(event) => setCard(event.target.value)}
        />
      </Field>

      {payment.error && <Alert role="alert">{payment.error}</Alert>}
      <SubmitButton type="submit" disabled={busy || countingAgents || (needsCard && !cardDigits)}>
        {busy ? 'Paying…' : `Pay ${formatCents(taxes?.total_price ?? total)}`}
      </SubmitButton>
    </form>
  );
}
