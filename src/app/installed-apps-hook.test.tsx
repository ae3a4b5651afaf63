import './feature-hooks';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { server } from '../../sandbox/test-server';
import { storeSignedInAs, withInstallSandbox } from '../features/install/install-test-kit';
import { useInstalledApps } from '../core/use-installed-apps';

const sandbox = withInstallSandbox();
const CIRCLY = '91ce3c9669a87071c46e794f';

function hookIn(store: ReturnType<typeof storeSignedInAs>) {
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  return renderHook(() => useInstalledApps(), { wrapper });
}

describe('useInstalledApps (installed state outside the install action)', () => {
  it("reads the signed-in organization's installed ids, loading the install code for it", async () => {
    const store = storeSignedInAs(sandbox, 'owner', 'team');
    const token = store.getState().user!.user!.token;
    sandbox.services.applications.install(sandbox.services.accounts.authenticate(token)!, CIRCLY);
    const { result } = hookIn(store);
    expect(result.current).toEqual({ ids: [], loaded: false });
    await waitFor(() => expect(result.current).toEqual({ ids: [CIRCLY], loaded: true }));
  });

  it('is null for a visitor, who loads nothing', async () => {
    const asked: string[] = [];
    const listen = ({ request }: { request: Request }) => void asked.push(new URL(request.url).pathname);
    server.events.on('request:start', listen);
    const { result } = hookIn(storeSignedInAs(sandbox, null));
    expect(result.current).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 20));
    server.events.removeListener('request:start', listen);
    expect(asked).toEqual([]);
  });
});
