import { graphql, type PageProps } from 'gatsby';
import type { PartnerCardData } from '../../features/partners/partner-data';
import { PartnerGrid } from '../../features/partners/components/partner-grid';
import { Lead, PageTitle } from '../../ui/primitives';
import { Seo } from '../../ui/seo';

interface RecommendedData {
  partners: { nodes: PartnerCardData[] };
}

export default function RecommendedPartnersPage({ data }: PageProps<RecommendedData>) {
  return (
    <>
      <PageTitle>Recommended partners</PageTitle>
      <Lead>Partners our team has worked with and recommends for larger roll-outs.</Lead>
      <PartnerGrid partners={data.partners.nodes} label="Recommended partners" />
    </>
  );
}

export function Head() {
  return (
    <Seo
      title="Recommended partners"
      description="Partner experts our team recommends for implementation and training."
      path="/partners/recommended/"
    />
  );
}

export const query = graphql`
  query RecommendedPartnersPage {
    partners: allMarketplacePartner(
      filter: { recommended: { eq: true } }
      sort: [{ rankScore: DESC }, { votes: DESC }, { name: ASC }]
    ) {
      nodes {
        ...PartnerCardFields
      }
    }
  }
`;
