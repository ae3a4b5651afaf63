import AddToCart, { type AddToCartProps } from '../../features/cart/components/add-to-cart';
import { useAppSelector } from '../../core/hooks';

/**
 * The cart feature's Add to cart, loaded lazily by ShellProductActions on use (or for a signed-in
 * user), told whether the install feature knows the app as installed (§5: adding is refused then).
 */
export default function CartSlot(props: Omit<AddToCartProps, 'installed'>) {
  const installed = useAppSelector((state) => state.install?.installed.ids.includes(props.appId) ?? false);
  return <AddToCart {...props} installed={installed} />;
}
