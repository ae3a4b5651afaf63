/** The cart's Empty cart button, asking before it empties the cart (§4 close). */
import { useState } from 'react';
import { useAppDispatch } from '../../../core/hooks';
import { SecondaryButton } from '../../../ui/primitives';
import { emptyCart } from '../cart-thunks';

/**
 * §4 close: empties the cart, after a confirmation (one click must not lose the buyer's choices).
 * The service closes the cart; the next add starts a new one.
 */
export function EmptyCartConfirmation({ disabled }: { disabled: boolean }) {
  const dispatch = useAppDispatch();
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!asking) {
    return (
      <SecondaryButton type="button" onClick={() => setAsking(true)} disabled={disabled}>
        Empty cart
      </SecondaryButton>
    );
  }
  return (
    <span role="group" aria-label="Empty the cart">
      <span>Remove every app from your cart? </span>
      <SecondaryButton
        type="button"
        $variant="danger"
        disabled={busy}
        onClick={() => {
          setBusy(true);
          void dispatch(emptyCart()).finally(() => {
            setBusy(false);
            setAsking(false);
          });
        }}
      >
        Yes, empty it
      </SecondaryButton>{' '}
      <SecondaryButton type="button" onClick={() => setAsking(false)} disabled={busy}>
        Keep my cart
      </SecondaryButton>
    </span>
  );
}
