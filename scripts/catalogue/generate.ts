/**
 * The pure catalogue generator: (seed, size) in, every JSON table and image out. No I/O here,
 * so the CLI writes what this returns and the tests inspect it without touching the disk.
 */
import { LEGACY_MARKETING, legacyIntegrations, RETIRED_INTEGRATION_IDS } from './legacy';
import type {
  ApiDeveloperProfile,
  ApiPartner,
  ApiPartnerProspect,
  ApiRatingSummary,
  ApiResources,
  SandboxApplication,
} from '../../src/domain/catalogue/contract';
import {
  assignOwners,
  assignStages,
  buildDraft,
  countFor,
  type Draft,
  NameRegistry,
  SCREENSHOT_POOL,
  screenshotName,
  serviceTypeFor,
} from './apps';
import { applyCoverage, finalize } from './coverage';
import { type ApiClient, buildClients, buildMarketing, buildRatings, buildResources } from './feedback';
import { buildCompanies, buildPartners, buildProspects, developerProfiles } from './people';
import { createRng, type Rng } from './random';
import { accentFor, appIcon, logo, screenshot } from './svg';

export const DEFAULT_SEED = 20261122;
/** Bundled size: 244 apps and 24 services. */
export const DEFAULT_TOTAL = 268;
const BUNDLED_SERVICES = 24;
const PARTNERS = 34;
const PROSPECTS = 10;

export interface ImageFile {
  /** Repository-relative path, e.g. static/images/apps/cartpulse.webp. */
  path: string;
  /** SVG source. */
  content: string;
  /**
   * Written as a WebP image this many pixels square (drawn from `content`) instead of as SVG: icons and
   * logos, as the real catalogue's uploads are. Each SVG image is a document of its own to parse,
   * style and lay out on the page's main thread (~10 ms at 4× CPU), which a list of results pays
   * per new icon; a raster image is decoded off it.
   */
  raster?: number;
}

/** Twice the largest size each kind is shown at (app header 112 px, partner and developer logos 96 px). */
export const APP_ICON_PX = 224;
export const LOGO_PX = 192;

export interface Catalogue {
  applications: SandboxApplication[];
  ratings: Record<string, ApiRatingSummary>;
  resources: Record<string, ApiResources>;
  developers: ApiDeveloperProfile[];
  partners: ApiPartner[];
  prospects: ApiPartnerProspect[];
  marketing: Record<string, string>;
  clients: Record<string, ApiClient>;
  /** The site's retired integration ids (§9); the bundled catalogue's legacy entries, none when scaled. */
  retiredIntegrations: string[];
  /** Empty for scaled catalogues, which reuse the bundled images. */
  images: ImageFile[];
}

export interface GenerateOptions {
  seed?: number;
  /** Total number of applications, services included. */
  apps?: number;
}

/** 24-hex ids, unique within one catalogue. */
function idFactory(rng: Rng): () => string {
  const used = new Set<string>();
  return () => {
    let id = rng.hex(24);
    while (used.has(id)) id = rng.hex(24);
    used.add(id);
    return id;
  };
}

interface Reuse {
  iconSlugs: string[];
  developerLogoSlugs: string[];
}

