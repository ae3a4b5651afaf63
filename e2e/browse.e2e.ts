import { newVisit, siteUrl, waitForHydration, waitForTitle, type Visit } from './support/site';

describe('browsing the catalogue', () => {
  let visit: Visit;
  beforeEach(async () => {
    visit = await newVisit();
  });
  afterEach(async () => {
    await visit.context.close();
  });

  it('goes home → a category → an app page → its developer → back, without console errors', async () => {
    const { page, errors } = visit;
    await page.goto(siteUrl('/'));
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toMatch(/Apps, services and experts/);
    await expect(page.getByRole('list', { name: 'Featured apps' }).getByRole('listitem').count()).resolves.toBe(6);

    await page.locator('main').getByRole('link', { name: 'CRM', exact: true }).click();
    await waitForTitle(page, 'CRM apps');
    expect(new URL(page.url()).pathname).toBe('/marketplace/apps/crm/');

    const firstApp = page
      .getByRole('list', { name: 'CRM apps' })
      .getByRole('listitem')
      .first()
      .getByRole('heading')
      .getByRole('link');
    const appName = (await firstApp.textContent()) ?? '';
    await firstApp.click();
    await waitForTitle(page, appName);
    expect(new URL(page.url()).pathname).toMatch(/^\/marketplace\/(apps|services)\/[^/]+\/$/);
    await expect(page.getByRole('heading', { name: 'Description' }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('heading', { name: 'Reviews' }).isVisible()).resolves.toBe(true);

    const developerLink = page.locator('header').getByRole('link').filter({ hasNotText: 'Marketplace' }).last();
    const developerName = (await developerLink.textContent()) ?? '';
    await developerLink.click();
    await waitForTitle(page, developerName);
    expect(new URL(page.url()).pathname).toMatch(/^\/marketplace\/developers\/[^/]+\/$/);
    await expect(page.getByRole('link', { name: appName }).first().isVisible()).resolves.toBe(true);

    await page.goBack();
    await waitForTitle(page, appName);

    expect(errors).toEqual([]);
  });

  it('server-renders real catalogue content before any script runs', async () => {
    const { page, errors } = visit;
    await page.route('**/*.js', (route) => route.abort());
    await page.goto(siteUrl('/apps/'));
    const count = await page.getByRole('list', { name: 'All apps' }).getByRole('listitem').count();
    await expect(page.getByText(/^\d+ results$/).textContent()).resolves.toMatch(/^2\d\d results$/);
    expect(count).toBe(48);
    expect(errors.filter((error) => !/ERR_FAILED|Failed to load resource/.test(error))).toEqual([]);
  });

  it('renders every kind of public page without console errors', async () => {
    const { page, errors } = visit;
    const paths = [
      '/apps/staff-top-picks/',
      '/partners/',
      '/partners/recommended/',
      '/developers/',
      '/saas-deals/',
      '/omnichannel-communication/',
      '/enhance-ecommerce/',
      '/search/',
      '/500/',
    ];
    for (const sitePath of paths) {
      const response = await page.goto(siteUrl(sitePath));
      expect([sitePath, response?.status()]).toEqual([sitePath, 200]);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 }).count()).resolves.toBe(1);
    }
    // A partner page and a campaign page, reached through the listing.
    await page.goto(siteUrl('/partners/recommended/'));
    await waitForHydration(page);
    const partnerLink = page.getByRole('list', { name: 'Recommended partners' }).getByRole('link').first();
    const partnerName = (await partnerLink.textContent()) ?? '';
    await partnerLink.click();
    await waitForTitle(page, partnerName);
    await expect(page.getByRole('heading', { name: 'Reviews' }).isVisible()).resolves.toBe(true);
    expect(errors).toEqual([]);
  });

  it('shows the deals page discount on the card: the current price and the old one struck through', async () => {
    const { page, errors } = visit;
    await page.goto(siteUrl('/saas-deals/'));
    await waitForHydration(page);
    const card = page
      .getByRole('list', { name: 'Discounted right now' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: 'ClipBoost', exact: true }) });
    await expect(card.locator('[data-price] strong').textContent()).resolves.toBe('$26.10 / month');
    await expect(card.locator('[data-price] s').textContent()).resolves.toBe('Regular price $29 / month');
    await expect(card.locator('[data-price]').textContent()).resolves.toBe('$26.10 / monthRegular price $29 / month10% off');
    // A mismatch between the server's HTML and the first client render would be logged as an error.
    expect(errors).toEqual([]);
  });

  it('says "CRM tools" on the CRM page and shows no filter group that nothing in CRM could match', async () => {
    const { page, errors } = visit;
    await page.goto(siteUrl('/apps/crm/'));
    await waitForHydration(page);
    await expect(page.getByText('Apps and services that connect your chat and help desk with CRM tools.').count()).resolves.toBe(
      1,
    );
    await expect(page.locator('legend', { hasText: /^Payment type$/ }).count()).resolves.toBe(1);
    await expect(page.locator('legend', { hasText: /^Service$/ }).count()).resolves.toBe(0);
    expect(errors).toEqual([]);
  });
});

describe('on a 390 px phone', () => {
  let visit: Visit;
  beforeEach(async () => {
    visit = await newVisit({ width: 390, height: 844 });
  });
  afterEach(async () => {
    await visit.context.close();
  });

  it('service pages with long support addresses do not scroll sideways', async () => {
    const { page } = visit;
    for (const slug of [
      'frontdesk-quality-assurance-program',
      'launchpad-product-implementation',
      'riverbend-support-strategy-review',
    ]) {
      await page.goto(siteUrl(`/services/${slug}/`));
      await waitForHydration(page);
      const widths = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        client: document.documentElement.clientWidth,
      }));
      expect([slug, widths.scroll]).toEqual([slug, widths.client]);
    }
  });
});
