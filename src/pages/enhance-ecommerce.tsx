import { graphql, type PageProps } from 'gatsby';
import type { AppCardData } from '../domain/catalogue/app-card-data';
import { LandingPage } from '../features/catalog/components/landing-page';
import { Seo } from '../ui/seo';

interface EcommerceData {
  stores: { nodes: AppCardData[] };
  leads: { nodes: AppCardData[] };
}

export default function EnhanceEcommercePage({ data }: PageProps<EcommerceData>) {
  return (
    <>
      <LandingPage
        title="Enhance ecommerce"
        intro="Turn conversations into orders: show products in chat, recover carts and follow up automatically."
        cta={{ to: '/apps/e-commerce/', label: 'Browse ecommerce apps' }}
        sections={[
          { id: 'ecom-stores', title: 'Store integrations', apps: data.stores.nodes },
          { id: 'ecom-leads', title: 'Capture and convert leads', apps: data.leads.nodes },
        ]}
      />
    </>
  );
}

export function Head() {
  return (
    <Seo
      title="Enhance ecommerce"
      description="Store integrations and lead tools that turn chats into orders."
      path="/enhance-ecommerce/"
    />
  );
}

export const query = graphql`
  query EnhanceEcommercePage {
    stores: allMarketplaceApp(
      filter: { hidden: { eq: false }, categorySlug: { eq: "e-commerce" } }
      sort: [{ order: DESC }, { installations: DESC }]
      limit: 12
    ) {
      nodes {
        ...AppCardFields
      }
    }
    leads: allMarketplaceApp(
      filter: { hidden: { eq: false }, categorySlug: { eq: "lead-generation" } }
      sort: [{ order: DESC }, { installations: DESC }]
      limit: 6
    ) {
      nodes {
        ...AppCardFields
      }
    }
  }
`;
