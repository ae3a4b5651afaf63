/** The end of the cart: the checkout's expiry, why the user may not buy (§6), Checkout, and cancel or empty. */
import styled from 'styled-components';
import { SecondaryButton } from '../../../ui/primitives';
import { Warning } from './cart-page-styles';
import { CheckoutExpiry } from './checkout-expiry';
import { EmptyCartConfirmation } from './empty-cart-confirmation';

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
  return (
    <>
      {minutes !== null && <CheckoutExpiry minutes={minutes} />}
      {refusals.map((refusal) => (
        <Warning key={refusal} role="note" data-cart-refusal>
          {refusal}
        </Warning>
      ))}
      <CheckoutButton type="button" onClick={() => onCheckout()} disabled={checkingOut || locked || refusals.length > 0}>
        Checkout
      </CheckoutButton>{' '}
      {locked && (
        <SecondaryButton type="button" onClick={() => onRejectCheckout()}>
          Cancel the unfinished checkout
        </SecondaryButton>
      )}
      {!locked && <EmptyCartConfirmation disabled={checkingOut} />}
    </>
  );
}
