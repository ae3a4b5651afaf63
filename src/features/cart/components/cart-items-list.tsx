/** The list of the apps in the cart, one row each (the rows' layout is styled here). */
import styled from 'styled-components';
import type { ApiCartProduct } from '../../../domain/cart/cart-contract';
import { CartItemRow } from './cart-item-row';

const Items = styled.ul`
  list-style: none;
  margin: 0 0 24px;
  padding: 0;
  li {
    display: grid;
    grid-template-columns: 48px 1fr auto;
    gap: 12px 16px;
    align-items: center;
    padding: 16px 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  img {
    width: 48px;
    height: 48px;
    border-radius: 10px;
  }
  h2 {
    margin: 0 0 4px;
    font-size: 1.0625rem;
  }
  p {
    margin: 0;
    font-size: 0.875rem;
  }
  select {
    font: inherit;
    margin-right: 8px;
  }
`;

export function CartItemsList({
  products,
  busy,
  locked,
}: {
  products: readonly ApiCartProduct[];
  busy: Readonly<Record<string, boolean>>;
  locked: boolean;
}) {
  return (
    <Items aria-label="Apps in your cart">
      {products.map((product) => (
        <CartItemRow key={product.id} product={product} busy={busy[product.id] === true} locked={locked} />
      ))}
    </Items>
  );
}
