import { whenIdleAfterHydration } from '../core/after-hydration';

/**
 * gatsby-plugin-offline has Gatsby register the service worker at client entry, before the page
 * hydrates. Installing, the worker downloads its own scripts (workbox) and precaches the app shell,
 * the home page's chunk and the offline fallback page: on a slow phone those shared the network
 * with the chunks the page's hydration was waiting for. Gatsby calls navigator.serviceWorker.register
 * itself, with no option to delay it, so the call is wrapped here (at client entry, before Gatsby's):
 * the registration happens once the page has hydrated and the browser is idle. Nothing else changes:
 * the same worker, the same scope, the same promise of its registration.
 */
export function registerWorkerAfterHydration(container: ServiceWorkerContainer | undefined = navigator.serviceWorker): void {
  if (!container || typeof container.register !== 'function') return;
  const register = container.register.bind(container);
  container.register = (scriptURL, options) =>
    new Promise<void>((resolve) => void whenIdleAfterHydration(resolve)).then(() => register(scriptURL, options));
}
