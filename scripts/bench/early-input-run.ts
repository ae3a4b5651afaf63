import { setTimeout as sleep } from 'node:timers/promises';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { applyThrottle, type ThrottleProfile } from './early-input-profile';
import type { LoadRecord } from './early-input-summary';

/**
 * One fresh page load of bench:early-input, in a new browser context (a cold cache, no service
 * worker): the page is watched from before its first script by an init script (first paint,
 * hydration, the input as it arrives, its effect, checked every animation frame), and at the
 * planned moment after the first paint the bench taps the target where the page last painted it
 * (and types, for a text box). Nothing here knows the site: the page, its target and its effect
 * come in an EarlyInputSpec (early-input-pages.ts for the marketplace; the test's own tiny pages).
 */
export interface EarlyInputSpec {
  url: string;
  context: BrowserContextOptions;
  /**
   * JavaScript source of a function expression run in the page: the element to tap, or null while
   * there is none. It is scrolled into view when it is not, as someone about to tap it would.
   */
  target: string;
  /** JavaScript source of a function expression run in the page: true once the input's effect shows. */
  effect: string;
  /** Text typed once the target is tapped, in place of what it holds (select all, then type: a search box). */
  type?: string;
  /**
   * Keys pressed on the target instead of tapping it (Playwright's names): it is focused, as a
   * keyboard user reaches it with Tab, and the keys go to it (a select moved with ArrowDown: a tap
   * would open its list, whose keys the page never sees).
   */
  keys?: readonly string[];
  /** A popup opening, or the page leaving for another origin, is the effect too (a sign-in). */
  effectElsewhere?: boolean;
  /** JavaScript source of a function expression run in the page: what it shows instead, logged when an input is lost. */
  explain?: string;
}

export interface LoadOptions {
  /** When to act, ms after the first paint; null loads the page without acting (a probe). */
  offsetMs: number | null;
  /** null: no throttling (the tests). */
  throttle: ThrottleProfile | null;
  /** An effect that has not shown this long after hydration and after the input is lost (and the bench stops waiting). */
  lostAfterMs: number;
  /** The effect is checked again this long after hydration: gone by then, the input is lost. */
  keepMs: number;
  /** Gives up waiting for the first paint, or for hydration, after this long from the navigation start. */
  maxLoadMs: number;
  /** The attribute of <html> that says the page has hydrated. */
  hydratedAttribute?: string;
}

export interface LoadResult {
  record: LoadRecord;
  /** What went wrong or looked odd on the way (page errors, a late or failed action). */
  notes: string[];
}

/** The page's name for the bench's binding (page → bench messages). */
const BINDING = '__earlyInputReport';

type Rect = { x: number; y: number; width: number; height: number };
type Report =
  | { kind: 'paint'; at: number; timeOrigin: number }
  | { kind: 'hydrated'; at: number }
  | { kind: 'rect'; rect: Rect | null }
  | { kind: 'input'; firstMs: number; lastMs: number; onTarget: boolean; effectBefore: boolean }
  | { kind: 'seen'; at: number }
  | { kind: 'soon'; after: number; text: string };

/**
 * The init script (a string: nothing of this module's compiled helpers reaches the browser). It runs
 * in every document of the page before the document's own scripts; only in the top document of
 * the measured origin does it do anything.
 */
