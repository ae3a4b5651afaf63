import type { BrowserContext, Frame, Page, Response } from 'playwright-core';
import { PAGE_ROUTES } from './support/page-routes';
import { siteUrl, waitForHydration } from './support/site';

/**
 * The enforced Content-Security-Policy (scripts/static-server-csp.ts): every page type loads with
 * no violation (each inline script and style element it carries is hashed, no script needs
 * 'unsafe-inline' or 'unsafe-eval', an injected style element is refused), the site runs framed as the agent app inside the sandbox host page, and a page
 * on an origin frame-ancestors does not name cannot frame it.
 */

interface Violation {
  directive: string;
  blocked: string;
  source: string;
  line: number;
  sample: string;
  document: string;
}

/** Runs first in every document of the context, frames included: keeps its violations on `window`. */
function collectViolations(): void {
  const found: Violation[] = [];
  (window as unknown as { __cspViolations: Violation[] }).__cspViolations = found;
  window.addEventListener(
    'securitypolicyviolation',
    (event) =>
      found.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: event.sourceFile,
        line: event.lineNumber,
        sample: event.sample,
        document: event.documentURI,
      }),
    true,
  );
}

const violationsIn = (target: Page | Frame) =>
  target.evaluate(() => (window as unknown as { __cspViolations?: Violation[] }).__cspViolations || []);

/** Chromium's console lines for a blocked script, style, frame, connection… */
const CSP_CONSOLE = /Content Security Policy|Refused to/i;

const directive = (policy: string, name: string) => new RegExp(`(?:^|;\\s*)${name} ([^;]*)`).exec(policy)?.[1];

/** The document was answered with the enforced policy, whose script-src allows no inline or eval code. */
function enforcedPolicy(response: Response | null): string {
  if (!response) throw new Error('no response for the document');
  const headers = response.headers();
  expect(headers['content-security-policy-report-only']).toBeUndefined();
  const policy = headers['content-security-policy'];
  expect(policy).toEqual(expect.any(String));
  const scripts = directive(policy, 'script-src');
  expect(scripts).toMatch(/^'self'/);
  expect(scripts).not.toMatch(/'unsafe-inline'|'unsafe-eval'/);
  // Host applications and partners may frame the site: X-Frame-Options would contradict that.
  expect(headers['x-frame-options']).toBeUndefined();
  return policy;
}

function hostPageUrl(query: string): string {
  const base = process.env.E2E_HOST_PAGE_URL;
  if (!base) throw new Error('E2E_HOST_PAGE_URL is not set: run the e2e suite through jest.e2e.config.ts');
  return `${base}/${query}`;
}

describe('the enforced Content-Security-Policy', () => {
  let context: BrowserContext;
  let page: Page;
  const consoleLines: string[] = [];

  beforeAll(async () => {
    // Documents come from the server, each with its own hashes (the offline worker's app shell is
    // the console sweep's).
    context = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
    await context.addInitScript(collectViolations);
    page = await context.newPage();
    page.on('console', (message) => {
      if (CSP_CONSOLE.test(message.text())) consoleLines.push(`${message.text()} (${message.location().url})`);
    });
  });
  beforeEach(() => {
    consoleLines.length = 0;
  });
  afterAll(async () => {
    await context.close();
  });

  it.each(PAGE_ROUTES)('%s (%s) runs with no violation', async (_name, sitePath) => {
    const response = await page.goto(siteUrl(sitePath));
    enforcedPolicy(response);
    await waitForHydration(page);
    // The search page's early results load scripts and the index after the first paint.
    if (sitePath.startsWith('/search/')) await page.waitForLoadState('networkidle');
    expect({ violations: await violationsIn(page), console: consoleLines }).toEqual({ violations: [], console: [] });
  });

  it('the install popup’s return page (authorized.html) runs its inline script with no violation', async () => {
    const response = await page.goto(siteUrl('/authorized.html'));
    expect(directive(enforcedPolicy(response), 'script-src')).toMatch(/'sha256-/);
    expect({ violations: await violationsIn(page), console: consoleLines }).toEqual({ violations: [], console: [] });
  });

  it('refuses a style element the page did not ship (injected CSS), while the site’s own styles apply', async () => {
    const response = await page.goto(siteUrl('/apps/'));
    expect(directive(enforcedPolicy(response), 'style-src-elem')).toMatch(/^'self' 'sha256-/);
    await waitForHydration(page);
    const applied = await page.evaluate(() => {
      const injected = document.createElement('style');
      injected.textContent = 'body { outline: 7px solid rgb(1, 2, 3) }';
      document.head.append(injected);
      // styled-components' own rules (its element, filled through the CSSOM) still style the page.
      const styled = [...document.querySelectorAll('style[data-styled]')].some((element) => (element as HTMLStyleElement).sheet);
      return { injected: getComputedStyle(document.body).outlineColor, styled };
    });
    expect(applied).toEqual({ injected: expect.not.stringMatching(/rgb\(1, 2, 3\)/), styled: true });
    expect(await violationsIn(page)).toEqual([expect.objectContaining({ directive: 'style-src-elem', blocked: 'inline' })]);
    consoleLines.length = 0;
  });

  it('runs framed as the agent app inside the host page, with no violation', async () => {
    const framed = page.waitForResponse(
      (answer) => answer.url() === siteUrl('/apps/') && answer.request().frame() !== page.mainFrame(),
    );
    await page.goto(hostPageUrl('?path=/apps/'));
    const policy = enforcedPolicy(await framed);
    expect(directive(policy, 'frame-ancestors')?.split(' ')).toContain(new URL(hostPageUrl('')).origin);
    const frame = await (await page.waitForSelector('#site')).contentFrame();
    if (!frame) throw new Error('no site frame');
    // Framed, not blocked: the site ran, hydrated, and the host's handshake made it the agent app.
    await frame.waitForSelector('html[data-host-mode="agent-app"][data-hydrated]', { state: 'attached' });
    expect({ violations: await violationsIn(frame), console: consoleLines }).toEqual({ violations: [], console: [] });
  });

  it('cannot be framed by a page on an origin frame-ancestors does not name', async () => {
    const framer = 'http://framer.invalid/';
    await page.route(framer, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><title>Framer</title><iframe id="site" src="${siteUrl('/apps/')}"></iframe>`,
      }),
    );
    const policy = (await page.request.head(siteUrl('/apps/'))).headers()['content-security-policy'];
    expect(directive(policy, 'frame-ancestors')).not.toMatch(/\*|framer\.invalid/);
    // The framer's load waits for its frame's: the site's document, or the browser's error page instead.
    await page.goto(framer);
    const frame = await (await page.waitForSelector('#site')).contentFrame();
    if (!frame) throw new Error('no frame');
    // The server's HTML (Gatsby's root element) never made it into the frame.
    await expect(frame.evaluate(() => document.getElementById('___gatsby') !== null)).resolves.toBe(false);
    expect(frame.url()).not.toBe(siteUrl('/apps/'));
    await page.unroute(framer);
  });
});
