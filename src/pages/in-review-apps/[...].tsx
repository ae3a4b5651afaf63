import { ClientOnlyShell } from '../../features/auth/components/client-only-shell';
import { Seo } from '../../ui/seo';

/** Client-only route /in-review-apps/* (§2). */
export default function InReviewAppsRoute() {
  return <ClientOnlyShell area="your apps in review" />;
}

export function Head() {
  return <Seo title="Apps in review" description="Sign in to see your apps in review." path="/in-review-apps/" noindex />;
}
