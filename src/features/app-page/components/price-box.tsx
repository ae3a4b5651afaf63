import type { ReactNode } from 'react';
import { planRestriction } from '../../../domain/site/messages';
import { summarizePrice } from '../../../domain/pricing/price-summary';
import {
  formatCents,
  payTypeLabel,
  priceOptions,
  pricingUnitLabel,
  shownPrice,
  YEARLY_DISCOUNT,
} from '../../../domain/pricing/pricing';
import { trialText } from '../../../domain/pricing/trial';
import { PriceSummaryText } from '../../../ui/price-tag';
import { Muted } from '../../../ui/primitives';
import type { AppPageData } from '../app-page-data';
import { useCurrentDiscount } from '../use-current-discount';

type PriceApp = Pick<AppPageData, 'payment' | 'trialDays' | 'plan' | 'customProps' | 'discountActive'>;

/**
 * The price block (§9): current price (a discount keeps the old price struck through), pay type,
 * yearly option, trial. `children`: what follows the price in the same card (the action box's action).
 */
export function PriceBox({ app, children }: { app: PriceApp; children?: ReactNode }) {
  const discount = useCurrentDiscount(app);
  const { payment } = app;
  const summary = summarizePrice(payment, discount);
  const shown = payment ? shownPrice(payment, discount) : null;
  const [first, yearly] = payment && shown ? priceOptions(shown.price, payment) : [];
  const trial = trialText(payment && { trialDays: app.trialDays, creditCardRequired: payment.creditCardRequired });
  const restriction = planRestriction(app.plan);
  return (
    <section className="card" aria-labelledby="pricing-title" data-block="pricing">
      <h2 id="pricing-title">Pricing</h2>
      <div className="amount">
        <PriceSummaryText summary={summary} />
      </div>
      {first && (
        <>
          <p>{payTypeLabel(first.cycle, first.perAccount)}</p>
          {yearly && (
            <p>
              Or pay yearly: <strong>{formatCents(yearly.total)}</strong> {pricingUnitLabel(yearly.perAccount)}
              <br />
              <Muted>
                {formatCents(yearly.monthly)} a month, {YEARLY_DISCOUNT * 100}% less
              </Muted>
            </p>
          )}
          {first.cycle === 'pay-once' && (
            <p>
              <Muted>{formatCents(first.monthly)} a month over a year</Muted>
            </p>
          )}
        </>
      )}
      {trial && <p className="trial">{trial}</p>}
      {restriction && (
        <p>
          <Muted>{restriction}</Muted>
        </p>
      )}
      {children}
    </section>
  );
}
