import { startTransition, useEffect, type ReactElement, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { pageHydrationStarted } from '../core/after-hydration';
import { releaseEarlyInput } from '../ui/early-input';
import { hydrationStarted } from '../ui/use-hydrated';

/**
 * Gatsby's renderer, with the first hydration as a transition: React then hydrates the whole page
 * in slices that yield to the browser (a page's hydration was its longest task), instead of only
 * the parts inside Suspense boundaries. Input during hydration still wins: React hydrates what was
 * clicked or typed into first. Client-only pages (an empty focus wrapper, as Gatsby decides) are
 * rendered, not hydrated, as Gatsby's own renderer does.
 */
export function hydrateInSlices(element: ReactElement, container: Element | null): void {
  if (!container) return;
  if (!hasServerContent()) {
    createRoot(container).render(<ReleaseOnCommit>{element}</ReleaseOnCommit>);
    return;
  }
  hydrationStarted();
  pageHydrationStarted();
  startTransition(() => {
    hydrateRoot(container, element);
  });
}

/** The server rendered the page's content (Gatsby's focus wrapper has some): it will be hydrated. */
const hasServerContent = () => Boolean(document.getElementById('gatsby-focus-wrapper')?.children.length);

/**
 * Client entry: a page with server-rendered content is going to hydrate. What waits for its
 * hydration (core/after-hydration.ts) waits from now, not only once the hydration has started:
 * the shell's file runs first, and the session's code it asks for after hydration had been asked
 * for at once, beside the chunks the hydration was still waiting for.
 */
export function expectHydration(): void {
  if (hasServerContent()) pageHydrationStarted();
}

/**
 * Nothing to hydrate: presses taken meanwhile wait for their controls to render, then run. Released
 * once React has put its page in place, not when asked to render: until that commit the server's
 * controls (the header's "Sign in") are still on screen, and a press on one, no longer held, was
 * lost with it.
 */
function ReleaseOnCommit({ children }: { children: ReactNode }) {
  useEffect(() => releaseEarlyInput(), []);
  return children;
}
