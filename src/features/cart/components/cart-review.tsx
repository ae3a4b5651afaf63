import styled from 'styled-components';
import type { ApiCart } from '../../../domain/cart/cart-contract';
import { payTypeLabel, taxPercent } from '../../../domain/cart/cart-pricing';
import {
  cardNeededText,
  cardOnFileText,
  cardsOnFile,
  cartReview,
  productsWithoutCard,
  REVIEW_TEXT,
  type ReviewLine,
} from '../../../domain/cart/cart-review';
import { formatCents } from '../../../domain/pricing/pricing';
import { SecondaryButton } from '../../../ui/primitives';
import { BillingPlacePicker, useTaxPreview, type BillingPlace } from './cart-tax';

const Panel = styled.section`
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 12px;
  margin-bottom: 16px;
  h2 {
    margin: 0 0 12px;
    font-size: 1.25rem;
  }
  h3 {
    margin: 16px 0 8px;
    font-size: 1rem;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
  }
  li {
    padding: 8px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  p {
    margin: 4px 0;
  }
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
  select,
  input {
    font: inherit;
    padding: 6px 8px;
  }
`;

/** Confirm and Back, with room between them however they wrap. */
const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  margin-top: 16px;
`;

const ConfirmButton = styled(SecondaryButton).attrs({ $variant: 'primary' as const })``;

const per = (period: 'month' | 'year') => (period === 'month' ? '/ month' : '/ year');

function Line({ line, plan }: { line: ReviewLine; plan: string }) {
  return (
    <li data-review-item={line.id}>
      <strong>{line.name}</strong> · {plan}
      <p data-review-today>
        Billed today: {formatCents(line.today)}
        {line.oneTime && ' (one-time charge)'}
        {line.trialDays > 0 && ` (${line.trialDays}-day free trial)`}
      </p>
      {line.recurring && (
        <p data-review-later>
          {line.trialDays > 0 ? `After the ${line.trialDays}-day trial: ` : 'Then: '}
          {formatCents(line.recurring.amount)} {per(line.recurring.period)}
        </p>
      )}
    </li>
  );
}

export interface CartReviewViewProps {
  cart: ApiCart;
  place: BillingPlace;
  onPlaceChange: (place: BillingPlace) => void;
  /** The cart is being read again, or bought: Confirm waits. */
  busy: boolean;
  /** Being bought: no way back until it ends. */
  purchasing: boolean;
  /** Said above the review (why the last confirm did not buy). */
  alerts: string[];
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * The review before the charge: per item what is billed today and what after its trial (or each
 * period), the coupon, the tax of what is due today, the card on file, and Confirm, which buys.
 * One-time items are shown once, never per month.
 */
export function CartReviewView({
  cart,
  place,
  onPlaceChange,
  busy,
  purchasing,
  alerts,
  onConfirm,
  onCancel,
}: CartReviewViewProps) {
  const review = cartReview(cart);
  const preview = useTaxPreview(review.today.total, place);
  const cards = cardsOnFile(cart.products);
  const withoutCard = productsWithoutCard(cart.products);
  const plans = new Map(cart.products.map((product) => [product.id, `${product.plan.name} · ${payTypeLabel(product.plan)}`]));
  return (
    <Panel aria-labelledby="cart-review-title" data-cart-review>
      <h2 id="cart-review-title">Review your purchase</h2>
      {alerts.map((alert) => (
        <p role="alert" key={alert}>
          {alert}
        </p>
      ))}
      <ul aria-label="Items to buy">
        {review.lines.map((line) => (
          <Line key={line.id} line={line} plan={plans.get(line.id) ?? ''} />
        ))}
      </ul>

      <h3>Billed today</h3>
      <dl data-review-totals>
        <dt>Items billed today</dt>
        <dd>{formatCents(review.today.subtotal)}</dd>
        {review.coupon && (
          <>
            <dt>
              Coupon {review.coupon.code} ({review.coupon.discountPercent}% off)
            </dt>
            <dd data-review-discount>−{formatCents(review.today.discount)}</dd>
          </>
        )}
        <dt>Due today</dt>
        <dd data-review-due>
          <strong>{formatCents(review.today.total)}</strong>
        </dd>
        <dt>Tax{preview && review.today.total > 0 ? ` (${taxPercent(preview.taxes.tax_rate)})` : ''}</dt>
        <dd data-review-tax>{preview ? formatCents(preview.taxes.tax_value) : preview === null ? 'unavailable' : '…'}</dd>
        <dt>Due today with tax</dt>
        <dd data-review-due-with-tax>
          {preview ? formatCents(preview.taxes.total_price) : preview === null ? 'unavailable' : '…'}
        </dd>
      </dl>
      <BillingPlacePicker place={place} onChange={onPlaceChange} />

      {review.afterTrials.length > 0 && (
        <>
          <h3>After the trials</h3>
          <ul aria-label="Billed after the trials">
            {review.afterTrials.map((item) => (
              <li key={item.id} data-review-after-trial={item.id}>
                {item.name}: {formatCents(item.amount)} {per(item.period)} from day {item.trialDays + 1}, when its{' '}
                {item.trialDays}-day trial ends
                {review.coupon ? ` (coupon ${review.coupon.code} included)` : ''}, plus tax
              </li>
            ))}
          </ul>
        </>
      )}

      <h3>Payment</h3>
      <div data-review-card>
        {cards.length === 1 ? (
          <p>{cardOnFileText(cards[0])}</p>
        ) : (
          cards.map((entry) => (
            <p key={entry.product}>
              {entry.product}: {cardOnFileText(entry, true)}
            </p>
          ))
        )}
        {withoutCard.length > 0 && <p role="alert">{cardNeededText(withoutCard)}</p>}
      </div>

      <Actions>
        <ConfirmButton type="button" onClick={onConfirm} disabled={busy}>
          {REVIEW_TEXT.confirm}
        </ConfirmButton>
        <SecondaryButton type="button" onClick={onCancel} disabled={purchasing}>
          {REVIEW_TEXT.cancel}
        </SecondaryButton>
      </Actions>
    </Panel>
  );
}
