import { setImmediate as nextTurn } from 'node:timers/promises';
import type { SourceNodesArgs } from 'gatsby';
import { JSDOM } from 'jsdom';
import { metaDescriptionOf, type Catalogue, type CatalogueApp } from '../domain/catalogue/catalogue';
import { partnerScore, rankingPrior } from '../domain/catalogue/partner-ranking';
import { activeDiscount } from '../domain/pricing/discounts';
import { createHtmlSanitizer } from '../domain/site/sanitize-html';
import { sourceCatalogue } from './catalogue-source';

type NodeInput = Record<string, unknown> & { id: string };

/** The fields of an app node (schema.ts): the catalogue record flattened for filtering, HTML made safe. */
function appNodeFields(app: CatalogueApp, sanitize: (html: string) => string, developerSlug: string | null, builtAt: Date) {
  return {
    appId: app.id,
    slug: app.slug,
    name: app.name,
    hidden: app.hidden,
    underMaintenance: app.underMaintenance,
    themed: app.theme !== null,
    installable: app.installable,
    product: app.product,
    compatibility: app.compatibility,
    categorySlug: app.category.slug,
    categoryName: app.category.name,
    shortDescription: app.shortDescription,
    longDescription: sanitize(app.longDescription),
    features: app.features,
    benefits: app.benefits,
    installations: app.installations,
    publishedAt: app.publishedAt,
    submittedAt: app.submittedAt,
    acceptedAt: app.acceptedAt,
    updatedAt: app.updatedAt,
    company: app.company,
    developerId: app.developerId,
    developerSlug,
    icon: app.icon,
    screenshots: app.screenshots,
    widgetId: app.widgetId,
    designation: app.designation,
    plan: app.plan,
    trialDays: app.trialDays,
    tutorialUrl: app.tutorialUrl,
    directInstallUrl: app.directInstallUrl,
    languages: app.languages,
    industries: app.industries,
    types: app.types,
    country: app.country,
    clientId: app.authorization?.clientId ?? null,
    scopes: app.scopes,
    onboarding: app.elements.onboarding,
    widgets: app.widgets,
    placements: [...new Set(app.widgets.map((widget) => widget.placement))],
    payment: app.payment,
    upgrades: app.upgrades,
    support: app.support,
    terms: app.terms,
    changelog: app.changelog,
    tags: app.tags,
    collections: app.collections,
    rate: app.ratingSummary?.votes ? app.ratingSummary.rate : null,
    votes: app.ratingSummary?.votes ?? 0,
    ratingSummary: app.ratingSummary,
    resources: app.resources,
    customProps: app.customProps,
    lifecycle: app.lifecycle,
    isService: app.isService,
    paymentType: app.paymentType,
    order: app.order,
    featuredTag: app.featuredTag,
    // As of the build: the deals landing page is as fresh as the last build.
    discountActive: app.payment !== null && activeDiscount(app.customProps, builtAt) !== null,
    metaDescription: metaDescriptionOf(app),
  };
}

export function catalogueNodes(catalogue: Catalogue, sanitize: (html: string) => string, builtAt = new Date()) {
  const developerSlugs = new Map(catalogue.developers.map((dev) => [dev.id, dev.slug]));
  // The partner order's prior comes from every partner's votes (pages sort by rankScore).
  const partnerPrior = rankingPrior(catalogue.partners.map(({ rating }) => rating));
  return {
    apps: catalogue.apps.map((app) => appNodeFields(app, sanitize, developerSlugs.get(app.developerId) ?? null, builtAt)),
    developers: catalogue.developers.map(({ id, description, ...dev }) => ({
      developerId: id,
      ...dev,
      description: sanitize(description),
    })),
    partners: catalogue.partners.map(({ id, rating, description, ...partner }) => ({
      partnerId: id,
      ...partner,
      description: sanitize(description),
      // The campaign's body is the partner's HTML too: cleaned the same way, at build time.
      campaign: partner.campaign ? { ...partner.campaign, body: sanitize(partner.campaign.body) } : partner.campaign,
      rate: rating.rate,
      votes: rating.votes,
      rankScore: partnerScore(rating, partnerPrior),
      campaignSlug: partner.campaign?.slug ?? null,
    })),
    prospects: catalogue.prospects.map(({ expert_id, ...prospect }) => ({ expertId: expert_id, ...prospect })),
  };
}

/** How many fragments are sanitised between two turns of the event loop (see presanitize). */
export const SANITIZE_BATCH = 100;

/**
 * Sanitises every fragment of developer HTML in the catalogue ahead of the nodes, letting the event
 * loop turn every SANITIZE_BATCH fragments, and returns a lookup that answers from those results
 * (and sanitises anything else as it comes). The turns matter: jsdom tracks the node iterators
 * DOMPurify creates through WeakRefs, and a WeakRef keeps its target alive until the current job
 * ends, so one synchronous pass over 20,000 descriptions held every parsed document at once
 * (about 80 KB each: 1.6 GB, and a garbage collector slowed down by all of it).
 */
export async function presanitize(catalogue: Catalogue, sanitize: (html: string) => string): Promise<(html: string) => string> {
  const fragments = [
    ...catalogue.apps.map((app) => app.longDescription),
    ...catalogue.developers.map((developer) => developer.description),
    ...catalogue.partners.map((partner) => partner.description),
  ];
  const done = new Map<string, string>();
  for (const [index, html] of fragments.entries()) {
    if (index % SANITIZE_BATCH === 0) await nextTurn();
    if (!done.has(html)) done.set(html, sanitize(html));
  }
  return (html) => done.get(html) ?? sanitize(html);
}

export async function sourceCatalogueNodes({ actions, createNodeId, createContentDigest, reporter }: SourceNodesArgs) {
  const apiUrl = process.env.GATSBY_API_URL;
  const started = Date.now();
  const catalogue = await sourceCatalogue(apiUrl);
  const sanitize = createHtmlSanitizer(new JSDOM('').window as unknown as Parameters<typeof createHtmlSanitizer>[0]);
  const nodes = catalogueNodes(catalogue, await presanitize(catalogue, sanitize));

  const create = (type: string, key: string, fields: Record<string, unknown>) => {
    const node: NodeInput = {
      ...fields,
      id: createNodeId(`${type}-${key}`),
      parent: null,
      children: [],
      internal: { type, contentDigest: createContentDigest(fields) },
    };
    actions.createNode(node as Parameters<typeof actions.createNode>[0]);
  };
  nodes.apps.forEach((app) => create('MarketplaceApp', app.appId, app));
  nodes.developers.forEach((dev) => create('MarketplaceDeveloper', dev.developerId, dev));
  nodes.partners.forEach((partner) => create('MarketplacePartner', partner.partnerId, partner));
  nodes.prospects.forEach((prospect) => create('MarketplaceProspect', prospect.expertId, prospect));

  reporter.info(
    `catalogue: ${apiUrl ? `HTTP ${apiUrl}` : 'bundled JSON'} → ${nodes.apps.length} apps, ` +
      `${nodes.developers.length} developers, ${nodes.partners.length} partners in ${Date.now() - started} ms`,
  );
}
