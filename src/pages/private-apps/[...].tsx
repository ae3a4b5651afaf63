import { ClientOnlyShell } from '../../features/auth/components/client-only-shell';
import { Seo } from '../../ui/seo';
import { SiteLayout } from '../../ui/site-layout';

/** Client-only route /private-apps/* (§2). */
export default function PrivateAppsRoute() {
  return (
    <SiteLayout>
      <ClientOnlyShell area="your private apps" />
    </SiteLayout>
  );
}

export function Head() {
  return <Seo title="Private apps" description="Sign in to see your private apps." path="/private-apps/" noindex />;
}
