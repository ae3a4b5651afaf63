import { pageHydrated, pageHydrationStarted, resetPageHydration } from '../core/after-hydration';
import { registerWorkerAfterHydration } from './worker-after-hydration';

/** A service worker container whose register() says what it was called with. */
function fakeContainer() {
  const registration = { scope: '/marketplace/' } as ServiceWorkerRegistration;
  const register = jest.fn((_url: string | URL, _options?: RegistrationOptions) => Promise.resolve(registration));
  return { container: { register } as unknown as ServiceWorkerContainer, register, registration };
}

describe('registerWorkerAfterHydration', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    resetPageHydration();
  });

  it("registers Gatsby's worker only once the page has hydrated and the browser is idle, with the same arguments and result", async () => {
    const { container, register, registration } = fakeContainer();
    pageHydrationStarted();
    registerWorkerAfterHydration(container);

    const registered = container.register('/marketplace/sw.js', { scope: '/marketplace/' });
    await jest.advanceTimersByTimeAsync(1000);
    expect(register).not.toHaveBeenCalled();

    pageHydrated();
    await jest.advanceTimersByTimeAsync(0);
    // Idle: requestIdleCallback, or 200 ms without it (jsdom has none).
    expect(register).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(200);
    expect(register).toHaveBeenCalledWith('/marketplace/sw.js', { scope: '/marketplace/' });
    await expect(registered).resolves.toBe(registration);
  });

  it('without a hydration under way (a client-only page), registers once the browser is idle', async () => {
    const { container, register } = fakeContainer();
    registerWorkerAfterHydration(container);
    void container.register('/marketplace/sw.js');
    await jest.advanceTimersByTimeAsync(200);
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('leaves a browser without service workers alone', () => {
    expect(() => registerWorkerAfterHydration(undefined)).not.toThrow();
  });
});
