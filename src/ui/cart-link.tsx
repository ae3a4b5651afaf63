import { css } from 'styled-components';
import { media } from './theme';

/**
 * The header's cart link: its look, its icon and its name, shared by the cart badge
 * (features/cart/components/header-cart.tsx, from its own chunk) and the plain link the shell
 * renders in its place until that chunk is here (app/shell/site-header.tsx), so the one replaces
 * the other without a pixel moving.
 */
export const cartLinkStyles = css`
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

export function CartIcon() {
  return (
    <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
      <circle cx="9" cy="20" r="1.5" />
      <circle cx="18" cy="20" r="1.5" />
      <path d="M2 3h3l2.4 11.2a2 2 0 0 0 2 1.6h8.2a2 2 0 0 0 2-1.5L22 7H6" />
    </svg>
  );
}

export const cartLinkLabel = (count: number) => (count === 1 ? 'Cart, 1 item' : `Cart, ${count} items`);
