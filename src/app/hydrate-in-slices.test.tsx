import { act, useState } from 'react';
import { renderToString } from 'react-dom/server';
import { afterPageHydrated, pageHydrated, resetPageHydration } from '../core/after-hydration';
import { expectHydration, hydrateInSlices } from './hydrate-in-slices';

function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Clicked {count}
    </button>
  );
}

/** Gatsby's page: #___gatsby holding #gatsby-focus-wrapper, with the server's markup inside or empty. */
function gatsbyPage(markup: string) {
  document.body.innerHTML = `<div id="___gatsby"><div id="gatsby-focus-wrapper">${markup}</div></div>`;
  return document.getElementById('___gatsby');
}
const app = (
  <div id="gatsby-focus-wrapper">
    <Counter />
  </div>
);

describe('hydrateInSlices (Gatsby renderer)', () => {
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });

  it('hydrates the server markup (the same nodes, no mismatch), which then answers clicks', async () => {
    const root = gatsbyPage(renderToString(<Counter />));
    const serverButton = root?.querySelector('button');
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => hydrateInSlices(app, root));
    const button = root?.querySelector('button');
    expect(button).toBe(serverButton); // hydrated, not replaced
    await act(async () => button?.click());
    expect(button?.textContent).toBe('Clicked 1');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('renders a client-only page (an empty focus wrapper) instead of hydrating it, and lets the presses taken meanwhile go once it is in place', async () => {
    const root = gatsbyPage('');
    const release = jest.fn(() => expect(root?.querySelector('button')?.textContent).toBe('Clicked 0'));
    window.___earlyInput = { release, pending: () => 0 };
    try {
      await act(async () => hydrateInSlices(app, root));
      expect(root?.querySelector('button')?.textContent).toBe('Clicked 0');
      expect(release).toHaveBeenCalledTimes(1);
    } finally {
      delete window.___earlyInput;
    }
  });
});

describe('expectHydration (client entry)', () => {
  afterEach(() => resetPageHydration());

  it('makes what waits for the hydration wait from client entry, on a page the server rendered', async () => {
    gatsbyPage(renderToString(<Counter />));
    expectHydration();
    const load = jest.fn(() => Promise.resolve());
    const loaded = afterPageHydrated(load);
    await Promise.resolve();
    expect(load).not.toHaveBeenCalled();
    pageHydrated();
    await loaded;
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('waits for nothing on a client-only page (nothing to hydrate)', async () => {
    gatsbyPage('');
    expectHydration();
    const load = jest.fn(() => Promise.resolve());
    await afterPageHydrated(load);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
