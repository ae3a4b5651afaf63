import { afterMainContent, mainContentIsLate, mainContentShown, resetMainContentGate } from './main-content';
import { MAIN_CONTENT_SHOWN_ATTRIBUTE } from './main-content-mark';

jest.mock('gatsby', () => jest.requireActual('../../__mocks__/gatsby'));

/** Opens the page at `url` and forgets the gate, as a new page load does. */
function arriveAt(url: string) {
  window.history.replaceState(null, '', url);
  resetMainContentGate();
}

describe('the main content first', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    arriveAt('/');
  });

  it('knows the one page whose main content the browser renders: the search page with a query to search', () => {
    expect(mainContentIsLate({ pathname: '/search/', search: '?q=chat' })).toBe(true);
    expect(mainContentIsLate({ pathname: '/search/', search: '' })).toBe(false);
    expect(mainContentIsLate({ pathname: '/search/', search: '?q=c' })).toBe(false);
    expect(mainContentIsLate({ pathname: '/search/', search: '?q=%20%20' })).toBe(false);
    expect(mainContentIsLate({ pathname: '/apps/', search: '?q=chat' })).toBe(false);
  });

  it.each(['/', '/apps/', '/search/', '/search/?q=c'])(
    'loads the shell’s parts at once on %s (its main content is in the HTML)',
    async (url) => {
      arriveAt(url);
      const load = jest.fn(async () => 'loaded');
      await expect(afterMainContent(load)).resolves.toBe('loaded');
      expect(load).toHaveBeenCalledTimes(1);
    },
  );

  it('on the search page with a query, loads them once the first results are shown and the browser is idle', async () => {
    arriveAt('/search/?q=chat');
    const load = jest.fn(async () => undefined);
    void afterMainContent(load);
    await jest.advanceTimersByTimeAsync(1000);
    expect(load).not.toHaveBeenCalled();

    mainContentShown();
    // jsdom has no requestIdleCallback: idle falls back to 200 ms.
    await jest.advanceTimersByTimeAsync(199);
    expect(load).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(1);

    // Later parts load at once.
    const later = jest.fn(async () => undefined);
    await afterMainContent(later);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('waits no longer than 3000 ms for results that never come', async () => {
    arriveAt('/search/?q=chat');
    const load = jest.fn(async () => undefined);
    void afterMainContent(load);
    await jest.advanceTimersByTimeAsync(2999);
    expect(load).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reads the page it was loaded on, not a later one: a navigation to the search page holds nothing back', async () => {
    arriveAt('/apps/');
    await afterMainContent(async () => undefined);
    window.history.replaceState(null, '', '/search/?q=chat');
    const load = jest.fn(async () => undefined);
    await afterMainContent(load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('on the search page with a query the early script has painted already, holds nothing back', async () => {
    document.documentElement.setAttribute('data-main-content-shown', '');
    try {
      expect(MAIN_CONTENT_SHOWN_ATTRIBUTE).toBe('data-main-content-shown');
      arriveAt('/search/?q=chat');
      const load = jest.fn(async () => undefined);
      await afterMainContent(load);
      expect(load).toHaveBeenCalledTimes(1);
    } finally {
      document.documentElement.removeAttribute('data-main-content-shown');
    }
  });
});
