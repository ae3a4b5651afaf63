import type { PageProps } from 'gatsby';
import { OwnAppPage } from '../../app/shell/own-app-page';
import { Seo } from '../../ui/seo';

/** Client-only route /in-review-apps/* (§2): the organization's own apps in review. */
export default function InReviewAppsRoute({ params }: PageProps) {
  return <OwnAppPage kind="in-review" slug={(params['*'] ?? '').replace(/\/+$/, '')} />;
}

export function Head() {
  return <Seo title="Apps in review" description="Sign in to see your apps in review." path="/in-review-apps/" noindex />;
}
