import { ClientOnlyShell } from '../../features/auth/components/client-only-shell';
import { Seo } from '../../ui/seo';
import { SiteLayout } from '../../ui/site-layout';

/** Client-only route /checkout/* (§2). */
export default function CheckoutRoute() {
  return (
    <SiteLayout>
      <ClientOnlyShell area="your checkout" />
    </SiteLayout>
  );
}

export function Head() {
  return <Seo title="Checkout" description="Sign in to see your checkout." path="/checkout/" noindex />;
}
