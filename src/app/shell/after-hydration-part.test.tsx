import { act, createContext, useContext, useState } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { PART_ERROR_TEXT, PartBoundary } from '../../ui/part-boundary';
import { AfterHydrationPart } from './after-hydration-part';

const Where = createContext('/apps/');

function Badge() {
  return <a href="/cart/">Cart at {useContext(Where)}</a>;
}

describe('AfterHydrationPart', () => {
  beforeAll(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });

  it('hydrates its placeholder with the page, takes a navigation before its code is here without error, then shows the part', async () => {
    let loaded: (component: typeof Badge) => void = () => undefined;
    const load = () => new Promise<typeof Badge>((resolve) => (loaded = resolve));
    let navigate: (to: string) => void = () => undefined;
    function Page({ initial }: { initial: string }) {
      const [where, setWhere] = useState(initial);
      navigate = setWhere;
      return (
        <Where.Provider value={where}>
          <AfterHydrationPart load={load} placeholder={<a href="/cart/">Cart</a>} />
        </Where.Provider>
      );
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Page initial="/apps/" />);
    const placeholder = container.querySelector('a');
    const recoverable = jest.fn();
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await act(async () => {
        hydrateRoot(container, <Page initial="/apps/" />, { onRecoverableError: recoverable });
      });
      expect(container.querySelector('a')).toBe(placeholder); // hydrated, not drawn again
      await act(async () => navigate('/apps/?payment=free'));
      expect(container.textContent).toBe('Cart');
      await act(async () => loaded(Badge));
      expect(container.textContent).toBe('Cart at /apps/?payment=free');
      expect(recoverable).not.toHaveBeenCalled();
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
  });

  it('throws a load failure to its part boundary', async () => {
    const container = document.createElement('div');
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      await act(async () => {
        createRoot(container).render(
          <PartBoundary name="header-cart" fallback="inline">
            <AfterHydrationPart load={() => Promise.reject(new Error('chunk failed'))} placeholder="Cart" />
          </PartBoundary>,
        );
      });
      expect(container.textContent).toContain(PART_ERROR_TEXT.inline);
    } finally {
      errors.mockRestore();
    }
  });
});
