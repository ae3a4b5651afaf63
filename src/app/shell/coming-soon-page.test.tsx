import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { publishedReads } from '../../api-client/published-reads';
import { storeSignedInAs, withInstallSandbox } from '../../features/install/install-test-kit';
import { server } from '../../../sandbox/test-server';
import { siteConfig } from '../../core/config';
import { RootElement } from '../root-element';
import { COMING_SOON_TEXT, ComingSoonAppPage, ComingSoonList } from './coming-soon-page';

jest.mock('gatsby', () => jest.requireActual('../../../__mocks__/gatsby'));
jest.mock('../../features/install/leave-site', () => ({ leaveSiteFor: jest.fn() }));

// §2 "apps coming soon": the public apps accepted but not published (§4), from the public list.
const sandbox = withInstallSandbox();
const API = siteConfig.apiUrl.replace(/\/+$/, '');
beforeEach(() => publishedReads.clear());

// The sandbox's five coming-soon apps, by name.
const COMING_SOON = [
  ['CobrowseHub', 'cobrowsehub'],
  ['IntentDock', 'intentdock'],
  ['PaperFlow', 'paperflow'],
  ['ProfileTrack', 'profiletrack'],
  ['Rapportline', 'rapportline'],
];
const COBROWSE_ID = '90ec47bd83f6f58c09da13ee';

/** The install chunk's own button (the placeholder while it loads is disabled). */
async function enabledNotifyMe(scope: HTMLElement) {
  await waitFor(() => expect(within(scope).getByRole('button', { name: 'Notify me' })).toBeEnabled(), { timeout: 5000 });
  return within(scope).getByRole('button', { name: 'Notify me' });
}

function mount(identity: string | null, page: JSX.Element) {
  const store = storeSignedInAs(sandbox, identity);
  render(<RootElement store={store}>{page}</RootElement>);
  return store;
}

describe('the list (/coming-soon-apps/)', () => {
  it('shows every coming-soon app, and no published one, each linking to its page with Notify me', async () => {
    mount(null, <ComingSoonList />);
    // The heading does not wait for the read (it is in the server's HTML, and paints at once).
    expect(screen.getByRole('heading', { level: 1, name: COMING_SOON_TEXT.title })).toBeInTheDocument();
    expect(screen.getByText('Loading…')).toHaveAttribute('aria-busy', 'true');
    const list = await screen.findByRole('list', { name: COMING_SOON_TEXT.title });
    expect(screen.queryByText('Loading…')).toBeNull();
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual(COMING_SOON.map(([name, slug]) => [name, `/coming-soon-apps/${slug}/`]));
    expect(within(list).getAllByRole('button', { name: 'Notify me' })).toHaveLength(5);
    expect(within(list).getAllByText('Coming soon')).toHaveLength(5);
    expect(within(list).queryByRole('button', { name: /Install|Add to cart|Compare/ })).toBeNull();
  });

  it('a signed-in user presses Notify me on a card and the request is recorded', async () => {
    mount('owner', <ComingSoonList />);
    const card = (await screen.findByRole('link', { name: 'CobrowseHub' })).closest('article')!;
    await userEvent.click(await enabledNotifyMe(card));
    expect(await within(card).findByRole('status')).toHaveTextContent("We'll let you know when this app is available.");
    expect(sandbox.services.applications.awaiting('org-acme')).toEqual([COBROWSE_ID]);
  });

  it('says so when no app is coming soon (a list of published apps only)', async () => {
    server.use(http.get(`${API}/applications/published`, () => HttpResponse.json(sandbox.services.catalogue.published())));
    mount(null, <ComingSoonList />);
    expect(await screen.findByRole('heading', { level: 1, name: 'No apps are coming soon right now' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all apps' })).toHaveAttribute('href', '/apps/');
  });

  it('shows the failure of the read, and reads again on Try again', async () => {
    server.use(http.get(`${API}/applications/published`, () => HttpResponse.json({}, { status: 500 }), { once: true }));
    mount(null, <ComingSoonList />);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: "We couldn't load the apps coming soon" })).toBeInTheDocument();
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: COMING_SOON_TEXT.title })).toBeInTheDocument();
  });
});

describe("an app's page (/coming-soon-apps/{slug})", () => {
  it('shows the app page header with Notify me in place of Install; pressing it notes the request', async () => {
    mount('owner', <ComingSoonAppPage slug="cobrowsehub" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'CobrowseHub' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: `← ${COMING_SOON_TEXT.back}` })).toHaveAttribute('href', '/coming-soon-apps/');
    const header = screen.getByRole('heading', { level: 1 }).closest('header')!;
    expect(within(header).getByText('Coming soon')).toBeInTheDocument();
    expect(within(header).queryByRole('button', { name: 'Install' })).toBeNull();
    await userEvent.click(await enabledNotifyMe(header));
    expect(await within(header).findByRole('status')).toHaveTextContent("We'll let you know when this app is available.");
    expect(sandbox.services.applications.awaiting('org-acme')).toEqual([COBROWSE_ID]);
  });

  it('offers no Add to cart for a paid app that is coming soon', async () => {
    mount(null, <ComingSoonAppPage slug="paperflow" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'PaperFlow' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Notify me' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
  });

  it('says the app is not found for a published app or an unknown address', async () => {
    mount(null, <ComingSoonAppPage slug="circly-assist" />);
    expect(await screen.findByRole('heading', { name: 'App not found' })).toBeInTheDocument();
    expect(screen.getByText('No app coming soon has the address circly-assist.')).toBeInTheDocument();
  });
});
