import { makeSiteStore, RootElement } from '../../../testing/site';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { COMPARE_LIMIT_MESSAGE } from '../../../domain/catalogue/compare';
import { comparePageOpened } from '../compare-slice';
import { COMPARE_STORAGE_KEY } from '../compare-storage';
import { CompareToggle, CompareTray } from '../index';

const apps = [
  { slug: 'alpha', name: 'Alpha' },
  { slug: 'beta', name: 'Beta' },
  { slug: 'gamma', name: 'Gamma' },
  { slug: 'delta', name: 'Delta' },
];

function Cards() {
  return (
    <>
      {apps.map((app) => (
        <CompareToggle key={app.slug} {...app} />
      ))}
      <CompareTray />
    </>
  );
}

const toggle = (name: string) => screen.getByRole('button', { name: `Compare ${name}` });
const stored = () => JSON.parse(window.localStorage.getItem(COMPARE_STORAGE_KEY) ?? 'null');

describe('CompareToggle and CompareTray', () => {
  afterEach(() => window.localStorage.clear());

  it('is a keyboard-operable toggle button named after its app, with aria-pressed', async () => {
    const user = userEvent.setup();
    render(
      <RootElement store={makeSiteStore()}>
        <Cards />
      </RootElement>,
    );
    expect(toggle('Alpha')).toHaveAttribute('aria-pressed', 'false');
    toggle('Alpha').focus();
    await user.keyboard('{Enter}');
    expect(toggle('Alpha')).toHaveAttribute('aria-pressed', 'true');
    await user.keyboard(' ');
    expect(toggle('Alpha')).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows no tray until an app is picked, then its name, a remove button, Compare (n) and Clear', async () => {
    render(
      <RootElement store={makeSiteStore()}>
        <Cards />
      </RootElement>,
    );
    expect(screen.queryByRole('region', { name: 'Compare apps' })).not.toBeInTheDocument();
    fireEvent.click(toggle('Alpha'));
    fireEvent.click(toggle('Gamma'));
    const tray = await screen.findByRole('region', { name: 'Compare apps' });
    expect(within(tray).getByRole('list', { name: 'Apps to compare' })).toHaveTextContent(/Alpha.*Gamma/);
    expect(within(tray).getByRole('link', { name: 'Compare (2)' })).toHaveAttribute('href', '/apps/compare/?ids=alpha,gamma');

    fireEvent.click(within(tray).getByRole('button', { name: 'Remove Alpha from compare' }));
    expect(toggle('Alpha')).toHaveAttribute('aria-pressed', 'false');
    expect(within(tray).getByRole('link', { name: 'Compare (1)' })).toHaveAttribute('href', '/apps/compare/?ids=gamma');

    fireEvent.click(within(tray).getByRole('button', { name: 'Clear' }));
    expect(screen.queryByRole('region', { name: 'Compare apps' })).not.toBeInTheDocument();
    expect(toggle('Gamma')).toHaveAttribute('aria-pressed', 'false');
  });

  it('refuses a fourth pick and explains the limit in a live status message', async () => {
    render(
      <RootElement store={makeSiteStore()}>
        <Cards />
      </RootElement>,
    );
    ['Alpha', 'Beta', 'Gamma'].forEach((name) => fireEvent.click(toggle(name)));
    const status = within(await screen.findByRole('region', { name: 'Compare apps' })).getByRole('status');
    expect(status).toBeEmptyDOMElement();

    fireEvent.click(toggle('Delta'));
    expect(toggle('Delta')).toHaveAttribute('aria-pressed', 'false');
    expect(status).toHaveTextContent(COMPARE_LIMIT_MESSAGE);
    expect(screen.getByRole('link', { name: 'Compare (3)' })).toBeInTheDocument();

    // Making room clears the message; the fourth app can then be added.
    fireEvent.click(toggle('Beta'));
    expect(status).toBeEmptyDOMElement();
    fireEvent.click(toggle('Delta'));
    expect(toggle('Delta')).toHaveAttribute('aria-pressed', 'true');
  });

  it('lets the limit message be dismissed', async () => {
    render(
      <RootElement store={makeSiteStore()}>
        <Cards />
      </RootElement>,
    );
    apps.forEach(({ name }) => fireEvent.click(toggle(name)));
    fireEvent.click(await screen.findByRole('button', { name: 'Dismiss message' }));
    expect(screen.queryByText(COMPARE_LIMIT_MESSAGE)).not.toBeInTheDocument();
  });

  it('keeps the selection in localStorage and restores it on the next page load', async () => {
    const first = render(
      <RootElement store={makeSiteStore()}>
        <Cards />
      </RootElement>,
    );
    fireEvent.click(toggle('Beta'));
    fireEvent.click(toggle('Alpha'));
    expect(stored()).toEqual([
      { slug: 'beta', name: 'Beta' },
      { slug: 'alpha', name: 'Alpha' },
    ]);
    first.unmount();

    render(
      <RootElement store={makeSiteStore()}>
        <Cards />
      </RootElement>,
    );
    expect(toggle('Beta')).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByRole('link', { name: 'Compare (2)' })).toHaveAttribute('href', '/apps/compare/?ids=beta,alpha');
  });

  it('ignores a corrupt stored value and does not overwrite storage before reading it', () => {
    window.localStorage.setItem(COMPARE_STORAGE_KEY, '{oops');
    render(
      <RootElement store={makeSiteStore()}>
        <Cards />
      </RootElement>,
    );
    expect(toggle('Alpha')).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('region', { name: 'Compare apps' })).not.toBeInTheDocument();
  });

  it('follows changes made in another tab', () => {
    render(
      <RootElement store={makeSiteStore()}>
        <Cards />
      </RootElement>,
    );
    const newValue = JSON.stringify([{ slug: 'gamma', name: 'Gamma' }]);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: COMPARE_STORAGE_KEY, newValue }));
    });
    expect(toggle('Gamma')).toHaveAttribute('aria-pressed', 'true');
  });

  it('renders the same HTML on the server whatever is stored, and hydrates without a mismatch', async () => {
    window.localStorage.setItem(COMPARE_STORAGE_KEY, JSON.stringify([{ slug: 'alpha', name: 'Alpha' }]));
    // In jsdom react-redux's Provider picks useLayoutEffect, which the server renderer warns about.
    const ssrWarnings = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const html = renderToString(
      <RootElement store={makeSiteStore()}>
        <Cards />
      </RootElement>,
    );
    ssrWarnings.mockRestore();
    expect(html).not.toContain('aria-pressed="true"');
    expect(html).not.toContain('Compare (1)');

    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(
        container,
        <RootElement store={makeSiteStore()}>
          <Cards />
        </RootElement>,
      );
    });
    expect(within(container).getByRole('button', { name: 'Compare Alpha' })).toHaveAttribute('aria-pressed', 'true');
    expect(await within(container).findByRole('link', { name: 'Compare (1)' })).toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    act(() => root?.unmount());
    container.remove();
  });

  it('stays out of the way on the compare page', async () => {
    const store = makeSiteStore();
    render(
      <RootElement store={store}>
        <Cards />
      </RootElement>,
    );
    fireEvent.click(toggle('Alpha'));
    await screen.findByRole('region', { name: 'Compare apps' });
    act(() => {
      store.dispatch(comparePageOpened());
    });
    expect(screen.queryByRole('region', { name: 'Compare apps' })).not.toBeInTheDocument();
  });
});
