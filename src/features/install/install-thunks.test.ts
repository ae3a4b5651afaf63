import { http, HttpResponse } from 'msw';
import { accountsConfig, siteConfig } from '../../core/config';
import { selectIsAgentApp } from '../../core/host-mode';
import { addEffect } from '../../core/effects';
import type { InstallTarget } from '../../domain/install/install-actions';
import { server } from '../../../sandbox/test-server';
import { clearConsentCache } from './consent-cache';
import { selectInstallState } from './install-selectors';
import {
  authorizeThenInstall,
  consentThenInstall,
  installApp,
  loadInstalledApps,
  loadOwnApps,
  notifyWhenAvailable,
  requestInstallAccess,
  uninstallApp,
} from './install-thunks';
import { storeSignedInAs, withInstallSandbox } from './install-test-kit';
import { leaveSiteFor } from './leave-site';

jest.mock('./leave-site', () => ({ leaveSiteFor: jest.fn() }));
jest.mock('../../core/host-mode', () => ({
  ...jest.requireActual('../../core/host-mode'),
  selectIsAgentApp: jest.fn(() => false),
}));

const sandbox = withInstallSandbox();
afterEach(() => {
  jest.mocked(leaveSiteFor).mockClear();
  clearConsentCache();
  jest.useRealTimers();
});

// circly-assist: a free live-chat app with an OAuth client, no plan.
const CIRCLY: InstallTarget = {
  appId: '91ce3c9669a87071c46e794f',
  slug: 'circly-assist',
  name: 'Circly Assist',
  isService: false,
};
const API = siteConfig.apiUrl.replace(/\/+$/, '');

const notices = (store: ReturnType<typeof storeSignedInAs>) =>
  store.getState().notifications.items.map(({ kind, content }) => ({ kind, content }));

// couponpulse: a free live-chat app whose direct install URL is the store's own endpoint (§4).
const COUPONPULSE: InstallTarget = {
  appId: 'd09ae415bef386485c6584d4',
  slug: 'couponpulse',
  name: 'CouponPulse',
  isService: false,
};

describe('direct install / trusted URL (§4)', () => {
  it('POSTs with the bearer token to the install URL read from the app, shows the message as text, appends the id', async () => {
    const store = storeSignedInAs(sandbox, 'owner');
    const token = store.getState().user!.user!.token;
    const seen: Array<{ method: string; url: string; auth: string | null }> = [];
    server.events.on('request:start', ({ request }) =>
      seen.push({ method: request.method, url: request.url, auth: request.headers.get('authorization') }),
    );
    await expect(store.dispatch(installApp(COUPONPULSE))).resolves.toBe('installed');
    server.events.removeAllListeners('request:start');
    expect(seen.filter(({ method }) => method !== 'GET')).toEqual([
      { method: 'POST', url: `${API}/applications/${COUPONPULSE.appId}/direct-install`, auth: `Bearer ${token}` },
    ]);
    const state = selectInstallState(store.getState());
    expect(state.installed.ids).toEqual([COUPONPULSE.appId]);
    expect(state.direct[COUPONPULSE.appId]).toEqual({
      accountStatus: 'created',
      message: 'Your account has been created.',
      finish: { href: 'https://couponpulse.example/welcome', label: 'Finish setting up CouponPulse' },
      newTab: false,
    });
    expect(notices(store)).toEqual([
      { kind: 'info', content: 'Your account has been created.' },
      { kind: 'success', content: 'Application installed successfully!' },
    ]);
    expect(leaveSiteFor).toHaveBeenCalledWith(`http://localhost:8003/livechat/settings/apps/${COUPONPULSE.appId}`);
    expect(sandbox.services.applications.installed('org-acme')).toEqual([COUPONPULSE.appId]);
  });

  it('takes the trusted URL of customProps, and keeps markup in the message as text', async () => {
    const trusted = 'https://vendor.example/install/trusted';
    server.use(
      http.post(trusted, () => HttpResponse.json({ accountStatus: 'existing', message: '<img src=x onerror=alert(1)>' })),
    );
    const store = storeSignedInAs(sandbox, 'owner');
    const target = { ...CIRCLY, directInstallUrl: null, customProps: { trustedUrl: trusted, directInstallUrlInNewTab: 'true' } };
    await expect(store.dispatch(installApp(target, { redirectDisabled: true }))).resolves.toBe('installed');
    expect(selectInstallState(store.getState()).direct[CIRCLY.appId]).toMatchObject({
      accountStatus: 'existing',
      message: '<img src=x onerror=alert(1)>',
      finish: null,
      newTab: true,
    });
    // The normal install call was not made.
    expect(sandbox.services.applications.installed('org-acme')).toEqual([]);
  });

  it("stores the service's refusals: an agent (403), already installed (409); nothing is added", async () => {
    const agent = storeSignedInAs(sandbox, 'agent');
    await expect(agent.dispatch(installApp(COUPONPULSE))).resolves.toBe('failed');
    expect(notices(agent)).toEqual([{ kind: 'error', content: 'To install contact the owner of the LiveChat license.' }]);
    expect(selectInstallState(agent.getState()).installed.ids).toEqual([]);

    const owner = storeSignedInAs(sandbox, 'owner');
    const grant = sandbox.services.accounts.authenticate(owner.getState().user!.user!.token)!;
    sandbox.services.applications.install(grant, COUPONPULSE.appId);
    await expect(owner.dispatch(installApp(COUPONPULSE))).resolves.toBe('already-installed');
    expect(notices(owner)).toEqual([{ kind: 'warning', content: 'Application is already installed.' }]);
    expect(selectInstallState(owner.getState()).direct).toEqual({});
  });

  it('a 401 from the install URL is an unauthorized failure (the session ends)', async () => {
    server.use(
      http.post(`${API}/applications/:id/direct-install`, () =>
        HttpResponse.json({ error: { type: 'authentication', message: 'Invalid access token' } }, { status: 401 }),
      ),
    );
    const store = storeSignedInAs(sandbox, 'owner');
    await expect(store.dispatch(installApp(COUPONPULSE))).resolves.toBe('failed');
    expect(selectInstallState(store.getState()).installed.ids).toEqual([]);
    expect(leaveSiteFor).not.toHaveBeenCalled();
  });
});

