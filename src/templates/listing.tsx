import { graphql, type HeadProps, type PageProps } from 'gatsby';
import { useMemo } from 'react';
import { categoryPath } from '../domain/site/paths';
import type { ListingScope } from '../domain/catalogue/listing';
import { FILTER_KEYS, staticFilterOptions, type FilterKey } from '../domain/catalogue/listing-filters';
import { CATEGORIES, categoryInProse, CURATED_LISTS } from '../domain/catalogue/taxonomy';
import type { AppCardData } from '../domain/catalogue/app-card-data';
import { CategoryNav } from '../features/catalog/components/category-nav';
import { ListingView } from '../features/catalog/components/listing-view';
import { Lead, PageTitle } from '../ui/primitives';
import { Seo } from '../ui/seo';

interface ListingContext {
  kind: ListingScope['kind'];
  key: string | null;
  indexPath: string;
}

interface ListingData {
  apps: { totalCount: number; nodes: AppCardData[] };
  scoped: { kinds: string[] };
  all: { languages: string[]; countries: string[]; industries: string[] };
}

/** Title and intro of a listing page, from its context. */
function describe({ kind, key }: Pick<ListingContext, 'kind' | 'key'>) {
  if (kind === 'category') {
    const label = CATEGORIES.find((category) => category.slug === key)?.label ?? key ?? '';
    return {
      title: `${label} apps`,
      intro: `Apps and services that connect your chat and help desk with ${categoryInProse(label)} tools.`,
    };
  }
  if (kind === 'collection') {
    const list = CURATED_LISTS.find((item) => item.slug === key);
    return { title: list?.title ?? 'Apps', intro: list?.description ?? '' };
  }
  return { title: 'All apps', intro: 'Every app and service in the marketplace.' };
}

/**
 * Every family on every listing, the category included: it is chosen by the path (§2), so its group
 * opens /apps/{category}/ or /apps/ (showing a category page's own as chosen); services only where there are some.
 */
function familiesFor(hasServices: boolean): FilterKey[] {
  return FILTER_KEYS.filter((key) => !(key === 'services' && !hasServices));
}

export default function ListingTemplate({ data, pageContext, location }: PageProps<ListingData, ListingContext>) {
  const { title, intro } = describe(pageContext);
  const { kind, key, indexPath } = pageContext;
  const scope = useMemo<ListingScope>(() => (kind === 'all' || !key ? { kind: 'all' } : { kind, key }), [kind, key]);
  const options = useMemo(() => staticFilterOptions(data.all), [data.all]);
  // The service group only where this page's scope has services (not on a category without any).
  const hasServices = data.scoped.kinds.includes('true');
  const families = useMemo(() => familiesFor(hasServices), [hasServices]);
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <Lead>{intro}</Lead>
      <ListingView
        title={title}
        scope={scope}
        initialCards={data.apps.nodes}
        initialTotal={data.apps.totalCount}
        indexPath={indexPath}
        options={options}
        families={families}
        location={location}
        renderNav={(query) => <CategoryNav current={key} query={query} />}
      />
    </>
  );
}

export function Head({ pageContext }: HeadProps<ListingData, ListingContext>) {
  const { title, intro } = describe(pageContext);
  return <Seo title={title} description={intro} path={categoryPath(pageContext.key)} />;
}

// Default view: recommended order (custom order descending, then installations, then name),
// the same order as the client's "recommended" sort (src/domain/catalogue/listing.ts).
export const query = graphql`
  query ListingPage($filter: MarketplaceAppFilterInput!, $limit: Int!) {
    apps: allMarketplaceApp(filter: $filter, sort: [{ order: DESC }, { installations: DESC }, { name: ASC }], limit: $limit) {
      totalCount
      nodes {
        ...AppCardFields
      }
    }
    scoped: allMarketplaceApp(filter: $filter) {
      kinds: distinct(field: { isService: SELECT })
    }
    all: allMarketplaceApp(filter: { hidden: { eq: false } }) {
      languages: distinct(field: { languages: SELECT })
      countries: distinct(field: { country: SELECT })
      industries: distinct(field: { industries: SELECT })
    }
  }
`;
