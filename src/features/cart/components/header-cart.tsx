import { Link } from 'gatsby';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { media } from '../../../ui/theme';
import { useAppDispatch, useAppSelector } from '../../../core/hooks';
import { CART_PATH } from '../../../domain/cart/cart-purchase';
import { CART_HINT_PREFIX, GUEST_CART_EVENT, readGuestCart } from '../guest-cart';
import { selectCartState, selectSessionKnown, selectSessionUser } from '../cart-selectors';
import { mergeGuestCart, refreshKnownCart } from '../cart-thunks';

const CartLink = styled(Link)`
  position: relative;
  flex: none;
  display: inline-flex;
  align-items: center;
  gap: 6px;
  min-height: 40px;
  padding: 0 10px;
  border-radius: 8px;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;
  &:hover {
    background: ${({ theme }) => theme.colors.subtle};
  }
  span[data-cart-count] {
    min-width: 20px;
    padding: 0 6px;
    border-radius: 10px;
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font-size: 0.75rem;
    line-height: 20px;
    text-align: center;
  }
  /* On a phone the count sits on the icon's corner, so the header's links keep their room. */
  ${media.mobile} {
    padding: 0 8px;
    span[data-cart-count] {
      position: absolute;
      top: 0;
      right: -2px;
      min-width: 18px;
      padding: 0 4px;
      line-height: 18px;
      font-size: 0.6875rem;
    }
  }
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

  const label = count === 1 ? 'Cart, 1 item' : `Cart, ${count} items`;
  return (
    <CartLink to={CART_PATH} aria-label={label} data-cart-badge={known ? count : undefined}>
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
        <circle cx="9" cy="20" r="1.5" />
        <circle cx="18" cy="20" r="1.5" />
        <path d="M2 3h3l2.4 11.2a2 2 0 0 0 2 1.6h8.2a2 2 0 0 0 2-1.5L22 7H6" />
      </svg>
      {count > 0 && <span data-cart-count>{count}</span>}
    </CartLink>
  );
}
