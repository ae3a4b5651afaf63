import type { PageProps } from 'gatsby';
import { lazy, Suspense } from 'react';
import { Seo } from '../../ui/seo';

const EmbeddedPrivateAppPage = lazy(() =>
  import(/* webpackChunkName: "own-app-page" */ '../../app/shell/embedded-app-page').then((module) => ({
    default: module.EmbeddedPrivateAppPage,
  })),
);

/** Client-only route /embedded-private-apps/* (§2): the organization's private app, in the embedded layout. */
export default function EmbeddedPrivateAppsRoute({ params }: PageProps) {
  return (
    <Suspense fallback={null}>
      <EmbeddedPrivateAppPage slug={(params['*'] ?? '').replace(/\/+$/, '')} />
    </Suspense>
  );
}

export function Head() {
  return <Seo title="Private app" description="Sign in to see this private app." path="/embedded-private-apps/" noindex />;
}
