import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { storeSignedInAs, withInstallSandbox } from '../../features/install/install-test-kit';
import { ProductActionsProvider } from '../../ui/product-actions';
import { theme } from '../../ui/theme';
import { server } from '../../../sandbox/test-server';
import { siteConfig } from '../../core/config';
import { OwnAppPage, type OwnAppKind } from './own-app-page';
import { ShellProductActions } from './product-actions';

jest.mock('gatsby', () => jest.requireActual('../../../__mocks__/gatsby'));

// /private-apps/{slug} and /in-review-apps/{slug} (§2): the organization's own apps, signed in.
const sandbox = withInstallSandbox();

function mount(identity: string | null, kind: OwnAppKind, slug: string) {
  const store = storeSignedInAs(sandbox, identity, 'business');
  render(
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <ProductActionsProvider actions={ShellProductActions}>
          <OwnAppPage kind={kind} slug={slug} />
        </ProductActionsProvider>
      </ThemeProvider>
    </Provider>,
  );
}

it("shows the developer's private app with the app page header and its install action", async () => {
  mount('developer', 'private', 'buzzwise-plus-private');
  expect(await screen.findByRole('heading', { level: 1, name: 'Buzzwise Plus (private)' })).toBeInTheDocument();
  // The server-sized placeholder first, then the install chunk's own button.
  await waitFor(() => expect(screen.getByRole('button', { name: 'Install' })).toBeEnabled(), { timeout: 5000 });
});

it("shows the developer's app in review from /applications/reviewed", async () => {
  mount('developer', 'in-review', 'queuio-in-review');
  expect(await screen.findByRole('heading', { level: 1, name: 'Queuio (in review)' })).toBeInTheDocument();
});

it("says the app is not found for another organization's user", async () => {
  mount('owner', 'private', 'buzzwise-plus-private');
  expect(await screen.findByRole('heading', { name: 'App not found' })).toBeInTheDocument();
});

it('asks a visitor to sign in', async () => {
  mount(null, 'private', 'buzzwise-plus-private');
  expect(await screen.findByRole('heading', { name: 'Sign in to continue' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
});

it('shows the failure of the own-apps read as a failure, not "not found", and reads again on Try again', async () => {
  server.use(
    http.get(`${siteConfig.apiUrl.replace(/\/+$/, '')}/applications`, () => HttpResponse.json({}, { status: 500 }), {
      once: true,
    }),
  );
  mount('developer', 'private', 'buzzwise-plus-private');
  expect(await screen.findByText('Unexpected error')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: "We couldn't load your apps" })).toBeInTheDocument();
  expect(screen.queryByText('App not found')).toBeNull();
  await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Buzzwise Plus (private)' })).toBeInTheDocument();
});
