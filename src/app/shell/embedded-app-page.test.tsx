import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { publishedReads } from '../../api-client/published-reads';
import { storeSignedInAs, withInstallSandbox } from '../../features/install/install-test-kit';
import { ProductActionsProvider } from '../../ui/product-actions';
import { theme } from '../../ui/theme';
import { server } from '../../../sandbox/test-server';
import { siteConfig } from '../../core/config';
import { EmbeddedAppPage } from './embedded-app-page';
import { ShellProductActions } from './product-actions';

jest.mock('gatsby', () => jest.requireActual('../../../__mocks__/gatsby'));

// /embedded-apps/{slug} (§2): a published app inside the host, from its public detail.
const sandbox = withInstallSandbox();
// Each test reads the detail afresh (the page reads it at most every 15000 ms).
afterEach(() => publishedReads.clear());

function mount(identity: string | null, slug: string) {
  render(
    <Provider store={storeSignedInAs(sandbox, identity, 'business')}>
      <ThemeProvider theme={theme}>
        <ProductActionsProvider actions={ShellProductActions}>
          <EmbeddedAppPage slug={slug} />
        </ProductActionsProvider>
      </ThemeProvider>
    </Provider>,
  );
}

it('shows a published app with the app page header and its install action, to a visitor too', async () => {
  mount(null, 'circly-assist');
  expect(await screen.findByRole('heading', { level: 1, name: 'Circly Assist' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Install' })).toBeInTheDocument();
});

it('offers the signed-in owner the install', async () => {
  mount('owner', 'circly-assist');
  expect(await screen.findByRole('heading', { level: 1, name: 'Circly Assist' })).toBeInTheDocument();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Install' })).toBeEnabled(), { timeout: 5000 });
});

it('says when there is no such app', async () => {
  mount(null, 'no-such-app');
  expect(await screen.findByRole('heading', { name: 'App not found' })).toBeInTheDocument();
});

it('says when the app could not be read', async () => {
  server.use(http.get(`${siteConfig.apiUrl.replace(/\/+$/, '')}/applications/:slug/published`, () => HttpResponse.error()));
  mount(null, 'circly-assist');
  expect(await screen.findByRole('heading', { name: "We couldn't load this app" })).toBeInTheDocument();
});

it('reads the detail once within 15000 ms when the page is shown again (§4 Loading, §9)', async () => {
  let reads = 0;
  server.use(
    http.get(`${siteConfig.apiUrl.replace(/\/+$/, '')}/applications/:slug/published`, () => {
      reads += 1;
      return undefined;
    }),
  );
  mount(null, 'circly-assist');
  expect(await screen.findByRole('heading', { level: 1, name: 'Circly Assist' })).toBeInTheDocument();
  cleanup();
  mount(null, 'circly-assist');
  expect(await screen.findByRole('heading', { level: 1, name: 'Circly Assist' })).toBeInTheDocument();
  expect(reads).toBe(1);
});
