import type {
  ApiApplication,
  ApiClientPublic,
  ApiDeveloperProfile,
  ApiPartner,
  ApiPartnerProspect,
  ApiRatingSummary,
  ApiResources,
  SandboxApplication,
} from '../../src/domain/catalogue/contract';
import { lifecycleOf } from '../../src/domain/catalogue/lifecycle';
import type { CatalogueData } from '../data-files';

/**
 * Read side of the marketplace API over the bundled catalogue. Answers null where the API answers 404.
 * Every lookup by id or slug goes through a Map: a plain object would answer '__proto__' or 'constructor'.
 */
export interface CatalogueService {
  published(): ApiApplication[];
  publishedBySlug(slug: string): ApiApplication | null;
  /** Public apps accepted but not published yet ("coming soon", §4 lifecycle). */
  comingSoon(): ApiApplication[];
  /**
   * What `GET /applications/published` answers: the published public apps, then the public apps
   * accepted but not published yet. §7 names no other public list, and §2 makes "apps coming soon" a
   * client-only area (§6: no login needed), so the list carries them with their timestamps and the
   * site derives each app's lifecycle (§4). The build keeps the published ones only.
   */
  listed(): ApiApplication[];
  resources(id: string): ApiResources | null;
  rating(id: string): ApiRatingSummary | null;
  developer(id: string): ApiDeveloperProfile | null;
  partner(idOrSlug: string): ApiPartner | null;
  partners(): ApiPartner[];
  prospects(): ApiPartnerProspect[];
  client(id: string): ApiClientPublic | null;
  /**
   * Sandbox only: what the publisher's console does in production (hide an app, mark it under
   * maintenance, change its price), so tests can change a published app without a rebuild.
   * null: no such published app.
   */
  changePublished(slug: string, changes: PublishedChanges): ApiApplication | null;
}

/** What a test may change of a published app (price in cents). */
export interface PublishedChanges {
  hidden?: boolean;
  underMaintenance?: boolean;
  price?: number;
}

/** Strips the sandbox-only visibility flag so answers match the wire shape. */
function toWire({ visibility: _visibility, ...app }: SandboxApplication): ApiApplication {
  return app;
}

export function createCatalogueService(data: CatalogueData): CatalogueService {
  const publicPublished = data.applications.filter((app) => app.visibility === 'public' && lifecycleOf(app) === 'PUBLISHED');
  const publicAccepted = data.applications.filter((app) => app.visibility === 'public' && lifecycleOf(app) === 'ACCEPTED');
  const bySlug = new Map(publicPublished.map((app) => [app.slug, app]));
  // Changes live in this service (the bundled data is shared by every service instance).
  const changed = new Map<string, SandboxApplication>();
  const current = (app: SandboxApplication) => changed.get(app.slug) ?? app;
  const byId = new Map(data.applications.map((app) => [app.id, app]));
  const developers = new Map(data.developers.map((dev) => [dev.id, dev]));
  const resources = new Map(Object.entries(data.resources));
  const ratings = new Map(Object.entries(data.ratings));
  const clients = new Map(Object.entries(data.clients));
  const partners = new Map<string, ApiPartner>();
  for (const partner of data.partners) {
    partners.set(partner.id, partner);
    partners.set(partner.slug, partner);
  }

  return {
    // Hidden apps are published too: the site (and search) filter them out, as in production.
    published: () => publicPublished.map((app) => toWire(current(app))),
    comingSoon: () => publicAccepted.map((app) => toWire(current(app))),
    listed: () => [...publicPublished, ...publicAccepted].map((app) => toWire(current(app))),
    publishedBySlug: (slug) => {
      const app = bySlug.get(slug);
      return app ? toWire(current(app)) : null;
    },
    changePublished: (slug, { hidden, underMaintenance, price }) => {
      const app = bySlug.get(slug);
      if (!app) return null;
      const was = current(app);
      const next: SandboxApplication = {
        ...was,
        hidden: hidden ?? was.hidden,
        underMaintenance: underMaintenance ?? was.underMaintenance,
        payment: price !== undefined && was.payment ? { ...was.payment, price } : was.payment,
      };
      changed.set(slug, next);
      return toWire(next);
    },
    resources: (id) => (byId.has(id) ? (resources.get(id) ?? { applicationId: id, videos: [], documents: [] }) : null),
    rating: (id) => {
      if (!byId.has(id)) return null;
      return ratings.get(id) ?? { product: byId.get(id)!.product, rate: 0, votes: 0, reviews: [], histogram: emptyHistogram() };
    },
    developer: (id) => developers.get(id) ?? null,
    partner: (idOrSlug) => partners.get(idOrSlug) ?? null,
    partners: () => data.partners,
    prospects: () => data.prospects,
    client: (id) => clients.get(id) ?? null,
  };
}

function emptyHistogram(): ApiRatingSummary['histogram'] {
  return ([5, 4, 3, 2, 1] as const).map((stars) => ({ stars, percent: 0, votes: 0 }));
}
