import { Link } from 'gatsby';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { CartIcon, cartLinkLabel, cartLinkStyles } from '../../../ui/cart-link';
import { useAppDispatch, useAppSelector } from '../../../core/hooks';
import { CART_PATH } from '../../../domain/cart/cart-purchase';
import { CART_HINT_PREFIX, GUEST_CART_EVENT, readGuestCart } from '../guest-cart';
import { selectCartState, selectSessionKnown, selectSessionUser } from '../cart-selectors';
import { mergeGuestCart, refreshKnownCart } from '../cart-thunks';

const CartLink = styled(Link)`
  ${cartLinkStyles}
`;

/** The number shown on the badge: the open cart's products, or the visitor's saved ones. */
export function useCartCount(): number {
  const user = useAppSelector(selectSessionUser);
  const cart = useAppSelector((state) => selectCartState(state).cart);
  const [guest, setGuest] = useState<number>(0);
  useEffect(() => {
    const read = () => setGuest(readGuestCart().length);
    read();
    window.addEventListener('storage', read);
    window.addEventListener(GUEST_CART_EVENT, read);
    return () => {
      window.removeEventListener('storage', read);
      window.removeEventListener(GUEST_CART_EVENT, read);
    };
  }, []);
  if (!user) return guest;
  return cart && !cart.purchasedAt && !cart.closedAt ? cart.products.length : 0;
}

/**
 * The header's cart badge, on every page, from its own small chunk (site-header.tsx): the count of
 * the recent cart (or of the visitor's saved apps). After sign-in it merges the saved apps into the
 * recent cart; the cart is read again whenever the window gets the focus back (another tab).
 */
export function HeaderCart() {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectSessionUser);
  const known = useAppSelector(selectSessionKnown);
  const count = useCartCount();
  const token = user?.token ?? null;

  useEffect(() => {
    if (!token) return;
    void dispatch(mergeGuestCart());
    const refresh = () => void dispatch(refreshKnownCart());
    // Another tab made or bought a cart: its hint changed.
    const changed = (event: StorageEvent) => {
      if (event.key?.startsWith(CART_HINT_PREFIX)) refresh();
    };
    window.addEventListener('focus', refresh);
    window.addEventListener('storage', changed);
    return () => {
      window.removeEventListener('focus', refresh);
      window.removeEventListener('storage', changed);
    };
  }, [dispatch, token]);

  return (
    <CartLink to={CART_PATH} aria-label={cartLinkLabel(count)} data-cart-badge={known ? count : undefined}>
      <CartIcon />
      {count > 0 && <span data-cart-count>{count}</span>}
    </CartLink>
  );
}