describe('direct install with metrics (§7: convertboost, cliento-manager)', () => {
  const CONVERTBOOST: InstallTarget = {
    appId: '09f3e76cc58dc7380d89c6ae',
    slug: 'convertboost',
    name: 'ConvertBoost',
    isService: false,
  };
  const clearCookies = () =>
    document.cookie.split('; ').forEach((part) => {
      document.cookie = `${part.split('=')[0]}=; Max-Age=0; Path=/`;
    });
  afterEach(clearCookies);

  it('sends source_url, source_id and the UTM fields of the tracking cookies; the sandbox installs', async () => {
    document.cookie = `mp_metrics_session=${encodeURIComponent(JSON.stringify({ id: 'sess-7', sourceUrl: 'x' }))}; Path=/`;
    document.cookie = `mp_utm_campaign=${encodeURIComponent(
      JSON.stringify({ utm_source: 'newsletter', utm_campaign: 'fall' }),
    )}; Path=/`;
    const bodies: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST')
        void request
          .clone()
          .json()
          .then((body: unknown) => bodies.push(body));
    });
    const store = storeSignedInAs(sandbox, 'owner');
    await expect(store.dispatch(installApp(CONVERTBOOST, { redirectDisabled: true }))).resolves.toBe('installed');
    server.events.removeAllListeners('request:start');
    expect(bodies).toEqual([
      { source_url: window.location.href, source_id: 'sess-7', utm_source: 'newsletter', utm_campaign: 'fall' },
    ]);
    expect(sandbox.services.applications.installed('org-acme')).toEqual([CONVERTBOOST.appId]);
    expect(selectInstallState(store.getState()).direct[CONVERTBOOST.appId]).toMatchObject({ accountStatus: 'created' });
  });

  it('sends the body without cookies too (empty source_id), and a 422 is a stored failure', async () => {
    const store = storeSignedInAs(sandbox, 'owner');
    await expect(store.dispatch(installApp(CONVERTBOOST, { redirectDisabled: true }))).resolves.toBe('installed');

    server.use(
      http.post(`${API}/applications/:id/direct-install`, () =>
        HttpResponse.json({ status: 'error', error: 'validation:source_id is required' }, { status: 422 }),
      ),
    );
    const other = storeSignedInAs(sandbox, 'owner');
    const cliento = { appId: '5d60ac9985a409c2f5836efa', slug: 'cliento-manager', name: 'Cliento Manager', isService: false };
    await expect(other.dispatch(installApp(cliento))).resolves.toBe('failed');
    expect(selectInstallState(other.getState()).installed.ids).toEqual([]);
    expect(sandbox.services.applications.installed('org-acme')).toEqual([CONVERTBOOST.appId]);
    expect(notices(other)).toHaveLength(1);
    expect(notices(other)[0].kind).toBe('error');
  });

  it('sends no body for the other direct-install apps', async () => {
    const bodies: Array<string | null> = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST')
        void request
          .clone()
          .text()
          .then((text) => bodies.push(text));
    });
    const store = storeSignedInAs(sandbox, 'owner');
    await expect(store.dispatch(installApp(COUPONPULSE, { redirectDisabled: true }))).resolves.toBe('installed');
    server.events.removeAllListeners('request:start');
    expect(bodies).toEqual(['']);
  });
});

