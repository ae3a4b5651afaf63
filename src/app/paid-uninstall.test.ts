import './feature-hooks';
import { http, HttpResponse } from 'msw';
import { purchaseApp } from '../features/billing/billing-thunks';
import { TEST_CARD } from '../features/billing/billing-test-kit';
import { selectInstallState } from '../features/install/install-selectors';
import { loadInstalledApps, uninstallApp } from '../features/install/install-thunks';
import { storeSignedInAs, withInstallSandbox } from '../features/install/install-test-kit';
import { server } from '../../sandbox/test-server';
import { accountsConfig, siteConfig } from '../core/config';

// Billing and install meet here, through events and one hook point (features do not import each
// other): a paid purchase shows as installed; uninstalling a paid app cancels its recurrent charge (§4).
const sandbox = withInstallSandbox();
const DRIPRAY = {
  appId: '0a291b6456e804fd302cd2a9',
  slug: 'dripray',
  name: 'DripRay',
  isService: false,
  payment: { price: 900 },
};

beforeEach(() => jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] }));
afterEach(() => jest.useRealTimers());

async function boughtMonthly() {
  const store = storeSignedInAs(sandbox, 'owner', 'business');
  await store.dispatch(loadInstalledApps());
  const bought = store.dispatch(
    purchaseApp({
      appId: DRIPRAY.appId,
      planId: 'dripray-standard',
      kind: 'recurrent_charge',
      months: 1,
      seats: 1,
      card: TEST_CARD.succeeds,
      product: 'livechat',
    }),
  );
  await jest.advanceTimersByTimeAsync(0);
  await bought;
  await jest.advanceTimersByTimeAsync(2000);
  return store;
}

const chargesOfOwner = () =>
  sandbox.services.billing.charges(sandbox.services.accounts.identity('owner')!.account.organization_id);

it('shows a paid app installed once its charge succeeds', async () => {
  const store = await boughtMonthly();
  expect(selectInstallState(store.getState()).installed.ids).toEqual([DRIPRAY.appId]);
  expect(chargesOfOwner().map((charge) => charge.status)).toEqual(['active']);
});

it('cancels the active recurrent charge before removing a paid app', async () => {
  const store = await boughtMonthly();
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => void calls.push(`${request.method} ${new URL(request.url).pathname}`));
  const done = store.dispatch(uninstallApp({ ...DRIPRAY, clientId: null }, 'It is too expensive'));
  await jest.advanceTimersByTimeAsync(1000);
  await expect(done).resolves.toBe(true);
  server.events.removeAllListeners('request:start');
  const id = chargesOfOwner()[0].id;
  // Both products' charges are read before anything is cancelled.
  expect(calls.slice(0, 4)).toEqual([
    'GET /recurrent_charge/livechat',
    'GET /recurrent_charge/helpdesk',
    `PUT /recurrent_charge/livechat/${id}/cancel`,
    `DELETE /applications/${DRIPRAY.appId}/install`,
  ]);
  expect(chargesOfOwner().map((charge) => charge.status)).toEqual(['cancelled']);
  expect(selectInstallState(store.getState()).installed.ids).toEqual([]);
});

it.each(['agent', 'viewer', 'member', 'suspended'])(
  'refuses %s before any call: the paid plan, the consent and the app stay (§6)',
  async (identity) => {
    await boughtMonthly();
    const store = storeSignedInAs(sandbox, identity, 'business');
    await store.dispatch(loadInstalledApps());
    expect(selectInstallState(store.getState()).installed.ids).toEqual([DRIPRAY.appId]);
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) => void calls.push(`${request.method} ${new URL(request.url).pathname}`));
    const done = store.dispatch(uninstallApp({ ...DRIPRAY, clientId: null }, 'Other'));
    await jest.advanceTimersByTimeAsync(3000);
    await expect(done).resolves.toBe(false);
    server.events.removeAllListeners('request:start');
    expect(calls).toEqual([]);
    expect(selectInstallState(store.getState()).error).toMatch(
      /^(To uninstall|Uninstalling cancels this app's paid plan\. To uninstall) contact the owner of the LiveChat license\.$/,
    );
    expect(chargesOfOwner().map((charge) => charge.status)).toEqual(['active']);
    expect(selectInstallState(store.getState()).installed.ids).toEqual([DRIPRAY.appId]);
  },
);

