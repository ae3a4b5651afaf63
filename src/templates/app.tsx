import { graphql, type HeadProps, type PageProps } from 'gatsby';
import type { AppPageQueryData } from '../features/app-page/app-page-data';
import { ProductPage } from '../features/app-page/components/product-page';
import { ProductSeo } from '../features/app-page/seo';

/** The Reviews section's live ratings and form: the ratings feature's chunk, loaded near the section. */
const loadRatings = () => import(/* webpackChunkName: "ratings" */ '../features/ratings');

export default function AppTemplate({ data }: PageProps<AppPageQueryData>) {
  // Keyed by app: going to another app replaces the page instead of updating it, so no state of
  // the last app (its published change) carries over and a part still waiting to hydrate is
  // dropped rather than updated (React would client-render it and report error #421).
  return <ProductPage key={data.app.slug} data={data} loadRatings={loadRatings} />;
}

export function Head({ data }: HeadProps<AppPageQueryData>) {
  return <ProductSeo app={data.app} />;
}

// "More by this developer": the slugs come in the page context, worked out once in createPages
// (src/build/more-by-developer.ts), so this is a lookup by slug, not a filter over the catalogue.
export const query = graphql`
  query AppPage($slug: String!, $more: [String!]!) {
    app: marketplaceApp(slug: { eq: $slug }) {
      ...AppPageFields
    }
    more: allMarketplaceApp(filter: { slug: { in: $more } }, sort: [{ order: DESC }, { installations: DESC }]) {
      nodes {
        ...AppCardFields
      }
    }
  }
`;
