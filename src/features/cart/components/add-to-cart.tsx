import { Link } from 'gatsby';
import { useEffect, useRef, useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../core/hooks';
import { CART_PATH } from '../../../domain/cart/cart-purchase';
import { FAILURE } from '../../../domain/site/messages';
import { readGuestCart } from '../guest-cart';
import { selectCartState, selectSessionUser } from '../cart-selectors';
import { addProduct } from '../cart-thunks';
import { Button, LinkButton } from '../../../ui/button';

export interface AddToCartProps {
  appId: string;
  /** The app is installed for the organization: adding is refused (§5). */
  installed: boolean;
  /** The visitor clicked before this chunk loaded: add at once. */
  addNow: boolean;
  /** Unused: the design system's button is drawn instead (kept for the shell's existing call). */
  style?: React.CSSProperties;
}

/**
 * "Add to cart" of a paid app (§4: also for a signed-out visitor, kept in the browser until
 * sign-in); refused once the app is installed. When the app is in the cart, a link to it instead.
 */
export default function AddToCart({ appId, installed, addNow }: AddToCartProps) {
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectSessionUser);
  const inCart = useAppSelector((state) => selectCartState(state).cart?.products.some((product) => product.id === appId));
  const busy = useAppSelector((state) => selectCartState(state).busy[appId] === true);
  const [saved, setSaved] = useState(() => readGuestCart().includes(appId));
  const [message, setMessage] = useState<string | null>(null);
  const started = useRef(false);

  const add = () => {
    if (installed) {
      setMessage(FAILURE.alreadyInstalled);
      return;
    }
    void dispatch(addProduct(appId)).then((added) => {
      if (added && !user) setSaved(true);
    });
  };
  useEffect(() => {
    if (!addNow || started.current) return;
    started.current = true;
    add();
    // Once, for the click that loaded this chunk.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [addNow]);

  if (installed && !message) return null;
  if (inCart || (!user && saved)) {
    return (
      <LinkButton as={Link} to={CART_PATH} $size="sm" data-in-cart>
        In cart – view cart
      </LinkButton>
    );
  }
  return (
    <>
      <Button size="sm" onClick={add} pending={busy} disabled={installed}>
        Add to cart
      </Button>
      {message && <span role="alert">{message}</span>}
    </>
  );
}
