import type { Page } from 'playwright-core';
import { searchAnsweredSource } from './search-answer';

const BOX = '#search-query';

/**
 * bench:hydration-pair's typing mode, once the page has hydrated: `afterMs` later the visitor taps the
 * search page's box, selects what it holds and types `text`. Returns, on the page's clock, how long
 * the typing took (the tap to the last key's end) and how long from there until the answer is on
 * screen (watched every frame). The context needs `bypassCSP`: the check is sent as source.
 */
export async function typeAndTime(
  page: Page,
  { text, afterMs }: { text: string; afterMs: number },
  timeoutMs: number,
): Promise<{ typingMs: number; answerMs: number }> {
  await page.waitForTimeout(afterMs);
  const box = await page.locator(BOX).boundingBox();
  if (!box) throw new Error(`bench:hydration-pair: no ${BOX} on the page to type into`);
  const tapped = await page.evaluate(() => performance.now());
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type(text);
  const typed = await page.evaluate(() => performance.now());
  await page.waitForFunction(`(${searchAnsweredSource(text)})()`, undefined, { polling: 'raf', timeout: timeoutMs });
  const answered = await page.evaluate(() => performance.now());
  return { typingMs: typed - tapped, answerMs: answered - typed };
}
