// The steps one feature takes that another owns, plugged in once per page load (core/feature-hooks).
import './feature-hooks';
import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { ProductActionsProvider } from '../ui/product-actions';
import { theme } from '../ui/theme';
import { ShellProductActions } from './shell/product-actions';
import type { AppStore } from '../core/store';
import { makeSiteStore } from './site-store';

/**
 * Providers shared by gatsby-browser and gatsby-ssr (wrapRootElement): one store per page load
 * or server render, the theme, and the product actions that cards and product
 * pages show (provided here because src/ui may not import the features that own them).
 */
export function RootElement({
  children,
  store,
  serverState,
}: {
  children: ReactNode;
  store?: AppStore;
  /**
   * The state the server rendered with (the store's first): components hydrate with it, then take
   * the store's current state. Without it a change before or during hydration (a sign-in callback
   * refused at once, its notice) made the first render differ from the server's HTML, and React
   * threw the page's HTML away (hydration errors 418/423).
   */
  serverState?: ReturnType<AppStore['getState']>;
}) {
  const [ownStore] = useState(() => store ?? makeSiteStore());
  return (
    <Provider store={ownStore} serverState={serverState}>
      <ThemeProvider theme={theme}>
        <ProductActionsProvider actions={ShellProductActions}>{children}</ProductActionsProvider>
      </ThemeProvider>
    </Provider>
  );
}