function build(seed: number, total: number, reuse: Reuse | null): Catalogue {
  const root = createRng(seed);
  const scale = total / DEFAULT_TOTAL;
  const serviceCount = Math.round((total * BUNDLED_SERVICES) / DEFAULT_TOTAL);
  const appCount = total - serviceCount;

  const companies = buildCompanies(
    root.fork('companies'),
    Math.max(2, Math.round(total / 5)),
    idFactory(root.fork('company-ids')),
  );
  const structure = root.fork('structure');
  const stages = assignStages(structure, appCount, serviceCount, scale);
  const owners = assignOwners(structure, stages, appCount, companies, countFor(9, scale));

  const registry = new NameRegistry();
  const newId = idFactory(root.fork('app-ids'));
  const appsRng = root.fork('apps');
  const drafts: Draft[] = stages.map((stage, index) =>
    buildDraft({
      rng: appsRng,
      index,
      stage,
      company: owners[index],
      serviceType: index >= appCount ? serviceTypeFor(index - appCount) : null,
      registry,
      newId,
      iconSlug: reuse ? reuse.iconSlugs[index % reuse.iconSlugs.length] : null,
    }),
  );
  applyCoverage(root.fork('coverage'), drafts, scale);
  finalize(root.fork('finalize'), drafts);

  const ratings = buildRatings(root.fork('ratings'), drafts, scale);
  // The bundled catalogue also lists two retired legacy integrations (§9), after the generated apps.
  const generated = drafts.map((d) => d.app);
  const legacyTemplate = generated.find((app) => app.slug === 'accountnova');
  const legacy = !reuse && legacyTemplate ? legacyIntegrations(legacyTemplate) : [];
  const applications = [...generated, ...legacy];
  const partnerDrafts = buildPartners(root.fork('partners'), PARTNERS, idFactory(root.fork('partner-ids')));
  const partners = partnerDrafts.map((p) => p.partner);
  const developerLogoSlugs = reuse?.developerLogoSlugs ?? companies.map((c) => c.slug);

  return {
    applications,
    ratings,
    resources: buildResources(root.fork('resources'), drafts),
    developers: developerProfiles(root.fork('developers'), companies, generated, developerLogoSlugs),
    partners,
    prospects: buildProspects(root.fork('prospects'), PROSPECTS, new Set(partners.map((p) => p.name))),
    marketing: { ...buildMarketing(root.fork('marketing'), drafts), ...(legacy.length ? LEGACY_MARKETING : {}) },
    retiredIntegrations: legacy.length ? RETIRED_INTEGRATION_IDS : [],
    clients: buildClients(root.fork('clients'), drafts),
    images: reuse
      ? []
      : [
          ...drafts.map((d, i) => ({
            path: `static/images/apps/${d.app.slug}.webp`,
            content: appIcon(d.app.name, d.accent, i),
            raster: APP_ICON_PX,
          })),
          ...screenshots(root.fork('screenshots')),
          ...partnerDrafts.map((p) => ({
            path: `static/images/partners/${p.partner.slug}.webp`,
            content: logo(p.partner.name, p.accent, 'circle'),
            raster: LOGO_PX,
          })),
          ...companies.map((c) => ({
            path: `static/images/developers/${c.slug}.webp`,
            content: logo(c.name, c.accent, 'square'),
            raster: LOGO_PX,
          })),
        ],
  };
}

function screenshots(rng: Rng): ImageFile[] {
  return Array.from({ length: SCREENSHOT_POOL }, (_, i) => ({
    path: `static/images/screenshots/${screenshotName(i)}.svg`,
    content: screenshot(rng, accentFor(i * 15), i),
  }));
}

/**
 * The bundled size writes its own images; any other size points icons and developer logos
 * at the bundled files of the same seed, cyclically, so static/ never changes for scaled sets.
 */
export function generateCatalogue(options: GenerateOptions = {}): Catalogue {
  const seed = options.seed ?? DEFAULT_SEED;
  const total = options.apps ?? DEFAULT_TOTAL;
  if (!Number.isInteger(total) || total < 30) throw new Error(`apps must be an integer >= 30, got ${total}`);
  if (total === DEFAULT_TOTAL) return build(seed, total, null);
  const bundled = build(seed, DEFAULT_TOTAL, null);
  return build(seed, total, {
    // Legacy entries reuse another app's icon: they have no file of their own.
    iconSlugs: bundled.applications.filter((a) => !RETIRED_INTEGRATION_IDS.includes(a.id)).map((a) => a.slug),
    developerLogoSlugs: bundled.developers.map((d) => d.slug),
  });
}
