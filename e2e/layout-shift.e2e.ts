import { readFileSync } from 'node:fs';
import path from 'node:path';
import { cumulativeLayoutShift } from './support/layout-shift';
import { newVisit, siteUrl, waitForHydration } from './support/site';

/**
 * No layout shift on a phone (issue: performance): each page type paints at its final size, so
 * nothing moves once the scripts, the index or the results arrive. The viewport is Lighthouse's
 * mobile one; the figure is the sum of every shift without input, as Lighthouse's CLS on one load.
 */
const CLS_BUDGET = 0.02;

/** The first listed record of a sandbox catalogue file, as a site path. */
const firstListed = (file: string, prefix: string): string => {
  const records = JSON.parse(readFileSync(path.resolve(__dirname, '../sandbox/data', file), 'utf8')) as Array<{
    slug: string;
    hidden?: boolean;
  }>;
  return `${prefix}${records.find((record) => !record.hidden)?.slug}/`;
};

async function layoutShift(sitePath: string, settled: string): Promise<number> {
  const visit = await newVisit({ width: 412, height: 823 });
  try {
    await visit.page.goto(siteUrl(sitePath));
    await waitForHydration(visit.page);
    await visit.page.locator(settled).first().waitFor();
    return await cumulativeLayoutShift(visit.page);
  } finally {
    await visit.context.close();
  }
}

describe('layout shift on a phone', () => {
  it.each([
    ['home', '/', 'main h1'],
    ['the listing', '/apps/', 'main article'],
    ['an app page', firstListed('applications.json', '/apps/'), 'main h1'],
    ['a partner page', firstListed('partners.json', '/partners/'), 'main h1'],
    ['search with a query', '/search/?q=chat', '#search-apps'],
    // Client-only: loading panel, the page's code, then what the visitor is asked (issue 30: 0.051).
    ['the cart of a visitor', '/cart/', 'main button:has-text("Sign in")'],
    ['a visitor’s checkout', '/checkout/pagio/', 'main button:has-text("Sign in")'],
    // Its heading is in the server's HTML; the cards arrive after the list is read.
    ['apps coming soon', '/coming-soon-apps/', 'main article'],
  ])('%s moves nothing once painted', async (_name, sitePath, settled) => {
    expect(await layoutShift(sitePath, settled)).toBeLessThanOrEqual(CLS_BUDGET);
  });
});
