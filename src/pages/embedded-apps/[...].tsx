import type { PageProps } from 'gatsby';
import { lazy, Suspense } from 'react';
import { Seo } from '../../ui/seo';

// One chunk with the other own-app areas: the app page's header they share stays in the app template's.
const EmbeddedAppPage = lazy(() =>
  import(/* webpackChunkName: "own-app-page" */ '../../app/shell/embedded-app-page').then((module) => ({
    default: module.EmbeddedAppPage,
  })),
);

/** Client-only route /embedded-apps/* (§2): a published app inside the host, in the embedded layout. */
export default function EmbeddedAppsRoute({ params }: PageProps) {
  return (
    <Suspense fallback={null}>
      <EmbeddedAppPage slug={(params['*'] ?? '').replace(/\/+$/, '')} />
    </Suspense>
  );
}

export function Head() {
  return <Seo title="App" description="An app of the marketplace." path="/embedded-apps/" noindex />;
}
