import { ClientOnlyShell } from '../../features/auth/components/client-only-shell';
import { Seo } from '../../ui/seo';

/** Client-only route /checkout/* (§2). */
export default function CheckoutRoute() {
  return <ClientOnlyShell area="your checkout" />;
}

export function Head() {
  return <Seo title="Checkout" description="Sign in to see your checkout." path="/checkout/" noindex />;
}
