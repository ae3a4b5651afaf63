import type { HeadProps, PageProps } from 'gatsby';
import { lazy, Suspense } from 'react';
import { Seo } from '../../ui/seo';

// Lazily: the app page's header it shares would otherwise be split out of the app template's own chunk.
const OwnAppPage = lazy(() =>
  import(/* webpackChunkName: "own-app-page" */ '../../app/shell/own-app-page').then((module) => ({
    default: module.OwnAppPage,
  })),
);
// The index (no slug): the developer's list of the organization's own apps.
const OwnAppsList = lazy(() =>
  import(/* webpackChunkName: "own-app-page" */ '../../app/shell/own-apps-list').then((module) => ({
    default: module.OwnAppsList,
  })),
);

/** Client-only route /in-review-apps/* (§2): the organization's own apps in review; the index lists all its own apps. */
export default function InReviewAppsRoute({ params }: PageProps) {
  const slug = (params['*'] ?? '').replace(/\/+$/, '');
  return <Suspense fallback={null}>{slug ? <OwnAppPage kind="in-review" slug={slug} /> : <OwnAppsList />}</Suspense>;
}

export function Head({ params }: HeadProps) {
  if (!(params['*'] ?? '').replace(/\/+$/, ''))
    return <Seo title="Your apps" description="Sign in to see your organization's own apps." path="/in-review-apps/" noindex />;
  return <Seo title="Apps in review" description="Sign in to see your apps in review." path="/in-review-apps/" noindex />;
}
