import { graphql, type PageProps } from 'gatsby';
import type { AppCardData } from '../domain/catalogue/app-card-data';
import { LandingPage } from '../features/catalog/components/landing-page';
import { Seo } from '../ui/seo';

interface OmnichannelData {
  social: { nodes: AppCardData[] };
  email: { nodes: AppCardData[] };
  helpdesk: { nodes: AppCardData[] };
}

export default function OmnichannelPage({ data }: PageProps<OmnichannelData>) {
  return (
    <>
      <LandingPage
        title="Omnichannel communication"
        intro="Meet customers on social media, email and chat, and answer every message from one place."
        cta={{ to: '/apps/social-media/', label: 'Browse social media apps' }}
        sections={[
          { id: 'omni-social', title: 'Social media and messengers', apps: data.social.nodes },
          { id: 'omni-email', title: 'Email', apps: data.email.nodes },
          { id: 'omni-helpdesk', title: 'Tickets and help desk', apps: data.helpdesk.nodes },
        ]}
      />
    </>
  );
}

export function Head() {
  return (
    <Seo
      title="Omnichannel communication"
      description="Apps that bring social media, email and tickets into your chat."
      path="/omnichannel-communication/"
    />
  );
}

export const query = graphql`
  query OmnichannelPage {
    social: allMarketplaceApp(
      filter: { hidden: { eq: false }, categorySlug: { eq: "social-media" } }
      sort: [{ order: DESC }, { installations: DESC }]
      limit: 9
    ) {
      nodes {
        ...AppCardFields
      }
    }
    email: allMarketplaceApp(
      filter: { hidden: { eq: false }, categorySlug: { eq: "email-marketing" } }
      sort: [{ order: DESC }, { installations: DESC }]
      limit: 6
    ) {
      nodes {
        ...AppCardFields
      }
    }
    helpdesk: allMarketplaceApp(
      filter: { hidden: { eq: false }, categorySlug: { eq: "help-desk" } }
      sort: [{ order: DESC }, { installations: DESC }]
      limit: 6
    ) {
      nodes {
        ...AppCardFields
      }
    }
  }
`;
