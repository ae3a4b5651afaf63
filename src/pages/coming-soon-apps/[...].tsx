import type { HeadProps, PageProps } from 'gatsby';
import { lazy, Suspense } from 'react';
import { Seo } from '../../ui/seo';
import { useHydrated } from '../../ui/use-hydrated';

// Lazily, like the other client-only areas: the app page's header it shares stays in its own chunk.
const ComingSoonList = lazy(() =>
  import(/* webpackChunkName: "coming-soon-page" */ '../../app/shell/coming-soon-page').then((module) => ({
    default: module.ComingSoonList,
  })),
);
const ComingSoonAppPage = lazy(() =>
  import(/* webpackChunkName: "coming-soon-page" */ '../../app/shell/coming-soon-page').then((module) => ({
    default: module.ComingSoonAppPage,
  })),
);

const slugOf = (params: Record<string, string | undefined>) => (params['*'] ?? '').replace(/\/+$/, '');

/**
 * Client-only route /coming-soon-apps/* (§2 "apps coming soon"): each app's page. The list has its
 * own page (index.tsx); should this shell be asked for the bare area, it shows the list once mounted.
 * The shell's HTML is the same for every address, an app's loading state, so hydration matches it.
 */
export default function ComingSoonAppsRoute({ params }: PageProps) {
  const slug = slugOf(params);
  // A transition once the page has hydrated (use-hydrated.ts), not a plain state set in an effect:
  // that update reached the Suspense boundary below while its lazy chunk was still coming, and
  // React threw error #421 (seen by the console sweep, on a run where the chunk came late).
  const mounted = useHydrated();
  return <Suspense fallback={null}>{slug || !mounted ? <ComingSoonAppPage slug={slug} /> : <ComingSoonList />}</Suspense>;
}

export function Head({ params }: HeadProps) {
  return (
    <Seo
      title={slugOf(params) ? 'App coming soon' : 'Apps coming soon'}
      description="Apps accepted into the marketplace that are about to be published: ask to be notified."
      path="/coming-soon-apps/"
      noindex
    />
  );
}
