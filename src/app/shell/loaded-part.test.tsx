import { act, Profiler, startTransition, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { lazyLoadedPart, loadedPart } from './loaded-part';

describe('loadedPart', () => {
  it('asks for the part once and knows it without waiting once it has arrived', async () => {
    const load = jest.fn(() => Promise.resolve('footer'));
    const part = loadedPart(load);
    expect(part.loaded()).toBeUndefined();
    const first = part.load();
    expect(part.load()).toBe(first);
    await expect(first).resolves.toBe('footer');
    expect(part.loaded()).toBe('footer');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('asks again after a failed download', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('footer');
    const part = loadedPart<string>(load);
    await expect(part.load()).rejects.toThrow('offline');
    expect(part.loaded()).toBeUndefined();
    await expect(part.load()).resolves.toBe('footer');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('lazyLoadedPart', () => {
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });

  /** A shell like the site's: each part in a Suspense boundary of its own, marked once hydrated. */
  function hydrateShell(Part: ComponentType) {
    let commits = 0;
    const hydratedAt: Record<string, number> = {};
    function Mark({ name }: { name: string }) {
      useEffect(() => {
        hydratedAt[name] = commits;
      }, [name]);
      return null;
    }
    const Page = () => <main>The page</main>;
    const Shell = ({ children }: { children?: ReactNode }) => (
      <Profiler id="shell" onRender={() => (commits += 1)}>
        <Suspense fallback={null}>
          <Part />
          <Mark name="footer" />
        </Suspense>
        <Suspense fallback={null}>
          <Page />
          <Mark name="page" />
        </Suspense>
        {children}
      </Profiler>
    );
    return { Shell, hydratedAt };
  }

  it('hydrates a part whose code has arrived in the same pass as the page, keeping the server HTML', async () => {
    const part = loadedPart(() => Promise.resolve(() => <footer>Footer</footer>));
    const Footer = lazyLoadedPart(part);
    await part.load(); // as the shell asks for it at client entry
    const { Shell, hydratedAt } = hydrateShell(Footer);
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Shell />);
    const serverFooter = container.querySelector('footer');
    expect(serverFooter?.textContent).toBe('Footer');
    const recoverable = jest.fn();
    await act(async () => {
      startTransition(() => {
        hydrateRoot(container, <Shell />, { onRecoverableError: recoverable });
      });
    });
    expect(hydratedAt.page).toBeDefined();
    // React.lazy suspended here (its import() resolves a microtask later): the footer came a commit later.
    expect(hydratedAt.footer).toBe(hydratedAt.page);
    expect(container.querySelector('footer')).toBe(serverFooter);
    expect(recoverable).not.toHaveBeenCalled();
  });

  it('suspends as React.lazy while the code is on its way, then shows the part', async () => {
    let arrive: (component: ComponentType) => void = () => undefined;
    const part = loadedPart(() => new Promise<ComponentType>((resolve) => (arrive = resolve)));
    const Footer = lazyLoadedPart(part);
    const container = document.createElement('div');
    const { createRoot } = await import('react-dom/client');
    const root = createRoot(container);
    await act(async () => {
      root.render(
        <Suspense fallback={<p>Loading</p>}>
          <Footer />
        </Suspense>,
      );
    });
    expect(container.textContent).toBe('Loading');
    await act(async () => arrive(() => <footer>Footer</footer>));
    expect(container.textContent).toBe('Footer');
    act(() => root.unmount());
  });
});
