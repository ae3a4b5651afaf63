import type { GatsbyBrowser } from 'gatsby';
import { hideDelayedLoadNotice, shouldUpdateScroll as updateScroll, showDelayedLoadNotice } from './src/app/browser-navigation';
import { RootElement } from './src/app/root-element';
import { makeStore } from './src/app/store';

// One store for the page's life, reachable from the route hooks below.
const store = makeStore();

export const wrapRootElement: GatsbyBrowser['wrapRootElement'] = ({ element }) => (
  <RootElement store={store}>{element}</RootElement>
);

export const shouldUpdateScroll = updateScroll;

export const onRouteUpdateDelayed: GatsbyBrowser['onRouteUpdateDelayed'] = () => showDelayedLoadNotice(store);

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = () => hideDelayedLoadNotice(store);
