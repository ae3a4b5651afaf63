import { makeSiteStore, RootElement } from '../../../testing/site';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useStaticQuery } from 'gatsby';
import { http, HttpResponse } from 'msw';
import { renderToString } from 'react-dom/server';
import { server } from '../../../../sandbox/test-server';
import { COMPARE_LINK_LIMIT_MESSAGE } from '../../../domain/catalogue/compare';
import { compareSelectionRestored } from '../compare-slice';
import { CompareTray } from '../index';
import { ComparePage } from './compare-page';
import { apiPayment } from '../../../domain/testing/api-payment';

// The build's static query answer (known app slugs) is absent unless a test provides it.
jest.mock('gatsby', () => jest.requireActual('../../../../__mocks__/gatsby'));

const app = (slug: string, name: string, extra: Record<string, unknown> = {}) => ({
  slug,
  name,
  icon: `/images/apps/${slug}.svg`,
  isService: false,
  payment: null,
  trialDays: 0,
  rate: 4.2,
  votes: 10,
  compatibility: ['livechat'],
  widgets: [],
  languages: ['English'],
  company: `${name} Inc`,
  developerSlug: `${slug}-inc`,
  ...extra,
});

const APPS: Record<string, ReturnType<typeof app>> = {
  alpha: app('alpha', 'Alpha', {
    payment: apiPayment({ price: 1499, trialDays: 14, perAccount: true }),
    trialDays: 14,
    widgets: [{ placement: 'plugin' }, { placement: 'fullscreen' }],
    scopes: ['chats--all:ro', 'customers:rw', 'mystery_scope'],
  }),
  beta: app('beta', 'Beta', { compatibility: ['livechat', 'helpdesk'], languages: ['English', 'Polish'], scopes: [] }),
  gamma: app('gamma', 'Gamma', { developerSlug: null }),
  delta: app('delta', 'Delta'),
  clipboost: app('clipboost', 'ClipBoost', {
    payment: apiPayment({ price: 2900 }),
    customProps: { discountFrom: '2000-01-01T00:00:00.000Z', discountTo: '2999-12-31T23:59:59.000Z', discountPercent: '10' },
    discountActive: true,
  }),
  tutor: app('tutor', 'Tutor', {
    payment: apiPayment({ price: 9000, frequency: 'hourly' }),
  }),
};

function serveApps() {
  server.use(
    http.get('http://localhost/page-data/apps/:slug/page-data.json', ({ params }) => {
      const found = APPS[String(params.slug)];
      return found ? HttpResponse.json({ result: { data: { app: found } } }) : new HttpResponse('Not found', { status: 404 });
    }),
  );
}

function open(search: string, store = makeSiteStore()) {
  window.history.replaceState(null, '', `/apps/compare/${search}`);
  render(
    <RootElement store={store}>
      <ComparePage />
      <CompareTray />
    </RootElement>,
  );
  return store;
}

const columnNames = () =>
  screen.getAllByRole('columnheader').map((cell) => within(cell).queryByRole('link')?.textContent ?? cell.textContent);

