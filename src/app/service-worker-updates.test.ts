import {
  CHUNK_RELOAD_KEY,
  hideUpdateReady,
  reloadOnceOnChunkFailure,
  showUpdateReady,
  UPDATE_READY_TEXT,
} from './service-worker-updates';
import { isChunkLoadFailure } from '../ui/chunk-failure';
import { makeStore } from '../core/store';

describe('loading that survives deploys', () => {
  it('shows an update-ready notice with a reload action that stays until dismissed', () => {
    const store = makeStore();
    showUpdateReady(store.dispatch);
    expect(store.getState().notifications.items).toEqual([
      expect.objectContaining({ kind: 'info', content: UPDATE_READY_TEXT, action: 'reload', autoHideDelayTime: null }),
    ]);
    // The waiting worker became redundant: the notice goes.
    hideUpdateReady(store);
    expect(store.getState().notifications.items).toEqual([]);
  });

  it('recognises chunk-load failures only', () => {
    const chunk = new Error('Loading chunk 42 failed.');
    chunk.name = 'ChunkLoadError';
    expect(isChunkLoadFailure(chunk)).toBe(true);
    expect(isChunkLoadFailure(new Error('Loading CSS chunk 7 failed.'))).toBe(true);
    expect(isChunkLoadFailure(new Error("We couldn't find the correct component chunk with the name app"))).toBe(true);
    expect(isChunkLoadFailure(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadFailure(null)).toBe(false);
  });

  it('reloads once per path on a chunk-load failure (remembered in session storage)', () => {
    const reload = jest.fn();
    const listeners: Record<string, (event: unknown) => void> = {};
    const storage = new Map<string, string>();
    const win = {
      location: { pathname: '/marketplace/apps/crm/', search: '', reload },
      sessionStorage: {
        getItem: (key: string) => storage.get(key) ?? null,
        setItem: (key: string, value: string) => storage.set(key, value),
      },
      addEventListener: (type: string, listener: (event: unknown) => void) => (listeners[type] = listener),
      removeEventListener: () => undefined,
    } as unknown as Window;
    reloadOnceOnChunkFailure(win);
    const failure = Object.assign(new Error('Loading chunk 9 failed.'), { name: 'ChunkLoadError' });
    listeners.unhandledrejection({ reason: new Error('other') });
    listeners.unhandledrejection({ reason: failure });
    listeners.error({ error: failure });
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.get(CHUNK_RELOAD_KEY)).toBe('/marketplace/apps/crm/');
  });

  it('never reloads offline: the chunk failed with the network, and a reload would lose the page', () => {
    const reload = jest.fn();
    const listeners: Record<string, (event: unknown) => void> = {};
    const win = {
      navigator: { onLine: false },
      location: { pathname: '/marketplace/apps/', search: '', reload },
      sessionStorage: { getItem: () => null, setItem: () => undefined },
      addEventListener: (type: string, listener: (event: unknown) => void) => (listeners[type] = listener),
      removeEventListener: () => undefined,
    } as unknown as Window;
    reloadOnceOnChunkFailure(win);
    listeners.unhandledrejection({ reason: Object.assign(new Error('Loading chunk 9 failed.'), { name: 'ChunkLoadError' }) });
    expect(reload).not.toHaveBeenCalled();
  });
});
