import type { GatsbyBrowser } from 'gatsby';
import type { Renderer } from 'react-dom';
import { reportPageChange, serviceWorkerChanged, startDeferred } from './src/app/deferred-start';
import { hideDelayedLoadNotice, shouldUpdateScroll as updateScroll, showDelayedLoadNotice } from './src/app/browser-navigation';
import { expectHydration, hydrateInSlices } from './src/app/hydrate-in-slices';
import { hasSiteShell, wrapPageElement as wrapPage } from './src/app/page-element';
import { RootElement } from './src/app/root-element';
import { startSessionOnce } from './src/app/session-start';
import { startShellParts } from './src/app/shell/shell-parts';
import { makeSiteStore } from './src/app/site-store';
import { serviceWorkerActivated } from './src/app/offline-ready';
import { registerWorkerAfterHydration } from './src/app/worker-after-hydration';

// One store for the page's life, reachable from the route hooks below; its first state is the one
// the server rendered the page with, which hydration reads.
const store = makeSiteStore();
const serverState = store.getState();

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => (
  <RootElement store={store} serverState={serverState}>
    {element}
  </RootElement>
);

export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = wrapPage;

// The first hydration yields to the browser (src/app/hydrate-in-slices.ts). Gatsby still types the
// renderer as ReactDOM.render's overloads; it calls it with its root element and the #___gatsby node.
export const replaceHydrateFunction: GatsbyBrowser['replaceHydrateFunction'] = () => hydrateInSlices as unknown as Renderer;

// The session starts once per page load, not with a component (which a remount would repeat). The
// shell's parts that the page's hydration waits for start downloading now, beside the page's own
// scripts, on pages that have the shell. What waits for the hydration waits from now, the offline
// worker's registration (Gatsby's, right after this) included.
export const onClientEntry: GatsbyBrowser['onClientEntry'] = () => {
  expectHydration();
  registerWorkerAfterHydration();
  void startSessionOnce(store);
  if (hasSiteShell(window.location.pathname)) startShellParts();
};

export const shouldUpdateScroll = updateScroll;

export const onRouteUpdateDelayed: GatsbyBrowser['onRouteUpdateDelayed'] = () => showDelayedLoadNotice(store);

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ location }) => {
  hideDelayedLoadNotice(store);
  reportPageChange(location.pathname);
};

// The host bridge, telemetry and the deploy guards start after hydration, each in its own chunk.
export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => startDeferred(store);

// A new deploy's worker is installed while the old one controls the page: offer a reload.
export const onServiceWorkerUpdateReady: GatsbyBrowser['onServiceWorkerUpdateReady'] = () => serviceWorkerChanged(store, true);
// A worker took control (§4 `activated`): the pages opened from now on are saved for offline use.
export const onServiceWorkerActive: GatsbyBrowser['onServiceWorkerActive'] = () => serviceWorkerActivated();
// That worker was replaced or failed to install: no update is waiting any more.
export const onServiceWorkerRedundant: GatsbyBrowser['onServiceWorkerRedundant'] = () => serviceWorkerChanged(store, false);
