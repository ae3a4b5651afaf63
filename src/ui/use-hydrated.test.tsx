import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act } from 'react';
import { useHydrated } from './use-hydrated';

function Probe() {
  return <span>{useHydrated() ? 'hydrated' : 'server'}</span>;
}

// React's act() environment flag (Testing Library sets it for its own render; this test hydrates by hand).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('useHydrated', () => {
  it('is false on the server and during hydration, true right after', async () => {
    const html = renderToString(<Probe />);
    expect(html).toBe('<span>server</span>');

    const container = document.createElement('div');
    container.innerHTML = html;
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      hydrateRoot(container, <Probe />);
    });
    expect(container.textContent).toBe('hydrated');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
