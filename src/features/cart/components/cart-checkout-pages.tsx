import { Link } from 'gatsby';
import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../../core/hooks';
import { cartProductPath, type ApiCart, type ApiCartProduct } from '../../../domain/cart/cart-contract';
import { CART_PATH, cartCheckoutRoute, noteMessage, noteReason } from '../../../domain/cart/cart-purchase';
import { CART } from '../../../domain/site/messages';
import { ButtonLink, Lead, PageTitle } from '../../../ui/primitives';
import { SignInButton } from '../../../ui/sign-in-button';
import { selectCartState, selectSessionKnown, selectSessionUser } from '../cart-selectors';
import { loadCartById } from '../cart-thunks';

const Panel = styled.section`
  margin: 32px auto;
  max-width: 640px;
  padding: 32px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 16px;
  ul {
    padding-left: 20px;
  }
  li {
    margin: 6px 0;
  }
`;

function Products({ products, label, notes }: { products: ApiCartProduct[]; label: string; notes: boolean }) {
  if (products.length === 0) return null;
  return (
    <ul aria-label={label}>
      {products.map((product) => (
        <li key={product.id} data-cart-product={product.id}>
          <Link to={cartProductPath(product)}>{product.name}</Link>
          {notes && product.note !== null && (
            <>
              {' — '}
              <span data-product-note>{noteMessage(product)}</span>
              {noteReason(product) && (
                <>
                  {'. '}
                  <span data-product-note-reason>{noteReason(product)}</span>
                </>
              )}
            </>
          )}
        </li>
      ))}
    </ul>
  );
}

/** Whether the open cart holds every product the purchase did not buy (the purchase puts them back). */
function restoredAll(notPurchased: readonly ApiCartProduct[], cart: ApiCart | null): boolean {
  if (notPurchased.length === 0 || !cart || cart.purchasedAt || cart.closedAt) return false;
  return notPurchased.every((product) => cart.products.some((item) => item.id === product.id));
}

export interface CartCheckoutPagesProps {
  /** The address below /checkout/ (cart/…). */
  rest: string;
  signIn: () => Promise<unknown>;
}

/**
 * The cart's router for its end pages, every /checkout/cart/* address (the /checkout/* route sends
 * them here, see `isCartCheckoutAddress`): §2 /checkout/cart/{cartId}/thank-you and …/review-order,
 * what was bought and, on review-order, the products that were not, with their §8 notes. Read from
 * the service after a reload. Any other /checkout/cart/* address: "Nothing to see here".
 */
export default function CartCheckoutPages({ rest, signIn }: CartCheckoutPagesProps) {
  const dispatch = useAppDispatch();
  const route = cartCheckoutRoute(rest);
  const user = useAppSelector(selectSessionUser);
  const known = useAppSelector(selectSessionKnown);
  const purchase = useAppSelector((state) => selectCartState(state).purchase);
  const shownCart = useAppSelector((state) => selectCartState(state).cart);
  const cartId = route.page === 'none' ? null : route.cartId;
  const token = user?.token ?? null;
  // The cart read for this address failed (unknown id, the service down): said on the page.
  const [failedId, setFailedId] = useState<string | null>(null);

  useEffect(() => {
    if (!token || !cartId || purchase?.cartId === cartId) return undefined;
    let live = true;
    void dispatch(loadCartById(cartId, { finishInstalls: true })).then((cart) => live && setFailedId(cart ? null : cartId));
    return () => {
      live = false;
    };
  }, [dispatch, token, cartId, purchase?.cartId]);

  if (route.page === 'none') {
    return (
      <Panel role="alert">
        <PageTitle>Nothing to see here</PageTitle>
        <Lead>
          <Link to={CART_PATH}>Go to your cart</Link>
        </Lead>
      </Panel>
    );
  }
  if (!user) {
    return (
      <Panel aria-busy={!known}>
        <PageTitle>Your order</PageTitle>
        {known && <SignInButton signIn={signIn} />}
      </Panel>
    );
  }
  if (failedId === cartId) {
    return (
      <Panel role="alert">
        <PageTitle>Your order</PageTitle>
        <Lead>{CART.load}</Lead>
        <ButtonLink as={Link} to={CART_PATH} $variant="secondary">
          Go to your cart
        </ButtonLink>
      </Panel>
    );
  }
  if (shownCart?.id === cartId && !shownCart.purchasedAt) {
    // An open cart's address: nothing was bought with it (yet).
    return (
      <Panel role="alert">
        <PageTitle>Your order</PageTitle>
        <Lead>This cart has not been bought yet.</Lead>
        <ButtonLink as={Link} to={CART_PATH} $variant="secondary">
          Go to your cart
        </ButtonLink>
      </Panel>
    );
  }
  const result = purchase?.cartId === cartId ? purchase : null;
  if (route.page === 'thank-you') {
    return (
      <Panel aria-labelledby="cart-thank-you" aria-busy={!result}>
        <PageTitle id="cart-thank-you">Thank you for your purchase!</PageTitle>
        {result && (
          <>
            <Lead role="status">{result.purchased.length === 1 ? 'Your app is installed:' : 'Your apps are installed:'}</Lead>
            <Products products={result.purchased} label="Purchased apps" notes={false} />
            <Products products={result.notPurchased} label="Apps waiting for activation" notes />
          </>
        )}
        <ButtonLink as={Link} to="/apps/" $variant="secondary">
          Browse more apps
        </ButtonLink>
      </Panel>
    );
  }
  return (
    <Panel aria-labelledby="cart-review-order" aria-busy={!result}>
      <PageTitle id="cart-review-order">Review your order</PageTitle>
      {result && (
        <>
          <Lead role="alert">Some apps could not be bought or installed:</Lead>
          <Products products={result.notPurchased} label="Apps not purchased" notes />
          {result.purchased.length > 0 && (
            <>
              <p>These were bought and installed:</p>
              <Products products={result.purchased} label="Purchased apps" notes={false} />
            </>
          )}
        </>
      )}
      {result && restoredAll(result.notPurchased, shownCart) && (
        <p data-restored>The apps that were not bought are back in your cart, as you left them.</p>
      )}
      <ButtonLink as={Link} to={CART_PATH} $variant="secondary">
        Back to your cart
      </ButtonLink>
    </Panel>
  );
}
