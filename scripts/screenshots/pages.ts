import type { CatalogueData } from '../../sandbox/data-files';
import { lifecycleOf } from '../../src/domain/catalogue/lifecycle';
import { appPath, categoryPath, developerPath, partnerCampaignPath, partnerPath, servicePath } from '../../src/domain/site/paths';

/**
 * The pure half of `npm run screenshots`: which pages it shoots (one of every page type, the list
 * of e2e/console-sweep.e2e.ts with slugs taken from the bundled catalogue), its arguments and the
 * names of the files it writes.
 */

/** What `npm start` serves (scripts/start.ts: PORT, 8000 by default, under PATH_PREFIX). */
export const DEFAULT_BASE_URL = 'http://localhost:8000/marketplace/';

export const WIDTHS = [390, 1280] as const;

export const SIGN_IN_STATES = ['signed-out', 'signed-in'] as const;
export type SignInState = (typeof SIGN_IN_STATES)[number];

/** The demo identity (sandbox/services/accounts-directory.ts) the signed-in pictures are taken as. */
export const SIGN_IN_IDENTITY = 'owner';

export interface PageType {
  /** File name stem, e.g. `all-apps`. */
  name: string;
  /** Site path under the base URL, e.g. `/apps/`. */
  path: string;
  /**
   * Signed in, an app is put in the cart first through its page's "Add to cart": the first of these
   * slugs that offers it (one the organization already installed does not).
   */
  cartApps?: readonly string[];
}

type Catalogue = Pick<CatalogueData, 'applications' | 'partners' | 'developers'>;
type App = Catalogue['applications'][number];

const isPublic = (app: App) => app.visibility === 'public' && !app.hidden;
const isService = (app: App) => app.customProps.isService === 'true';
const isPaid = (app: App) => (app.payment?.price ?? 0) > 0;

function first<T>(items: readonly T[], what: string): T {
  if (!items.length) throw new Error(`screenshots: the catalogue has no ${what}`);
  return items[0];
}

/** One page of every page type, in the order of e2e/console-sweep.e2e.ts's ROUTES. */
export function pageTypes(data: Catalogue): PageType[] {
  const listed = data.applications.filter((app) => isPublic(app) && lifecycleOf(app) === 'PUBLISHED');
  const apps = listed.filter((app) => !isService(app));
  const app = first(apps, 'published app');
  const service = first(
    listed.filter((candidate) => isService(candidate)),
    'published service',
  );
  const paid = apps.filter(isPaid);
  const comingSoon = first(
    data.applications.filter((candidate) => isPublic(candidate) && lifecycleOf(candidate) === 'ACCEPTED'),
    'app coming soon',
  );
  const campaign = first(
    data.partners.filter((partner) => partner.campaign?.slug),
    'partner with a campaign',
  ).campaign!;
  // The category console-sweep uses when the catalogue has it, else the first app's.
  const category = apps.some((candidate) => candidate.category.slug === 'crm') ? 'crm' : app.category.slug;
  const compare = apps.slice(0, 3).map((candidate) => candidate.slug);

  return [
    { name: 'home', path: '/' },
    { name: 'all-apps', path: categoryPath(null) },
    { name: 'category-listing', path: categoryPath(category) },
    { name: 'curated-list', path: '/apps/staff-top-picks/' },
    { name: 'app', path: appPath(app.slug) },
    { name: 'service', path: servicePath(service.slug) },
    { name: 'partners', path: '/partners/' },
    { name: 'recommended-partners', path: '/partners/recommended/' },
    { name: 'partner', path: partnerPath(first(data.partners, 'partner').slug) },
    { name: 'partner-campaign', path: partnerCampaignPath(campaign.slug) },
    { name: 'developers', path: '/developers/' },
    { name: 'developer', path: developerPath(first(data.developers, 'developer').slug) },
    { name: 'saas-deals', path: '/saas-deals/' },
    { name: 'omnichannel', path: '/omnichannel-communication/' },
    { name: 'enhance-ecommerce', path: '/enhance-ecommerce/' },
    { name: 'search', path: '/search/?q=chat' },
    { name: 'compare', path: `/apps/compare/?ids=${compare.join(',')}` },
    { name: 'cart', path: '/cart/', cartApps: paid.slice(0, 3).map((candidate) => candidate.slug) },
    { name: 'checkout', path: `/checkout/${first(paid, 'paid app').slug}` },
    { name: 'your-apps', path: '/private-apps/' },
    { name: 'apps-coming-soon', path: '/coming-soon-apps/' },
    { name: 'app-coming-soon', path: `/coming-soon-apps/${comingSoon.slug}/` },
    { name: 'not-found', path: '/no-such-page/' },
  ];
}

/** A file name stem for a site path given on the command line: `/apps/crm/` → `apps-crm`. */
export function nameOfPath(sitePath: string): string {
  return sitePath.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
}

/** Where a picture goes, relative to the review folder: `signed-in/cart.390.png`. */
export function reviewFile(state: SignInState, name: string, width: number): string {
  return `${state}/${name}.${width}.png`;
}

/** The site address of a path under the base URL (the base keeps its path prefix). */
export function pageUrl(base: string, sitePath: string): string {
  return new URL(sitePath.replace(/^\//, ''), base.endsWith('/') ? base : `${base}/`).href;
}

export interface ScreenshotArgs {
  base: string;
  pages: PageType[];
}

/**
 * `[base URL] [page ...]`: the base when the first argument is an http(s) address (else what
 * `npm start` serves); then page types by name (`cart`, `all-apps`) or site paths (`/apps/crm/`,
 * named after the path); none means every page type.
 */
export function parseScreenshotArgs(argv: readonly string[], known: readonly PageType[]): ScreenshotArgs {
  const [head, ...tail] = argv;
  const hasBase = head !== undefined && /^https?:\/\//i.test(head);
  const base = hasBase ? head : DEFAULT_BASE_URL;
  const rest = hasBase ? tail : [...argv];
  const pages = rest.map((arg): PageType => {
    if (arg.startsWith('/')) return known.find((page) => page.path === arg) ?? { name: nameOfPath(arg), path: arg };
    const page = known.find((candidate) => candidate.name === arg);
    if (!page) {
      throw new Error(
        `screenshots: unknown page type "${arg}" (a site path starts with /); page types: ${known.map((p) => p.name).join(', ')}`,
      );
    }
    return page;
  });
  return { base, pages: pages.length ? pages : [...known] };
}
