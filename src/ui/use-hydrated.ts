import { startTransition, useEffect, useState, useSyncExternalStore } from 'react';
import { releaseEarlyInput } from './early-input';

/*
 * While the page's first hydration is under way (from the app's hydrate function until the shell
 * and the page have hydrated). Outside of it (client-only pages, tests, every page after the
 * first) a component mounts hydrated.
 */
let hydrating = false;
/** Components that hydrated with the server's value, waiting to take the browser's. */
const waiting = new Set<() => void>();

/** Should the page never finish hydrating (its code failed to load), components still move on. */
const HYDRATION_FALLBACK_MS = 5000;

/** The app's hydrate function: the first hydration starts. */
export function hydrationStarted(): void {
  hydrating = true;
  setTimeout(hydrationEnded, HYDRATION_FALLBACK_MS);
}

/**
 * The shell and the page have hydrated. After the effects of that commit (React checks each
 * component's value against the browser's in them), every component that hydrated with the
 * server's value takes the browser's in one transition, which React renders in slices.
 */
export function hydrationEnded(): void {
  if (!hydrating) return;
  queueMicrotask(() => {
    hydrating = false;
    const flips = [...waiting];
    waiting.clear();
    startTransition(() => flips.forEach((flip) => flip()));
    // The presses taken before now run on the hydrated page (after the effects of its hydration).
    releaseEarlyInput();
  });
}

const noSubscription = () => () => undefined;
const browserValue = () => !hydrating;
const serverValue = () => false;

/**
 * False while React hydrates the server HTML (and on the server), true after. State that the
 * browser may know before hydration (the session starts at client entry) must not be rendered
 * during hydration: React keeps the server's attributes when they differ, and an inserted element
 * fails the hydration of its boundary.
 *
 * A component mounted after the first hydration is true at once. One that hydrated turns true once
 * the page has hydrated, as a transition: with useSyncExternalStore alone, React re-rendered every
 * such component (each card's actions on a listing) in one synchronous task right after hydrating.
 */
export function useHydrated(): boolean {
  // Hydrating, React takes the server's value; mounting afresh, the browser's.
  const atMount = useSyncExternalStore(noSubscription, browserValue, serverValue);
  const [flipped, setFlipped] = useState(false);
  useEffect(() => {
    if (atMount || flipped) return undefined;
    const flip = () => setFlipped(true);
    if (!hydrating) {
      startTransition(flip);
      return undefined;
    }
    waiting.add(flip);
    return () => {
      waiting.delete(flip);
    };
  }, [atMount, flipped]);
  return atMount || flipped;
}
