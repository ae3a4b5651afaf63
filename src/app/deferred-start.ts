import { PATH_PREFIX } from './config';
import type { AppStore } from './store';

/**
 * What runs after hydration, outside every page's first-load JS (each a dynamic import): the host
 * bridge, telemetry, and the deploy guards. Page changes before they are ready are kept (the last
 * one) and reported once they are.
 */
interface PageChangeListener {
  pageChanged(pathname: string): void;
}

let listeners: PageChangeListener[] | null = null;
let starting = false;
let lastPath: string | null = null;

/** The site path of a location pathname (without the /marketplace prefix). */
const sitePath = (pathname: string) =>
  (pathname === PATH_PREFIX || pathname.startsWith(`${PATH_PREFIX}/`) ? pathname.slice(PATH_PREFIX.length) : pathname) || '/';

export function startDeferred(store: AppStore): void {
  if (starting) return;
  starting = true;
  const run = () => {
    void Promise.all([
      import('./host-wiring').then(({ startHostWiring }) => startHostWiring(store)),
      import('./telemetry-wiring').then(({ startTelemetry }) => startTelemetry(store)),
      import('./service-worker-updates').then(({ reloadOnceOnChunkFailure }) => {
        reloadOnceOnChunkFailure(window);
        return { pageChanged: () => undefined };
      }),
    ]).then(
      (started) => {
        listeners = started;
        if (lastPath !== null) for (const listener of started) listener.pageChanged(lastPath);
      },
      () => undefined,
    );
  };
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 1);
}

/** §2: each page change is reported with its path (host navigate message, virtual page view). */
export function reportPageChange(pathname: string): void {
  lastPath = sitePath(pathname);
  if (listeners) for (const listener of listeners) listener.pageChanged(lastPath);
}
