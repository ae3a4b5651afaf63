/** The cart's coupon form (§5): apply a code, say how it went, show the coupon in use. */
import { useId, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../core/hooks';
import { PERMISSIONS } from '../../../domain/site/messages';
import { Input } from '../../../ui/form-controls';
import { SecondaryButton } from '../../../ui/primitives';
import { selectCartState } from '../cart-selectors';
import { applyCoupon } from '../cart-thunks';
import { Box } from './cart-page-styles';

export function CouponForm({ disabled }: { disabled: boolean }) {
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
        <Input id={`${ids}-coupon`} value={code} onChange={(event) => setCode(event.target.value)} autoComplete="off" />
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
