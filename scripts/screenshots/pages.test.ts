/** @jest-environment node */
import { readCatalogueData } from '../../sandbox/data-files';
import { DEFAULT_BASE_URL, nameOfPath, pageTypes, pageUrl, parseScreenshotArgs, reviewFile } from './pages';

const PAGES = pageTypes(readCatalogueData());

describe('pageTypes', () => {
  it('lists every page type once, with slugs of the bundled catalogue', () => {
    expect(PAGES.map((page) => page.name)).toEqual([
      'home',
      'all-apps',
      'category-listing',
      'curated-list',
      'app',
      'service',
      'partners',
      'recommended-partners',
      'partner',
      'partner-campaign',
      'developers',
      'developer',
      'saas-deals',
      'omnichannel',
      'enhance-ecommerce',
      'search',
      'compare',
      'cart',
      'checkout',
      'your-apps',
      'apps-coming-soon',
      'app-coming-soon',
      'not-found',
    ]);
    const path = (name: string) => PAGES.find((page) => page.name === name)?.path;
    expect(path('search')).toBe('/search/?q=chat');
    expect(path('app')).toMatch(/^\/apps\/[a-z0-9-]+\/$/);
    expect(path('service')).toMatch(/^\/services\/[a-z0-9-]+\/$/);
    expect(path('checkout')).toMatch(/^\/checkout\/[a-z0-9-]+$/);
    expect(path('app-coming-soon')).toMatch(/^\/coming-soon-apps\/[a-z0-9-]+\/$/);
    expect(path('compare')).toMatch(/^\/apps\/compare\/\?ids=[a-z0-9-]+,[a-z0-9-]+,[a-z0-9-]+$/);
  });

  it('puts a paid app in the cart, and checks out a paid app', () => {
    const paid = new Set(
      readCatalogueData()
        .applications.filter((app) => (app.payment?.price ?? 0) > 0)
        .map((app) => app.slug),
    );
    const cart = PAGES.find((page) => page.name === 'cart')!;
    expect(cart.cartApps?.length).toBeGreaterThan(0);
    expect(cart.cartApps!.every((slug) => paid.has(slug))).toBe(true);
    const checkout = PAGES.find((page) => page.name === 'checkout')!;
    expect(paid.has(checkout.path.replace('/checkout/', ''))).toBe(true);
  });
});

describe('file names and addresses', () => {
  it('names a picture by state, page type and width', () => {
    expect(reviewFile('signed-in', 'all-apps', 390)).toBe('signed-in/all-apps.390.png');
    expect(reviewFile('signed-out', 'home', 1280)).toBe('signed-out/home.1280.png');
  });

  it('names a path given on the command line after it', () => {
    expect(nameOfPath('/')).toBe('home');
    expect(nameOfPath('/apps/crm/')).toBe('apps-crm');
    expect(nameOfPath('/search/?q=chat')).toBe('search-q-chat');
  });

  it('keeps the base path prefix', () => {
    expect(pageUrl(DEFAULT_BASE_URL, '/apps/')).toBe('http://localhost:8000/marketplace/apps/');
    expect(pageUrl('http://localhost:9000/marketplace', '/')).toBe('http://localhost:9000/marketplace/');
  });
});

describe('parseScreenshotArgs', () => {
  it('defaults to what npm start serves and every page type', () => {
    expect(parseScreenshotArgs([], PAGES)).toEqual({ base: DEFAULT_BASE_URL, pages: PAGES });
  });

  it('takes a base URL, page types by name and site paths', () => {
    const { base, pages } = parseScreenshotArgs(['http://localhost:9000/marketplace/', 'cart', '/apps/crm/', '/x/'], PAGES);
    expect(base).toBe('http://localhost:9000/marketplace/');
    expect(pages.map((page) => [page.name, page.path])).toEqual([
      ['cart', '/cart/'],
      ['category-listing', '/apps/crm/'],
      ['x', '/x/'],
    ]);
    expect(pages[0].cartApps?.length).toBeGreaterThan(0);
  });

  it('takes pages without a base, and refuses an unknown page type', () => {
    expect(parseScreenshotArgs(['home'], PAGES).base).toBe(DEFAULT_BASE_URL);
    expect(() => parseScreenshotArgs(['nope'], PAGES)).toThrow(/unknown page type "nope"/);
  });
});
