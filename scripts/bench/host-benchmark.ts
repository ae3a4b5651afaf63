import type { Browser } from 'playwright-core';

/** Lighthouse's benchmark (page-functions.js `computeBenchmarkIndex`), as the source of a function to run in a page. */
export async function lighthouseBenchmarkSource(): Promise<string> {
  // An ES module; the benches run as CommonJS under tsx.
  const { pageFunctions } = await import('lighthouse/core/lib/page-functions.js');
  return pageFunctions.computeBenchmarkIndex.toString();
}

/**
 * Lighthouse's measure of the host's speed (its `benchmarkIndex`), run in a blank, unthrottled page
 * of `browser`. The mobile profile's 4× CPU slowdown assumes a desktop-class host (an index of
 * ~1000 or more); on a slower host the same profile is a slower phone, so figures taken on two
 * machines compare only beside their indexes.
 */
export async function hostBenchmarkIndex(
  browser: Browser,
  source: () => Promise<string> = lighthouseBenchmarkSource,
): Promise<number> {
  const benchmark = await source();
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    return Math.round(await page.evaluate<number>(`(${benchmark})()`));
  } finally {
    await context.close();
  }
}