export function inPageScript(spec: EarlyInputSpec, options: { act: boolean; origin: string; hydratedAttribute: string }) {
  return `(() => {
  if (window.top !== window || location.origin !== ${JSON.stringify(options.origin)}) return;
  const act = ${options.act};
  const attribute = ${JSON.stringify(options.hydratedAttribute)};
  const target = ${spec.target};
  const effect = ${spec.effect};
  const explain = ${spec.explain ?? 'null'};
  const send = (message) => { try { window.${BINDING}(message); } catch (error) { /* the bench is gone */ } };
  const attempt = (fn, fallback) => { try { return fn(); } catch (error) { return fallback; } };
  const state = { fcp: null, hydrated: null, input: null, seen: null };
  window.__earlyInput = state;

  const checkHydrated = () => {
    if (state.hydrated !== null || !document.documentElement || !document.documentElement.hasAttribute(attribute)) return;
    state.hydrated = performance.now();
    send({ kind: 'hydrated', at: state.hydrated });
  };
  new MutationObserver(checkHydrated).observe(document, { subtree: true, attributes: true, attributeFilter: [attribute] });

  // Where the target is painted, each frame until the input (reported when it changes).
  let lastRect = '';
  const watchTarget = () => {
    if (state.input !== null) return;
    const element = attempt(target, null);
    let rect = null;
    if (element && element.isConnected) {
      let box = element.getBoundingClientRect();
      const inView = box.top >= 0 && box.left >= 0 && box.bottom <= innerHeight && box.right <= innerWidth;
      if (box.width > 0 && box.height > 0 && !inView) {
        element.scrollIntoView({ block: 'center', inline: 'nearest' });
        box = element.getBoundingClientRect();
      }
      if (box.width > 0 && box.height > 0) rect = { x: box.x, y: box.y, width: box.width, height: box.height };
    }
    const key = JSON.stringify(rect);
    if (key !== lastRect) {
      lastRect = key;
      send({ kind: 'rect', rect });
    }
    requestAnimationFrame(watchTarget);
  };

  // The effect, checked every frame from the input on.
  const watchEffect = () => {
    if (state.seen !== null) return;
    if (attempt(effect, false)) {
      state.seen = performance.now();
      send({ kind: 'seen', at: state.seen });
      return;
    }
    requestAnimationFrame(watchEffect);
  };

  // The input as it arrives: its event timestamps (when it happened, however busy the page was).
  const onInput = (event) => {
    if (!event.isTrusted) return;
    if (state.input === null) {
      const element = attempt(target, null);
      const hit = event.target;
      state.input = {
        firstMs: event.timeStamp,
        lastMs: event.timeStamp,
        onTarget: !!element && !!hit && (element === hit || (hit instanceof Node && element.contains(hit))),
        effectBefore: !!attempt(effect, false),
      };
      send(Object.assign({ kind: 'input' }, state.input));
      requestAnimationFrame(watchEffect);
      // What the page shows soon after the input, before hydration may change it.
      const at = event.timeStamp;
      if (explain) setTimeout(() => send({ kind: 'soon', after: performance.now() - at, text: String(attempt(explain, '')) }), 300);
    } else if (event.type === 'keydown') {
      state.input.lastMs = event.timeStamp;
      send(Object.assign({ kind: 'input' }, state.input));
    }
  };
  for (const type of ['pointerdown', 'touchstart', 'mousedown', 'keydown']) {
    addEventListener(type, onInput, { capture: true, passive: true });
  }

  new PerformanceObserver((list, observer) => {
    for (const entry of list.getEntries()) {
      if (entry.name !== 'first-contentful-paint' || state.fcp !== null) continue;
      state.fcp = entry.startTime;
      observer.disconnect();
      send({ kind: 'paint', at: entry.startTime, timeOrigin: performance.timeOrigin });
      if (act) watchTarget();
    }
  }).observe({ type: 'paint', buffered: true });
})();`;
}

/** What the page (and the browser, for popups and navigations) has told the bench so far. */
class Live {
  paint: { at: number; timeOrigin: number } | null = null;
  hydrated: number | null = null;
  rect: Rect | null = null;
  input: LoadRecord['input'] = null;
  seen: { at: number; by: NonNullable<LoadRecord['seenBy']> } | null = null;
  /** What the page showed soon after the input (spec.explain). */
  soon: { after: number; text: string } | null = null;
  left = false;

  receive(report: Report): void {
    if (this.left) return;
    if (report.kind === 'paint') this.paint = { at: report.at, timeOrigin: report.timeOrigin };
    else if (report.kind === 'hydrated') this.hydrated = report.at;
    else if (report.kind === 'rect') this.rect = report.rect;
    else if (report.kind === 'input') this.input = { ...report };
    else if (report.kind === 'seen') this.see(report.at, 'page');
    else if (report.kind === 'soon') this.soon = { after: report.after, text: report.text };
  }

  /** Something outside the page showed the effect, at `epochMs` (Date.now()). */
  elsewhere(by: 'popup' | 'navigation', epochMs: number): void {
    if (this.paint) this.see(epochMs - this.paint.timeOrigin, by);
    if (by === 'navigation') this.left = true;
  }

  private see(at: number, by: NonNullable<LoadRecord['seenBy']>): void {
    if (this.seen === null || at < this.seen.at) this.seen = { at, by };
  }

  /** Resolves true once `done()` holds, false when `deadline` (Date.now()) passes first. */
  async until(done: () => boolean, deadline: number): Promise<boolean> {
    while (!done()) {
      if (Date.now() >= deadline) return false;
      await sleep(Math.min(20, Math.max(1, deadline - Date.now())));
    }
    return true;
  }
}

async function act(page: Page, spec: EarlyInputSpec, rect: Rect): Promise<void> {
  if (spec.keys) {
    await page.evaluate(`(${spec.target})()?.focus()`);
    for (const key of spec.keys) await page.keyboard.press(key);
    return;
  }
  const x = rect.x + rect.width / 2;
  const y = rect.y + rect.height / 2;
  if (spec.context.hasTouch) await page.touchscreen.tap(x, y);
  else await page.mouse.click(x, y);
  if (spec.type) {
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(spec.type);
  }
}

