import { ClientOnlyShell } from '../../features/auth/components/client-only-shell';
import { Seo } from '../../ui/seo';

/** Client-only route /embedded-private-apps/* (§2). */
export default function EmbeddedPrivateAppsRoute() {
  return <ClientOnlyShell area="this private app" />;
}

export function Head() {
  return <Seo title="Private app" description="Sign in to see this private app." path="/embedded-private-apps/" noindex />;
}
