import {
  DELAYED_LOAD_TEXT,
  hideDelayedLoadNotice,
  restoreScrollWhenReachable,
  shouldUpdateScroll,
  showDelayedLoadNotice,
} from './browser-navigation';
import { makeStore } from '../core/store';

describe('delayed-load notice', () => {
  it('shows a sticky notice while a page is late and removes it when the page arrives', () => {
    const store = makeStore();
    showDelayedLoadNotice(store);
    showDelayedLoadNotice(store);
    expect(store.getState().notifications.items).toEqual([
      expect.objectContaining({ kind: 'info', content: DELAYED_LOAD_TEXT, autoHideDelayTime: null }),
    ]);
    hideDelayedLoadNotice(store);
    expect(store.getState().notifications.items).toEqual([]);
  });
});

describe('scroll restore on Back (cards that render late)', () => {
  let height = 2000;
  const scrollTo = jest.fn();
  beforeAll(() => {
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, get: () => height });
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 900 });
  });
  beforeEach(() => {
    jest.useFakeTimers();
    height = 2000;
    scrollTo.mockClear();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    document.body.innerHTML = '';
  });
  afterEach(() => jest.useRealTimers());

  /** The listing renders its extra cards: the page grows and the DOM changes. */
  const grow = async (to: number) => {
    height = to;
    document.body.appendChild(document.createElement('li'));
    await Promise.resolve(); // MutationObserver callbacks run as microtasks
  };
  const lastScroll = () => scrollTo.mock.calls.at(-1);

  it('scrolls at once when the page is already tall enough', () => {
    restoreScrollWhenReachable(1000);
    expect(lastScroll()).toEqual([0, 1000]);
  });

  it('waits for the page to grow tall enough, then scrolls to the saved position', async () => {
    restoreScrollWhenReachable(5000);
    scrollTo.mockClear();
    await grow(3000);
    expect(scrollTo).not.toHaveBeenCalled(); // 3000 - 900 px of scroll: not there yet
    await grow(6000);
    expect(scrollTo.mock.calls).toEqual([[0, 5000]]);
    await grow(8000);
    expect(scrollTo.mock.calls).toEqual([[0, 5000]]); // done: later growth changes nothing
  });

  it('gives up when the user scrolls first', async () => {
    restoreScrollWhenReachable(5000);
    scrollTo.mockClear();
    window.dispatchEvent(new Event('wheel'));
    await grow(6000);
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('goes as far as it can after 5000 ms', () => {
    restoreScrollWhenReachable(5000);
    scrollTo.mockClear();
    jest.advanceTimersByTime(4999);
    expect(scrollTo).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(scrollTo.mock.calls).toEqual([[0, 5000]]);
  });

  it('is replaced by the next navigation', async () => {
    restoreScrollWhenReachable(5000);
    restoreScrollWhenReachable(1500);
    scrollTo.mockClear();
    await grow(6000);
    expect(scrollTo.mock.calls).toEqual([[0, 1500]]);
  });

  it('shouldUpdateScroll restores a Back entry with a saved position through the wait, and lets Gatsby handle new entries', async () => {
    const location = (search = '') => ({ pathname: '/apps/', search, hash: '' }) as Location;
    const args = (saved: number, previous: boolean) =>
      ({
        routerProps: { location: location('?shown=96') },
        prevRouterProps: previous ? { location: { pathname: '/apps/x/', search: '', hash: '' } } : undefined,
        getSavedScrollPosition: () => [0, saved],
      }) as unknown as Parameters<NonNullable<typeof shouldUpdateScroll>>[0];
    const update = shouldUpdateScroll!;
    expect(update(args(0, true), {} as never)).toBe(true);
    expect(update(args(5000, true), {} as never)).toBe(false);
    scrollTo.mockClear();
    await grow(6000);
    expect(scrollTo.mock.calls).toEqual([[0, 5000]]);
  });
});
