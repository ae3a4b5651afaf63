import { graphql, type PageProps } from 'gatsby';
import type { AppCardData } from '../domain/catalogue/app-card-data';
import { LandingPage } from '../features/catalog/components/landing-page';
import { Seo } from '../ui/seo';

interface DealsData {
  deals: { nodes: AppCardData[] };
  trials: { nodes: AppCardData[] };
}

export default function SaasDealsPage({ data }: PageProps<DealsData>) {
  return (
    <>
      <LandingPage
        title="SaaS deals"
        intro="Time-limited discounts and long free trials on apps that grow your chat and help desk."
        cta={{ to: '/apps/', label: 'See all apps' }}
        sections={[
          { id: 'deals-discounts', title: 'Discounted right now', apps: data.deals.nodes },
          { id: 'deals-trials', title: 'Try free for 30 days', apps: data.trials.nodes },
        ]}
      />
    </>
  );
}

export function Head() {
  return (
    <Seo title="SaaS deals" description="Time-limited discounts and long free trials on marketplace apps." path="/saas-deals/" />
  );
}

export const query = graphql`
  query SaasDealsPage {
    deals: allMarketplaceApp(
      filter: { hidden: { eq: false }, discountActive: { eq: true } }
      sort: [{ order: DESC }, { installations: DESC }]
    ) {
      nodes {
        ...AppCardFields
      }
    }
    trials: allMarketplaceApp(
      filter: { hidden: { eq: false }, trialDays: { gte: 30 } }
      sort: [{ order: DESC }, { installations: DESC }]
      limit: 9
    ) {
      nodes {
        ...AppCardFields
      }
    }
  }
`;