const message = (error: unknown) => (error instanceof Error ? error.message.split('\n')[0] : String(error));

/** One fresh load of `spec.url`, acting `options.offsetMs` after its first paint (or not at all). */
export async function runLoad(browser: Browser, spec: EarlyInputSpec, options: LoadOptions): Promise<LoadResult> {
  const notes: string[] = [];
  const live = new Live();
  const origin = new URL(spec.url).origin;
  const context = await browser.newContext({ ...spec.context, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    page.on('pageerror', (error) => notes.push(`page error: ${message(error)}`));
    await page.exposeBinding(BINDING, (_source, report: Report) => live.receive(report));
    await page.addInitScript({
      content: inPageScript(spec, {
        act: options.offsetMs !== null,
        origin,
        hydratedAttribute: options.hydratedAttribute ?? 'data-hydrated',
      }),
    });
    if (options.throttle) await applyThrottle(await context.newCDPSession(page), options.throttle);
    if (spec.effectElsewhere) {
      page.on('popup', (popup) => {
        live.elsewhere('popup', Date.now());
        void popup.close().catch(() => undefined);
      });
      page.on('framenavigated', (frame) => {
        const url = frame.url();
        if (frame === page.mainFrame() && /^https?:/.test(url) && new URL(url).origin !== origin) {
          live.elsewhere('navigation', Date.now());
        }
      });
    }

    const started = Date.now();
    await page.goto(spec.url, { waitUntil: 'commit', timeout: options.maxLoadMs });
    if (!(await live.until(() => live.paint !== null, started + options.maxLoadMs)) || !live.paint) {
      notes.push(`no first paint within ${options.maxLoadMs} ms`);
      return { record: recordOf(live, options.offsetMs, null), notes };
    }
    const { timeOrigin } = live.paint;
    /** The epoch (Date.now()) of a moment on the page's clock. */
    const epochOf = (pageMs: number) => timeOrigin + pageMs;
    const hardEnd = epochOf(options.maxLoadMs + (options.offsetMs ?? 0) + options.lostAfterMs + options.keepMs);

    if (options.offsetMs !== null) {
      const planned = epochOf(live.paint.at + options.offsetMs);
      const paintReportedLate = Date.now() > planned;
      await sleep(Math.max(0, planned - Date.now()));
      if (!(await live.until(() => live.rect !== null, hardEnd)) || !live.rect) {
        notes.push('the target never showed: nothing to tap');
      } else {
        const late = Date.now() - planned;
        const why = paintReportedLate ? 'the first paint was reported late' : 'the target was not painted yet';
        if (late > 50) notes.push(`acted ${Math.round(late)} ms late (${why})`);
        await act(page, spec, live.rect).catch((error: unknown) => notes.push(`acting failed: ${message(error)}`));
      }
    }

    // Until hydration, and then the effect (or the deadline it is lost at), and the check that it stays.
    await live.until(() => {
      if (live.left) return true;
      const now = Date.now();
      if (live.hydrated === null) return now >= epochOf(options.maxLoadMs);
      if (options.offsetMs === null) return true;
      if (live.seen === null) return now >= epochOf(Math.max(live.hydrated, live.input?.lastMs ?? 0) + options.lostAfterMs);
      return live.seen.by !== 'page' || now >= epochOf(Math.max(live.hydrated + options.keepMs, live.seen.at));
    }, hardEnd);
    if (live.hydrated === null && !live.left) notes.push(`not hydrated within ${options.maxLoadMs} ms`);

    let kept: boolean | null = null;
    if (live.seen?.by === 'page' && !live.left) {
      kept = await page
        .evaluate<boolean>(`(() => { try { return !!(${spec.effect})(); } catch (error) { return false; } })()`)
        .catch(() => null);
    }
    if (spec.explain && options.offsetMs !== null && !live.left && (live.seen === null || kept === false)) {
      const shown = await page
        .evaluate<string>(`(() => { try { return String((${spec.explain})()); } catch (error) { return String(error); } })()`)
        .catch((error: unknown) => message(error));
      const soon = live.soon ? `${Math.round(live.soon.after)} ms after the input: ${live.soon.text}; ` : '';
      notes.push(`${soon}at the end: ${shown}`);
    }
    return { record: recordOf(live, options.offsetMs, kept), notes };
  } finally {
    await context.close().catch(() => undefined);
  }
}

function recordOf(live: Live, offsetMs: number | null, kept: boolean | null): LoadRecord {
  return {
    offsetMs,
    firstPaintMs: live.paint?.at ?? null,
    hydratedMs: live.hydrated,
    input: live.input,
    seenMs: live.seen?.at ?? null,
    seenBy: live.seen?.by ?? null,
    kept,
  };
}
