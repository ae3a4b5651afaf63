/** The cart page's totals box: the amounts, the tax preview (§9 cached) and the billing place picker. */
import { useAppSelector } from '../../../core/hooks';
import { taxPercent } from '../../../domain/cart/cart-pricing';
import { cartDueToday } from '../../../domain/cart/cart-review';
import { formatCents } from '../../../domain/pricing/pricing';
import { selectCartState } from '../cart-selectors';
import { Box } from './cart-page-styles';
import { BillingPlacePicker, useTaxPreview, type BillingPlace } from './cart-tax';

export function CartTotals({ place, onPlaceChange }: { place: BillingPlace; onPlaceChange: (place: BillingPlace) => void }) {
  const cart = useAppSelector((state) => selectCartState(state).cart)!;
  // Today's bill as the review before paying shows it: items in a free trial cost nothing today.
  const totals = cartDueToday(cart);
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
        {totals.subscriptions > 0 && (
          <>
            <dt>Subscriptions (first period)</dt>
            <dd>{formatCents(totals.subscriptions)}</dd>
          </>
        )}
        {totals.trials > 0 && (
          <>
            <dt>Free trials (billed when they end)</dt>
            <dd data-cart-trials>{formatCents(0)}</dd>
          </>
        )}
        {totals.discount > 0 && (
          <>
            <dt>Coupon {cart.coupon?.code}</dt>
            <dd data-cart-discount>−{formatCents(totals.discount)}</dd>
          </>
        )}
        <dt>Due today</dt>
        <dd data-cart-total>
          <strong>{formatCents(totals.total)}</strong>
        </dd>
        <dt>Tax{preview && totals.total > 0 ? ` (${taxPercent(preview.taxes.tax_rate)})` : ''}</dt>
        <dd data-cart-tax>{preview ? formatCents(preview.taxes.tax_value) : '…'}</dd>
        <dt>Due today with tax</dt>
        <dd data-cart-total-with-tax>{preview ? formatCents(preview.taxes.total_price) : '…'}</dd>
      </dl>
      <BillingPlacePicker place={place} onChange={onPlaceChange} />
    </Box>
  );
}
