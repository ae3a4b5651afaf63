/**
 * Paint timing as a browser reports it, for the head's inline scripts that wait for the first
 * contentful paint (src/build/page-scripts-hold.ts, atFirstContentfulPaint): installs a
 * PerformanceObserver whose observers `paint(...names)` delivers entries to; `restore()` puts
 * jsdom's own (none) back.
 */
export function fakePaintTiming() {
  const observers = new Set<(names: string[]) => void>();
  class FakeObserver {
    private deliver: ((names: string[]) => void) | null = null;
    constructor(
      private readonly callback: (list: { getEntriesByName(name: string): string[] }, observer: FakeObserver) => void,
    ) {}
    observe() {
      this.deliver = (names) => this.callback({ getEntriesByName: (name) => names.filter((entry) => entry === name) }, this);
      observers.add(this.deliver);
    }
    disconnect() {
      if (this.deliver) observers.delete(this.deliver);
    }
  }
  const real = Object.getOwnPropertyDescriptor(window, 'PerformanceObserver');
  Object.defineProperty(window, 'PerformanceObserver', { value: FakeObserver, configurable: true, writable: true });
  return {
    paint: (...names: string[]) => [...observers].forEach((deliver) => deliver(names)),
    restore: () => {
      if (real) Object.defineProperty(window, 'PerformanceObserver', real);
      else delete (window as { PerformanceObserver?: unknown }).PerformanceObserver;
    },
  };
}
