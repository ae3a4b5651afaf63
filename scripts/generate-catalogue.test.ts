import type { SandboxApplication, ServiceType } from '../src/domain/catalogue/contract';
import sharp from 'sharp';
import { type Catalogue, DEFAULT_SEED, generateCatalogue } from './catalogue/generate';
import { imageBytes } from './generate-catalogue';

const NOW = Date.UTC(2026, 10, 1);
const CATEGORY_SLUGS = [
  'e-commerce',
  'cms',
  'email-marketing',
  'analytics',
  'help-desk',
  'crm',
  'contact-management',
  'desktop-sharing',
  'lead-generation',
  'chatbots',
  'files-sharing',
  'social-media',
];
const CURATED = ['new-and-noteworthy', 'staff-top-picks', 'starter-pack', 'hackathon-winners', 'self-setup'];
const SERVICE_TYPES: ServiceType[] = [
  'training',
  'chatbot_building',
  'chat_agent_outsourcing',
  'custom_development',
  'product_implementation',
  'other',
];
const FORBIDDEN_SLUGS = [...CATEGORY_SLUGS, ...CURATED, 'ai-powered', 'by-text', 'compare'];

const isService = (app: SandboxApplication): boolean => app.customProps.isService === 'true';
const isPublished = (app: SandboxApplication): boolean => Boolean(app.submittedAt && app.acceptedAt && app.publishedAt);
const isListed = (app: SandboxApplication): boolean => isPublished(app) && !app.hidden && app.visibility === 'public';

type DiscountKind = 'none' | 'active' | 'expired' | 'missing' | 'percent-100' | 'percent-nan' | 'percent-negative' | 'inverted';

/** Classifies time-limited discount props the way spec §5 reads them. */
function discountKind(props: SandboxApplication['customProps']): DiscountKind {
  const { discountFrom, discountTo, discountPercent } = props;
  if (!discountFrom && !discountTo && !discountPercent) return 'none';
  if (!discountFrom || !discountTo || !discountPercent) return 'missing';
  const percent = Number(discountPercent);
  if (Number.isNaN(percent)) return 'percent-nan';
  if (percent < 0) return 'percent-negative';
  if (percent >= 100) return 'percent-100';
  const from = Date.parse(discountFrom);
  const to = Date.parse(discountTo);
  if (from > to) return 'inverted';
  return from <= NOW && NOW <= to ? 'active' : 'expired';
}

