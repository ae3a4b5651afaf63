import path from 'node:path';
import type { CreatePagesArgs } from 'gatsby';
import type { ListingRecord } from '../domain/catalogue/listing';
import { LISTING_PAGE_SIZE } from '../domain/catalogue/listing-filters';
import { LISTING_RECORD_FIELDS, writeListingIndex } from './listing-index';
import { MORE_BY_DEVELOPER_FIELDS, MORE_BY_DEVELOPER_SORT, moreByDeveloperLookup } from './more-by-developer';
import { createSearchIndex } from './search-index';
import { CATEGORIES, CURATED_LISTS } from '../domain/catalogue/taxonomy';
import { appPath, developerPath, partnerCampaignPath, partnerPath, servicePath } from '../domain/site/paths';

const template = (name: string) => path.resolve(__dirname, '../templates', `${name}.tsx`);

interface PagesQuery {
  apps: { nodes: { slug: string; isService: boolean; hidden: boolean; developerId: string }[] };
  developers: { nodes: { slug: string; developerId: string }[] };
  partners: { nodes: { slug: string; campaignSlug: string | null }[] };
  listed: { nodes: ListingRecord[] };
  cards: { nodes: { slug: string; developerId: string }[] };
}

/** The listing pages (§2): all apps, each category, each curated list. The filter runs as the page query's variable. */
export function listingPages(indexPath = '') {
  // Listings show apps and services alike (the service filter family narrows them); hidden apps never.
  const listed = { hidden: { eq: false } };
  return [
    { path: '/apps/', context: { kind: 'all', key: null, filter: listed, indexPath, limit: LISTING_PAGE_SIZE } },
    ...CATEGORIES.map(({ slug }) => ({
      path: `/apps/${slug}/`,
      context: {
        kind: 'category',
        key: slug,
        filter: { ...listed, categorySlug: { eq: slug } },
        indexPath,
        limit: LISTING_PAGE_SIZE,
      },
    })),
    ...CURATED_LISTS.map(({ slug }) => ({
      path: `/apps/${slug}/`,
      context: {
        kind: 'collection',
        key: slug,
        filter: { ...listed, collections: { in: [slug] } },
        indexPath,
        limit: LISTING_PAGE_SIZE,
      },
    })),
  ];
}

export async function createCataloguePages({ graphql, actions, reporter }: CreatePagesArgs) {
  const { createPage } = actions;
  const result = await graphql<PagesQuery>(`
    {
      apps: allMarketplaceApp { nodes { slug isService hidden developerId } }
      developers: allMarketplaceDeveloper { nodes { slug developerId } }
      partners: allMarketplacePartner { nodes { slug campaignSlug } }
      listed: allMarketplaceApp(filter: { hidden: { eq: false } }, sort: [{ order: DESC }, { installations: DESC }, { name: ASC }]) {
        nodes { ${LISTING_RECORD_FIELDS} }
      }
      cards: allMarketplaceApp(filter: { hidden: { eq: false } }, sort: ${MORE_BY_DEVELOPER_SORT}) {
        nodes { ${MORE_BY_DEVELOPER_FIELDS} }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('catalogue: could not query the catalogue nodes', result.errors);
    return;
  }
  const { apps, developers, partners, listed, cards } = result.data;
  const moreByDeveloper = moreByDeveloperLookup(cards.nodes);

  const indexPath = writeListingIndex(path.resolve('public'), listed.nodes);
  await createSearchIndex({ graphql, reporter });
  for (const page of listingPages(indexPath)) {
    createPage({ path: page.path, component: template('listing'), context: page.context });
  }

  // Hidden apps get no page (§2). "More by this developer": its slugs, in the context (more-by-developer.ts).
  for (const app of apps.nodes.filter((node) => !node.hidden)) {
    createPage({
      path: app.isService ? servicePath(app.slug) : appPath(app.slug),
      component: template(app.isService ? 'service' : 'app'),
      context: { slug: app.slug, more: moreByDeveloper(app.developerId, app.slug) },
    });
  }

  for (const developer of developers.nodes) {
    createPage({ path: developerPath(developer.slug), component: template('developer'), context: developer });
  }

  for (const partner of partners.nodes) {
    createPage({ path: partnerPath(partner.slug), component: template('partner'), context: { slug: partner.slug } });
    if (partner.campaignSlug) {
      createPage({
        path: partnerCampaignPath(partner.campaignSlug),
        component: template('partner-campaign'),
        context: { slug: partner.slug },
      });
    }
  }
}
