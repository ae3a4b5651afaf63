import { ClientOnlyShell } from '../../features/auth/components/client-only-shell';
import { Seo } from '../../ui/seo';

/** Client-only route /embedded-apps/* (§2). */
export default function EmbeddedAppsRoute() {
  return <ClientOnlyShell area="this app" />;
}

export function Head() {
  return <Seo title="App" description="Sign in to see this app." path="/embedded-apps/" noindex />;
}
