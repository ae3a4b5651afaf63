import { ClientOnlyShell } from '../../features/auth/components/client-only-shell';
import { Seo } from '../../ui/seo';

/** Client-only route /private-apps/* (§2). */
export default function PrivateAppsRoute() {
  return <ClientOnlyShell area="your private apps" />;
}

export function Head() {
  return <Seo title="Private apps" description="Sign in to see your private apps." path="/private-apps/" noindex />;
}
