import AddToCart, { type AddToCartProps } from '../../features/cart/components/add-to-cart';

/** The cart feature's Add to cart, loaded lazily by ShellProductActions on use (or for a signed-in user). */
export default function CartSlot(props: AddToCartProps) {
  return <AddToCart {...props} />;
}
