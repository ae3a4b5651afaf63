import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { navigate } from 'gatsby';
import { http, HttpResponse } from 'msw';
import { NotificationList, RootElement } from '../../../testing/site';
import { makeStore } from '../../../core/store';
import { LOADING, SIGN_IN, SUCCESS } from '../../../domain/site/messages';
import { licenseMessage } from '../../../domain/auth/roles';
import { server } from '../../../../sandbox/test-server';
import { ACCOUNTS_URL, calls, revokeToken, tokenFor, tokenWorks, withSandboxAccounts } from '../auth-test-kit';
import { loadSession, saveSession } from '../session-cookie';
import { startSession } from '../start-session';
import { GHOST_BANNER_TEXT, GhostLoginBanner, STOP_GHOST_LABEL } from './ghost-login-banner';
import { OWN_APPS_LABEL, SIGN_OUT_LABEL } from './account-menu';
import { HeaderAccount, SIGN_IN_LABEL } from './header-account';

jest.mock('gatsby', () => jest.requireActual('../../../../__mocks__/gatsby'));

/**
 * The header's account area and the ghost banner as a visitor meets them, with the real store and
 * the sandbox's accounts service behind them.
 */
const sandbox = withSandboxAccounts();

beforeEach(() => {
  jest.mocked(navigate).mockClear();
});

async function withSessionOf(identity: string) {
  const grant = await tokenFor(identity);
  saveSession({ token: grant.access_token, ghost: grant.frenzied === '1' }, Number(grant.expires_in));
  return grant;
}

function renderHeader() {
  const store = makeStore();
  const view = render(
    <RootElement store={store}>
      <GhostLoginBanner />
      <HeaderAccount />
      <NotificationList />
    </RootElement>,
  );
  // As the app shell does once per page load (src/app/session-start.ts).
  act(() => {
    startSession(store.dispatch);
  });
  return { store, ...view };
}

/** The account button, once the session is restored (its name starts with the user's name). */
const accountButton = (name: string) => screen.findByRole('button', { name: new RegExp(`^${name}`) });
const requestButtons = () =>
  screen.queryAllByRole('button', { name: /^Request admin access/ }).map((button) => button.textContent);

