import { useEffect } from 'react';
import { pageHydrated } from '../../core/after-hydration';
import { hydrationEnded } from '../../ui/use-hydrated';

/** The parts that hydrate on their own: the shell, the page (its own boundary) and the shell's lazy chunks. */
export const HYDRATED_PARTS = ['shell', 'page', 'search', 'account', 'banner', 'footer'] as const;
export type HydratedPart = (typeof HYDRATED_PARTS)[number];

const hydrated = new Set<HydratedPart>();

/**
 * Renders nothing; its effect runs once the Suspense boundary it sits in has hydrated (React runs
 * a dehydrated boundary's effects only then). When every part has, <html data-hydrated> is set:
 * a signal for browser tests that the page is interactive and React has no more hydration to do.
 */
export function HydrationMark({ part }: { part: HydratedPart }) {
  useEffect(() => {
    hydrated.add(part);
    // The shell and the page are the first hydration (useHydrated's); the lazy parts come later.
    if ((part === 'shell' || part === 'page') && hydrated.has('shell') && hydrated.has('page')) hydrationEnded();
    if (HYDRATED_PARTS.every((name) => hydrated.has(name))) {
      document.documentElement.setAttribute('data-hydrated', '');
      // What the page does without until now starts loading (core/after-hydration.ts).
      pageHydrated();
    }
  }, [part]);
  return null;
}
