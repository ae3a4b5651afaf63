import type { PageProps } from 'gatsby';
import { OwnAppPage } from '../../app/shell/own-app-page';
import { Seo } from '../../ui/seo';

/** Client-only route /private-apps/* (§2): the organization's own private apps. */
export default function PrivateAppsRoute({ params }: PageProps) {
  return <OwnAppPage kind="private" slug={(params['*'] ?? '').replace(/\/+$/, '')} />;
}

export function Head() {
  return <Seo title="Private apps" description="Sign in to see your private apps." path="/private-apps/" noindex />;
}
