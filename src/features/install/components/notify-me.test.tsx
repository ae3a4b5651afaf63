import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { ThemeProvider } from 'styled-components';
import { siteConfig } from '../../../core/config';
import type { ProductActionTarget } from '../../../ui/product-actions';
import { theme } from '../../../ui/theme';
import { server } from '../../../../sandbox/test-server';
import { selectInstallState } from '../install-selectors';
import { storeSignedInAs, sessionUserOf, withInstallSandbox } from '../install-test-kit';
import InstallAction from './install-action';

jest.mock('gatsby', () => jest.requireActual('../../../../__mocks__/gatsby'));
jest.mock('../leave-site', () => ({ leaveSiteFor: jest.fn() }));

const sandbox = withInstallSandbox();
const API = siteConfig.apiUrl.replace(/\/+$/, '');

// cobrowsehub: accepted, not published yet ("Coming soon"), not installable.
const COBROWSE: ProductActionTarget = {
  appId: '90ec47bd83f6f58c09da13ee',
  slug: 'cobrowsehub',
  name: 'CobrowseHub',
  isService: false,
  installable: false,
  lifecycle: 'ACCEPTED',
};

function mount(
  store: ReturnType<typeof storeSignedInAs>,
  signIn: () => Promise<void> = jest.fn(async () => undefined),
  resumeInstall = false,
) {
  render(
    <Provider store={store}>
      <ThemeProvider theme={theme}>
        <InstallAction product={COBROWSE} placement="page" signIn={signIn} resumeInstall={resumeInstall} />
      </ThemeProvider>
    </Provider>,
  );
  return signIn;
}

it("offers 'Notify me' instead of Install on a coming-soon app, and records the request", async () => {
  const store = storeSignedInAs(sandbox, 'owner');
  mount(store);
  expect(screen.queryByRole('button', { name: 'Install' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Notify me' }));
  expect(await screen.findByRole('status')).toHaveTextContent("We'll let you know when this app is available.");
  expect(screen.getByRole('button', { name: 'Notify me' })).toBeDisabled();
  expect(sandbox.services.applications.awaiting('org-acme')).toEqual([COBROWSE.appId]);
});

it('says so when the service refuses, and the button stays usable', async () => {
  server.use(http.post(`${API}/awaiting_apps`, () => HttpResponse.json({}, { status: 500 })));
  const store = storeSignedInAs(sandbox, 'owner');
  mount(store);
  await userEvent.click(screen.getByRole('button', { name: 'Notify me' }));
  expect(await screen.findByRole('alert')).toHaveTextContent("We couldn't save your request. Please try again.");
  expect(screen.getByRole('button', { name: 'Notify me' })).toBeEnabled();
  expect(selectInstallState(store.getState()).awaiting).toEqual([]);
});

it('a 401 asks to sign in', async () => {
  server.use(
    http.post(`${API}/awaiting_apps`, () =>
      HttpResponse.json({ error: { type: 'authentication', message: 'Invalid access token' } }, { status: 401 }),
    ),
  );
  mount(storeSignedInAs(sandbox, 'owner'));
  await userEvent.click(screen.getByRole('button', { name: 'Notify me' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Sign in to be notified when this app is available.');
});

it('a visitor signs in first, then the request is sent', async () => {
  const store = storeSignedInAs(sandbox, null);
  const signIn = jest.fn(async () => {
    store.dispatch({ type: 'user/logInFulfilled', payload: sessionUserOf(sandbox, 'owner') });
  });
  mount(store, signIn);
  await userEvent.click(screen.getByRole('button', { name: 'Notify me' }));
  expect(signIn).toHaveBeenCalledTimes(1);
  expect(await screen.findByRole('status')).toHaveTextContent("We'll let you know when this app is available.");
  expect(sandbox.services.applications.awaiting('org-acme')).toEqual([COBROWSE.appId]);
});

it('a visitor whose sign-in ends without a user is asked to sign in', async () => {
  mount(storeSignedInAs(sandbox, null));
  await userEvent.click(screen.getByRole('button', { name: 'Notify me' }));
  expect(await screen.findByRole('status')).toHaveTextContent('Sign in to be notified when this app is available.');
});

describe('pressed before the action loaded (the page placeholder): the request is sent, never an install', () => {
  it('a visitor signs in, then the request is sent', async () => {
    const store = storeSignedInAs(sandbox, null);
    const signIn = jest.fn(async () => {
      store.dispatch({ type: 'user/logInFulfilled', payload: sessionUserOf(sandbox, 'owner') });
    });
    mount(store, signIn, true);
    expect(await screen.findByRole('status')).toHaveTextContent("We'll let you know when this app is available.");
    expect(signIn).toHaveBeenCalledTimes(1);
    expect(sandbox.services.applications.awaiting('org-acme')).toEqual([COBROWSE.appId]);
    expect(sandbox.services.applications.installed('org-acme')).toEqual([]);
  });

  it('a signed-in user is not asked to sign in again', async () => {
    const signIn = mount(storeSignedInAs(sandbox, 'owner'), undefined, true);
    expect(await screen.findByRole('status')).toHaveTextContent("We'll let you know when this app is available.");
    expect(signIn).not.toHaveBeenCalled();
    expect(sandbox.services.applications.awaiting('org-acme')).toEqual([COBROWSE.appId]);
  });
});
