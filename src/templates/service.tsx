import { graphql, type HeadProps, type PageProps } from 'gatsby';
import type { AppPageQueryData } from '../features/app-page/app-page-data';
import { ProductPage } from '../features/app-page/components/product-page';
import { ProductSeo } from '../features/app-page/seo';

export default function ServiceTemplate({ data }: PageProps<AppPageQueryData>) {
  return <ProductPage data={data} />;
}

export function Head({ data }: HeadProps<AppPageQueryData>) {
  return <ProductSeo app={data.app} />;
}

export const query = graphql`
  query ServicePage($slug: String!, $developerId: String!) {
    app: marketplaceApp(slug: { eq: $slug }) {
      ...AppPageFields
    }
    more: allMarketplaceApp(
      filter: { developerId: { eq: $developerId }, slug: { ne: $slug }, hidden: { eq: false } }
      sort: [{ order: DESC }, { installations: DESC }]
      limit: 4
    ) {
      nodes {
        ...AppCardFields
      }
    }
  }
`;