describe('generateCatalogue (bundled)', () => {
  const catalogue: Catalogue = generateCatalogue({ seed: DEFAULT_SEED });
  const { applications } = catalogue;
  const apps = applications.filter((a) => !isService(a));
  const services = applications.filter(isService);
  const listedApps = apps.filter(isListed);

  it('is deterministic for a seed and changes with the seed', () => {
    expect(generateCatalogue({ seed: DEFAULT_SEED })).toEqual(catalogue);
    expect(generateCatalogue({ seed: DEFAULT_SEED + 1 }).applications[0].id).not.toBe(applications[0].id);
  });

  it('has enough apps and services, with unique ids and safe kebab-case slugs', () => {
    expect(apps.length).toBeGreaterThanOrEqual(200);
    expect(services.length).toBeGreaterThanOrEqual(20);
    expect(new Set(applications.map((a) => a.id)).size).toBe(applications.length);
    expect(new Set(applications.map((a) => a.slug)).size).toBe(applications.length);
    for (const app of applications) {
      expect(app.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(FORBIDDEN_SLUGS).not.toContain(app.slug);
    }
  });

  it('covers every category with stable ids and at least 8 listed apps each', () => {
    for (const slug of CATEGORY_SLUGS) {
      const inCategory = applications.filter((a) => a.category.slug === slug);
      expect(new Set(inCategory.map((a) => `${a.category.id}|${a.category.name}`)).size).toBe(1);
      expect(listedApps.filter((a) => a.category.slug === slug).length).toBeGreaterThanOrEqual(8);
    }
  });

  it('covers both products and apps compatible with both', () => {
    expect(new Set(apps.map((a) => a.product))).toEqual(new Set(['livechat', 'helpdesk']));
    expect(apps.filter((a) => a.compatibility.length === 2).length).toBeGreaterThan(apps.length / 5);
    for (const app of applications) expect(app.compatibility).toContain(app.product);
  });

  it('covers every service type', () => {
    const types = new Set(services.flatMap((s) => s.types));
    for (const type of SERVICE_TYPES) expect(types).toContain(type);
    for (const service of services) expect(service.types.length).toBeGreaterThan(0);
    for (const app of apps) expect(app.types).toEqual([]);
  });

  it('covers every payment type with and without trial and card requirement', () => {
    expect(listedApps.some((a) => a.payment === null)).toBe(true);
    const seen = new Set(
      listedApps
        .filter((a) => a.payment)
        .map((a) => {
          const p = a.payment!;
          const type = p.frequency === 'once' ? 'once' : p.perAccount ? 'account' : 'org';
          return `${type}|${p.trialDays > 0}|${p.creditCardRequired}`;
        }),
    );
    for (const type of ['once', 'org', 'account']) {
      for (const trial of [true, false]) for (const card of [true, false]) expect(seen).toContain(`${type}|${trial}|${card}`);
    }
    for (const app of applications) {
      expect(app.trialDays).toBe(app.payment?.trialDays ?? 0);
      if (app.payment) {
        expect(Number.isInteger(app.payment.price)).toBe(true);
        expect(app.payment.price).toBeGreaterThanOrEqual(499);
        expect(app.payment.price).toBeLessThanOrEqual(29900);
        expect([0, 7, 14, 30]).toContain(app.payment.trialDays);
      }
    }
    expect(applications.some((a) => a.payment?.oldPrice && a.payment.discountPercent)).toBe(true);
  });

  it('has active, expired and each kind of malformed time-limited discount', () => {
    const kinds = new Set(applications.map((a) => discountKind(a.customProps)));
    for (const kind of ['active', 'expired', 'missing', 'percent-100', 'percent-nan', 'percent-negative', 'inverted']) {
      expect(kinds).toContain(kind);
    }
  });

  it('uses every widget placement and display mode, and some apps have no widget', () => {
    const widgets = listedApps.flatMap((a) => a.widgets);
    for (const placement of ['targeted-message', 'fullscreen', 'messagebox', 'plugin', 'settings', 'reports']) {
      expect(widgets.map((w) => w.placement)).toContain(placement);
    }
    for (const mode of ['iframe', 'popup', 'redirect']) expect(widgets.map((w) => w.displayMode)).toContain(mode);
    expect(apps.some((a) => a.widgets.length === 0)).toBe(true);
  });

  it('places every featured tag on listed apps', () => {
    const tagged = listedApps.filter((a) => a.customProps.featuredTag);
    expect(tagged.length).toBeGreaterThanOrEqual(8);
    for (const tag of ['app-of-the-week', 'monthly-highlights', 'app-of-the-month', 'app-of-the-month-right']) {
      expect(tagged.map((a) => a.customProps.featuredTag)).toContain(tag);
    }
  });

  it('fills the curated lists, AI-powered and by-Text apps', () => {
    for (const list of CURATED) expect(listedApps.filter((a) => a.tags.includes(list)).length).toBeGreaterThanOrEqual(6);
    expect(listedApps.filter((a) => a.customProps.isAiPowered === 'true').length).toBeGreaterThanOrEqual(10);
    const byText = listedApps.filter((a) => a.customProps.internalProduct === 'true');
    expect(byText.length).toBeGreaterThanOrEqual(6);
    for (const app of byText) expect(app.company).toBe('Text');
  });

  it('uses customProps as strings, with numeric orders that tie', () => {
    const orders = applications.map((a) => a.customProps.order);
    for (const order of orders) expect(order).toMatch(/^(\d|[1-9]\d|100)$/);
    expect(new Set(orders).size).toBeLessThan(orders.length);
    for (const key of [
      'verified',
      'isPremium',
      'isTeamPlan',
      'onlyOwnerCanInstall',
      'agentAppReport',
      'trustedUrl',
      'alternativeSettingUrl',
      'directInstallUrlInNewTab',
      'finishInstallUrl',
      'finishInstallCopy',
      'usingBeta',
      'hiddenForBeta',
    ]) {
      expect(applications.some((a) => a.customProps[key])).toBe(true);
    }
    for (const app of applications) for (const value of Object.values(app.customProps)) expect(typeof value).toBe('string');
    expect(applications.some((a) => a.directInstallUrl)).toBe(true);
  });

  it('covers every lifecycle state and visibility', () => {
    expect(apps.filter((a) => isPublished(a) && a.hidden).length).toBeGreaterThanOrEqual(6);
    expect(apps.filter((a) => isPublished(a) && a.underMaintenance).length).toBeGreaterThanOrEqual(4);
    expect(apps.filter((a) => a.visibility === 'private').length).toBeGreaterThanOrEqual(5);
    expect(apps.filter((a) => a.submittedAt && !a.acceptedAt && !a.publishedAt).length).toBeGreaterThanOrEqual(5);
    expect(apps.filter((a) => a.submittedAt && a.acceptedAt && !a.publishedAt).length).toBeGreaterThanOrEqual(4);
    expect(apps.filter((a) => !a.submittedAt && !a.acceptedAt && !a.publishedAt).length).toBeGreaterThanOrEqual(2);
    for (const app of applications) {
      const times = [app.submittedAt, app.acceptedAt, app.publishedAt].filter((t): t is string => t !== null).map(Date.parse);
      expect(times).toEqual([...times].sort((a, b) => a - b));
      for (const t of [...times, Date.parse(app.updatedAt)]) {
        expect(t).toBeGreaterThanOrEqual(Date.UTC(2019, 0, 1));
        expect(t).toBeLessThan(NOW);
      }
    }
  });

  it('keeps images local and icons small', () => {
    const paths = new Set(catalogue.images.map((i) => i.path.replace(/^static/, '')));
    for (const app of applications) {
      expect(paths).toContain(app.icon);
      expect(app.screenshots.length).toBeGreaterThanOrEqual(2);
      for (const shot of app.screenshots) expect(paths).toContain(shot.large);
    }
    for (const partner of catalogue.partners) expect(paths).toContain(partner.logo);
    for (const developer of catalogue.developers) expect(paths).toContain(developer.logo);
    for (const image of catalogue.images.filter((i) => i.path.startsWith('static/images/apps/'))) {
      expect(image.content.length).toBeLessThan(1500);
    }
  });

  it('writes icons and logos as WebP images twice their largest shown size (224 and 192 px), screenshots as SVG', () => {
    const rasterOf = (dir: string) =>
      new Set(
        catalogue.images
          .filter((i) => i.path.startsWith(`static/images/${dir}/`))
          .map((i) => `${i.path.split('.').pop()} ${i.raster}`),
      );
    expect(rasterOf('apps')).toEqual(new Set(['webp 224']));
    expect(rasterOf('partners')).toEqual(new Set(['webp 192']));
    expect(rasterOf('developers')).toEqual(new Set(['webp 192']));
    expect(rasterOf('screenshots')).toEqual(new Set(['svg undefined']));
  });

  it('has consistent rating summaries for most published apps', () => {
    let withVotes = 0;
    for (const app of applications) {
      const summary = catalogue.ratings[app.id];
      if (!summary) {
        expect(app.rating).toBeNull();
        continue;
      }
      expect(app.rating).toEqual({ rate: summary.rate });
      expect(summary.histogram.map((b) => b.stars)).toEqual([5, 4, 3, 2, 1]);
      expect(summary.histogram.reduce((sum, b) => sum + b.votes, 0)).toBe(summary.votes);
      expect(summary.reviews.length).toBeLessThanOrEqual(6);
      if (summary.votes === 0) continue;
      withVotes += 1;
      expect(summary.histogram.reduce((sum, b) => sum + b.percent, 0)).toBe(100);
      const mean = summary.histogram.reduce((sum, b) => sum + b.stars * b.votes, 0) / summary.votes;
      expect(summary.rate).toBe(Math.round(mean * 10) / 10);
    }
    expect(withVotes).toBeGreaterThan(applications.length * 0.8);
    expect(Object.values(catalogue.ratings).some((s) => s.votes === 0)).toBe(true);
    expect(applications.some((a) => isPublished(a) && !catalogue.ratings[a.id])).toBe(true);
  });

  it('lists reviews the histogram holds: never more reviews of a star count than votes with it', () => {
    let checked = 0;
    for (const summary of Object.values(catalogue.ratings)) {
      for (const bucket of summary.histogram) {
        const reviewsWithStars = summary.reviews.filter((review) => review.rate === bucket.stars).length;
        expect(reviewsWithStars).toBeLessThanOrEqual(bucket.votes);
      }
      expect(summary.reviews.length).toBeLessThanOrEqual(summary.votes);
      checked += summary.reviews.length;
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('never repeats a review text within an app or a partner', () => {
    for (const summary of Object.values(catalogue.ratings)) {
      const comments = summary.reviews.map((review) => review.comment);
      expect(new Set(comments).size).toBe(comments.length);
    }
    for (const partner of catalogue.partners) {
      const comments = partner.reviews.map((review) => review.comment);
      expect(new Set(comments).size).toBe(comments.length);
    }
  });

  it('has a developer profile for every company, listing only published public products', () => {
    const byId = new Map(catalogue.developers.map((d) => [d.id, d]));
    const appById = new Map(applications.map((a) => [a.id, a]));
    for (const app of applications) expect(byId.get(app.developerId)?.developerName).toBe(app.company);
    for (const developer of catalogue.developers) {
      expect(developer.productsNumber).toBe(developer.apps.length + developer.services.length);
      for (const id of [...developer.apps, ...developer.services]) {
        const product = appById.get(id)!;
        expect(isPublished(product) && product.visibility === 'public').toBe(true);
        expect(product.developerId).toBe(developer.id);
      }
      expect(developer.description).toMatch(/<p>[\s\S]*<ul>[\s\S]*<a href=/);
    }
    expect(catalogue.developers.filter((d) => d.productsNumber >= 3).length).toBeGreaterThanOrEqual(5);
    const hostile = catalogue.developers.filter((d) => /<script|onerror=|javascript:/.test(d.description));
    expect(hostile.length).toBeGreaterThanOrEqual(2);
    expect(hostile.length).toBeLessThanOrEqual(3);
  });

  it('has partners with recommendations, unique campaigns and consistent ratings', () => {
    const { partners } = catalogue;
    expect(partners.length).toBeGreaterThanOrEqual(30);
    expect(partners.filter((p) => p.recommended).length).toBeGreaterThanOrEqual(5);
    const campaigns = partners.flatMap((p) => (p.campaign ? [p.campaign.slug] : []));
    expect(campaigns.length).toBeGreaterThanOrEqual(4);
    expect(new Set(campaigns).size).toBe(campaigns.length);
    expect(new Set(partners.map((p) => p.slug)).size).toBe(partners.length);
    for (const partner of partners) {
      expect(['recommended', 'campaigns']).not.toContain(partner.slug);
      expect(partner.reviews.length).toBeLessThanOrEqual(5);
      expect(partner.rating.votes).toBe(partner.reviews.length);
      const mean = partner.reviews.reduce((sum, r) => sum + r.rate, 0) / Math.max(1, partner.reviews.length);
      expect(partner.rating.rate).toBe(Math.round(mean * 10) / 10);
    }
    expect(catalogue.prospects.length).toBeGreaterThanOrEqual(8);
  });

  it('has marketing copy for most slugs and OAuth clients for authorized apps', () => {
    const slugs = new Set(applications.map((a) => a.slug));
    const entries = Object.entries(catalogue.marketing);
    for (const [slug, text] of entries) {
      expect(slugs).toContain(slug);
      expect(text.length).toBeGreaterThanOrEqual(90);
      expect(text.length).toBeLessThanOrEqual(155);
    }
    expect(entries.length / applications.length).toBeGreaterThan(0.75);
    expect(entries.length).toBeLessThan(applications.length);
    for (const app of applications.filter((a) => a.authorization)) {
      const client = catalogue.clients[app.authorization!.clientId];
      expect(client.name).toBe(app.name);
      expect(client.scopes.length).toBeGreaterThan(0);
    }
    expect(applications.some((a) => a.authorization === null)).toBe(true);
  });
});

describe('imageBytes', () => {
  const { images } = generateCatalogue({ seed: DEFAULT_SEED });
  const icon = images.find((image) => image.path.startsWith('static/images/apps/'))!;
  const shot = images.find((image) => image.path.startsWith('static/images/screenshots/'))!;

  it('draws a raster image as a WebP image of its size, from its SVG', async () => {
    const webp = await imageBytes(icon);
    expect(Buffer.isBuffer(webp)).toBe(true);
    expect(await sharp(webp).metadata()).toMatchObject({ format: 'webp', width: 224, height: 224 });
    // Mostly the icon's own colours, not a blank canvas.
    const { dominant } = await sharp(webp).stats();
    expect(dominant).not.toEqual({ r: 0, g: 0, b: 0 });
  });

  it('writes other images as their SVG text', async () => {
    expect(shot.raster).toBeUndefined();
    await expect(imageBytes(shot)).resolves.toBe(shot.content);
  });
});

describe('generateCatalogue (scaled)', () => {
  it('generates exactly the requested number of applications and reuses bundled images', () => {
    const bundled = generateCatalogue({ seed: DEFAULT_SEED });
    const scaled = generateCatalogue({ seed: DEFAULT_SEED, apps: 2000 });
    expect(scaled.applications).toHaveLength(2000);
    expect(new Set(scaled.applications.map((a) => a.id)).size).toBe(2000);
    expect(new Set(scaled.applications.map((a) => a.slug)).size).toBe(2000);
    expect(scaled.images).toEqual([]);
    const bundledIcons = new Set(bundled.applications.map((a) => a.icon));
    for (const app of scaled.applications) expect(bundledIcons).toContain(app.icon);
    const bundledLogos = new Set(bundled.developers.map((d) => d.logo));
    for (const developer of scaled.developers) expect(bundledLogos).toContain(developer.logo);
    expect(scaled.developers.length).toBeGreaterThanOrEqual(300);
    expect(scaled.partners).toEqual(bundled.partners);
  });
});