describe('authorization popup, then install (§4)', () => {
  const client = '15f07d88fb3fba0d59870b448e896a67'; // circly-assist's OAuth client
  const popup = () => {
    let close!: (end: 'closed' | 'blocked') => void;
    return {
      end: new Promise<'closed' | 'blocked'>((resolve) => (close = resolve)),
      close: (end: 'closed' | 'blocked') => close(end),
    };
  };

  it('after the popup closed, waits 2000 ms, reads the consent afresh and installs when it was granted', async () => {
    const store = storeSignedInAs(sandbox, 'owner');
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) => void calls.push(`${request.method} ${new URL(request.url).pathname}`));
    const { end, close } = popup();
    const done = store.dispatch(authorizeThenInstall({ ...CIRCLY, clientId: client }, end, { redirectDisabled: true }));
    sandbox.services.consent.grant('org-acme', client); // what the accounts page does on "Allow"
    close('closed');
    await jest.advanceTimersByTimeAsync(1999);
    expect(calls).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    jest.useRealTimers();
    await expect(done).resolves.toBe('installed');
    server.events.removeAllListeners('request:start');
    expect(calls[0]).toBe(`GET /clients/${client}/consent/status`);
    expect(selectInstallState(store.getState()).installed.ids).toEqual([CIRCLY.appId]);
  });

  it('closing without consent cancels with a clear message and installs nothing', async () => {
    const store = storeSignedInAs(sandbox, 'owner');
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const { end, close } = popup();
    const done = store.dispatch(authorizeThenInstall({ ...CIRCLY, clientId: client }, end));
    close('closed');
    await jest.advanceTimersByTimeAsync(2000);
    jest.useRealTimers();
    await expect(done).resolves.toBe('cancelled');
    expect(notices(store)).toEqual([
      { kind: 'info', content: 'The installation was cancelled: the app was not allowed to access your account.' },
    ]);
    expect(selectInstallState(store.getState()).installed.ids).toEqual([]);
    expect(sandbox.services.applications.installed('org-acme')).toEqual([]);
    expect(leaveSiteFor).not.toHaveBeenCalled();
  });

  it('a blocked popup says so and changes nothing', async () => {
    const store = storeSignedInAs(sandbox, 'owner');
    await expect(store.dispatch(authorizeThenInstall({ ...CIRCLY, clientId: client }, Promise.resolve('blocked')))).resolves.toBe(
      'cancelled',
    );
    expect(notices(store)[0].kind).toBe('error');
    expect(sandbox.services.applications.installed('org-acme')).toEqual([]);
  });
});

