import { graphql, type HeadProps, type PageProps } from 'gatsby';
import type { AppPageQueryData, ProductPageContext } from '../features/app-page/app-page-data';
import { ProductPage } from '../features/app-page/components/product-page';
import { ProductSeo } from '../features/app-page/seo';

export default function AppTemplate({ data, pageContext }: PageProps<Pick<AppPageQueryData, 'app'>, ProductPageContext>) {
  return <ProductPage data={{ app: data.app, more: { nodes: pageContext.more } }} />;
}

export function Head({ data }: HeadProps<Pick<AppPageQueryData, 'app'>>) {
  return <ProductSeo app={data.app} />;
}

// "More by this developer" comes in the page context, worked out once in createPages
// (src/build/more-by-developer.ts): the page query is a single lookup.
export const query = graphql`
  query AppPage($slug: String!) {
    app: marketplaceApp(slug: { eq: $slug }) {
      ...AppPageFields
    }
  }
`;
