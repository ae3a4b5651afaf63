import AddToCart, { type AddToCartProps } from '../../features/cart/components/add-to-cart';
import { useAppSelector } from '../../core/hooks';
import { selectSessionUser } from '../../core/session';
import { ownsProduct } from '../../domain/auth/roles';

/**
 * The cart feature's Add to cart, loaded lazily by ShellProductActions on use (or for a signed-in
 * user), told whether the install feature knows the app as installed (§5: adding is refused then).
 * Not offered for the organization's own app (§5: a developer may not buy it; the install action
 * says so): it would only fail at the purchase.
 */
export default function CartSlot({ developerId, ...props }: Omit<AddToCartProps, 'installed'> & { developerId?: string | null }) {
  const installed = useAppSelector((state) => state.install?.installed.ids.includes(props.appId) ?? false);
  const own = useAppSelector((state) => ownsProduct(selectSessionUser(state)?.organizationId, developerId));
  if (own) return null;
  return <AddToCart {...props} installed={installed} />;
}
