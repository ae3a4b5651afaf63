import type { UnknownAction } from '@reduxjs/toolkit';
import { act, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { fakeFrame } from '../../features/host/host-test-kit';
import { storeSignedInAs, withInstallSandbox } from '../../features/install/install-test-kit';
import { ProductActions, type ProductActionTarget } from '../../ui/product-actions';
import { server } from '../../../sandbox/test-server';
import { siteConfig } from '../../core/config';
import { addEffect } from '../../core/effects';
import { startHostWiring } from '../host-wiring';
import { RootElement } from '../root-element';
import type { AppStore } from '../../core/store';

jest.mock('gatsby', () => jest.requireActual('../../../__mocks__/gatsby'));

// §4 App subscription status on the app page of an installed paid app, read from the sandbox's
// billing service (§7 Billing: GET /recurrent_charge/{product}?order_client_id&status). The
// `subscriber` identity starts with one paid app per status (sandbox/README.md, "Subscriptions").
const sandbox = withInstallSandbox();

const app = (slug: string, placements: string[] = ['settings']): ProductActionTarget => {
  const found = sandbox.services.catalogue.published().find((candidate) => candidate.slug === slug)!;
  return { appId: found.id, slug, name: found.name, isService: false, payment: found.payment, placements };
};

/** The recurrent-charge reads the page makes, as the service receives them. */
function chargeReads(): URL[] {
  const reads: URL[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname.startsWith('/recurrent_charge/')) reads.push(url);
  };
  beforeEach(() => {
    reads.splice(0);
    server.events.on('request:start', listener);
  });
  afterEach(() => server.events.removeListener('request:start', listener));
  return reads;
}

function showPage(store: AppStore, product: ProductActionTarget, placement: 'page' | 'card' = 'page') {
  return render(
    <RootElement store={store}>
      <ProductActions product={product} placement={placement} />
    </RootElement>,
  );
}

const statusLine = () => document.querySelector('[data-subscription-status]');
// The chunks load lazily: slow under load, hence the longer waits.
const LONG = { timeout: 5000 };
jest.setTimeout(15_000);

