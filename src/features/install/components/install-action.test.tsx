import { act, render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { setImmediate as realTurn } from 'node:timers';
import { ThemeProvider } from 'styled-components';
import type { ProductActionTarget } from '../../../ui/product-actions';
import { theme } from '../../../ui/theme';
import { withFakeTimers } from '../../../testing/timers-test-kit';
import { storeSignedInAs, sessionUserOf, withInstallSandbox } from '../install-test-kit';
import { leaveSiteFor } from '../leave-site';
import InstallAction from './install-action';
import { server } from '../../../../sandbox/test-server';
import { siteConfig } from '../../../core/config';

jest.mock('gatsby', () => jest.requireActual('../../../../__mocks__/gatsby'));
jest.mock('../leave-site', () => ({ leaveSiteFor: jest.fn() }));

// On fake timers: the accounts window's 1000 ms poll, the consent status's 2000 ms wait and the
// uninstall's 1000 ms pass as the test waits (findBy/waitFor timeouts are fake time too), not in real time.
const sandbox = withInstallSandbox();
const timers = withFakeTimers();
// A findBy/waitFor that times out on fake timers rejects inside its act(): the failed test ends while
// React still drains that act's queue on real turns, and the leftover would end the next test's act
// early and lose its renders (one regression failing a dozen tests). Two real turns let it finish.
beforeEach(async () => {
  for (let turn = 0; turn < 2; turn++) await new Promise((resolve) => realTurn(resolve));
});
afterEach(() => jest.mocked(leaveSiteFor).mockClear());

const CIRCLY: ProductActionTarget = {
  appId: '91ce3c9669a87071c46e794f',
  slug: 'circly-assist',
  name: 'Circly Assist',
  isService: false,
  placements: ['settings'],
};

function mount(
  store: ReturnType<typeof storeSignedInAs>,
  product = CIRCLY,
  placement: 'card' | 'page' = 'page',
  signIn: () => Promise<void> = jest.fn(async () => undefined),
) {
  render(
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <InstallAction product={product} placement={placement} signIn={signIn} />
      </ThemeProvider>
    </Provider>,
  );
  return signIn;
}

const toasts = (store: ReturnType<typeof storeSignedInAs>) => store.getState().notifications.items.map((item) => item.content);

it("installs for the owner, then offers 'Open settings' and lands on the host's settings link", async () => {
  const store = storeSignedInAs(sandbox, 'owner', 'team');
  mount(store);
  await timers.user.click(await screen.findByRole('button', { name: 'Install' }));
  const open = await screen.findByRole('link', { name: 'Open settings' });
  expect(open).toHaveAttribute('href', `http://localhost:8003/livechat/settings/apps/${CIRCLY.appId}`);
  expect(leaveSiteFor).toHaveBeenCalledWith(`http://localhost:8003/livechat/settings/apps/${CIRCLY.appId}`);
  expect(toasts(store)).toEqual(['Application installed successfully!']);
});

it("installs a direct-install app: the service's message as text and the vendor's finish link", async () => {
  const store = storeSignedInAs(sandbox, 'owner', 'team');
  mount(store, { appId: 'd09ae415bef386485c6584d4', slug: 'couponpulse', name: 'CouponPulse', isService: true });
  await timers.user.click(await screen.findByRole('button', { name: 'Activate' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Your account has been created.');
  const finish = screen.getByRole('link', { name: 'Finish setting up CouponPulse' });
  expect(finish).toHaveAttribute('href', 'https://couponpulse.example/welcome');
  expect(finish).not.toHaveAttribute('target');
  expect(sandbox.services.applications.installed('org-acme')).toEqual(['d09ae415bef386485c6584d4']);
});

/** A window the page opened: closed by the page's Cancel or by the test (the user's decision). */
function fakePopup() {
  const popup = { closed: false, location: { href: '' }, close: jest.fn() };
  popup.close.mockImplementation(() => {
    popup.closed = true;
  });
  const open = jest.spyOn(window, 'open').mockImplementation((url) => {
    popup.location.href = String(url);
    return popup as unknown as Window;
  });
  return { popup, open };
}

it("asks for the client's consent in one step: Install opens the accounts window, the page waits, then installs", async () => {
  const store = storeSignedInAs(sandbox, 'owner', 'team');
  const client = '15f07d88fb3fba0d59870b448e896a67';
  const { popup, open } = fakePopup();
  try {
    mount(store, { ...CIRCLY, clientId: client, scopes: ['chats--all:ro'] });
    await timers.user.click(await screen.findByRole('button', { name: 'Install' }));
    // Opened by the press itself (a popup needs the user's activation), and never a second step here.
    expect(open).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Allow and install' })).toBeNull();
    const [url, , features] = open.mock.calls[0];
    expect(features).toMatch(/^width=500,height=700/);
    expect(Object.fromEntries(new URL(String(url)).searchParams)).toEqual({
      response_type: 'code',
      client_id: client,
      redirect_uri: `${window.location.origin}/authorized.html`,
    });
    const waiting = screen.getByRole('group', { name: 'Allow Circly Assist to access your account' });
    expect(within(waiting).getByRole('button', { name: 'Waiting for your approval…' })).toBeDisabled();
    expect(screen.getByRole('status')).toHaveTextContent('Allow Circly Assist in the accounts window to finish the install.');
    sandbox.services.consent.grant('org-acme', client);
    popup.closed = true;
    expect(await screen.findByRole('link', { name: 'Open settings' }, { timeout: 5000 })).toBeInTheDocument();
    expect(sandbox.services.applications.installed('org-acme')).toEqual([CIRCLY.appId]);
  } finally {
    open.mockRestore();
  }
}, 10_000);

it('cancels from the page: the accounts window closes, nothing is installed, Install is offered again', async () => {
  const store = storeSignedInAs(sandbox, 'owner', 'team');
  const { popup, open } = fakePopup();
  try {
    mount(store, { ...CIRCLY, clientId: '15f07d88fb3fba0d59870b448e896a67', scopes: ['chats--all:ro'] });
    await timers.user.click(await screen.findByRole('button', { name: 'Install' }));
    await timers.user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(popup.close).toHaveBeenCalled();
    await waitFor(() => expect(toasts(store).join()).toMatch(/The installation was cancelled/), { timeout: 5000 });
    expect(await screen.findByRole('button', { name: 'Install' })).toBeEnabled();
    expect(sandbox.services.applications.installed('org-acme')).toEqual([]);
    expect(leaveSiteFor).not.toHaveBeenCalled();
  } finally {
    open.mockRestore();
  }
}, 10_000);

it("a card asks the same consent: its window opens blank while the app's client is looked up, then goes to it", async () => {
  const store = storeSignedInAs(sandbox, 'owner', 'team');
  const { popup, open } = fakePopup();
  try {
    const card: ProductActionTarget = { ...CIRCLY };
    delete card.clientId;
    delete card.scopes;
    mount(store, card, 'card');
    await timers.user.click(await screen.findByRole('button', { name: 'Install' }));
    expect(open.mock.calls[0][0]).toBe('about:blank');
    await waitFor(() => expect(popup.location.href).toContain('client_id='));
    expect(sandbox.services.applications.installed('org-acme')).toEqual([]);
    popup.closed = true; // closed without allowing
    await waitFor(() => expect(toasts(store).join()).toMatch(/The installation was cancelled/), { timeout: 5000 });
    expect(sandbox.services.applications.installed('org-acme')).toEqual([]);
  } finally {
    open.mockRestore();
  }
}, 10_000);

it("opens the installed app's settings on a return with ?action=settings (§2), on the page only", async () => {
  const store = storeSignedInAs(sandbox, 'owner', 'team');
  const token = store.getState().user!.user!.token;
  sandbox.services.applications.install(sandbox.services.accounts.authenticate(token)!, CIRCLY.appId!);
  window.history.replaceState(null, '', '/apps/circly-assist/?action=settings&utm_source=host#reviews');
  try {
    mount(store, CIRCLY, 'card');
    await screen.findByRole('link', { name: 'Open settings' });
    expect(leaveSiteFor).not.toHaveBeenCalled();
    const entries = window.history.length;
    mount(store, CIRCLY, 'page');
    await waitFor(() =>
      expect(leaveSiteFor).toHaveBeenCalledWith(`http://localhost:8003/livechat/settings/apps/${CIRCLY.appId}`),
    );
    expect(leaveSiteFor).toHaveBeenCalledTimes(1);
    // Back from the settings comes to the app page, which does not send the user there again.
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/apps/circly-assist/?utm_source=host#reviews',
    );
    expect(window.history.length).toBe(entries);
  } finally {
    window.history.replaceState(null, '', '/');
  }
});

it('shows an installed app as installed on a card, by its placement', async () => {
  const store = storeSignedInAs(sandbox, 'owner', 'team');
  const token = store.getState().user!.user!.token;
  sandbox.services.applications.install(sandbox.services.accounts.authenticate(token)!, CIRCLY.appId!);
  mount(store, { ...CIRCLY, placements: ['plugin'] }, 'card');
  expect(await screen.findByRole('link', { name: 'Go to Chats' })).toHaveAttribute(
    'href',
    'http://localhost:8003/livechat/chats',
  );
  expect(screen.queryByRole('button', { name: 'Uninstall' })).toBeNull();
});

// §4: the picked reasons are sent joined; none is required (an empty text is sent then).
it.each([
  ['with a reason', ['It is too expensive'], 'It is too expensive'],
  ['without a reason too', [], ''],
])('uninstalls from the page %s', async (_case, picked: string[], reason: string) => {
  const store = storeSignedInAs(sandbox, 'owner', 'team');
  const token = store.getState().user!.user!.token;
  sandbox.services.applications.install(sandbox.services.accounts.authenticate(token)!, CIRCLY.appId!);
  mount(store, { ...CIRCLY, clientId: null });
  await timers.user.click(await screen.findByRole('button', { name: 'Uninstall' }));
  const form = screen.getByRole('form', { name: 'Uninstall Circly Assist' });
  for (const name of picked) await timers.user.click(within(form).getByRole('checkbox', { name }));
  await timers.user.click(within(form).getByRole('button', { name: 'Uninstall' }));
  expect(await screen.findByRole('button', { name: 'Install' }, { timeout: 3000 })).toBeEnabled();
  // The dialog and its opener are gone: focus lands on the Install that replaced them.
  await waitFor(() => expect(screen.getByRole('button', { name: 'Install' })).toHaveFocus());
  expect(toasts(store)).toEqual(['Application uninstalled successfully.']);
  expect(sandbox.services.applications.uninstallReasons()).toEqual([{ organizationId: 'org-acme', appId: CIRCLY.appId, reason }]);
});

it('a failed uninstall keeps the dialog with what was picked, and the focus in it (on Uninstall, for another try)', async () => {
  const store = storeSignedInAs(sandbox, 'owner', 'team');
  const token = store.getState().user!.user!.token;
  sandbox.services.applications.install(sandbox.services.accounts.authenticate(token)!, CIRCLY.appId!);
  server.use(http.delete(`${siteConfig.apiUrl}/applications/:id/install`, () => HttpResponse.json({}, { status: 500 })));
  mount(store, { ...CIRCLY, clientId: null });
  await timers.user.click(await screen.findByRole('button', { name: 'Uninstall' }));
  const form = screen.getByRole('form', { name: 'Uninstall Circly Assist' });
  await timers.user.click(within(form).getByRole('checkbox', { name: 'It is too expensive' }));
  await timers.user.click(within(form).getByRole('button', { name: 'Uninstall' }));
  await waitFor(() => expect(toasts(store)).toEqual(['Uninstallation failed. Please, contact our support.']));
  await waitFor(() => expect(within(form).getByRole('button', { name: 'Uninstall' })).toHaveFocus());
  expect(within(form).getByRole('checkbox', { name: 'It is too expensive' })).toBeChecked();
  expect(screen.getByRole('dialog', { name: 'Uninstall Circly Assist' })).toBeInTheDocument();
});

it('opens the uninstall form in a dialog that takes focus, closes on Esc and gives focus back to Uninstall', async () => {
  const store = storeSignedInAs(sandbox, 'owner', 'team');
  const token = store.getState().user!.user!.token;
  sandbox.services.applications.install(sandbox.services.accounts.authenticate(token)!, CIRCLY.appId!);
  mount(store, { ...CIRCLY, clientId: null });
  const opener = await screen.findByRole('button', { name: 'Uninstall' });
  await timers.user.click(opener);
  const dialog = screen.getByRole('dialog', { name: 'Uninstall Circly Assist' });
  expect(dialog).toContainElement(document.activeElement as HTMLElement);
  await timers.user.keyboard('{Escape}');
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(opener).toHaveFocus();
  expect(sandbox.services.applications.uninstallReasons()).toEqual([]);
});

// §6: an agent may not uninstall; for a paid app that would cancel the organization's plan.
it.each([
  ['a free app', CIRCLY, 'To uninstall contact the owner of the LiveChat license.'],
  ['a paid app', { ...CIRCLY, payment: { price: 900 } }, 'To uninstall contact the owner of the LiveChat license.'],
])('does not offer Uninstall to an agent on %s, and says why', async (_case, product: ProductActionTarget, why: string) => {
  const ownerToken = storeSignedInAs(sandbox, 'owner', 'team').getState().user!.user!.token;
  sandbox.services.applications.install(sandbox.services.accounts.authenticate(ownerToken)!, CIRCLY.appId!);
  const store = storeSignedInAs(sandbox, 'agent', 'team');
  mount(store, product);
  expect(await screen.findByText(why)).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Uninstall' })).toBeNull();
});

it('tells an agent whom to contact (at most 3, suspended left out) and sends the access request', async () => {
  const store = storeSignedInAs(sandbox, 'agent', 'team');
  mount(store);
  expect(await screen.findByText('To install contact the owner of the LiveChat license.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Install' })).toBeDisabled();
  // The reason is visible text, and read with the disabled button (not only a tooltip).
  expect(screen.getByRole('button', { name: 'Install' })).toHaveAccessibleDescription(
    'To install contact the owner of the LiveChat license.',
  );
  const owners = await screen.findByRole('list', { name: 'License owners' });
  const names = within(owners)
    .getAllByRole('listitem')
    .map((item) => item.textContent?.split(' (')[0]);
  expect(names).toEqual(['Olivia Owner', 'Victor Vice', 'Vanessa Vice']);
  await timers.user.click(screen.getByRole('button', { name: 'Request access' }));
  await screen.findByRole('button', { name: 'Request access' });
  await act(async () => undefined);
  expect(toasts(store)).toEqual(['Request sent!']);
});

it('shows a plan restriction only when the plan does not meet it', async () => {
  const store = storeSignedInAs(sandbox, 'owner', 'team');
  mount(store, { ...CIRCLY, plan: 'business' });
  expect(await screen.findByText('This app is currently available only for Business and Enterprise plans')).toBeInTheDocument();
});

it('claims no plan restriction before the subscription is read (no flicker), then offers the install', async () => {
  const store = storeSignedInAs(sandbox, 'owner', null, { subscriptionRead: false });
  mount(store, { ...CIRCLY, plan: 'business' });
  expect(await screen.findByRole('button', { name: 'Install' })).toBeDisabled();
  expect(screen.queryByText(/currently available only/)).toBeNull();
  act(() => {
    store.dispatch({ type: 'user/subscriptionFetched', payload: { plan: 'enterprise' } });
  });
  expect(await screen.findByRole('button', { name: 'Install' })).toBeEnabled();
  expect(screen.queryByText(/currently available only/)).toBeNull();
});

it('offers the install to a plan that meets it', async () => {
  const store = storeSignedInAs(sandbox, 'owner', 'enterprise');
  mount(store, { ...CIRCLY, plan: 'business' });
  expect(await screen.findByRole('button', { name: 'Install' })).toBeEnabled();
  expect(screen.queryByText(/currently available only/)).toBeNull();
});

it('sends a paid app to checkout', async () => {
  const store = storeSignedInAs(sandbox, 'owner', 'team');
  mount(store, { ...CIRCLY, payment: { price: 2900 } });
  expect(await screen.findByRole('link', { name: 'Buy at checkout' })).toHaveAttribute('href', '/checkout/circly-assist');
});

it('asks a visitor to sign in, then resumes the same install', async () => {
  const store = storeSignedInAs(sandbox, null);
  const signIn = jest.fn(async () => {
    store.dispatch({ type: 'user/logInFulfilled', payload: sessionUserOf(sandbox, 'owner') });
  });
  mount(store, CIRCLY, 'page', signIn);
  await timers.user.click(screen.getByRole('button', { name: 'Install' }));
  expect(signIn).toHaveBeenCalledTimes(1);
  expect(await screen.findByRole('link', { name: 'Open settings' })).toBeInTheDocument();
  expect(sandbox.services.applications.installed('org-acme')).toEqual([CIRCLY.appId]);
});

it('shows a visitor’s press on Install as taken while the sign-in runs (its silent attempt comes before the popup), and is ready again when it ends unsigned', async () => {
  const store = storeSignedInAs(sandbox, null);
  let endSignIn: () => void = () => undefined;
  const signIn = jest.fn(() => new Promise<void>((resolve) => (endSignIn = resolve)));
  mount(store, CIRCLY, 'page', signIn);
  await timers.user.click(screen.getByRole('button', { name: 'Install' }));
  const install = screen.getByRole('button', { name: 'Install' });
  expect(install).toHaveAttribute('aria-busy', 'true');
  expect(install).toBeDisabled();

  await act(async () => endSignIn());
  expect(screen.getByRole('button', { name: 'Install' })).toBeEnabled();
  expect(screen.getByRole('status')).toHaveTextContent('You do not have enough permissions to install applications.');
  expect(signIn).toHaveBeenCalledTimes(1);
});

it('a press on the placeholder before this chunk loaded (resumeInstall) shows as taken while the sign-in it starts runs', async () => {
  const store = storeSignedInAs(sandbox, null);
  let endSignIn: () => void = () => undefined;
  const signIn = jest.fn(() => new Promise<void>((resolve) => (endSignIn = resolve)));
  render(
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <InstallAction product={CIRCLY} placement="page" signIn={signIn} resumeInstall />
      </ThemeProvider>
    </Provider>,
  );
  await waitFor(() => expect(signIn).toHaveBeenCalledTimes(1));
  expect(screen.getByRole('button', { name: 'Install' })).toHaveAttribute('aria-busy', 'true');

  await act(async () => endSignIn());
  expect(screen.getByRole('button', { name: 'Install' })).toBeEnabled();
});

it('a press before this chunk loaded, by someone already signed in, opens the accounts window itself (no second press asked)', async () => {
  const store = storeSignedInAs(sandbox, 'owner', 'team');
  const signIn = jest.fn(() => Promise.resolve());
  const { open } = fakePopup();
  try {
    render(
      <Provider store={store}>
        <ThemeProvider theme={theme}>
          <InstallAction
            product={{ ...CIRCLY, clientId: '15f07d88fb3fba0d59870b448e896a67', scopes: ['chats--all:ro'] }}
            placement="page"
            signIn={signIn}
            resumeInstall
          />
        </ThemeProvider>
      </Provider>,
    );
    await waitFor(() => expect(open).toHaveBeenCalledTimes(1));
    expect(signIn).not.toHaveBeenCalled();
    expect(screen.queryByText(/Press Install again/)).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('Allow Circly Assist in the accounts window to finish the install.');
  } finally {
    open.mockRestore();
  }
});

it('after a visitor’s sign-in, an app with a client asks for one more press: the accounts window needs its own', async () => {
  const store = storeSignedInAs(sandbox, null);
  const signIn = jest.fn(async () => {
    store.dispatch({ type: 'user/logInFulfilled', payload: sessionUserOf(sandbox, 'owner') });
  });
  const { open } = fakePopup();
  try {
    mount(store, { ...CIRCLY, clientId: '15f07d88fb3fba0d59870b448e896a67', scopes: ['chats--all:ro'] }, 'page', signIn);
    await timers.user.click(screen.getByRole('button', { name: 'Install' }));
    expect(await screen.findByRole('status')).toHaveTextContent('You are signed in. Press Install again to allow Circly Assist');
    // Never opened without the user's press (a browser would block it).
    expect(open).not.toHaveBeenCalled();
    await timers.user.click(screen.getByRole('button', { name: 'Install' }));
    expect(open).toHaveBeenCalledTimes(1);
  } finally {
    open.mockRestore();
  }
});

it('awaits a session still being read instead of asking for a second sign-in, then installs', async () => {
  // The popup has closed (or the page's session cookie is being read): no user yet, Install clicked.
  const store = storeSignedInAs(sandbox, null);
  store.dispatch({ type: 'user/logInPending' });
  const signIn = mount(store, CIRCLY, 'page');
  await timers.user.click(screen.getByRole('button', { name: 'Install' }));
  expect(signIn).not.toHaveBeenCalled();

  act(() => {
    store.dispatch({ type: 'user/logInFulfilled', payload: sessionUserOf(sandbox, 'owner') });
  });
  expect(await screen.findByRole('link', { name: 'Open settings' })).toBeInTheDocument();
  expect(signIn).not.toHaveBeenCalled();
  expect(sandbox.services.applications.installed('org-acme')).toEqual([CIRCLY.appId]);
});

it('asks for the sign-in once a session being read ends without a user', async () => {
  const store = storeSignedInAs(sandbox, null);
  store.dispatch({ type: 'user/logInPending' });
  const signIn = mount(store, CIRCLY, 'page');
  await timers.user.click(screen.getByRole('button', { name: 'Install' }));
  expect(signIn).not.toHaveBeenCalled();

  act(() => {
    store.dispatch({ type: 'user/logInRejected', payload: { message: 'expired', unauthorized: true } });
  });
  await waitFor(() => expect(signIn).toHaveBeenCalledTimes(1));
});

it("says 'You do not have enough permissions to install applications.' when the visitor's sign-in ends without a user", async () => {
  const store = storeSignedInAs(sandbox, null);
  mount(store, CIRCLY, 'page');
  await timers.user.click(screen.getByRole('button', { name: 'Install' }));
  expect(await screen.findByText('You do not have enough permissions to install applications.')).toBeInTheDocument();
});

describe("the app's own product counts (§5: the license, roles and plan of its platform)", () => {
  const REMOTEBOARD: ProductActionTarget = {
    appId: '8430dba39bc67c3a0fd27685',
    slug: 'remoteboard',
    name: 'RemoteBoard',
    isService: false,
    plan: 'business',
    product: 'helpdesk',
    placements: ['plugin'],
  };

  it('installs a help-desk app needing Business for an organization whose HelpDesk is on Business (its LiveChat on Team)', async () => {
    const store = storeSignedInAs(sandbox, 'owner', 'team');
    mount(store, REMOTEBOARD);
    await timers.user.click(await screen.findByRole('button', { name: 'Install' }));
    await waitFor(() => expect(sandbox.services.applications.installed('org-acme')).toEqual([REMOTEBOARD.appId]));
  });

  it('refuses the same app as a live-chat one: the LiveChat license is on Team', async () => {
    const store = storeSignedInAs(sandbox, 'owner', 'team');
    mount(store, { ...REMOTEBOARD, product: 'livechat' });
    expect(await screen.findByText('This app is currently available only for Business and Enterprise plans')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Install' })).toBeDisabled();
  });

  it('refuses a help-desk app to an organization without a HelpDesk license, in HelpDesk words', async () => {
    const store = storeSignedInAs(sandbox, 'livechat-only', 'starter');
    mount(store, {
      appId: '1b4b6610532af2c0346267b5',
      slug: 'stattrack',
      name: 'StatTrack',
      isService: false,
      product: 'helpdesk',
    });
    expect(await screen.findByText('Your HelpDesk license is inactive. Go to HelpDesk app and activate it.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Install' })).toBeDisabled();
  });
});

it('offers the access request to non-admins only (§6): an owner refused for rights is not offered it', async () => {
  // Olivia owns both licenses; with a token lacking billing--all, a help-desk install is refused her.
  const store = storeSignedInAs(sandbox, 'owner', 'team');
  const user = store.getState().user!.user!;
  store.dispatch({ type: 'user/logInFulfilled', payload: { ...user, permissions: ['integrations_manage'] } });
  mount(store, {
    appId: '1b4b6610532af2c0346267b5',
    slug: 'stattrack',
    name: 'StatTrack',
    isService: false,
    product: 'helpdesk',
  });
  expect(await screen.findByText('To install contact the owner of the HelpDesk license.')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Request access' })).toBeNull();
});
