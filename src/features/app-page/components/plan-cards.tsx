import styled from 'styled-components';
import type { ApiPayment } from '../../../domain/catalogue/contract';
import {
  formatCents,
  payTypeLabel,
  priceLabel,
  priceOptions,
  pricingUnitLabel,
  shownPrice,
  YEARLY_DISCOUNT,
} from '../../../domain/pricing/pricing';
import { Badge, Muted } from '../../../ui/primitives';
import type { AppPageData } from '../app-page-data';
import { useCurrentDiscount } from '../use-current-discount';

type Terms = Pick<ApiPayment, 'frequency' | 'perAccount'>;

/** The app's own price, before any upgrade: the API gives it no name. */
export const BASE_PLAN_NAME = 'Standard';

const Plans = styled.section`
  margin-bottom: 32px;
  h2 {
    font-size: 1.25rem;
    margin: 0 0 12px;
  }
  > ol {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: 16px;
    /* A row at desktop widths, one card a line on a phone (two 200 px cards do not fit in 358 px). */
    grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  }
  .plan {
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: 12px;
    padding: 16px;
    background: ${({ theme }) => theme.colors.surface};
  }
  .plan[aria-current='true'] {
    border: 2px solid ${({ theme }) => theme.colors.primary};
    padding: 15px;
  }
  h3 {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px;
    font-size: 1.0625rem;
    margin: 0 0 8px;
  }
  p {
    margin: 4px 0;
  }
  .price strong {
    font-size: 1.25rem;
  }
  .price s {
    margin-left: 6px;
    color: ${({ theme }) => theme.colors.muted};
  }
  ul {
    margin: 12px 0 0;
    padding-left: 1.25em;
    font-size: 0.9375rem;
  }
`;

/** One plan's price by §9's rules: the price with its unit, the pay type, and the yearly or one-time monthly rate. */
function PlanPrice({ price, oldPrice = null, terms }: { price: number; oldPrice?: number | null; terms: Terms }) {
  if (price <= 0) {
    return (
      <p className="price">
        <strong>Free</strong>
      </p>
    );
  }
  const [first, yearly] = priceOptions(price, terms);
  return (
    <>
      <p className="price">
        <strong>{priceLabel(price, terms)}</strong>
        {oldPrice !== null && (
          <s>
            <span className="visually-hidden">Regular price </span>
            {priceLabel(oldPrice, terms)}
          </s>
        )}
      </p>
      {first && <p>{payTypeLabel(first.cycle, first.perAccount)}</p>}
      {yearly && (
        <p>
          <Muted>
            Or {formatCents(yearly.total)} yearly {pricingUnitLabel(yearly.perAccount)} ({formatCents(yearly.monthly)} a month,{' '}
            {YEARLY_DISCOUNT * 100}% less)
          </Muted>
        </p>
      )}
      {first?.cycle === 'pay-once' && (
        <p>
          <Muted>{formatCents(first.monthly)} a month over a year</Muted>
        </p>
      )}
    </>
  );
}

/**
 * The app's plans side by side when it has upgrades (§3): its own price first, marked as the plan
 * its install or purchase starts on (aria-current), then each upgrade with its features. The
 * time-limited discount (§5) lowers the app's own price only, as the price box shows it.
 */
export function PlanCards({
  app,
}: {
  app: Pick<AppPageData, 'name' | 'payment' | 'upgrades' | 'customProps' | 'discountActive'>;
}) {
  const discount = useCurrentDiscount(app);
  if (app.upgrades.length === 0) return null;
  const base = app.payment ? shownPrice(app.payment, discount) : null;
  const baseTerms: Terms = app.payment ?? { frequency: 'monthly', perAccount: false };
  return (
    <Plans id="plans" aria-labelledby="plans-title">
      <h2 id="plans-title">Plans</h2>
      <ol>
        <li className="plan" aria-current="true">
          <h3>
            {BASE_PLAN_NAME}
            <Badge $tone="info">Starting plan</Badge>
          </h3>
          <PlanPrice price={base?.price ?? 0} oldPrice={base?.oldPrice} terms={baseTerms} />
          <p>
            <Muted>What installing {app.name} gets you; upgrade any time.</Muted>
          </p>
        </li>
        {app.upgrades.map((plan) => (
          <li className="plan" key={plan.id}>
            <h3>{plan.name}</h3>
            <PlanPrice price={plan.price} terms={plan} />
            {plan.features.length > 0 && (
              <ul aria-label={`${plan.name} features`}>
                {plan.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
    </Plans>
  );
}
