import { graphql, type HeadProps, type PageProps } from 'gatsby';
import styled from 'styled-components';
import { CATEGORIES, CURATED_LISTS } from '../domain/taxonomy';
import { categoryPath } from '../domain/paths';
import type { AppCardData } from '../features/catalog/app-card-data';
import { AppGrid } from '../features/catalog/components/app-grid';
import { CategoryNav } from '../features/catalog/components/category-nav';
import { Lead, PageTitle } from '../ui/primitives';
import { Seo } from '../ui/seo';
import { SiteLayout } from '../ui/site-layout';
import { media } from '../ui/theme';

interface ListingContext {
  kind: 'all' | 'category' | 'collection';
  key: string | null;
}

interface ListingData {
  apps: { totalCount: number; nodes: AppCardData[] };
}

/** Title and intro of a listing page, from its context. */
function describe({ kind, key }: ListingContext) {
  if (kind === 'category') {
    const label = CATEGORIES.find((category) => category.slug === key)?.label ?? key ?? '';
    return { title: `${label} apps`, intro: `Apps and services that connect your chat and help desk with ${label.toLowerCase()} tools.` };
  }
  if (kind === 'collection') {
    const list = CURATED_LISTS.find((item) => item.slug === key);
    return { title: list?.title ?? 'Apps', intro: list?.description ?? '' };
  }
  return { title: 'All apps', intro: 'Every app and service in the marketplace.' };
}

const Layout = styled.div`
  display: grid;
  grid-template-columns: 240px 1fr;
  gap: 40px;
  ${media.tablet} { grid-template-columns: 1fr; }
`;

const Count = styled.p`
  color: ${({ theme }) => theme.colors.muted};
  margin: 0 0 16px;
`;

export default function ListingTemplate({ data, pageContext }: PageProps<ListingData, ListingContext>) {
  const { title, intro } = describe(pageContext);
  const { totalCount, nodes } = data.apps;
  return (
    <SiteLayout>
      <PageTitle>{title}</PageTitle>
      <Lead>{intro}</Lead>
      <Layout>
        <CategoryNav current={pageContext.key} />
        <div>
          <Count>{totalCount === 1 ? '1 result' : `${totalCount} results`}</Count>
          <AppGrid apps={nodes} label={title} />
        </div>
      </Layout>
    </SiteLayout>
  );
}

export function Head({ pageContext }: HeadProps<ListingData, ListingContext>) {
  const { title, intro } = describe(pageContext);
  return <Seo title={title} description={intro} path={categoryPath(pageContext.key)} />;
}

// Default view: recommended order (custom order descending, then installations).
export const query = graphql`
  query ListingPage($filter: MarketplaceAppFilterInput!) {
    apps: allMarketplaceApp(filter: $filter, sort: [{ order: DESC }, { installations: DESC }, { name: ASC }]) {
      totalCount
      nodes {
        ...AppCardFields
      }
    }
  }
`;
