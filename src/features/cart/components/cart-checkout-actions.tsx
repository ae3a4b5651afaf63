/** The end of the cart: the checkout's expiry, why the user may not buy (§6), Checkout, and cancel or empty. */
import { useId } from 'react';
import { Button } from '../../../ui/button';
import { SecondaryButton } from '../../../ui/primitives';
import { Warning } from './cart-page-styles';
import { CheckoutExpiry } from './checkout-expiry';
import { EmptyCartConfirmation } from './empty-cart-confirmation';

export interface CartCheckoutActionsProps {
  minutes: number | null;
  /** §6: why this user may not buy the cart; Checkout is not offered while there is any. */
  refusals: readonly string[];
  checkingOut: boolean;
  locked: boolean;
  onCheckout: () => void;
  onRejectCheckout: () => void;
}

export function CartCheckoutActions({
  minutes,
  refusals,
  checkingOut,
  locked,
  onCheckout,
  onRejectCheckout,
}: CartCheckoutActionsProps) {
  const id = useId();
  // The refusals say why Checkout is off: read with the disabled button too.
  const reasons = refusals.map((_, index) => `${id}-refusal-${index}`).join(' ') || undefined;
  return (
    <>
      {minutes !== null && <CheckoutExpiry minutes={minutes} />}
      {refusals.map((refusal, index) => (
        <Warning key={refusal} id={`${id}-refusal-${index}`} role="note" data-cart-refusal>
          {refusal}
        </Warning>
      ))}
      <Button
        variant="primary"
        onClick={() => onCheckout()}
        pending={checkingOut}
        disabled={locked || refusals.length > 0}
        aria-describedby={reasons}
      >
        Checkout
      </Button>{' '}
      {locked && (
        <SecondaryButton type="button" onClick={() => onRejectCheckout()}>
          Cancel the unfinished checkout
        </SecondaryButton>
      )}
      {!locked && <EmptyCartConfirmation disabled={checkingOut} />}
    </>
  );
}
