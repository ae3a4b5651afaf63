const mockStartSession = jest.fn();
jest.mock('../features/auth/start-session', () => ({ startSession: mockStartSession }));

describe('startSessionOnce', () => {
  it('starts the session once per page load, however often the shell asks', async () => {
    const { startSessionOnce } = await import('./session-start');
    const { makeStore } = await import('../core/store');
    const store = makeStore();
    await Promise.all([startSessionOnce(store), startSessionOnce(store)]);
    await startSessionOnce(store);
    expect(mockStartSession).toHaveBeenCalledTimes(1);
    expect(mockStartSession).toHaveBeenCalledWith(store.dispatch);
  });
});
