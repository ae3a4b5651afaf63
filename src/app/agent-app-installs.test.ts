import { http, HttpResponse } from 'msw';
import { server } from '../../sandbox/test-server';
import { hostModeDecided } from '../features/host/host-slice';
import { storeSignedInAs, withInstallSandbox } from '../features/install/install-test-kit';
import { leaveSiteFor } from '../features/install/leave-site';
import { installApp, loadInstalledApps } from '../features/install/install-thunks';
import { hostLinkOpened } from '../core/events';
import { addEffect } from '../core/effects';
import type { UnknownAction } from '@reduxjs/toolkit';

jest.mock('../features/install/leave-site', () => ({ leaveSiteFor: jest.fn() }));
import { siteConfig } from '../core/config';

const sandbox = withInstallSandbox();
const API = siteConfig.apiUrl.replace(/\/+$/, '');

describe('installed apps inside the agent app (§4 Loading)', () => {
  it('reads those of this build’s product (?product=livechat), again when the host asks', async () => {
    const store = storeSignedInAs(sandbox, 'owner');
    const queries: (string | null)[] = [];
    server.use(
      http.get(`${API}/applications/installed`, ({ request }) => {
        queries.push(new URL(request.url).searchParams.get('product'));
        return HttpResponse.json([]);
      }),
    );
    await store.dispatch(loadInstalledApps());
    store.dispatch(hostModeDecided({ mode: 'agent-app', parentOrigin: 'http://localhost:8003' }));
    // Another product's list: read again, then once more only when forced.
    await store.dispatch(loadInstalledApps());
    await store.dispatch(loadInstalledApps());
    await store.dispatch(loadInstalledApps({ force: true }));
    expect(queries).toEqual([null, 'livechat', 'livechat']);
  });

  it('keeps the per-product answer when the earlier read of every product answers last', async () => {
    const store = storeSignedInAs(sandbox, 'owner');
    let releaseEvery: () => void = () => undefined;
    server.use(
      http.get(`${API}/applications/installed`, async ({ request }) => {
        if (new URL(request.url).searchParams.get('product') === 'livechat') return HttpResponse.json(['livechat-app']);
        await new Promise<void>((resolve) => (releaseEvery = resolve));
        return HttpResponse.json(['livechat-app', 'helpdesk-app']);
      }),
    );
    const every = store.dispatch(loadInstalledApps());
    await new Promise((resolve) => setTimeout(resolve, 0));
    store.dispatch(hostModeDecided({ mode: 'agent-app', parentOrigin: 'http://localhost:8003' }));
    await store.dispatch(loadInstalledApps());
    releaseEvery();
    await every;
    expect(store.getState().install?.installed).toMatchObject({
      ids: ['livechat-app'],
      product: 'livechat',
      status: 'fulfilled',
    });
  });
});

describe('an install inside the agent app (§1: the frame stays on the marketplace)', () => {
  const CIRCLY = {
    appId: '91ce3c9669a87071c46e794f',
    slug: 'circly-assist',
    name: 'Circly Assist',
    isService: false,
    placements: ['settings'],
  };
  afterEach(() => jest.mocked(leaveSiteFor).mockClear());

  it("asks the host to open the app's settings instead of leaving the frame", async () => {
    const store = storeSignedInAs(sandbox, 'owner', 'team');
    store.dispatch(hostModeDecided({ mode: 'agent-app', parentOrigin: 'http://localhost:8003' }));
    const seen: UnknownAction[] = [];
    addEffect(store.dispatch, (action) => void seen.push(action));
    await expect(store.dispatch(installApp(CIRCLY))).resolves.toBe('installed');
    expect(leaveSiteFor).not.toHaveBeenCalled();
    expect(seen.filter(hostLinkOpened.match).map((action) => action.payload)).toEqual([
      { url: `http://localhost:8003/livechat/settings/apps/${CIRCLY.appId}` },
    ]);
  });

  it('leaves for the settings on the public site', async () => {
    const store = storeSignedInAs(sandbox, 'owner', 'team');
    store.dispatch(hostModeDecided({ mode: 'standalone', parentOrigin: null }));
    await expect(store.dispatch(installApp(CIRCLY))).resolves.toBe('installed');
    expect(leaveSiteFor).toHaveBeenCalledWith(`http://localhost:8003/livechat/settings/apps/${CIRCLY.appId}`);
  });
});
