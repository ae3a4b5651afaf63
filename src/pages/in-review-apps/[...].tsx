import type { PageProps } from 'gatsby';
import { lazy, Suspense } from 'react';
import { Seo } from '../../ui/seo';

// Lazily: the app page's header it shares would otherwise be split out of the app template's own chunk.
const OwnAppPage = lazy(() =>
  import(/* webpackChunkName: "own-app-page" */ '../../app/shell/own-app-page').then((module) => ({
    default: module.OwnAppPage,
  })),
);

/** Client-only route /in-review-apps/* (§2): the organization's own apps in review. */
export default function InReviewAppsRoute({ params }: PageProps) {
  return (
    <Suspense fallback={null}>
      <OwnAppPage kind="in-review" slug={(params['*'] ?? '').replace(/\/+$/, '')} />
    </Suspense>
  );
}

export function Head() {
  return <Seo title="Apps in review" description="Sign in to see your apps in review." path="/in-review-apps/" noindex />;
}
