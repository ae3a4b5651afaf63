import { whenIdle } from './idle';

describe('whenIdle', () => {
  afterEach(() => {
    delete (window as { requestIdleCallback?: unknown }).requestIdleCallback;
    delete (window as { cancelIdleCallback?: unknown }).cancelIdleCallback;
    jest.useRealTimers();
  });

  it('runs the callback when the browser reports idle time, and cancels it', () => {
    const pending = new Map<number, () => void>();
    Object.assign(window, {
      requestIdleCallback: (run: () => void) => (pending.set(pending.size + 1, run), pending.size),
      cancelIdleCallback: (handle: number) => pending.delete(handle),
    });
    const first = jest.fn();
    const second = jest.fn();
    whenIdle(first);
    const cancel = whenIdle(second);
    cancel();
    pending.forEach((run) => run());
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).not.toHaveBeenCalled();
  });

  it('falls back to 200 ms where there is no requestIdleCallback', () => {
    jest.useFakeTimers();
    const callback = jest.fn();
    whenIdle(callback);
    jest.advanceTimersByTime(199);
    expect(callback).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
    const cancelled = jest.fn();
    whenIdle(cancelled)();
    jest.advanceTimersByTime(200);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
