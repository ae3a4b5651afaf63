import type {
  ApiApplication,
  ApiClientPublic,
  ApiDeveloperProfile,
  ApiPartner,
  ApiPartnerProspect,
  ApiRatingSummary,
  ApiResources,
  SandboxApplication,
} from '../../src/domain/contract';
import { lifecycleOf } from '../../src/domain/lifecycle';
import type { CatalogueData } from '../data-files';

/**
 * Read side of the marketplace API over the bundled catalogue. Answers null where the API answers 404.
 * Every lookup by id or slug goes through a Map: a plain object would answer '__proto__' or 'constructor'.
 */
export interface CatalogueService {
  published(): ApiApplication[];
  publishedBySlug(slug: string): ApiApplication | null;
  resources(id: string): ApiResources | null;
  rating(id: string): ApiRatingSummary | null;
  developer(id: string): ApiDeveloperProfile | null;
  partner(idOrSlug: string): ApiPartner | null;
  partners(): ApiPartner[];
  prospects(): ApiPartnerProspect[];
  client(id: string): ApiClientPublic | null;
}

/** Strips the sandbox-only visibility flag so answers match the wire shape. */
function toWire({ visibility: _visibility, ...app }: SandboxApplication): ApiApplication {
  return app;
}

export function createCatalogueService(data: CatalogueData): CatalogueService {
  const publicPublished = data.applications.filter((app) => app.visibility === 'public' && lifecycleOf(app) === 'PUBLISHED');
  const bySlug = new Map(publicPublished.map((app) => [app.slug, app]));
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
    published: () => publicPublished.map(toWire),
    publishedBySlug: (slug) => {
      const app = bySlug.get(slug);
      return app ? toWire(app) : null;
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
