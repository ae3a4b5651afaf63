import { fakePaintTiming } from '../testing/paint-timing-test-kit';
import { preloadsAtPaintScript } from './preloads-at-paint';

const URLS = ['/marketplace/site-shell-1.js', '/marketplace/other-part-2.js'];

const preloads = () =>
  Array.from(document.head.querySelectorAll('link[rel="preload"][as="script"]'), (link) => [
    link.getAttribute('href'),
    link.getAttribute('fetchpriority'),
  ]);

const run = () => new Function(preloadsAtPaintScript(URLS))();

afterEach(() => {
  document.head.innerHTML = '';
  delete (window as { PerformanceObserver?: unknown }).PerformanceObserver;
  jest.useRealTimers();
});

describe('the shell parts, preloaded from the first paint', () => {
  it('asks for them at high priority once the first contentful paint is reported, not before, once each', () => {
    jest.useFakeTimers();
    const timing = fakePaintTiming();
    run();
    timing.paint('first-paint');
    expect(preloads()).toEqual([]);
    timing.paint('first-contentful-paint');
    expect(preloads()).toEqual(URLS.map((url) => [url, 'high']));
    jest.advanceTimersByTime(1000);
    expect(preloads()).toHaveLength(2);
  });

  it('asks anyway after 1000 ms should no paint be reported, and not for a file the head preloads already', () => {
    jest.useFakeTimers();
    fakePaintTiming();
    document.head.insertAdjacentHTML('beforeend', `<link rel="preload" as="script" href="${URLS[0]}">`);
    run();
    jest.advanceTimersByTime(999);
    expect(preloads()).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(preloads()).toEqual([
      [URLS[0], null],
      [URLS[1], 'high'],
    ]);
  });

  it('asks at once in a tab that is not shown (it paints nothing), or without paint timing', () => {
    const hidden = jest.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    fakePaintTiming();
    run();
    expect(preloads()).toHaveLength(2);
    hidden.mockRestore();

    document.head.innerHTML = '';
    delete (window as { PerformanceObserver?: unknown }).PerformanceObserver;
    // jsdom has no PerformanceObserver: observing throws.
    expect(typeof PerformanceObserver).toBe('undefined');
    run();
    expect(preloads()).toHaveLength(2);
  });
});
