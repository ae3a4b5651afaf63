import {
  afterPageHydrated,
  pageHydrated,
  pageHydrationStarted,
  resetPageHydration,
  whenIdleAfterHydration,
} from './after-hydration';

describe('later loads wait for the whole page to hydrate', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    resetPageHydration();
    jest.useRealTimers();
  });

  it('run at once when no hydration is under way (client-only pages render; tests)', async () => {
    const load = jest.fn(async () => 'loaded');
    await expect(afterPageHydrated(load)).resolves.toBe('loaded');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('wait while the page hydrates, then run once each, in the order asked', async () => {
    pageHydrationStarted();
    const order: string[] = [];
    const first = afterPageHydrated(async () => order.push('bridge'));
    const second = afterPageHydrated(async () => order.push('cart badge'));
    await jest.advanceTimersByTimeAsync(3000);
    expect(order).toEqual([]);
    pageHydrated();
    await Promise.all([first, second]);
    expect(order).toEqual(['bridge', 'cart badge']);
    pageHydrated();
    await jest.advanceTimersByTimeAsync(10_000);
    expect(order).toEqual(['bridge', 'cart badge']);
  });

  it('run at once when asked after the page has hydrated', async () => {
    pageHydrationStarted();
    pageHydrated();
    const load = jest.fn(async () => undefined);
    await afterPageHydrated(load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('stop waiting 8000 ms after the hydration started, should a part never hydrate', async () => {
    pageHydrationStarted();
    const load = jest.fn(async () => undefined);
    void afterPageHydrated(load);
    await jest.advanceTimersByTimeAsync(7999);
    expect(load).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a second start (a remount) does not hold them again', async () => {
    pageHydrationStarted();
    pageHydrated();
    pageHydrationStarted();
    const load = jest.fn(async () => undefined);
    await afterPageHydrated(load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('runs work ahead of use when the browser is idle after the page has hydrated, unless cancelled at either step', async () => {
    pageHydrationStarted();
    const ahead = jest.fn();
    const dropped = jest.fn();
    whenIdleAfterHydration(ahead);
    const cancel = whenIdleAfterHydration(dropped);
    cancel(); // before the hydration
    pageHydrated();
    await jest.advanceTimersByTimeAsync(0);
    expect(ahead).not.toHaveBeenCalled();
    // jsdom has no requestIdleCallback: idle falls back to 200 ms.
    const late = jest.fn();
    const cancelLate = whenIdleAfterHydration(late);
    await jest.advanceTimersByTimeAsync(0);
    cancelLate(); // hydrated, waiting for idle
    await jest.advanceTimersByTimeAsync(200);
    expect(ahead).toHaveBeenCalledTimes(1);
    expect(dropped).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });
});
