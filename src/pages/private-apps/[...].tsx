import type { PageProps } from 'gatsby';
import { lazy, Suspense } from 'react';
import { Seo } from '../../ui/seo';

// Lazily: the app page's header it shares would otherwise be split out of the app template's own chunk.
const OwnAppPage = lazy(() =>
  import(/* webpackChunkName: "own-app-page" */ '../../app/shell/own-app-page').then((module) => ({
    default: module.OwnAppPage,
  })),
);

/** Client-only route /private-apps/* (§2): the organization's own private apps. */
export default function PrivateAppsRoute({ params }: PageProps) {
  return (
    <Suspense fallback={null}>
      <OwnAppPage kind="private" slug={(params['*'] ?? '').replace(/\/+$/, '')} />
    </Suspense>
  );
}

export function Head() {
  return <Seo title="Private apps" description="Sign in to see your private apps." path="/private-apps/" noindex />;
}
