import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { makeStore } from '../../../core/store';
import { theme } from '../../../ui/theme';
import { EarlySample } from '../components/search-early-slot';

/** The providers the page renders the results view under. */
export const withResultProviders = (element: ReactElement) => (
  <Provider store={makeStore()}>
    <ThemeProvider theme={theme}>{element}</ThemeProvider>
  </Provider>
);

/**
 * The early script's sample as the server renders it into the search page's <template>
 * (search-early-slot.tsx). jsdom is not a server: react-redux's layout effect warns here, and only here.
 */
export function serverSampleHtml(): string {
  const error = jest.spyOn(console, 'error').mockImplementation((message: unknown, ...rest: unknown[]) => {
    if (typeof message === 'string' && message.includes('useLayoutEffect does nothing on the server')) return;
    console.warn(message, ...rest);
  });
  try {
    return renderToString(withResultProviders(<EarlySample />));
  } finally {
    error.mockRestore();
  }
}
