/** @jest-environment node */
import { existsSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { CHROMIUM_PATH, launchChromium } from '../../e2e/support/chromium';
import { hostBenchmarkIndex } from './host-benchmark';

const withChromium = existsSync(CHROMIUM_PATH) ? describe : describe.skip;

withChromium('hostBenchmarkIndex: Lighthouse’s measure of the host, in a blank page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchChromium();
  }, 20_000);
  afterAll(async () => {
    await browser?.close();
  });

  // Lighthouse's own function is an ES module Jest cannot load: a stand-in that reports where it ran.
  const standIn = async () => '() => (location.href === "about:blank" && typeof document === "object" ? 1234.4 : -1)';

  it('runs the benchmark in a blank page, rounds what it returns, and leaves no context open', async () => {
    await expect(hostBenchmarkIndex(browser, standIn)).resolves.toBe(1234);
    expect(browser.contexts()).toHaveLength(0);
  });

  it('closes its context when the benchmark throws', async () => {
    await expect(hostBenchmarkIndex(browser, async () => '() => { throw new Error("no") }')).rejects.toThrow('no');
    expect(browser.contexts()).toHaveLength(0);
  });
});