it('fails the uninstall when the charge cannot be cancelled, and keeps the app', async () => {
  const store = await boughtMonthly();
  server.use(http.put(`${siteConfig.apiUrl}/recurrent_charge/livechat/:id/cancel`, () => HttpResponse.json({}, { status: 500 })));
  const done = store.dispatch(uninstallApp({ ...DRIPRAY, clientId: null }, 'Other'));
  await jest.advanceTimersByTimeAsync(1000);
  await expect(done).resolves.toBe(false);
  expect(selectInstallState(store.getState()).error).toBe('Uninstallation failed. Please, contact our support.');
  expect(chargesOfOwner().map((charge) => charge.status)).toEqual(['active']);
});

it("cancels a charge a cart recorded under the app's own product, the other one (no charge outlives its app)", async () => {
  const QUIZIO = {
    appId: '5089e691341d9af07d138c61',
    slug: 'quizio',
    name: 'Quizio',
    isService: false,
    payment: { price: 2500 },
  };
  const store = storeSignedInAs(sandbox, 'owner', 'business');
  const organizationId = sandbox.services.accounts.identity('owner')!.account.organization_id;
  const grant = sandbox.services.accounts.authenticate(store.getState().user!.user!.token)!;
  // The cart's settled charge first: the sandbox installs a paid app only against one (money rules).
  sandbox.services.billing.recordCartCharge(organizationId, {
    kind: 'recurrent_charge',
    product: 'helpdesk',
    appId: QUIZIO.appId,
    name: 'Quizio',
    price: 2500,
    quantity: 1,
    perAccount: false,
    months: 1,
    trialDays: 0,
  });
  expect(sandbox.services.applications.install(grant, QUIZIO.appId)).toMatchObject({ ok: true });
  await store.dispatch(loadInstalledApps());
  const done = store.dispatch(uninstallApp({ ...QUIZIO, clientId: null }, 'Other'));
  await jest.advanceTimersByTimeAsync(1000);
  await expect(done).resolves.toBe(true);
  expect(chargesOfOwner().map((charge) => [charge.order_client_id, charge.status])).toEqual([[QUIZIO.appId, 'cancelled']]);
});

it('fails the uninstall, and keeps the app and its plan, when the other product’s lookup fails otherwise (a 500)', async () => {
  const store = await boughtMonthly();
  server.use(http.get(`${siteConfig.apiUrl}/recurrent_charge/helpdesk`, () => HttpResponse.json({}, { status: 500 })));
  const done = store.dispatch(uninstallApp({ ...DRIPRAY, clientId: null }, 'Other'));
  await jest.advanceTimersByTimeAsync(1000);
  await expect(done).resolves.toBe(false);
  expect(selectInstallState(store.getState()).installed.ids).toEqual([DRIPRAY.appId]);
  // The plan was not cancelled before the read that failed (it used to be).
  expect(chargesOfOwner().map((charge) => charge.status)).toEqual(['active']);
});

it('fails the uninstall, and keeps the plan, when the consent status cannot be read', async () => {
  const store = await boughtMonthly();
  server.use(http.get(`${accountsConfig.url}/clients/:id/consent/status`, () => HttpResponse.json({}, { status: 500 })));
  const done = store.dispatch(uninstallApp({ ...DRIPRAY, clientId: 'dripray-client' }, 'Other'));
  await jest.advanceTimersByTimeAsync(3000);
  await expect(done).resolves.toBe(false);
  expect(chargesOfOwner().map((charge) => charge.status)).toEqual(['active']);
  expect(selectInstallState(store.getState()).installed.ids).toEqual([DRIPRAY.appId]);
});

it('uninstalls even when the other product refuses the charge lookup', async () => {
  const store = await boughtMonthly();
  server.use(http.get(`${siteConfig.apiUrl}/recurrent_charge/helpdesk`, () => HttpResponse.json({}, { status: 403 })));
  const done = store.dispatch(uninstallApp({ ...DRIPRAY, clientId: null }, 'Other'));
  await jest.advanceTimersByTimeAsync(1000);
  await expect(done).resolves.toBe(true);
  expect(chargesOfOwner().map((charge) => charge.status)).toEqual(['cancelled']);
});
