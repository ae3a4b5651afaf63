import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { navigate } from 'gatsby';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { siteConfig } from '../../../core/config';
import { theme } from '../../../ui/theme';
import { server } from '../../../../sandbox/test-server';
import { clearPricePreviews } from '../../../api-client/price-preview';
import { APPS, recordPagioCharge, storeSignedInAs, withBillingSandbox } from '../billing-test-kit';
import CheckoutRouter from './checkout-router';

jest.mock('gatsby', () => jest.requireActual('../../../../__mocks__/gatsby'));

// An app the organization already owns is not sold again (issue "Money and permissions a buyer can
// trust"): installed → 'Application is already installed.' (§8), a charge in progress → it is being
// bought; no Pay, a link back to the app. A cancelled subscription is renewed. Sandbox, real timers:
// `subscriber` starts with paid apps installed in each §4 status (sandbox/README.md, "Subscriptions").
const sandbox = withBillingSandbox();
let created: string[];

beforeEach(() => {
  clearPricePreviews();
  jest.mocked(navigate).mockClear();
  window.history.replaceState(null, '', '/checkout/x');
  created = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method !== 'GET') created.push(`${request.method} ${new URL(request.url).pathname}`);
  });
});
afterEach(() => server.events.removeAllListeners());

function mount(identity: string, slug: string, search = '') {
  const store = storeSignedInAs(sandbox, identity);
  render(
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <CheckoutRouter rest={slug} search={search} signIn={() => Promise.resolve()} />
      </ThemeProvider>
    </Provider>,
  );
  return store;
}

async function expectNotSold(kind: string, text: string, slug: string, name: string) {
  const note = await waitFor(() => {
    const found = document.querySelector(`[data-checkout-owned="${kind}"]`);
    if (!found) throw new Error(`no ${kind} note yet`);
    return found as HTMLElement;
  });
  expect(note).toHaveTextContent(text);
  expect(within(note).getByRole('link', { name: `Back to ${name}` })).toHaveAttribute('href', `/apps/${slug}/`);
  expect(screen.queryByRole('form')).toBeNull();
  expect(screen.queryByRole('button', { name: /^(Pay|Start)/ })).toBeNull();
  expect(created).toEqual([]);
}

it.each([
  ['pixelo', 'Pixelo', 'its subscription is active'],
  ['draftpulse', 'DraftPulse', 'installed with no charge at all'],
])("an installed app (%s: %s, %s): 'Application is already installed.', a link back, no Pay", async (slug, name) => {
  mount('subscriber', slug);
  await expectNotSold('installed', 'Application is already installed.', slug, name);
});

it('an app with a charge still pending (Handshakify Bridge): it is being bought', async () => {
  mount('subscriber', 'handshakify-bridge');
  await expectNotSold(
    'in-progress',
    'Handshakify Bridge is being bought: a payment for it is in progress. It is installed once that payment goes through.',
    'handshakify-bridge',
    'Handshakify Bridge',
  );
});

it.each(['pending', 'accepted', 'processed'] as const)(
  'a charge %s of the app made elsewhere (another tab, a link): it is being bought',
  async (status) => {
    const store = storeSignedInAs(sandbox, 'owner');
    recordPagioCharge(sandbox, store.getState().user!.user!.organizationId, status);
    mount('owner', APPS.oneTime.slug);
    await expectNotSold('in-progress', 'Pagio is being bought', APPS.oneTime.slug, 'Pagio');
  },
);

it('an app bought and installed (its charge succeeded): already installed', async () => {
  const store = storeSignedInAs(sandbox, 'owner');
  const organizationId = store.getState().user!.user!.organizationId;
  recordPagioCharge(sandbox, organizationId, 'success');
  sandbox.services.applications.recordInstall(organizationId, APPS.oneTime.id);
  mount('owner', APPS.oneTime.slug);
  await expectNotSold('installed', 'Application is already installed.', APPS.oneTime.slug, 'Pagio');
});

it.each([
  ['pixelowl', 'PixelOwl', 'cancelled'],
  ['chatfox', 'ChatFox', 'frozen'],
])('a cancelled subscription of an installed app (%s, %s charge) is renewed: the form, and says so', async (slug, name) => {
  mount('subscriber', slug);
  const form = await screen.findByRole('form', { name: `Buy ${name}` });
  expect(document.querySelector('[data-checkout="renewal"]')).toHaveTextContent(
    `Your ${name} subscription was cancelled: paying renews it.`,
  );
  expect(within(form).getByRole('button', { name: /^(Pay|Start)/ })).toBeInTheDocument();
});

it('an app whose last charge failed (not installed) is bought again', async () => {
  const store = storeSignedInAs(sandbox, 'owner');
  recordPagioCharge(sandbox, store.getState().user!.user!.organizationId, 'failed');
  mount('owner', APPS.oneTime.slug);
  expect(await screen.findByRole('form', { name: 'Buy Pagio' })).toBeInTheDocument();
  expect(document.querySelector('[data-checkout-owned]')).toBeNull();
});

it('says so when what the organization holds could not be read, and reads it again on Try again', async () => {
  server.use(
    http.get(`${siteConfig.apiUrl}/applications/installed`, () => HttpResponse.json({}, { status: 500 }), { once: true }),
  );
  mount('owner', APPS.oneTime.slug);
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent("We couldn't check whether Pagio is already yours.");
  expect(screen.queryByRole('form')).toBeNull();
  await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await screen.findByRole('form', { name: 'Buy Pagio' })).toBeInTheDocument();
});

it('reads nothing of the kind for a buyer refused before (no billing rights): no billing call at all', async () => {
  const reads: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (/applications\/installed|_charge/.test(request.url)) reads.push(request.url);
  });
  mount('agent', APPS.oneTime.slug);
  expect(await screen.findByText(/Buying apps needs billing rights on the LiveChat license/)).toBeInTheDocument();
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect(reads).toEqual([]);
});

it('a charge named in the URL (a reload mid-payment) is followed, not refused as in progress', async () => {
  const store = storeSignedInAs(sandbox, 'owner');
  const charge = recordPagioCharge(sandbox, store.getState().user!.user!.organizationId, 'processed');
  mount('owner', APPS.oneTime.slug, `?charge=${charge.id}&kind=direct_charge`);
  expect(await screen.findByRole('status')).toBeInTheDocument();
  expect(document.querySelector('[data-checkout-owned]')).toBeNull();
});
