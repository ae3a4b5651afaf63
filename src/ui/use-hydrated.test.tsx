import { hydrateRoot, createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act } from 'react';
import { hydrationEnded, hydrationStarted, useHydrated } from './use-hydrated';

let renders = 0;
function Probe() {
  renders += 1;
  return <span>{useHydrated() ? 'hydrated' : 'server'}</span>;
}

// React's act() environment flag (Testing Library sets it for its own render; this test hydrates by hand).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The server's HTML of `count` probes, in a container. */
function serverHtml(count = 1) {
  const probes = Array.from({ length: count }, (_, index) => <Probe key={index} />);
  const container = document.createElement('div');
  container.innerHTML = renderToString(<>{probes}</>);
  renders = 0;
  return { container, probes: <>{probes}</> };
}

describe('useHydrated', () => {
  let errors: jest.SpyInstance;
  beforeEach(() => {
    renders = 0;
    errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    jest.useRealTimers();
  });

  it('is false on the server and during hydration, true right after (a root hydrated by hand)', async () => {
    expect(renderToString(<Probe />)).toBe('<span>server</span>');
    const { container, probes } = serverHtml();
    await act(async () => {
      hydrateRoot(container, probes);
    });
    expect(container.textContent).toBe('hydrated');
  });

  it("in the site's first hydration: keeps the server's value until the page has hydrated, then takes the browser's in one render each", async () => {
    const { container, probes } = serverHtml(3);
    hydrationStarted();
    await act(async () => {
      hydrateRoot(container, probes);
    });
    // Hydrated, and not rendered again at once (React re-rendered every probe synchronously here before).
    expect(container.textContent).toBe('serverserverserver');
    expect(renders).toBe(3);

    await act(async () => {
      hydrationEnded();
    });
    expect(container.textContent).toBe('hydratedhydratedhydrated');
    expect(renders).toBe(6);

    // Mounted afterwards (a client-side navigation's page): hydrated from its first render.
    const later = document.createElement('div');
    await act(async () => {
      createRoot(later).render(<Probe />);
    });
    expect(later.textContent).toBe('hydrated');
    expect(renders).toBe(7);
  });

  it('moves on after 5000 ms should the page never finish hydrating', async () => {
    jest.useFakeTimers();
    const { container, probes } = serverHtml();
    hydrationStarted();
    await act(async () => {
      hydrateRoot(container, probes);
    });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(4999);
    });
    expect(container.textContent).toBe('server');
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1);
    });
    expect(container.textContent).toBe('hydrated');
  });
});
