import { newVisit, sandboxUrl, siteUrl, waitForHydration, type Visit } from './support/site';

/**
 * §4 Loading: an app page follows the published app without a rebuild. The sandbox's publish
 * control (sandbox/README.md, the publisher console's analogue) changes the app after the build.
 */

// A paid live-chat app ($39 a month) no other journey uses.
const APP = { slug: 'pixelowl', price: 3900 };

async function changePublished(body: Record<string, unknown>): Promise<void> {
  const response = await fetch(sandboxUrl(`/sandbox/applications/${APP.slug}/published`), {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.status !== 200) throw new Error(`the sandbox answered ${response.status}`);
}

describe('an app page after the build', () => {
  const visits: Visit[] = [];
  afterEach(async () => {
    await Promise.all(visits.splice(0).map((opened) => opened.context.close()));
  });
  afterAll(() => changePublished({ hidden: false, underMaintenance: false, price: APP.price }));

  const open = async () => {
    const visit = await newVisit();
    visits.push(visit);
    await visit.page.goto(siteUrl(`/apps/${APP.slug}/`));
    await waitForHydration(visit.page);
    return visit.page;
  };

  it('shows the price and maintenance badge as published now', async () => {
    await changePublished({ underMaintenance: true, price: 4500 });
    const page = await open();
    const header = page.getByRole('main').locator('header').first();
    await header.getByText('Under maintenance', { exact: true }).waitFor();
    await page.locator('[data-block="pricing"]').getByText('$45 / month').waitFor();
  });

  it('says a hidden app is no longer available, without its actions, and the header keeps its height', async () => {
    await changePublished({ hidden: false, underMaintenance: false, price: APP.price });
    const visible = await open();
    const visibleHeader = visible.getByRole('main').locator('header').first();
    await visibleHeader.getByRole('button', { name: 'Add to cart' }).waitFor();
    const heightVisible = (await visibleHeader.boundingBox())?.height;

    await changePublished({ hidden: true });
    const page = await open();
    const header = page.getByRole('main').locator('header').first();
    await header.getByRole('status').getByText('This app is no longer available').waitFor();
    expect(await header.getByRole('button', { name: 'Add to cart' }).count()).toBe(0);
    expect((await header.boundingBox())?.height).toBe(heightVisible);
  });
});
