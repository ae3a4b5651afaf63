import { makeSiteStore } from '../site-store';
import { act, render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { leaveSiteFor } from '../../features/install/leave-site';
import { sessionUserOf, storeSignedInAs, withInstallSandbox } from '../../features/install/install-test-kit';
import { ProductActions } from '../../ui/product-actions';
import { RootElement } from '../root-element';
import { hydrationEnded, hydrationStarted } from '../../ui/use-hydrated';

jest.mock('gatsby', () => jest.requireActual('../../../__mocks__/gatsby'));
jest.mock('../../features/install/leave-site', () => ({ leaveSiteFor: jest.fn() }));

const sandbox = withInstallSandbox();

const target = { appId: 'a1', slug: 'circly-assist', name: 'Circly Assist', isService: false };

describe('the install slot of the shell', () => {
  it("renders a visitor's Install on the server; compare comes in the browser only", async () => {
    const html = renderToString(
      <RootElement store={makeSiteStore()}>
        <ProductActions product={target} placement="card" />
      </RootElement>,
    );
    expect(html).toMatch(/<button[^>]*>Install<\/button>/);
    expect(html).not.toContain('Compare');

    render(
      <RootElement store={makeSiteStore()}>
        <ProductActions product={target} placement="card" />
      </RootElement>,
    );
    expect(await screen.findByRole('button', { name: 'Compare Circly Assist' })).toBeInTheDocument();
  });

  it("renders a paid app's way to its checkout as a link on the server: it works before any script (§4)", () => {
    const paid = { ...target, slug: 'pixelo', payment: { price: 1200 } };
    const html = renderToString(
      <RootElement store={makeSiteStore()}>
        <ProductActions product={paid} placement="page" />
      </RootElement>,
    );
    expect(html).toMatch(/<a[^>]*href="\/checkout\/pixelo"[^>]*>Buy at checkout<\/a>/);
    expect(html).not.toMatch(/>Install</);
  });

  it("offers no Add to cart on the organization's own paid app (§5), and does for another organization", async () => {
    const developerOrg = sandbox.services.accounts.identity('developer')!.account.organization_id;
    const own = sandbox.services.catalogue
      .published()
      .find((app) => app.developerId === developerOrg && (app.payment?.price ?? 0) > 0)!;
    const product = {
      appId: own.id,
      slug: own.slug,
      name: own.name,
      isService: false,
      developerId: developerOrg,
      payment: { price: own.payment!.price },
    };
    const mine = render(
      <RootElement store={storeSignedInAs(sandbox, 'developer')}>
        <ProductActions product={product} placement="page" />
      </RootElement>,
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull());
    mine.unmount();
    render(
      <RootElement store={storeSignedInAs(sandbox, 'owner')}>
        <ProductActions product={product} placement="page" />
      </RootElement>,
    );
    expect(await screen.findByRole('button', { name: 'Add to cart' })).toBeEnabled();
  });

  it("renders a coming-soon app's Notify me (§4 accepted, not published) on the server, and no compare", async () => {
    const soon = { ...target, lifecycle: 'ACCEPTED' };
    const html = renderToString(
      <RootElement store={makeSiteStore()}>
        <ProductActions product={soon} placement="card" />
      </RootElement>,
    );
    expect(html).toMatch(/<button[^>]*>Notify me<\/button>/);
    expect(html).not.toMatch(/>Install</);
    render(
      <RootElement store={makeSiteStore()}>
        <ProductActions product={soon} placement="card" />
      </RootElement>,
    );
    expect(screen.getByRole('button', { name: 'Notify me' })).toBeInTheDocument();
    // Compare would have come in by now (see the test above): wait a tick of the browser-only parts.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('button', { name: /^Compare/ })).toBeNull();
  });

  it('renders no install action without an app id (listing-index cards), only compare', () => {
    render(
      <RootElement store={makeSiteStore()}>
        <ProductActions product={{ slug: 's', name: 'S', isService: false }} placement="card" />
      </RootElement>,
    );
    expect(screen.queryByRole('button', { name: 'Install' })).toBeNull();
  });

  /**
   * How many sign-ins have been asked for since this call. The module registry keeps the first mock
   * of session-actions that was loaded, whichever test loaded it: the calls of that one are counted.
   */
  async function signInRequests(): Promise<() => number> {
    const signIn = jest.fn();
    jest.doMock('../../features/auth/session-actions', () => ({ requestSignIn: () => signIn }));
    const { requestSignIn } = (await import('../../features/auth/session-actions')) as unknown as {
      requestSignIn: () => jest.Mock;
    };
    const requested = requestSignIn();
    const before = requested.mock.calls.length;
    return () => requested.mock.calls.length - before;
  }

  /** A visitor on an app's page presses Install: the press shows as taken at once. */
  function pressInstallAsVisitor() {
    render(
      <RootElement store={storeSignedInAs(sandbox, null)}>
        <ProductActions product={target} placement="page" />
      </RootElement>,
    );
    act(() => screen.getByRole('button', { name: 'Install' }).click());
    expect(screen.getByRole('button', { name: 'Install' })).toHaveAttribute('aria-busy', 'true');
  }

  it('loads the install chunk only on a click: the visitor is asked to sign in', async () => {
    const requested = await signInRequests();
    // While the chunk loads, the press shows as taken (a round trip and more on a slow phone).
    pressInstallAsVisitor();
    // The chunk loads on the click: slow under load, hence the longer wait.
    await waitFor(() => expect(requested()).toBe(1), { timeout: 5000 });
  });

  it('shows a press made before the page has finished hydrating as taken, and acts on it once it has', async () => {
    const requested = await signInRequests();
    hydrationStarted();
    pressInstallAsVisitor();
    expect(requested()).toBe(0);
    act(() => hydrationEnded());
    await waitFor(() => expect(requested()).toBe(1), { timeout: 5000 });
  });

  it('keeps a click made while the sign-in is still landing: the install goes on once the session is there', async () => {
    const signIn = jest.fn();
    jest.doMock('../../features/auth/session-actions', () => ({ requestSignIn: () => signIn }));
    const store = storeSignedInAs(sandbox, null);
    const circly = { ...target, appId: '91ce3c9669a87071c46e794f', placements: ['settings' as const] };
    render(
      <RootElement store={store}>
        <ProductActions product={circly} placement="page" />
      </RootElement>,
    );
    // The popup has closed and the session lands while the install chunk is still on its way.
    act(() => {
      screen.getByRole('button', { name: 'Install' }).click();
      store.dispatch({ type: 'user/logInFulfilled', payload: sessionUserOf(sandbox, 'owner') });
    });
    await waitFor(
      () => expect(leaveSiteFor).toHaveBeenCalledWith(`http://localhost:8003/livechat/settings/apps/${circly.appId}`),
      {
        timeout: 5000,
      },
    );
    expect(signIn).not.toHaveBeenCalled();
    expect(store.getState().notifications.items.map((item) => item.content)).toEqual(['Application installed successfully!']);
  });
});
