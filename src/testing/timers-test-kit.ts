/**
 * Test support for component tests that wait on the site's own clocks (the charge poller's 2000 ms,
 * the sandbox's charge timings, toasts' delays): Jest's fake timers instead of real waiting.
 *
 * The sandbox reads Date.now, which the fake timers move too, so a charge settles on the same clock
 * the poller reads it by. The sandbox's answers (msw) need real turns of the event loop, not fake
 * time: nextTick, setImmediate and queueMicrotask stay real, and testing-library's waitFor/findBy
 * move the fake clock 50 ms at a time with such a turn (inside act) between the steps.
 */
import { act } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

export type User = ReturnType<typeof userEvent.setup>;

/**
 * Runs every test of the calling file on fake timers that only the test moves (waitFor/findBy,
 * `elapse`, `elapseUntilSettled`, user-event): a slow machine cannot use up a wait's time, and
 * work awaited without moving the clock fails by Jest's timeout instead of silently waiting in real
 * time. Returns a handle whose `user` is the current test's user-event instance, bound to them.
 */
export function withFakeTimers(): { readonly user: User } {
  const handle = {} as { user: User };
  beforeEach(() => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    handle.user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  });
  afterEach(() => {
    jest.useRealTimers();
  });
  return handle;
}

const STEP_MS = 50;

/**
 * Lets `ms` of fake time pass the way real time would: in 50 ms steps, each inside act() and each
 * followed by real turns of the event loop, so whatever a timer starts meanwhile (a read, its
 * answer, the render of it) has happened by the end, as after a real wait of `ms`.
 */
export async function elapse(ms: number): Promise<void> {
  for (let passed = 0; passed < ms; passed += STEP_MS) {
    const step = Math.min(STEP_MS, ms - passed);
    await act(() => jest.advanceTimersByTimeAsync(step));
  }
}

/** Fake time after which `elapseUntilSettled` gives up: far beyond any wait of the site's own. */
const SETTLE_LIMIT_MS = 60_000;

/**
 * Awaits work that itself waits on timers (a thunk's §9 pause, its reads 250 ms apart), letting fake
 * time pass meanwhile as `elapse` does, until it settles. Fails if it has not after a minute.
 */
export async function elapseUntilSettled<T>(work: Promise<T>): Promise<T> {
  let settled = false;
  const done = work.finally(() => {
    settled = true;
  });
  for (let passed = 0; !settled; passed += STEP_MS) {
    if (passed >= SETTLE_LIMIT_MS) throw new Error(`still not settled after ${SETTLE_LIMIT_MS} ms of fake time`);
    await act(() => jest.advanceTimersByTimeAsync(STEP_MS));
  }
  return done;
}
