/** @jest-environment node */
import { existsSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { CHROMIUM_PATH, launchChromium } from '../../e2e/support/chromium';
import { runLoad, type EarlyInputSpec, type LoadOptions } from './early-input-run';
import { judgeInput, summarisePage, type LoadRecord } from './early-input-summary';

/** The fake hydration: this long after the page's script runs, it sets <html data-hydrated>. */
const HYDRATE_MS = 700;

/**
 * Tiny pages with a "Go" button whose effect is a "Done" line: until the fake hydration, `drop`
 * has no handler (an early click is lost, as on a server-rendered page whose scripts have not run),
 * `keep` notes the click and shows its effect at hydration, `undo` shows it at once and hides it
 * again at hydration. After hydration, all of them answer at once.
 */
const VARIANTS: Record<string, string> = {
  drop: '',
  keep: "let early = false; go.addEventListener('click', () => { early = true; }); atHydration.push(() => early && show());",
  undo: "go.addEventListener('click', show); atHydration.push(() => { done.hidden = true; });",
};

const html = (variant: string) => `<!doctype html>
<html><head><meta charset="utf-8"><title>${variant}</title></head>
<body style="margin:0;font:16px sans-serif">
<h1>Early input: ${variant}</h1>
<button id="go" style="width:120px;height:40px">Go</button>
<select id="pick"><option>a</option><option>b</option><option>c</option></select>
<p id="done" hidden>Done</p>
<script>
  const go = document.getElementById('go');
  const done = document.getElementById('done');
  const show = () => { done.hidden = false; };
  const atHydration = [];
  ${VARIANTS[variant]}
  setTimeout(() => {
    atHydration.forEach((run) => run());
    go.addEventListener('click', show);
    document.documentElement.setAttribute('data-hydrated', '');
  }, ${HYDRATE_MS});
</script>
</body></html>`;

const options: Omit<LoadOptions, 'offsetMs'> = { throttle: null, lostAfterMs: 800, keepMs: 300, maxLoadMs: 5000 };

const withChromium = existsSync(CHROMIUM_PATH) ? describe : describe.skip;

withChromium('one page load of bench:early-input (Chromium, unthrottled, a local page)', () => {
  let server: http.Server;
  let browser: Browser;
  let origin = '';
  const spec = (variant: string, touch = false): EarlyInputSpec => ({
    url: `${origin}/${variant}`,
    context: { viewport: { width: 400, height: 300 }, hasTouch: touch },
    target: "() => document.getElementById('go')",
    effect: "() => !document.getElementById('done').hidden",
    explain: "() => 'done ' + (document.getElementById('done').hidden ? 'hidden' : 'shown')",
  });
  const judge = (record: LoadRecord) => judgeInput(record, { lostAfterMs: options.lostAfterMs, latencyFrom: 'first' });

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      const variant = (request.url ?? '/').slice(1);
      if (!(variant in VARIANTS)) {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' }).end(html(variant));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    browser = await launchChromium();
  }, 20_000);

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  it('counts the click a page drops before hydration as lost, and not the one it answers after', async () => {
    const early = await runLoad(browser, spec('drop'), { ...options, offsetMs: 0 });
    const late = await runLoad(browser, spec('drop'), { ...options, offsetMs: HYDRATE_MS + 300 });
    expect(early.record).toMatchObject({ offsetMs: 0, seenMs: null, input: { onTarget: true, effectBefore: false } });
    expect(early.record.firstPaintMs).toEqual(expect.any(Number));
    expect(early.record.hydratedMs).toBeGreaterThan(early.record.input!.firstMs);
    expect(judge(early.record)).toMatchObject({ lost: true, reason: 'never', beforeHydration: true });
    expect(early.notes).toContainEqual(expect.stringMatching(/^\d+ ms after the input: done hidden; at the end: done hidden$/));

    expect(late.record.input!.firstMs).toBeGreaterThan(late.record.hydratedMs!);
    expect(judge(late.record)).toMatchObject({ lost: false, beforeHydration: false, latencyMs: expect.any(Number) });
    expect(judge(late.record).latencyMs).toBeLessThan(500);
    expect(late.notes).toEqual([]);

    const summary = summarisePage('drop', [early.record, late.record], [early.record, late.record].map(judge));
    expect(summary).toMatchObject({ inputs: 2, lost: 1, loads: 2, unhydrated: 0 });
  }, 15_000);

  it('times a click the page keeps (a tap, on a touch screen) until the effect shows at hydration', async () => {
    const { record, notes } = await runLoad(browser, spec('keep', true), { ...options, offsetMs: 0 });
    expect(notes.filter((note) => !note.startsWith('acted'))).toEqual([]);
    expect(record).toMatchObject({ seenBy: 'page', kept: true });
    expect(record.seenMs).toBeGreaterThanOrEqual(record.hydratedMs!);
    const outcome = judge(record);
    expect(outcome).toMatchObject({ lost: false, beforeHydration: true });
    expect(outcome.latencyMs).toBeCloseTo(record.seenMs! - record.input!.firstMs, 5);
    expect(summarisePage('keep', [record], [outcome]).lost).toBe(0);
  }, 15_000);

  it('counts an effect that hydration undoes as lost', async () => {
    const { record } = await runLoad(browser, spec('undo'), { ...options, offsetMs: 0 });
    expect(record.seenMs).toBeLessThan(record.hydratedMs!);
    expect(record.kept).toBe(false);
    expect(judge(record)).toMatchObject({ lost: true, reason: 'undone' });
  }, 15_000);

  it('presses keys on the focused target instead of a tap (a select moved with the keyboard), timing from the last one', async () => {
    const pick: EarlyInputSpec = {
      ...spec('drop'),
      target: "() => document.getElementById('pick')",
      keys: ['ArrowDown', 'ArrowDown'],
      effect: "() => document.getElementById('pick').value === 'c'",
    };
    const { record } = await runLoad(browser, pick, { ...options, offsetMs: HYDRATE_MS + 300 });
    expect(record.input).toMatchObject({ onTarget: true, effectBefore: false });
    expect(record.input!.lastMs).toBeGreaterThan(record.input!.firstMs);
    const outcome = judgeInput(record, { lostAfterMs: options.lostAfterMs, latencyFrom: 'last' });
    expect(outcome).toMatchObject({ lost: false, beforeHydration: false });
    expect(outcome.latencyMs).toBeCloseTo(record.seenMs! - record.input!.lastMs, 5);
  }, 15_000);

  it('loads without acting for the probe: first paint and hydration only', async () => {
    const { record } = await runLoad(browser, spec('drop'), { ...options, offsetMs: null });
    expect(record).toMatchObject({ offsetMs: null, input: null, seenMs: null, kept: null });
    expect(record.hydratedMs).toBeGreaterThan(record.firstPaintMs!);
  }, 15_000);
});