describe('install (§4)', () => {
  it("installs for the owner: the call, the id appended, the notice, then the app's settings in the host", async () => {
    const store = storeSignedInAs(sandbox, 'owner');
    await expect(store.dispatch(installApp(CIRCLY))).resolves.toBe('installed');
    expect(selectInstallState(store.getState()).installed.ids).toEqual([CIRCLY.appId]);
    expect(notices(store)).toEqual([{ kind: 'success', content: 'Application installed successfully!' }]);
    expect(leaveSiteFor).toHaveBeenCalledWith(`http://localhost:8003/livechat/settings/apps/${CIRCLY.appId}`);
    expect(sandbox.services.applications.installed('org-acme')).toEqual([CIRCLY.appId]);
  });

  it('activates a service without leaving the site', async () => {
    const store = storeSignedInAs(sandbox, 'owner');
    await store.dispatch(installApp({ ...CIRCLY, isService: true }));
    expect(notices(store)).toEqual([{ kind: 'success', content: 'Service activated successfully!' }]);
    expect(leaveSiteFor).not.toHaveBeenCalled();
  });

  it('shows no success notice on a checkout page (its thank-you says so); in agent-app mode it does', async () => {
    window.history.replaceState(null, '', '/marketplace/checkout/circly-assist');
    try {
      const store = storeSignedInAs(sandbox, 'owner');
      await expect(store.dispatch(installApp(CIRCLY, { alreadyPaid: true }))).resolves.toBe('installed');
      expect(notices(store)).toEqual([]);
    } finally {
      window.history.replaceState(null, '', '/');
    }
    jest.mocked(selectIsAgentApp).mockReturnValueOnce(true);
    const store = storeSignedInAs(sandbox, 'owner');
    const grant = sandbox.services.accounts.authenticate(store.getState().user!.user!.token)!;
    sandbox.services.applications.uninstall(grant, CIRCLY.appId, '');
    await expect(store.dispatch(installApp(CIRCLY))).resolves.toBe('installed');
    expect(notices(store)).toEqual([{ kind: 'success', content: 'Application installed successfully!' }]);
  });

  it('stays on the site when the redirect is disabled or the app is already paid', async () => {
    const store = storeSignedInAs(sandbox, 'owner');
    await store.dispatch(installApp(CIRCLY, { redirectDisabled: true }));
    await store.dispatch(
      installApp({ ...CIRCLY, appId: 'eeef394655b2c59a19dc87c4', slug: 'qualifycast' }, { alreadyPaid: true }),
    );
    expect(leaveSiteFor).not.toHaveBeenCalled();
  });

  it("refuses an app already installed with 'Application is already installed.', without a call", async () => {
    const store = storeSignedInAs(sandbox, 'owner');
    await store.dispatch(installApp(CIRCLY, { redirectDisabled: true }));
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) => void calls.push(request.method));
    await expect(store.dispatch(installApp(CIRCLY))).resolves.toBe('already-installed');
    server.events.removeAllListeners('request:start');
    expect(calls).toEqual([]);
    expect(notices(store).at(-1)).toEqual({ kind: 'warning', content: 'Application is already installed.' });
  });

  it('asks the rights before the consent step: an agent’s forced consent closes the window and grants nothing', async () => {
    const store = storeSignedInAs(sandbox, 'agent');
    const consent = { ended: new Promise<'closed'>(() => undefined), go: jest.fn(), close: jest.fn() };
    await expect(
      store.dispatch(
        consentThenInstall({ ...CIRCLY, clientId: 'client-of-circly' }, consent, (id) => `http://accounts.test/?client_id=${id}`),
      ),
    ).resolves.toBe('failed');
    expect(consent.go).not.toHaveBeenCalled();
    expect(consent.close).toHaveBeenCalled();
    expect(notices(store)).toEqual([{ kind: 'error', content: 'To install contact the owner of the LiveChat license.' }]);
  });

  it("stores the service's refusal of an agent's install and shows it", async () => {
    const store = storeSignedInAs(sandbox, 'agent');
    await expect(store.dispatch(installApp(CIRCLY))).resolves.toBe('failed');
    expect(selectInstallState(store.getState()).error).toBe('To install contact the owner of the LiveChat license.');
    expect(selectInstallState(store.getState()).installed.ids).toEqual([]);
    expect(notices(store)).toEqual([{ kind: 'error', content: 'To install contact the owner of the LiveChat license.' }]);
  });

  it('is not signed in without a user, and makes no call', async () => {
    const store = storeSignedInAs(sandbox, null);
    await expect(store.dispatch(installApp(CIRCLY))).resolves.toBe('not-signed-in');
  });

  it.each([
    ['network error', () => HttpResponse.error(), 'Unexpected error', false],
    [
      '401',
      () => HttpResponse.json({ error: { type: 'authentication', message: 'Invalid access token' } }, { status: 401 }),
      'Invalid access token',
      true,
    ],
    ['404', () => new HttpResponse('Application not found', { status: 404 }), 'Application not found', false],
    [
      '422',
      () => HttpResponse.json({ status: 'error', error: 'not_installable:This app cannot be installed.' }, { status: 422 }),
      'This app cannot be installed.',
      false,
    ],
    ['500', () => HttpResponse.json({}, { status: 500 }), 'Unexpected error', false],
    // A broken server's own body is not words for the user: §8's text instead.
    [
      '500 with a body',
      () => HttpResponse.json({ error: 'internal:injected fault' }, { status: 500 }),
      'Unexpected error',
      false,
    ],
    ['429', () => HttpResponse.json({ error: 'too_many:slow down' }, { status: 429 }), 'Unexpected error', false],
  ])('stores the error of a failed install call (%s)', async (_name, answer, message, unauthorized) => {
    server.use(http.put(`${API}/applications/:id/install`, answer));
    const store = storeSignedInAs(sandbox, 'owner');
    const failures: unknown[] = [];
    addEffect(store.dispatch, (action) => {
      if (action.type === 'install/installFailed') failures.push(action.payload);
    });
    await expect(store.dispatch(installApp(CIRCLY))).resolves.toBe('failed');
    expect(selectInstallState(store.getState()).error).toBe(message);
    expect(selectInstallState(store.getState()).activity).toEqual({});
    // unauthorized: true is what ends the session (the app's 401 effect).
    expect(failures).toEqual([{ appId: CIRCLY.appId, message, unauthorized }]);
    expect(leaveSiteFor).not.toHaveBeenCalled();
  });

  it('takes a 409 already-installed answer as installed', async () => {
    server.use(
      http.put(`${API}/applications/:id/install`, () =>
        HttpResponse.json({ status: 'error', error: 'already_installed:Application is already installed.' }, { status: 409 }),
      ),
    );
    const store = storeSignedInAs(sandbox, 'owner');
    await expect(store.dispatch(installApp(CIRCLY))).resolves.toBe('already-installed');
    expect(selectInstallState(store.getState()).installed.ids).toEqual([CIRCLY.appId]);
    expect(notices(store)).toEqual([{ kind: 'warning', content: 'Application is already installed.' }]);
  });
});

