import { afterMainContent } from '../core/main-content';
import type { AppStore } from '../core/store';

let started: Promise<void> | null = null;

/**
 * Starts the session once per page load (gatsby-browser's onClientEntry), outside any component,
 * so no remount or navigation can start it twice. The auth code comes in the shell's chunk
 * (src/build/site-shell-chunk.ts), after the first render's own scripts.
 */
export function startSessionOnce(store: AppStore): Promise<void> {
  started ??= afterMainContent(
    () => import(/* webpackChunkName: "shell-parts", webpackFetchPriority: "high" */ '../features/auth/start-session'),
  ).then(({ startSession }) => {
    startSession(store.dispatch);
  });
  return started;
}
