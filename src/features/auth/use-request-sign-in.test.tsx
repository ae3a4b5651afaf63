import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { makeStore } from '../../core/store';
import { useRequestSignIn } from './use-request-sign-in';

let mockFails = false;
const mockRequestSignIn = jest.fn(() => () => Promise.resolve());
jest.mock('./session-actions', () => {
  if (mockFails) throw Object.assign(new Error('Loading chunk 812 failed.'), { name: 'ChunkLoadError' });
  return { requestSignIn: mockRequestSignIn };
});

let mockSdkLoads = 0;
jest.mock('./browser-sign-in', () => {
  mockSdkLoads += 1;
  return { browserSignIn: jest.fn() };
});

async function pressSignIn(store: ReturnType<typeof makeStore>) {
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  const { result } = renderHook(() => useRequestSignIn(), { wrapper });
  let outcome: Promise<void> | undefined;
  await act(async () => {
    outcome = result.current();
    await outcome;
  });
  return outcome;
}

const notices = (store: ReturnType<typeof makeStore>) => store.getState().notifications.items.map((item) => item.content);

// One module registry for both cases (a fresh one would bring a second React): the failed load is
// forgotten by the chunk's loader, so the second press loads the session's code again.
describe("useRequestSignIn (a page's own Sign in)", () => {
  it("says 'Unexpected error' when the code cannot load, and the press still ends (no rejection left to the caller)", async () => {
    mockFails = true;
    const store = makeStore();
    await expect(pressSignIn(store)).resolves.toBeUndefined();
    expect(mockRequestSignIn).not.toHaveBeenCalled();
    expect(notices(store)).toEqual(['Unexpected error']);
    // The accounts SDK was asked for with the press, beside the session's code.
    expect(mockSdkLoads).toBe(1);
  });

  it('runs the sign-in once the code loads', async () => {
    mockFails = false;
    const store = makeStore();
    await pressSignIn(store);
    expect(mockRequestSignIn).toHaveBeenCalledTimes(1);
    expect(notices(store)).toEqual([]);
  });
});
