import { makeStore } from '../../core/store';

let mockLoads = 0;
let mockFails = false;
const mockRequestSignIn = jest.fn(() => () => Promise.resolve('signed in'));
jest.mock('./session-actions', () => {
  mockLoads += 1;
  if (mockFails) throw Object.assign(new Error('Loading chunk 812 failed.'), { name: 'ChunkLoadError' });
  return { requestSignIn: mockRequestSignIn };
});

let mockSignInLoads = 0;
jest.mock('./browser-sign-in', () => {
  mockSignInLoads += 1;
  return { browserSignIn: jest.fn() };
});

const notices = (store: ReturnType<typeof makeStore>) => store.getState().notifications.items.map((item) => item.content);

describe('withSessionActions', () => {
  beforeEach(() => {
    jest.resetModules();
    mockLoads = 0;
    mockFails = false;
    mockRequestSignIn.mockClear();
    mockSignInLoads = 0;
  });

  it("dispatches the picked thunk once the actions' chunk is there, and loads the chunk once", async () => {
    const { withSessionActions } = await import('./session-actions-chunk');
    const store = makeStore();
    await expect(store.dispatch(withSessionActions((actions) => actions.requestSignIn()))).resolves.toBe('signed in');
    await store.dispatch(withSessionActions((actions) => actions.requestSignIn()));
    expect(mockRequestSignIn).toHaveBeenCalledTimes(2);
    expect(mockLoads).toBe(1);
  });

  it('says that it failed when the chunk cannot load (the §8 unexpected error), and the next press loads it again', async () => {
    const { withSessionActions } = await import('./session-actions-chunk');
    const store = makeStore();
    mockFails = true;
    await expect(store.dispatch(withSessionActions((actions) => actions.requestSignIn()))).rejects.toThrow('Loading chunk');
    expect(notices(store)).toEqual(['Unexpected error']);
    expect(mockRequestSignIn).not.toHaveBeenCalled();

    mockFails = false;
    await expect(store.dispatch(withSessionActions((actions) => actions.requestSignIn()))).resolves.toBe('signed in');
    expect(mockLoads).toBe(2);
  });

  it('says so when the browser is offline', async () => {
    const { withSessionActions } = await import('./session-actions-chunk');
    const store = makeStore();
    mockFails = true;
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      await expect(store.dispatch(withSessionActions((actions) => actions.requestSignIn()))).rejects.toThrow();
    } finally {
      onLine.mockRestore();
    }
    expect(notices(store)).toEqual(["You're offline. This needs the network: try again once you're back online."]);
  });
});

describe('onSessionActionsLoaded', () => {
  it('runs what waits with the next load that succeeds, once', async () => {
    jest.resetModules();
    mockLoads = 0;
    mockFails = true;
    const { loadSessionActions, onSessionActionsLoaded } = await import('./session-actions-chunk');
    await expect(loadSessionActions()).rejects.toThrow();
    const run = jest.fn();
    onSessionActionsLoaded(run);
    mockFails = false;
    const actions = await loadSessionActions();
    expect(run).toHaveBeenCalledWith(actions);
    await loadSessionActions();
    expect(run).toHaveBeenCalledTimes(1);
  });
});

describe('prefetchSignIn', () => {
  it('asks for the actions and the accounts SDK side by side, each once', async () => {
    jest.resetModules();
    mockLoads = 0;
    mockSignInLoads = 0;
    mockFails = false;
    const { prefetchSignIn, withSessionActions } = await import('./session-actions-chunk');
    prefetchSignIn();
    prefetchSignIn();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect([mockLoads, mockSignInLoads]).toEqual([1, 1]);
    // The press that follows finds the actions there.
    await makeStore().dispatch(withSessionActions((actions) => actions.requestSignIn()));
    expect(mockLoads).toBe(1);
  });
});
