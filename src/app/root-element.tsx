import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { GlobalStyle } from '../ui/global-style';
import { theme } from '../ui/theme';
import { makeStore, type AppStore } from './store';

/**
 * Providers shared by gatsby-browser and gatsby-ssr (wrapRootElement): one store per page load
 * or server render, the theme, and the global style.
 */
export function RootElement({ children, store }: { children: ReactNode; store?: AppStore }) {
  const [ownStore] = useState(() => store ?? makeStore());
  return (
    <Provider store={ownStore}>
      <ThemeProvider theme={theme}>
        <GlobalStyle />
        {children}
      </ThemeProvider>
    </Provider>
  );
}
