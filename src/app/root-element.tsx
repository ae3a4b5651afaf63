import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { ProductActionsProvider } from '../ui/product-actions';
import { theme } from '../ui/theme';
import { ShellProductActions } from './shell/product-actions';
import { makeStore, type AppStore } from './store';

/**
 * Providers shared by gatsby-browser and gatsby-ssr (wrapRootElement): one store per page load
 * or server render, the theme, and the product actions that cards and product
 * pages show (provided here because src/ui may not import the features that own them).
 */
export function RootElement({ children, store }: { children: ReactNode; store?: AppStore }) {
  const [ownStore] = useState(() => store ?? makeStore());
  return (
    <Provider store={ownStore}>
      <ThemeProvider theme={theme}>
        <ProductActionsProvider actions={ShellProductActions}>{children}</ProductActionsProvider>
      </ThemeProvider>
    </Provider>
  );
}
