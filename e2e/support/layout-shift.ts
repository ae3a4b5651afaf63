import type { Page } from 'playwright-core';

/** The sum of the page's layout shifts without recent input so far, as Lighthouse counts CLS. */
export function cumulativeLayoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        // Buffered entries arrive in the observer's first callback; a frame later they are all in.
        requestAnimationFrame(() => setTimeout(() => resolve(total), 100));
      }),
  );
}