describe('installed list', () => {
  it('reads the ids once per session, and stores a failure', async () => {
    const store = storeSignedInAs(sandbox, 'owner');
    sandbox.services.applications.install(
      sandbox.services.accounts.authenticate(store.getState().user!.user!.token)!,
      CIRCLY.appId,
    );
    await store.dispatch(loadInstalledApps());
    expect(selectInstallState(store.getState()).installed).toMatchObject({ ids: [CIRCLY.appId], status: 'fulfilled' });

    server.use(http.get(`${API}/applications/installed`, () => HttpResponse.json({}, { status: 500 })));
    const other = storeSignedInAs(sandbox, 'owner');
    await other.dispatch(loadInstalledApps());
    expect(selectInstallState(other.getState()).installed).toMatchObject({ status: 'rejected', error: 'Unexpected error' });
  });

  it("reads one product's installs in the agent app's form (?product=), again when the product changes", async () => {
    const store = storeSignedInAs(sandbox, 'owner');
    sandbox.services.applications.install(
      sandbox.services.accounts.authenticate(store.getState().user!.user!.token)!,
      CIRCLY.appId,
    );
    const asked: string[] = [];
    const listen = ({ request }: { request: Request }) => void asked.push(new URL(request.url).search);
    server.events.on('request:start', listen);
    await store.dispatch(loadInstalledApps({ product: 'helpdesk' }));
    expect(selectInstallState(store.getState()).installed).toMatchObject({ ids: [], product: 'helpdesk' });
    await store.dispatch(loadInstalledApps({ product: 'livechat' }));
    await store.dispatch(loadInstalledApps({ product: 'livechat' }));
    server.events.removeListener('request:start', listen);
    expect(asked).toEqual(['?product=helpdesk', '?product=livechat']);
    expect(selectInstallState(store.getState()).installed).toMatchObject({ ids: [CIRCLY.appId], status: 'fulfilled' });
  });
});

