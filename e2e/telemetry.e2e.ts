import { newVisit, siteUrl, waitForHydration, type Visit } from './support/site';

/** §2: each page change is reported with its path and a virtual page view goes to the tag manager. */
type DataLayerEntry = { event?: string; pagePath?: string };

describe('telemetry in the browser', () => {
  let opened: Visit | null = null;
  afterEach(async () => {
    await opened?.context.close();
    opened = null;
  });

  it('pushes a virtual page view to the dataLayer on the first page and on client-side navigation', async () => {
    opened = await newVisit({ blockServiceWorker: true });
    const { page } = opened;
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    const response = await page.goto(siteUrl('/apps/'));
    // The bridge and telemetry are not in the page's first load; Sentry's code only with a DSN.
    const html = (await response?.text()) ?? '';
    // The app bundle is preloaded by the page's script loader and started after the first paint
    // (src/build/page-scripts-after-paint.ts).
    expect(html).toMatch(/"[^"]*\/app-[0-9a-f]+\.js"/);
    expect(html).not.toMatch(/<(script|link)[^>]+(src|href)="[^"]*\/(deferred|error-reporting)-[0-9a-f]+\.js"/);
    await waitForHydration(page);
    expect(await page.locator('head link[rel="preload"][as="script"][href*="/app-"]').count()).toBe(1);
    const pageViews = () =>
      page.evaluate(() =>
        ((window as unknown as { dataLayer?: DataLayerEntry[] }).dataLayer ?? [])
          .filter((entry) => entry.event === 'virtualPageView')
          .map((entry) => entry.pagePath),
      );
    await page.waitForFunction(() =>
      ((window as unknown as { dataLayer?: DataLayerEntry[] }).dataLayer ?? []).some(
        (entry) => entry.event === 'virtualPageView',
      ),
    );
    expect(await pageViews()).toEqual(['/apps/']);

    await page.locator('a[href="/marketplace/apps/crm/"]').first().click();
    await page.waitForURL(/\/marketplace\/apps\/crm\/$/);
    await page.waitForFunction(
      () =>
        ((window as unknown as { dataLayer?: DataLayerEntry[] }).dataLayer ?? []).filter(
          (entry) => entry.event === 'virtualPageView',
        ).length >= 2,
    );
    expect(await pageViews()).toEqual(['/apps/', '/apps/crm/']);
    // Not framed: a normal page.
    await expect(page.getAttribute('html', 'data-host-mode')).resolves.toBe('standalone');
    expect(scripts.some((path) => /\/deferred-[0-9a-f]+\.js$/.test(path))).toBe(true);
    expect(scripts.filter((path) => path.includes('error-reporting'))).toEqual([]);
  });
});
