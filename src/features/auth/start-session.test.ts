import { pageHydrated, pageHydrationStarted } from '../../core/after-hydration';
import { makeStore } from '../../core/store';
import { clearSession, saveSession } from './session-cookie';
import { selectUserState } from './user-state';

const mockLoad = jest.fn();
const mockOnLoaded = jest.fn();
jest.mock('./session-actions-chunk', () => ({
  loadSessionActions: () => mockLoad(),
  onSessionActionsLoaded: (run: unknown) => mockOnLoaded(run),
}));

const actions = () => {
  const restoreSession = jest.fn(() => () => Promise.resolve());
  const startSessionEffects = jest.fn(() => () => undefined);
  return { restoreSession, startSessionEffects };
};

async function setup() {
  const { startSession } = await import('./start-session');
  return { startSession, store: makeStore() };
}

describe('startSession', () => {
  beforeEach(() => {
    mockLoad.mockReset();
    mockOnLoaded.mockReset();
    clearSession();
    window.history.replaceState(null, '', '/marketplace/apps/');
  });

  it('makes a visitor without a session anonymous at once, and loads the session code only once the page has hydrated', async () => {
    pageHydrationStarted();
    const { startSession, store } = await setup();
    const loaded = actions();
    mockLoad.mockResolvedValue(loaded);

    const started = startSession(store.dispatch);
    expect(selectUserState(store.getState())).toMatchObject({ initialized: true, status: 'idle' });
    await Promise.resolve();
    expect(mockLoad).not.toHaveBeenCalled();

    pageHydrated();
    await started;
    expect(mockLoad).toHaveBeenCalledTimes(1);
    expect(loaded.startSessionEffects).toHaveBeenCalledWith(store.dispatch);
    expect(loaded.restoreSession).toHaveBeenCalledTimes(1);
  });

  it('with a session cookie, loads the session code at once to restore it', async () => {
    saveSession({ token: 'stored-token', ghost: false }, 3600);
    const { startSession, store } = await setup();
    const loaded = actions();
    mockLoad.mockResolvedValue(loaded);

    await startSession(store.dispatch);
    expect(mockLoad).toHaveBeenCalledTimes(1);
    expect(loaded.restoreSession).toHaveBeenCalledTimes(1);
    // Not anonymous before the restore has said so.
    expect(selectUserState(store.getState()).initialized).toBe(false);
  });

  it('with a session cookie and code that cannot load, offers "Sign in" rather than staying busy, and starts with the next load', async () => {
    saveSession({ token: 'stored-token', ghost: false }, 3600);
    const { startSession, store } = await setup();
    mockLoad.mockRejectedValue(new Error('Loading chunk 812 failed.'));

    await startSession(store.dispatch);
    expect(selectUserState(store.getState())).toMatchObject({ initialized: true, user: null });
    // A press loads the code later: the session's effects and restore run with it.
    expect(mockOnLoaded).toHaveBeenCalledTimes(1);
    const loaded = actions();
    mockOnLoaded.mock.calls[0][0](loaded);
    expect(loaded.startSessionEffects).toHaveBeenCalledWith(store.dispatch);
    expect(loaded.restoreSession).toHaveBeenCalledTimes(1);
  });
});