describe('awaiting apps (POST /awaiting_apps)', () => {
  it('asks to be told when an app is published, and remembers it', async () => {
    const store = storeSignedInAs(sandbox, 'owner');
    await expect(store.dispatch(notifyWhenAvailable(CIRCLY.appId))).resolves.toBe('noted');
    expect(selectInstallState(store.getState()).awaiting).toEqual([CIRCLY.appId]);
    expect(sandbox.services.applications.awaiting('org-acme')).toEqual([CIRCLY.appId]);
  });

  it("stores the service's refusal (422 for an unknown app), and does nothing for a visitor", async () => {
    const store = storeSignedInAs(sandbox, 'owner');
    await expect(store.dispatch(notifyWhenAvailable('nope'))).resolves.toBe('failed');
    expect(selectInstallState(store.getState())).toMatchObject({ awaiting: [], error: 'id must be a known application id' });
    await expect(storeSignedInAs(sandbox, null).dispatch(notifyWhenAvailable(CIRCLY.appId))).resolves.toBe('not-signed-in');
  });

  it('a 401 is told apart (the session ends, the page asks to sign in)', async () => {
    server.use(
      http.post(`${API}/awaiting_apps`, () =>
        HttpResponse.json({ error: { type: 'authentication', message: 'Invalid access token' } }, { status: 401 }),
      ),
    );
    const store = storeSignedInAs(sandbox, 'owner');
    await expect(store.dispatch(notifyWhenAvailable(CIRCLY.appId))).resolves.toBe('unauthorized');
    expect(selectInstallState(store.getState()).awaiting).toEqual([]);
  });
});

describe('uninstall (§4)', () => {
  async function installed(identity = 'owner') {
    const store = storeSignedInAs(sandbox, identity);
    await store.dispatch(installApp(CIRCLY, { redirectDisabled: true }));
    return store;
  }

  it('withdraws consent after 2000 ms, removes with the reason, waits 1000 ms, then says so', async () => {
    const store = await installed();
    const client = '15f07d88fb3fba0d59870b448e896a67';
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) => void calls.push(`${request.method} ${new URL(request.url).pathname}`));
    const done = store.dispatch(uninstallApp({ ...CIRCLY, clientId: client }, 'It is too expensive, Other'));
    await jest.advanceTimersByTimeAsync(1999);
    expect(calls).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    await jest.advanceTimersByTimeAsync(0);
    expect(calls).toEqual([
      `GET /clients/${client}/consent/status`,
      `DELETE /v2/clients/${client}/consent`,
      `DELETE /applications/${CIRCLY.appId}/install`,
    ]);
    expect(notices(store)).toHaveLength(1);
    await jest.advanceTimersByTimeAsync(1000);
    await expect(done).resolves.toBe(true);
    server.events.removeAllListeners('request:start');
    expect(notices(store).at(-1)).toEqual({ kind: 'success', content: 'Application uninstalled successfully.' });
    expect(selectInstallState(store.getState()).installed.ids).toEqual([]);
    expect(sandbox.services.applications.uninstallReasons().at(-1)?.reason).toBe('It is too expensive, Other');
  });

  it("says 'Service deactivated successfully.' for a service, reading the client id from the app's detail", async () => {
    const store = await installed();
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const done = store.dispatch(uninstallApp({ ...CIRCLY, isService: true }, 'Other'));
    await jest.advanceTimersByTimeAsync(3000);
    await expect(done).resolves.toBe(true);
    expect(notices(store).at(-1)).toEqual({ kind: 'success', content: 'Service deactivated successfully.' });
  });

  it.each([
    ['network error', () => HttpResponse.error()],
    ['404', () => new HttpResponse('Application not found', { status: 404 })],
    ['409', () => HttpResponse.json({ error: 'conflict:busy' }, { status: 409 })],
    ['422', () => HttpResponse.json({ error: 'validation:reason' }, { status: 422 })],
    ['500', () => HttpResponse.json({}, { status: 500 })],
  ])("fails with 'Uninstallation failed. Please, contact our support.' (%s)", async (_name, answer) => {
    const store = await installed();
    server.use(http.delete(`${API}/applications/:id/install`, answer));
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const done = store.dispatch(uninstallApp({ ...CIRCLY, clientId: null }, 'Other'));
    await jest.advanceTimersByTimeAsync(3000);
    await expect(done).resolves.toBe(false);
    expect(selectInstallState(store.getState()).error).toBe('Uninstallation failed. Please, contact our support.');
    expect(selectInstallState(store.getState()).installed.ids).toEqual([CIRCLY.appId]);
    expect(notices(store).at(-1)).toEqual({ kind: 'error', content: 'Uninstallation failed. Please, contact our support.' });
  });

  it('on a 401 stores the failure and adds no notice of its own: the session ends with the logged-out one', async () => {
    const store = await installed();
    server.use(
      http.delete(`${API}/applications/:id/install`, () =>
        HttpResponse.json({ error: { type: 'authentication', message: 'x' } }, { status: 401 }),
      ),
    );
    const before = notices(store).length;
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const done = store.dispatch(uninstallApp({ ...CIRCLY, clientId: null }, 'Other'));
    await jest.advanceTimersByTimeAsync(3000);
    await expect(done).resolves.toBe(false);
    expect(selectInstallState(store.getState()).error).toBe('Uninstallation failed. Please, contact our support.');
    expect(notices(store).slice(before)).toEqual([]);
  });

  it('fails the same way when the consent cannot be withdrawn', async () => {
    const store = await installed();
    server.use(http.delete(`${accountsConfig.url}/v2/clients/:id/consent`, () => HttpResponse.json({}, { status: 500 })));
    server.use(
      http.get(`${accountsConfig.url}/clients/:id/consent/status`, () =>
        HttpResponse.json({ client_id: 'c', coverage: 'organization', consented: true }),
      ),
    );
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    const done = store.dispatch(uninstallApp({ ...CIRCLY, clientId: 'c' }, 'Other'));
    await jest.advanceTimersByTimeAsync(3000);
    await expect(done).resolves.toBe(false);
    expect(sandbox.services.applications.installed('org-acme')).toEqual([CIRCLY.appId]);
  });
});

