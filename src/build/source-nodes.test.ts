import { readCatalogueData, readRetiredIntegrations } from '../../sandbox/data-files';
import { createHtmlSanitizer } from '../domain/site/sanitize-html';
import { bundledApi, loadCatalogue } from './catalogue-source';
import { listingPages } from './create-pages';
import { catalogueNodes, presanitize, SANITIZE_BATCH } from './source-nodes';

const sanitize = createHtmlSanitizer(window as unknown as Parameters<typeof createHtmlSanitizer>[0]);
const data = readCatalogueData();

describe('catalogue nodes', () => {
  let nodes: ReturnType<typeof catalogueNodes>;
  beforeAll(async () => {
    nodes = catalogueNodes(
      await loadCatalogue(bundledApi(data), data.marketing, readRetiredIntegrations()),
      sanitize,
      new Date('2026-11-22'),
    );
  });

  it('never carries script, event handlers or javascript: links in developer HTML', () => {
    const hostileSources = [
      ...data.applications.map((app) => app.longDescription),
      ...data.developers.map((dev) => dev.description),
    ].filter((html) => /<script|onerror|javascript:/i.test(html));
    expect(hostileSources.length).toBeGreaterThan(0); // the catalogue exercises this on purpose
    const html = [...nodes.apps.map((app) => app.longDescription), ...nodes.developers.map((dev) => dev.description)];
    for (const fragment of html) expect(fragment).not.toMatch(/<script|onerror|javascript:/i);
  });

  it("keeps partners' campaign bodies as cleaned HTML (shown as HTML on the campaign page)", () => {
    const withCampaign = nodes.partners.filter((partner) => partner.campaign);
    expect(withCampaign.length).toBeGreaterThan(0);
    for (const partner of withCampaign) {
      const source = data.partners.find((candidate) => candidate.slug === partner.slug)!.campaign!.body;
      expect(partner.campaign!.body).toBe(sanitize(source));
      expect(partner.campaign!.body).not.toMatch(/<script|onerror|javascript:/i);
    }
  });

  it('falls back to the short description when the marketing table has no entry', () => {
    const missing = nodes.apps.filter((app) => !data.marketing[app.slug]);
    expect(missing.length).toBeGreaterThan(0);
    for (const app of missing) expect(app.metaDescription).toBe(app.shortDescription);
    const present = nodes.apps.find((app) => data.marketing[app.slug])!;
    expect(present.metaDescription).toBe(data.marketing[present.slug]);
  });

  it('keeps hidden apps as nodes (flagged) so the build can skip their pages', () => {
    expect(nodes.apps.some((app) => app.hidden)).toBe(true);
  });

  it('links each app to its developer page', () => {
    for (const app of nodes.apps) expect(app.developerSlug).toEqual(expect.any(String));
  });
});

describe('sanitising ahead of the nodes', () => {
  it('gives every fragment exactly what the sanitiser gives, turning the event loop between batches', async () => {
    const catalogue = await loadCatalogue(bundledApi(data), data.marketing);
    const calls: string[] = [];
    let turns = 0;
    const counting = (html: string) => {
      calls.push(html);
      return sanitize(html);
    };
    const ticking = setInterval(() => (turns += 1), 0);
    const lookup = await presanitize(catalogue, counting);
    clearInterval(ticking);
    const fragments = [
      ...catalogue.apps.map((app) => app.longDescription),
      ...catalogue.developers.map((dev) => dev.description),
    ];
    expect(fragments.length).toBeGreaterThan(SANITIZE_BATCH);
    for (const html of fragments) expect(lookup(html)).toBe(sanitize(html));
    // Each distinct fragment once, all of them before the lookup is handed out.
    expect(calls.length).toBe(new Set(calls).size);
    expect(calls.length).toBeGreaterThanOrEqual(new Set(fragments).size);
    expect(turns).toBeGreaterThan(0);
    expect(lookup('<p onclick="x()">new</p>')).toBe('<p>new</p>');
  });

  it('builds the same nodes as sanitising on the way', async () => {
    const catalogue = await loadCatalogue(bundledApi(data), data.marketing);
    const builtAt = new Date('2026-11-22');
    expect(catalogueNodes(catalogue, await presanitize(catalogue, sanitize), builtAt)).toEqual(
      catalogueNodes(catalogue, sanitize, builtAt),
    );
  });
});

describe('listing pages', () => {
  it('creates /apps/, the 12 categories and the 7 curated lists, never listing hidden apps', () => {
    const pages = listingPages();
    expect(pages).toHaveLength(1 + 12 + 7);
    expect(pages.map((page) => page.path)).toEqual(
      expect.arrayContaining(['/apps/', '/apps/crm/', '/apps/hackathon-winners/', '/apps/by-text/']),
    );
    for (const page of pages) expect(page.context.filter.hidden).toEqual({ eq: false });
  });
});
