import { render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ProductActions } from '../../ui/product-actions';
import { RootElement } from '../root-element';
import { makeStore } from '../store';

jest.mock('gatsby', () => jest.requireActual('../../../__mocks__/gatsby'));

const target = { appId: 'a1', slug: 'circly-assist', name: 'Circly Assist', isService: false };

describe('the install slot of the shell', () => {
  it("renders a visitor's Install on the server; compare comes in the browser only", async () => {
    const html = renderToString(
      <RootElement store={makeStore()}>
        <ProductActions product={target} placement="card" />
      </RootElement>,
    );
    expect(html).toMatch(/<button[^>]*>Install<\/button>/);
    expect(html).not.toContain('Compare');

    render(
      <RootElement store={makeStore()}>
        <ProductActions product={target} placement="card" />
      </RootElement>,
    );
    expect(await screen.findByRole('button', { name: 'Compare Circly Assist' })).toBeInTheDocument();
  });

  it('renders no install action without an app id (listing-index cards), only compare', () => {
    render(
      <RootElement store={makeStore()}>
        <ProductActions product={{ slug: 's', name: 'S', isService: false }} placement="card" />
      </RootElement>,
    );
    expect(screen.queryByRole('button', { name: 'Install' })).toBeNull();
  });

  it('loads the install chunk only on a click: the visitor is asked to sign in', async () => {
    const signIn = jest.fn();
    jest.doMock('../../features/auth/session-actions', () => ({ requestSignIn: () => signIn }));
    render(
      <RootElement store={makeStore()}>
        <ProductActions product={target} placement="page" />
      </RootElement>,
    );
    screen.getByRole('button', { name: 'Install' }).click();
    // The chunk loads on the click: slow under load, hence the longer wait.
    await waitFor(() => expect(signIn).toHaveBeenCalled(), { timeout: 5000 });
  });
});
