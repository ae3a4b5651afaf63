import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { storeSignedInAs, withInstallSandbox } from '../../features/install/install-test-kit';
import { theme } from '../../ui/theme';
import { server } from '../../../sandbox/test-server';
import { siteConfig } from '../../core/config';
import { OWN_APPS_TEXT, OwnAppsList } from './own-apps-list';

jest.mock('gatsby', () => jest.requireActual('../../../__mocks__/gatsby'));

// The index of /private-apps/ (§2): the organization's own apps, grouped by lifecycle (§4).
const sandbox = withInstallSandbox();
const API = siteConfig.apiUrl.replace(/\/+$/, '');

function mount(identity: string | null) {
  const store = storeSignedInAs(sandbox, identity, 'business');
  render(
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <OwnAppsList />
      </ThemeProvider>
    </Provider>,
  );
  return store;
}

const group = (name: string) => screen.getByRole('region', { name: new RegExp(`^${name} \\(`) });
const links = (region: HTMLElement) =>
  within(region)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

it("lists the developer's apps by lifecycle, each linking to its page", async () => {
  mount('developer');
  expect(screen.getByText('Loading…')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { level: 1, name: OWN_APPS_TEXT.title })).toBeInTheDocument();
  expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
    'In development (1)',
    'In review (1)',
    'Coming soon (1)',
  ]);
  expect(links(group('In development'))).toEqual([['Buzzwise Plus (private)', '/private-apps/buzzwise-plus-private/']]);
  expect(links(group('In review'))).toEqual([['Queuio (in review)', '/in-review-apps/queuio-in-review/']]);
  expect(links(group('Coming soon'))).toEqual([['Replify (coming soon)', '/private-apps/replify-accepted/']]);
});

it('says so when the organization has no apps of its own', async () => {
  mount('owner');
  // Under the page's own heading, in the list's place (not a centred panel of its own).
  expect(await screen.findByRole('heading', { level: 1, name: OWN_APPS_TEXT.title })).toBeInTheDocument();
  const empty = screen.getByRole('region', { name: OWN_APPS_TEXT.empty });
  expect(within(empty).getByRole('heading', { level: 2 })).toHaveTextContent(OWN_APPS_TEXT.empty);
  expect(within(empty).getByText(OWN_APPS_TEXT.emptyLead)).toBeInTheDocument();
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
});

it('asks a visitor to sign in, without reading the own apps', async () => {
  const reads: string[] = [];
  const listener = ({ request }: { request: Request }) => void reads.push(request.url);
  server.events.on('request:start', listener);
  mount(null);
  expect(await screen.findByRole('heading', { name: 'Sign in to continue' })).toBeInTheDocument();
  expect(screen.getByText('Sign in with your LiveChat or HelpDesk account to see your apps.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  server.events.removeListener('request:start', listener);
  expect(reads.filter((url) => url.startsWith(`${API}/applications`))).toEqual([]);
});

it('shows the failure of the read with its message, and reads again on Try again', async () => {
  server.use(http.get(`${API}/applications`, () => HttpResponse.json({}, { status: 500 }), { once: true }));
  mount('developer');
  const alert = await screen.findByRole('alert');
  expect(within(alert).getByRole('heading', { name: "We couldn't load your apps" })).toBeInTheDocument();
  expect(within(alert).getByText('Unexpected error')).toBeInTheDocument();
  await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('heading', { level: 1, name: OWN_APPS_TEXT.title })).toBeInTheDocument();
});
