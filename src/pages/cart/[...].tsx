import { ClientOnlyShell } from '../../features/auth/components/client-only-shell';
import { Seo } from '../../ui/seo';

/** Client-only route /cart/* (§2). */
export default function CartRoute() {
  return <ClientOnlyShell area="your cart" />;
}

export function Head() {
  return <Seo title="Cart" description="Sign in to see your cart." path="/cart/" noindex />;
}