describe('ComparePage', () => {
  beforeEach(serveApps);
  afterEach(() => {
    window.localStorage.clear();
    window.history.replaceState(null, '', '/');
  });

  it('renders only a loading state on the server, whatever the URL says', () => {
    window.history.replaceState(null, '', '/apps/compare/?ids=alpha,beta');
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined); // Provider's layout effect in jsdom
    const html = renderToString(
      <RootElement store={makeSiteStore()}>
        <ComparePage />
      </RootElement>,
    );
    errors.mockRestore();
    expect(html).toContain('Loading the comparison');
    expect(html).not.toMatch(/alpha|Alpha/);
  });

  it('shows the apps of the URL side by side with row headers', async () => {
    open('?ids=alpha,beta,gamma');
    await waitFor(() => expect(columnNames()).toEqual(['Alpha', 'Beta', 'Gamma']));
    const table = screen.getByRole('table', { name: 'Comparison of Alpha, Beta and Gamma' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Price',
      'Billing',
      'Free trial',
      'Rating',
      'Works with',
      'Widget placements',
      'Languages',
      'Permissions',
      'Developer',
    ]);
    const row = (label: string) => within(table).getByRole('rowheader', { name: label }).closest('tr') as HTMLElement;
    expect(row('Price')).toHaveTextContent('$14.99 / agent / month');
    expect(row('Price')).toHaveTextContent('Free');
    expect(row('Billing')).toHaveTextContent('Monthly, per agent');
    expect(row('Free trial')).toHaveTextContent('14 days');
    expect(row('Works with')).toHaveTextContent('LiveChatHelpDesk');
    expect(row('Widget placements')).toHaveTextContent('PluginFull screen');
    expect(row('Permissions')).toHaveTextContent('ChatsRead only');
    expect(row('Permissions')).toHaveTextContent('CustomersRead and write');
    expect(row('Permissions')).toHaveTextContent('Other: mystery_scope');
    expect(row('Permissions')).toHaveTextContent('This app does not access your account data.');
    expect(within(row('Developer')).getByRole('link', { name: 'Alpha Inc' })).toHaveAttribute('href', '/developers/alpha-inc/');
    expect(row('Developer')).toHaveTextContent('Gamma Inc');
    expect(within(table).getByRole('link', { name: 'Alpha' })).toHaveAttribute('href', '/apps/alpha/');
  });

  it('shows a discounted price with the old one struck through, and an hourly rate per hour', async () => {
    open('?ids=clipboost,tutor');
    await waitFor(() => expect(columnNames()).toEqual(['ClipBoost', 'Tutor']));
    const table = screen.getByRole('table');
    const cells = within(within(table).getByRole('rowheader', { name: 'Price' }).closest('tr') as HTMLElement).getAllByRole(
      'cell',
    );
    expect(cells.map((cell) => cell.textContent)).toEqual(['$26.10 / monthRegular price $29 / month10% off', '$90 / hour']);
    expect(cells[0].querySelector('s')?.textContent).toBe('Regular price $29 / month');
    const billing = within(within(table).getByRole('rowheader', { name: 'Billing' }).closest('tr') as HTMLElement).getAllByRole(
      'cell',
    );
    expect(billing.map((cell) => cell.textContent)).toEqual(['Monthly, per organization', 'Hourly, per organization']);
  });

  it('makes the apps shown the compare selection, and hides the tray on this page', async () => {
    const store = makeSiteStore();
    store.dispatch(compareSelectionRestored([{ slug: 'delta', name: 'Delta' }]));
    open('?ids=beta,alpha', store);
    expect(screen.queryByRole('region', { name: 'Compare apps' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(store.getState().compare.items).toEqual([
        { slug: 'beta', name: 'Beta' },
        { slug: 'alpha', name: 'Alpha' },
      ]),
    );
  });

  it('shows a message for an unknown slug in its column instead of failing', async () => {
    const store = open('?ids=alpha,nope');
    await screen.findByText("We couldn't find an app called 'nope'");
    expect(columnNames()[0]).toBe('Alpha');
    await waitFor(() => expect(store.getState().compare.items).toEqual([{ slug: 'alpha', name: 'Alpha' }]));
  });

  it('answers an id the build has no app page for without requesting its page data (no failed request in the console)', async () => {
    jest.mocked(useStaticQuery).mockReturnValue({ apps: { nodes: [{ slug: 'alpha' }, { slug: 'beta' }] } });
    const requested: string[] = [];
    const listener = ({ request }: { request: Request }) => requested.push(new URL(request.url).pathname);
    server.events.on('request:start', listener);
    try {
      const store = open('?ids=alpha,nope');
      await screen.findByText("We couldn't find an app called 'nope'");
      await waitFor(() => expect(store.getState().compare.items).toEqual([{ slug: 'alpha', name: 'Alpha' }]));
      expect(requested).toEqual(['/page-data/apps/alpha/page-data.json']);
    } finally {
      server.events.removeListener('request:start', listener);
      jest.mocked(useStaticQuery).mockReset();
    }
  });

  it('offers a retry when an app fails to load', async () => {
    server.use(http.get('http://localhost/page-data/apps/beta/page-data.json', () => HttpResponse.error(), { once: true }));
    open('?ids=alpha,beta');
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(columnNames()).toEqual(['Alpha', 'Beta']));
  });

  it('shows the first three of more ids, explains the limit and rewrites the URL', async () => {
    open('?ids=alpha,beta,gamma,delta');
    expect(await screen.findByText(COMPARE_LINK_LIMIT_MESSAGE)).toBeInTheDocument();
    await waitFor(() => expect(columnNames()).toEqual(['Alpha', 'Beta', 'Gamma']));
    expect(window.location.search).toBe('?ids=alpha,beta,gamma');
  });

  it('removes a column: the URL and the selection follow', async () => {
    const store = open('?ids=alpha,beta,gamma&utm_source=mail');
    await waitFor(() => expect(columnNames()).toEqual(['Alpha', 'Beta', 'Gamma']));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Beta from comparison' }));
    expect(columnNames()).toEqual(['Alpha', 'Gamma']);
    expect(window.location.search).toBe('?utm_source=mail&ids=alpha,gamma');
    await waitFor(() => expect(store.getState().compare.items.map((item) => item.slug)).toEqual(['alpha', 'gamma']));
    expect(screen.getByRole('region', { name: 'Comparison of Alpha and Gamma' })).toHaveFocus();

    fireEvent.click(screen.getByRole('button', { name: 'Remove Alpha from comparison' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Gamma from comparison' }));
    expect(screen.getByRole('heading', { name: 'Nothing to compare yet' })).toHaveFocus();
    expect(window.location.search).toBe('?utm_source=mail');
    await waitFor(() => expect(store.getState().compare.items).toEqual([]));
  });

  it('shows a helpful empty state, linking to all apps, without ids', async () => {
    const store = makeSiteStore();
    store.dispatch(compareSelectionRestored([{ slug: 'delta', name: 'Delta' }]));
    open('', store);
    expect(await screen.findByRole('heading', { name: 'Nothing to compare yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse apps' })).toHaveAttribute('href', '/apps/');
    // Opening the page without ids leaves the selection alone.
    expect(store.getState().compare.items).toEqual([{ slug: 'delta', name: 'Delta' }]);
  });

  it.each(['?ids=', '?ids=,,,', '?ids=%E0%A4%A', '?ids=%3Cscript%3E,UPPER,a_b', '?ids', '?ids=../../etc/passwd', '?foo=bar&&&='])(
    'never crashes or logs an error on a malformed query (%s)',
    async (search) => {
      const errors = jest.spyOn(console, 'error');
      open(search);
      expect(await screen.findByRole('heading', { name: 'Nothing to compare yet' })).toBeInTheDocument();
      expect(errors).not.toHaveBeenCalled();
      errors.mockRestore();
    },
  );

  it('reads ids repeated as separate parameters', async () => {
    open('?ids=alpha&ids=beta');
    await waitFor(() => expect(columnNames()).toEqual(['Alpha', 'Beta']));
    expect(window.location.search).toBe('?ids=alpha,beta');
  });

  it('says the link named nothing usable when ids were present but invalid', async () => {
    open('?ids=NOT_VALID');
    expect(await screen.findByText(/This link doesn't name any apps we can compare/)).toBeInTheDocument();
  });

  it('stops loading when the page is left', async () => {
    window.history.replaceState(null, '', '/apps/compare/?ids=alpha');
    const errors = jest.spyOn(console, 'error');
    const view = render(
      <RootElement store={makeSiteStore()}>
        <ComparePage />
      </RootElement>,
    );
    view.unmount();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
