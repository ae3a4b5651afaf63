/** The alert over the cart after a partly failed purchase: what was not bought and why (§8 notes). */
import { useAppSelector } from '../../../core/hooks';
import { noteMessage, noteReason } from '../../../domain/cart/cart-purchase';
import { selectCartState } from '../cart-selectors';
import { Warning } from './cart-page-styles';

/**
 * What the last purchase of this page did not buy and why (§8 product notes), for the items back
 * in the cart: a failed purchase keeps them there.
 */
export function NotBoughtLastTime() {
  const purchase = useAppSelector((state) => selectCartState(state).purchase);
  const cart = useAppSelector((state) => selectCartState(state).cart);
  const failed = purchase?.notPurchased.filter((product) => cart?.products.some((item) => item.id === product.id)) ?? [];
  if (failed.length === 0) return null;
  return (
    <Warning role="alert" data-not-bought>
      Not bought last time:{' '}
      {failed.map((product, index) => (
        <span key={product.id} data-not-bought-item={product.id}>
          {index > 0 && '; '}
          {product.name}: {noteMessage(product)}
          {noteReason(product) && `. ${noteReason(product)}`}
        </span>
      ))}
    </Warning>
  );
}