describe('access request and own apps', () => {
  it("sends an agent's access request: 'Request sent!'", async () => {
    const store = storeSignedInAs(sandbox, 'agent');
    await expect(store.dispatch(requestInstallAccess('livechat'))).resolves.toBe(true);
    expect(notices(store)).toEqual([{ kind: 'success', content: 'Request sent!' }]);
    expect(sandbox.services.accounts.accessRequests()).toHaveLength(1);
  });

  it("says 'Cannot send access request.' when it fails", async () => {
    server.use(http.post(`${accountsConfig.url}/v2/accounts/me/send_request_for_invitation`, () => HttpResponse.error()));
    const store = storeSignedInAs(sandbox, 'agent');
    await expect(store.dispatch(requestInstallAccess('livechat'))).resolves.toBe(false);
    expect(notices(store)).toEqual([{ kind: 'error', content: 'Cannot send access request.' }]);
  });

  it('reports an access request refused with 401 as unauthorized (the session effect logs out, §8)', async () => {
    server.use(
      http.post(`${accountsConfig.url}/v2/accounts/me/send_request_for_invitation`, () =>
        HttpResponse.json({ error: { type: 'authentication', message: 'Invalid access token' } }, { status: 401 }),
      ),
    );
    const store = storeSignedInAs(sandbox, 'agent');
    const failures: unknown[] = [];
    addEffect(store.dispatch, (action) => {
      if (action.type === 'install/callFailed') failures.push(action.payload);
    });
    await expect(store.dispatch(requestInstallAccess('livechat'))).resolves.toBe(false);
    expect(failures).toEqual([{ message: 'Cannot send access request.', unauthorized: true }]);
    // The logged-out notice is the session effect's (not wired in this store); this failure adds none.
    expect(notices(store)).toEqual([]);
  });

  it("loads the developer's private and in-review apps, and stores a failure", async () => {
    const store = storeSignedInAs(sandbox, 'developer');
    await store.dispatch(loadOwnApps());
    const own = selectInstallState(store.getState()).own;
    expect(own.status).toBe('fulfilled');
    expect(own.apps.map((app) => app.slug).some((slug) => slug.endsWith('-private'))).toBe(true);
    expect(own.reviewed.length).toBeGreaterThan(0);

    server.use(http.get(`${API}/applications/reviewed`, () => new HttpResponse('nope', { status: 404 })));
    await store.dispatch(loadOwnApps());
    expect(selectInstallState(store.getState()).own).toMatchObject({ status: 'rejected', error: 'nope' });
  });
});