describe('the subscription status of an installed paid app (§4)', () => {
  const reads = chargeReads();

  it('reads the app’s recurrent charges of the signed-in organization and shows an active subscription', async () => {
    const pixelo = app('pixelo');
    showPage(storeSignedInAs(sandbox, 'subscriber'), pixelo);
    expect(await screen.findByText('Subscription active', {}, LONG)).toHaveAttribute('data-subscription-status', 'active');
    expect(screen.getByRole('link', { name: 'Open settings' })).toBeInTheDocument();
    // §7 Billing: GET /recurrent_charge/{product}?order_client_id — the order is the app id; the
    // other product's charges are read beside (a cart records a charge under the app's own product).
    expect(reads.map((url) => url.pathname)).toEqual([`/recurrent_charge/${siteConfig.product}`, '/recurrent_charge/helpdesk']);
    expect(reads[0].searchParams.get('order_client_id')).toBe(pixelo.appId);
  });

  it('shows a cancelled subscription with a renewal through the checkout', async () => {
    showPage(storeSignedInAs(sandbox, 'subscriber'), app('pixelowl', ['reports']));
    const line = await screen.findByText(/^Subscription cancelled/, {}, LONG);
    expect(line).toHaveTextContent('Subscription cancelled — Renew');
    expect(screen.getByRole('link', { name: 'Renew' })).toHaveAttribute('href', '/checkout/pixelowl');
  });

  it('reads a frozen charge (a failed renewal) as cancelled too', async () => {
    showPage(storeSignedInAs(sandbox, 'subscriber'), app('chatfox'));
    expect(await screen.findByText(/^Subscription cancelled/, {}, LONG)).toBeInTheDocument();
  });

  it('says no plan is assigned while the only charge is still being bought', async () => {
    showPage(storeSignedInAs(sandbox, 'subscriber'), app('handshakify-bridge', ['plugin']));
    expect(await screen.findByText('No plan assigned', {}, LONG)).toBeInTheDocument();
  });

  it('says nothing of an installed paid app that was never charged', async () => {
    showPage(storeSignedInAs(sandbox, 'subscriber'), app('draftpulse', ['targeted-message']));
    await waitFor(
      () => expect(reads.map((url) => url.pathname)).toEqual(['/recurrent_charge/livechat', '/recurrent_charge/helpdesk']),
      LONG,
    );
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByRole('button', { name: 'Installed' })).toBeInTheDocument();
    expect(statusLine()).toBeNull();
  });

  it("shows the status of a charge a cart recorded under the app's own product, the other one", async () => {
    // Olivia's organization has both licenses; Quizio is a help-desk app.
    const store = storeSignedInAs(sandbox, 'owner');
    const quizio = app('quizio', ['plugin']);
    const grant = sandbox.services.accounts.authenticate(store.getState().user!.user!.token)!;
    const charge = {
      kind: 'recurrent_charge',
      appId: quizio.appId!,
      name: 'Quizio',
      price: 2500,
      quantity: 1,
      perAccount: false,
      months: 1,
      trialDays: 0,
    } as const;
    // An older charge of the same app under this build's product, cancelled: the newer one decides.
    const organization = grant.organizationId;
    sandbox.services.billing.recordCharge(
      organization,
      { ...charge, product: 'livechat' },
      'cancelled',
      Date.parse('2025-01-01T00:00:00Z'),
    );
    sandbox.services.billing.recordCartCharge(organization, { ...charge, product: 'helpdesk' });
    // Installed against that settled charge (the sandbox installs a paid app only then).
    expect(sandbox.services.applications.install(grant, quizio.appId!)).toMatchObject({ ok: true });
    showPage(store, quizio);
    expect(await screen.findByText('Subscription active', {}, LONG)).toBeInTheDocument();
  });

  it('is not read for a paid app that is not installed, on a card, or for a visitor', async () => {
    const { unmount } = showPage(storeSignedInAs(sandbox, 'owner'), app('pixelo'));
    expect(await screen.findByRole('link', { name: 'Buy at checkout' }, LONG)).toBeInTheDocument();
    unmount();
    const card = showPage(storeSignedInAs(sandbox, 'subscriber'), app('pixelo'), 'card');
    expect(await screen.findByRole('link', { name: 'Open settings' }, LONG)).toBeInTheDocument();
    card.unmount();
    showPage(storeSignedInAs(sandbox, null), app('pixelo'));
    // §4: a visitor is shown the way to buy a paid app, not an Install it could never do.
    expect(screen.getByRole('link', { name: 'Buy at checkout' })).toHaveAttribute('href', '/checkout/pixelo');
    expect(screen.queryByRole('button', { name: 'Install' })).toBeNull();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(reads).toEqual([]);
    expect(statusLine()).toBeNull();
  });

  it('is not read for an installed free app', async () => {
    const store = storeSignedInAs(sandbox, 'owner');
    const free = sandbox.services.catalogue
      .published()
      .find(
        (it) => !it.payment && it.installable && !it.plan && it.product === 'livechat' && it.customProps.isService !== 'true',
      )!;
    const token = store.getState().user!.user!.token;
    const put = await fetch(`${siteConfig.apiUrl}/applications/${free.id}/install`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(put.status).toBe(200);
    reads.splice(0);
    showPage(store, { appId: free.id, slug: free.slug, name: free.name, isService: false, payment: null });
    expect(await screen.findByRole('button', { name: 'Uninstall' }, LONG)).toBeInTheDocument();
    expect(reads).toEqual([]);
  });

  describe('when the read fails, the page keeps its install state and shows no status', () => {
    const failures: Array<[string, () => Response]> = [
      ['a network error', () => HttpResponse.error()],
      ['401', () => HttpResponse.json({ error: { type: 'authentication', message: 'Invalid access token' } }, { status: 401 })],
      ['500', () => HttpResponse.json({ error: 'internal:Something broke' }, { status: 500 })],
    ];
    it.each(failures)('%s', async (name, answer) => {
      server.use(http.get(`${siteConfig.apiUrl}/recurrent_charge/:product`, answer));
      const store = storeSignedInAs(sandbox, 'subscriber');
      const actions: UnknownAction[] = [];
      addEffect(store.dispatch, (action) => void actions.push(action));
      const pixelo = app('pixelo');
      showPage(store, pixelo);
      await waitFor(() => expect(store.getState().appSubscriptions?.byApp[pixelo.appId!]?.status).toBe('failed'), LONG);
      expect(screen.getByRole('link', { name: 'Open settings' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Uninstall' })).toBeInTheDocument();
      expect(statusLine()).toBeNull();
      // §8 stored errors: the failure is kept; a 401 says so, for the shell's sign-out (§8 Loading).
      const failed = actions.find(({ type }) => type === 'appSubscriptions/appSubscriptionFailed') as UnknownAction & {
        payload: { unauthorized: boolean; message: string };
      };
      expect(failed.payload.unauthorized).toBe(name === '401');
      expect(store.getState().appSubscriptions?.byApp[pixelo.appId!]?.error).toBe(failed.payload.message);
    });
  });

  it('is read again when the host sends refresh_subscription_info', async () => {
    const HOST = 'http://localhost:8003';
    const store = storeSignedInAs(sandbox, 'subscriber');
    const frame = fakeFrame();
    startHostWiring(store, {
      window: Object.assign(frame.window, { location: { pathname: '/marketplace/apps/pixelo/' } }),
      trustedOrigins: [HOST],
      refreshSubscription: async () => undefined,
      reloadInstalledApps: async () => undefined,
    });
    const pixelo = app('pixelo');
    showPage(store, pixelo);
    expect(await screen.findByText('Subscription active', {}, LONG)).toBeInTheDocument();

    // Cancelled elsewhere (the host's billing screen), then the host asks for fresh subscription info.
    const [active] = sandbox.services.billing
      .charges('org-subscriber')
      .filter((charge) => charge.order_client_id === pixelo.appId && charge.status === 'active');
    // By someone with billing rights (the subscriber's own grant): cancelling needs them (§6).
    sandbox.services.billing.cancel(
      sandbox.services.accounts.authenticate(store.getState().user!.user!.token)!,
      'recurrent_charge',
      siteConfig.product,
      active.id,
    );
    expect(screen.getByText('Subscription active')).toBeInTheDocument();
    act(() => frame.deliver({ type: 'refresh_subscription_info' }, HOST));
    expect(await screen.findByText(/^Subscription cancelled/, {}, LONG)).toBeInTheDocument();
    expect(reads).toHaveLength(4);
  });

  it('is forgotten when the session ends', async () => {
    const store = storeSignedInAs(sandbox, 'subscriber');
    const pixelo = app('pixelo');
    showPage(store, pixelo);
    await screen.findByText('Subscription active', {}, LONG);
    act(() => void store.dispatch({ type: 'user/userSignedOut' }));
    expect(store.getState().appSubscriptions?.byApp).toEqual({});
  });
});
