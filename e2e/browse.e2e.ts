import { readCatalogueData } from '../sandbox/data-files';
import { lifecycleOf } from '../src/domain/catalogue/lifecycle';
import { newVisit, siteUrl, waitForHydration, waitForTitle, type Visit } from './support/site';

const data = readCatalogueData();
const listedApp = data.applications.find(
  (app) =>
    app.visibility === 'public' &&
    !app.hidden &&
    lifecycleOf(app) === 'PUBLISHED' &&
    app.customProps.isService !== 'true' &&
    app.upgrades.length > 0,
)!;
const partner = data.partners[0];

/** The header's own height (spec §9: 90 px). */
const HEADER_HEIGHT = 90;

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
    // §2: the home shows six apps: the featured list is its only app cards.
    await expect(page.getByRole('main').getByRole('article').count()).resolves.toBe(6);

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

  it("links a partner's page to its campaign page, whose body is the partner's HTML, rendered, not shown as text", async () => {
    const { page, errors } = visit;
    const partner = data.partners.find((candidate) => candidate.campaign)!;
    await page.goto(siteUrl(`/partners/${partner.slug}/`));
    await waitForHydration(page);
    await page.getByRole('link', { name: partner.campaign!.title }).click();
    await waitForTitle(page, partner.campaign!.title);
    expect(new URL(page.url()).pathname).toBe(`/marketplace/partners/campaigns/${partner.campaign!.slug}/`);
    const hero = page.getByRole('region', { name: partner.campaign!.title });
    await expect(hero.getByRole('listitem').count()).resolves.toBeGreaterThan(0);
    await expect(hero.textContent()).resolves.not.toContain('<p>');
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

describe('the site header', () => {
  const visits: Visit[] = [];
  const visit = async (options?: { width?: number; height?: number }) => {
    const opened = await newVisit(options);
    visits.push(opened);
    return opened;
  };
  afterEach(async () => {
    await Promise.all(visits.splice(0).map((opened) => opened.context.close()));
  });

  it('fits 90 px at 320 px: logo, search and sign-in on top, the three links as 44 px tabs below, with no horizontal overflow', async () => {
    const { page, errors } = await visit({ width: 320, height: 640 });
    for (const sitePath of ['/', '/apps/', `/apps/${listedApp.slug}/`]) {
      await page.goto(siteUrl(sitePath));
      await waitForHydration(page);
      const layout = await page.evaluate(() => {
        const header = document.querySelector('header')!;
        const box = (element: Element | null) => element?.getBoundingClientRect() ?? null;
        const links = [...header.querySelectorAll('nav[aria-label="Main"] a')].map((link) => link.getBoundingClientRect());
        return {
          height: header.getBoundingClientRect().height,
          overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth,
          headerOverflow: header.scrollWidth - header.clientWidth,
          linkTops: links.map((rect) => Math.round(rect.top)),
          linkHeights: links.map((rect) => Math.round(rect.height)),
          rightmost: Math.max(...[...header.querySelectorAll('a, button, input')].map((element) => box(element)!.right)),
          search: box(header.querySelector('input[type="search"], input[role="combobox"], form input')),
          account: box(header.querySelector('[data-account] button')),
        };
      });
      expect([sitePath, layout.height]).toEqual([sitePath, HEADER_HEIGHT]);
      expect([sitePath, layout.overflow, layout.headerOverflow]).toEqual([sitePath, 0, 0]);
      expect(layout.linkTops).toHaveLength(3);
      expect(new Set(layout.linkTops).size).toBe(1);
      // Full 44 px tap targets, one line of text each (a wrapped label would make one taller).
      for (const height of layout.linkHeights) expect(height).toBe(44);
      expect(layout.rightmost).toBeLessThanOrEqual(320);
      expect(layout.search?.width).toBeGreaterThan(0);
      expect(layout.account?.width).toBeGreaterThan(0);
    }
    expect(errors).toEqual([]);
  });

  it("keeps 'Skip to content' invisible until focused, whatever banner sits above the header", async () => {
    const { page } = await visit({ width: 1366, height: 900 });
    await page.goto(siteUrl('/apps/'));
    await waitForHydration(page);
    // A banner above the header, as tall as the ghost-login one (which needs a ghost session).
    await page.evaluate(() => {
      const banner = document.createElement('div');
      banner.setAttribute('role', 'status');
      banner.style.cssText = 'height: 52px; background: #3d1f00; color: #fff';
      banner.textContent = 'Ghost login: you are signed in as another user.';
      document.querySelector('body header')!.before(banner);
    });
    const skip = page.getByRole('link', { name: 'Skip to content' });
    const drawn = () =>
      skip.evaluate((link) => {
        const rect = link.getBoundingClientRect();
        return rect.width > 1 && rect.height > 1 && rect.bottom > 0;
      });
    await expect(drawn()).resolves.toBe(false);
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(drawn()).resolves.toBe(false);
    await skip.focus();
    await expect(drawn()).resolves.toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForFunction(() => document.activeElement?.id === 'main');
    await expect(drawn()).resolves.toBe(false);
  });

  it('never leaves a focused element under the sticky header when tabbing backwards through an app page', async () => {
    const { page } = await visit({ width: 1366, height: 900 });
    await page.goto(siteUrl(`/apps/${listedApp.slug}/`));
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    // Start from the end of the page: focus the last focusable element, then walk back to the header.
    await page.evaluate(() => {
      const focusable = [...document.querySelectorAll<HTMLElement>('a[href], button, input, select, textarea, [tabindex="0"]')];
      window.scrollTo(0, document.documentElement.scrollHeight);
      focusable[focusable.length - 1].focus();
    });
    const hidden: string[] = [];
    let stops = 0;
    for (; stops < 120; stops++) {
      await page.keyboard.press('Shift+Tab');
      const focus = await page.evaluate(() => {
        const element = document.activeElement as HTMLElement | null;
        const header = document.querySelector('body header')!;
        if (!element || element === document.body) return null;
        // Elements of the header itself, and fixed overlays (compare tray, toasts) never scroll under it.
        const overlay = element.closest('header') === header || getComputedStyle(element).position === 'fixed';
        const fixedAncestor = (() => {
          for (let node: HTMLElement | null = element; node; node = node.parentElement)
            if (getComputedStyle(node).position === 'fixed') return true;
          return false;
        })();
        return {
          inHeader: element.closest('header') === header,
          skip: overlay || fixedAncestor,
          top: element.getBoundingClientRect().top,
          headerBottom: header.getBoundingClientRect().bottom,
          name: `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`,
        };
      });
      if (!focus || focus.inHeader) break;
      if (!focus.skip && focus.top < focus.headerBottom) hidden.push(`${focus.name} top ${Math.round(focus.top)}`);
    }
    expect(stops).toBeGreaterThan(10);
    expect(hidden).toEqual([]);
  });
});

describe('partner pages', () => {
  let visit: Visit;
  beforeEach(async () => {
    visit = await newVisit({ width: 1366, height: 900 });
  });
  afterEach(async () => {
    await visit.context.close();
  });

  it('have a breadcrumb back to the partners listing, like app pages', async () => {
    const { page, errors } = visit;
    await page.goto(siteUrl(`/partners/${partner.slug}/`));
    await waitForHydration(page);
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumbs' });
    await expect(crumbs.getByRole('link', { name: 'Partners', exact: true }).getAttribute('href')).resolves.toBe(
      '/marketplace/partners/',
    );
    await expect(crumbs.locator('[aria-current="page"]').textContent()).resolves.toBe(partner.name);
    // The same look as an app page's: the separator between crumbs, the size of their text.
    const look = () =>
      page.getByRole('navigation', { name: 'Breadcrumbs' }).evaluate((nav) => {
        const current = nav.querySelector('[aria-current="page"]')!;
        return { separator: getComputedStyle(current, '::before').content, fontSize: getComputedStyle(nav).fontSize };
      });
    const partnerLook = await look();
    expect(partnerLook.separator).toBe('"›"');
    await page.goto(siteUrl(`/apps/${listedApp.slug}/`));
    await expect(look()).resolves.toEqual(partnerLook);
    await page.goto(siteUrl(`/partners/${partner.slug}/`));
    await waitForHydration(page);
    await crumbs.getByRole('link', { name: 'Partners', exact: true }).click();
    await waitForTitle(page, 'Partner experts');
    expect(new URL(page.url()).pathname).toBe('/marketplace/partners/');
    expect(errors).toEqual([]);
  });
});

describe('the compare tray', () => {
  let visit: Visit;
  beforeEach(async () => {
    visit = await newVisit({ width: 1366, height: 900 });
  });
  afterEach(async () => {
    await visit.context.close();
  });

  it("leaves the listing's filters reachable: page space is reserved and focused filters scroll above it", async () => {
    const { page, errors } = visit;
    await page.goto(siteUrl('/apps/'));
    await waitForHydration(page);
    await page.waitForLoadState('networkidle');
    const toggles = page.locator('main article').getByRole('button', { name: /^Compare / });
    for (let index = 0; index < 3; index++) await toggles.nth(index).click();
    const tray = page.getByRole('region', { name: 'Compare apps' });
    await tray.waitFor();
    const trayTop = async () => (await tray.boundingBox())!.y;
    const reserved = await page.evaluate(() => parseFloat(getComputedStyle(document.querySelector('main')!).paddingBottom));
    expect(reserved).toBeGreaterThanOrEqual(900 - (await trayTop()));

    const boxes = page.locator('main fieldset input[type="checkbox"]');
    const count = await boxes.count();
    for (const index of [count - 3, count - 2, count - 1]) {
      await page.evaluate(() => window.scrollTo(0, 0));
      await boxes.nth(index).focus();
      const label = await boxes.nth(index).evaluate((box) => box.closest('label')!.getBoundingClientRect().bottom);
      expect(label).toBeLessThanOrEqual(await trayTop());
    }
    expect(errors).toEqual([]);
  });
});