describe('HeaderAccount', () => {
  it("offers 'Sign in' to an anonymous visitor, busy until the visit is known to be anonymous", async () => {
    renderHeader();

    const button = screen.getByRole('button', { name: SIGN_IN_LABEL });
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'false'));
    expect(calls(sandbox)).toEqual([]);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it("shows the restored user's name and avatar initials instead of 'Sign in'", async () => {
    await withSessionOf('owner');
    renderHeader();

    const button = await accountButton('Olivia Owner');
    expect(within(button).getByText('OO')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: SIGN_IN_LABEL })).not.toBeInTheDocument();
  });

  it('shows the avatar picture when the account has one', async () => {
    const grant = await withSessionOf('owner');
    const account = sandbox.accounts.account('org-acme', 'acc-olivia-owner')!;
    server.use(
      http.get(`${ACCOUNTS_URL}/v2/accounts/:id`, () =>
        HttpResponse.json({ ...account, properties: { ...account.properties, avatar_url: 'https://cdn.example/olivia.png' } }),
      ),
    );
    renderHeader();

    const button = await accountButton('Olivia Owner');
    expect(button.querySelector('img')).toHaveAttribute('src', 'https://cdn.example/olivia.png');
    expect(within(button).queryByText('OO')).not.toBeInTheDocument();
    expect(loadSession()?.token).toBe(grant.access_token);
  });

  it('opens the account panel with Enter: email, products with their state; Escape closes it and gives focus back', async () => {
    const user = userEvent.setup();
    await withSessionOf('inactive-license');
    renderHeader();
    const button = await accountButton('Ivy Inactive');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Your account' })).not.toBeInTheDocument();

    await user.tab();
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');

    const panel = screen.getByRole('region', { name: 'Your account' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(within(panel).getByText('ivy@ivy.example')).toBeInTheDocument();
    const products = within(panel)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(products).toEqual(['LiveChat · OwnerActive', 'HelpDesk · OwnerInactive']);
    expect(within(panel).getByText(licenseMessage('helpdesk'))).toBeInTheDocument();

    await user.keyboard('{Escape}');

    expect(screen.queryByRole('region', { name: 'Your account' })).not.toBeInTheDocument();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('opens the panel with Space too, and closes it when the button is pressed again', async () => {
    const user = userEvent.setup();
    await withSessionOf('owner');
    renderHeader();
    const button = await accountButton('Olivia Owner');

    button.focus();
    await user.keyboard(' ');
    const panel = screen.getByRole('region', { name: 'Your account' });
    expect(within(panel).getByText('olivia.owner@acme.example')).toBeInTheDocument();
    expect(within(panel).getAllByText('Active')).toHaveLength(2);
    expect(within(panel).queryByText('Inactive')).not.toBeInTheDocument();

    await user.keyboard(' ');
    expect(screen.queryByRole('region', { name: 'Your account' })).not.toBeInTheDocument();
  });

  it("links to the organization's own apps (/private-apps/) and closes the panel on the way", async () => {
    const user = userEvent.setup();
    await withSessionOf('developer');
    renderHeader();
    await user.click(await accountButton('Dana Developer'));
    const link = within(screen.getByRole('region', { name: 'Your account' })).getByRole('link', { name: OWN_APPS_LABEL });
    expect(link).toHaveAttribute('href', '/private-apps/');
    await user.click(link);
    expect(screen.queryByRole('region', { name: 'Your account' })).not.toBeInTheDocument();
  });

  it("'Sign out' signs out: 'Sign in' again, cookie gone, token revoked on the sandbox, home", async () => {
    const user = userEvent.setup();
    const grant = await withSessionOf('owner');
    renderHeader();
    await user.click(await accountButton('Olivia Owner'));

    await user.click(screen.getByRole('button', { name: SIGN_OUT_LABEL }));

    expect(await screen.findByRole('button', { name: SIGN_IN_LABEL })).toBeInTheDocument();
    expect(loadSession()).toBeNull();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
    expect(calls(sandbox)).toContain('DELETE /v2/sessions');
    await expect(tokenWorks(grant.access_token)).resolves.toBe(false);
  });

  it("a non-admin can ask for access, per product: 'Request sent!'", async () => {
    const user = userEvent.setup();
    await withSessionOf('agent');
    renderHeader();
    await user.click(await accountButton('Andy Agent'));
    expect(requestButtons()).toEqual(['Request admin access to LiveChat', 'Request admin access to HelpDesk']);

    await user.click(screen.getByRole('button', { name: 'Request admin access to HelpDesk' }));

    expect(await screen.findByText(SUCCESS.requestSent)).toBeInTheDocument();
    expect(sandbox.accounts.accessRequests()).toEqual([expect.objectContaining({ product: 'helpdesk' })]);
  });

  it.each([
    ['an owner', 'owner', 'Olivia Owner'],
    ['a help-desk-only owner (no live-chat license to ask for)', 'helpdesk-only', 'Hana HelpDesk'],
  ])('%s is not offered the access request', async (_, identity, name) => {
    const user = userEvent.setup();
    await withSessionOf(identity);
    renderHeader();
    await user.click(await accountButton(name));

    expect(requestButtons()).toEqual([]);
  });

  it('offers an administrator (not admin: §6 counts owner and viceowner) the request on each license', async () => {
    const user = userEvent.setup();
    await withSessionOf('administrator');
    renderHeader();
    await user.click(await accountButton('Ada Admin'));

    expect(requestButtons()).toEqual(['Request admin access to LiveChat', 'Request admin access to HelpDesk']);
  });

  it("shows a suspended agent's seat as suspended, not active", async () => {
    const user = userEvent.setup();
    await withSessionOf('suspended');
    renderHeader();
    await user.click(await accountButton('Sam Suspended'));

    const panel = screen.getByRole('region', { name: 'Your account' });
    const products = within(panel)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(products).toEqual(['LiveChat · AgentSuspended', 'HelpDesk · AgentActive']);
  });

  it('a help-desk-only account reads no live-chat license (no 404s)', async () => {
    const user = userEvent.setup();
    await withSessionOf('helpdesk-only');
    const { store } = renderHeader();
    await user.click(await accountButton('Hana HelpDesk'));
    await waitFor(() => expect(store.getState().user?.subscription.fetched).toBe(true));

    expect(calls(sandbox).filter((call) => call.includes('/licenses/'))).toEqual([]);
    const panel = screen.getByRole('region', { name: 'Your account' });
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['HelpDesk · OwnerActive']);
  });

  it("signed in although the licenses could not be read: the panel says so instead of 'no licenses'", async () => {
    const user = userEvent.setup();
    await withSessionOf('owner');
    server.use(
      http.get(`${ACCOUNTS_URL}/market/products/my`, () =>
        HttpResponse.json({ error: { type: 'internal', message: 'Boom' } }, { status: 500 }),
      ),
    );
    renderHeader();
    await user.click(await accountButton('Olivia Owner'));

    const panel = screen.getByRole('region', { name: 'Your account' });
    expect(within(panel).getByText(SIGN_IN.license)).toBeInTheDocument();
    expect(within(panel).queryByText('No product licenses in this organization.')).not.toBeInTheDocument();
  });

  it('a session the sandbox has revoked ends with the logged-out notice and the visitor goes home', async () => {
    const grant = await withSessionOf('owner');
    await revokeToken(grant.access_token);
    renderHeader();

    expect(await screen.findByRole('alert')).toHaveTextContent(LOADING.loggedOut);
    expect(screen.getByRole('button', { name: SIGN_IN_LABEL })).toHaveAttribute('aria-busy', 'false');
    expect(loadSession()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/');
  });
});

describe('GhostLoginBanner', () => {
  it('is not shown for a normal login', async () => {
    await withSessionOf('owner');
    renderHeader();

    await accountButton('Olivia Owner');
    expect(screen.queryByText(new RegExp(GHOST_BANNER_TEXT))).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: STOP_GHOST_LABEL })).not.toBeInTheDocument();
  });

  it("appears for a ghost login, and 'Stop now' signs out", async () => {
    const user = userEvent.setup();
    const grant = await withSessionOf('ghost');
    renderHeader();

    const banner = await screen.findByRole('status');
    expect(banner).toHaveTextContent(`${GHOST_BANNER_TEXT} (Olivia Owner)`);

    await user.click(within(banner).getByRole('button', { name: STOP_GHOST_LABEL }));

    expect(await screen.findByRole('button', { name: SIGN_IN_LABEL })).toBeInTheDocument();
    expect(screen.queryByText(new RegExp(GHOST_BANNER_TEXT))).not.toBeInTheDocument();
    expect(loadSession()).toBeNull();
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
    await expect(tokenWorks(grant.access_token)).resolves.toBe(false);
  });
});
