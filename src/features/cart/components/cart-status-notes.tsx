/** The lines over the cart saying its state: ad block, locked, failed to load, purchasing, loading, empty. */
import { Link } from 'gatsby';
import { AD_BLOCK, CART } from '../../../domain/site/messages';
import type { CartState } from '../cart-slice';
import { Warning } from './cart-page-styles';

export interface CartStatusNotesProps {
  adBlock: boolean;
  locked: boolean;
  status: CartState['status'];
  /** An open cart is shown (neither purchased nor closed). */
  hasCart: boolean;
  hasItems: boolean;
  loading: boolean;
  checkingOut: boolean;
}

export function CartStatusNotes({ adBlock, locked, status, hasCart, hasItems, loading, checkingOut }: CartStatusNotesProps) {
  return (
    <>
      {adBlock && <Warning role="alert">{AD_BLOCK}</Warning>}
      {locked && (
        <Warning role="alert" data-cart-locked>
          {CART.locked}
        </Warning>
      )}
      {status === 'error' && !hasCart && !checkingOut && <Warning role="alert">{CART.load}</Warning>}
      {checkingOut && (
        <p role="status" aria-live="polite">
          Processing your purchase…
        </p>
      )}
      {!hasItems && loading && !checkingOut && (
        <p role="status" aria-live="polite">
          Loading your cart…
        </p>
      )}
      {!hasItems && !loading && !checkingOut && (status === 'none' || status === 'ready') && (
        <p>
          Your cart is empty. <Link to="/apps/">Browse apps</Link>
        </p>
      )}
    </>
  );
}
