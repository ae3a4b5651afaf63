import { isServiceApp, type ApiApplication } from './contract';
import { isComingSoon, LIFECYCLE_LABELS, lifecycleOf, type Lifecycle } from './lifecycle';
import { productPath } from '../site/paths';

/**
 * The client-only areas of §2 (private apps, in-review apps, apps coming soon) as lists: which app
 * goes in which group (§4 lifecycle, derived from timestamps) and where each one's page is.
 */

/** What a list of the areas shows of an app. */
export interface AreaApp {
  id: string;
  slug: string;
  name: string;
  icon: string;
  shortDescription: string;
  categoryName: string;
  company: string;
  lifecycle: Lifecycle;
  /** The app's own page in the areas (or its public page once published). */
  href: string;
}

interface AreaGroup {
  lifecycle: Lifecycle;
  title: string;
  apps: AreaApp[];
}

// With a trailing slash, as every address of the site (trailingSlash: 'always').
export const privateAppPath = (slug: string) => `/private-apps/${slug}/`;
export const inReviewAppPath = (slug: string) => `/in-review-apps/${slug}/`;
const comingSoonAppPath = (slug: string) => `/coming-soon-apps/${slug}/`;

/** The developer's list of their own apps (the index of /private-apps/). */
export const OWN_APPS_PATH = '/private-apps/';
/** The list of public apps that are coming soon (the index of /coming-soon-apps/). */
export const COMING_SOON_PATH = '/coming-soon-apps/';

/** The order of the developer's groups: the way an app goes, from development to published. */
export const OWN_APP_GROUP_ORDER: readonly Lifecycle[] = ['IN_DEVELOPMENT', 'IN_REVIEW', 'ACCEPTED', 'PUBLISHED'];

const byName = (a: AreaApp, b: AreaApp) => a.name.localeCompare(b.name, 'en') || a.slug.localeCompare(b.slug);

function areaApp(app: ApiApplication, href: (lifecycle: Lifecycle) => string): AreaApp {
  const lifecycle = lifecycleOf(app);
  return {
    id: app.id,
    slug: app.slug,
    name: app.name,
    icon: app.icon,
    shortDescription: app.shortDescription,
    categoryName: app.category.name,
    company: app.company,
    lifecycle,
    href: href(lifecycle),
  };
}

/**
 * The organization's own apps (GET /applications, keyed by id, and GET /applications/reviewed)
 * grouped by lifecycle, each group sorted by name, empty groups left out. An app of the reviewed
 * list opens on /in-review-apps/{slug} (that page reads the reviewed list), a published one on its
 * public page, any other on /private-apps/{slug}.
 */
export function groupOwnApps(own: readonly ApiApplication[], reviewed: readonly ApiApplication[]): AreaGroup[] {
  const reviewedIds = new Set(reviewed.map((app) => app.id));
  const unique = new Map<string, ApiApplication>();
  for (const app of [...own, ...reviewed]) if (!unique.has(app.id)) unique.set(app.id, app);
  const apps = [...unique.values()].map((app) =>
    areaApp(app, (lifecycle) => {
      if (lifecycle === 'PUBLISHED') return productPath({ slug: app.slug, isService: isServiceApp(app) });
      return reviewedIds.has(app.id) ? inReviewAppPath(app.slug) : privateAppPath(app.slug);
    }),
  );
  return OWN_APP_GROUP_ORDER.map((lifecycle) => ({
    lifecycle,
    title: LIFECYCLE_LABELS[lifecycle],
    apps: apps.filter((app) => app.lifecycle === lifecycle).sort(byName),
  })).filter((group) => group.apps.length > 0);
}

/**
 * The public apps that are coming soon (§4: accepted, not published) in a list of apps, hidden ones
 * left out, sorted by name. Published apps (and anything else) are not coming soon.
 */
export function comingSoonApps(list: readonly ApiApplication[]): ApiApplication[] {
  return list
    .filter((app) => !app.hidden && isComingSoon(lifecycleOf(app)))
    .sort((a, b) => a.name.localeCompare(b.name, 'en') || a.slug.localeCompare(b.slug));
}

/** The coming-soon apps as list items, each opening on /coming-soon-apps/{slug}. */
export const comingSoonAreaApps = (list: readonly ApiApplication[]): AreaApp[] =>
  comingSoonApps(list).map((app) => areaApp(app, () => comingSoonAppPath(app.slug)));
