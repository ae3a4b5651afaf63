import { ClientOnlyShell } from '../../features/auth/components/client-only-shell';
import { Seo } from '../../ui/seo';
import { SiteLayout } from '../../ui/site-layout';

/** Client-only route /cart/* (§2). */
export default function CartRoute() {
  return (
    <SiteLayout>
      <ClientOnlyShell area="your cart" />
    </SiteLayout>
  );
}

export function Head() {
  return <Seo title="Cart" description="Sign in to see your cart." path="/cart/" noindex />;
}
