import type {
  ApiApplication,
  ApiClientPublic,
  ApiDeveloperProfile,
  ApiPartner,
  ApiPartnerProspect,
  ApiRatingSummary,
  ApiResources,
} from '../domain/catalogue/contract';
import { toCatalogueApp, type Catalogue } from '../domain/catalogue/catalogue';
import { lifecycleOf } from '../domain/catalogue/lifecycle';
import { fetchApplicationResources, fetchPublishedApplication, fetchPublishedApplications } from '../api-client/applications';
import { fetchClientPublic } from '../api-client/accounts';
import { fetchDeveloperProfile } from '../api-client/developers';
import { fetchRatingSummary } from '../api-client/feedback';
import { fetchPartners, fetchUnclaimedProspects } from '../api-client/partners';
import { ApiError } from '../api-client/http';
import { readCatalogueData, readMarketingTable, readRetiredIntegrations, type CatalogueData } from '../../sandbox/data-files';
import { withoutRetired, type RetiredIds } from '../domain/catalogue/retired-integrations';
import { createCatalogueService } from '../../sandbox/services/catalogue';

/**
 * The catalogue's read calls (§7), whichever transport answers them. Both adapters below speak it,
 * and `loadCatalogue` turns its answers into the site's Catalogue the same way for both.
 */
interface CatalogueApi {
  readonly name: 'bundled' | 'http';
  published(): Promise<ApiApplication[]>;
  detail(slug: string): Promise<ApiApplication>;
  resources(id: string): Promise<ApiResources | null>;
  rating(id: string): Promise<ApiRatingSummary | null>;
  developer(id: string): Promise<ApiDeveloperProfile | null>;
  client(id: string): Promise<ApiClientPublic | null>;
  partners(): Promise<ApiPartner[]>;
  prospects(): Promise<ApiPartnerProspect[]>;
}

/** The bundled JSON (default): the same answers the sandbox would give, read straight from disk. */
export function bundledApi(data: CatalogueData): CatalogueApi {
  const service = createCatalogueService(data);
  return {
    name: 'bundled',
    published: async () => service.published(),
    detail: async (slug) => {
      const app = service.publishedBySlug(slug);
      if (!app) throw new ApiError('not-found', `Application ${slug} not found`, 404);
      return app;
    },
    resources: async (id) => service.resources(id),
    rating: async (id) => service.rating(id),
    developer: async (id) => service.developer(id),
    client: async (id) => service.client(id),
    partners: async () => service.partners(),
    prospects: async () => service.prospects(),
  };
}

/** A 404 on an optional resource means "none"; anything else is a real failure of the build. */
async function orNullOn404<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (error instanceof ApiError && error.kind === 'not-found') return null;
    throw error;
  }
}

/** The real marketplace API (GATSBY_API_URL), or the sandbox over HTTP. */
export function httpApi(baseUrl: string): CatalogueApi {
  return {
    name: 'http',
    published: () => fetchPublishedApplications(baseUrl),
    detail: (slug) => fetchPublishedApplication(baseUrl, slug),
    resources: (id) => orNullOn404(fetchApplicationResources(baseUrl, id)),
    rating: (id) => orNullOn404(fetchRatingSummary(baseUrl, id)),
    developer: (id) => orNullOn404(fetchDeveloperProfile(baseUrl, id)),
    client: (id) => orNullOn404(fetchClientPublic(baseUrl, id)),
    partners: () => fetchPartners(baseUrl),
    prospects: () => fetchUnclaimedProspects(baseUrl),
  };
}

/** Maps with at most `limit` calls in flight, keeping order (the HTTP adapter makes ~4 calls per app). */
async function mapLimited<T, R>(items: T[], limit: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await fn(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

const CONCURRENCY = 12;

export async function loadCatalogue(
  api: CatalogueApi,
  marketing: Record<string, string>,
  retired: RetiredIds = new Set(),
): Promise<Catalogue> {
  // The list also carries public apps accepted but not published yet (§4 lifecycle from their
  // timestamps): those are the client-only "coming soon" area's (§2), never a built page. Retired
  // legacy integrations (§9) are dropped here, so no page, listing or search record has them.
  const published = withoutRetired(
    (await api.published()).filter((summary) => lifecycleOf(summary) === 'PUBLISHED'),
    retired,
  );
  const apps = await mapLimited(published, CONCURRENCY, async (summary) => {
    const [detail, ratingSummary, resources] = await Promise.all([
      api.detail(summary.slug),
      api.rating(summary.id),
      api.resources(summary.id),
    ]);
    const client = detail.authorization ? await api.client(detail.authorization.clientId) : null;
    return toCatalogueApp(detail, {
      ratingSummary,
      resources,
      marketingDescription: marketing[detail.slug] ?? marketing[detail.id] ?? null,
      scopes: client?.scopes ?? [],
    });
  });
  const developerIds = [...new Set(apps.map((app) => app.developerId))].sort();
  const developers = (await mapLimited(developerIds, CONCURRENCY, (id) => api.developer(id))).filter(
    (profile): profile is ApiDeveloperProfile => profile !== null,
  );
  const [partners, prospects] = await Promise.all([api.partners(), api.prospects()]);
  return { apps, developers, partners, prospects };
}

/** The build's one entry: HTTP when an API URL is configured, the bundled JSON otherwise. */
export function sourceCatalogue(apiUrl: string | undefined, dataDir?: string): Promise<Catalogue> {
  const api = apiUrl ? httpApi(apiUrl) : bundledApi(readCatalogueData(dataDir));
  // The marketing descriptions are the site's own table (§9), not an API answer.
  return loadCatalogue(api, readMarketingTable(dataDir), readRetiredIntegrations(dataDir));
}
