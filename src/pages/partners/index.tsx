import { graphql, Link, type PageProps } from 'gatsby';
import type { PartnerCardData } from '../../features/partners/partner-data';
import { PartnerGrid } from '../../features/partners/components/partner-grid';
import { Lead, PageTitle, Section } from '../../ui/primitives';
import { Seo } from '../../ui/seo';
import { ExternalLink } from '../../ui/external-link';

interface PartnersData {
  partners: { totalCount: number; nodes: PartnerCardData[] };
  prospects: { nodes: { expertId: string; name: string; website: string; country: string }[] };
}

export default function PartnersPage({ data }: PageProps<PartnersData>) {
  return (
    <>
      <PageTitle>Partner experts</PageTitle>
      <Lead>
        Agencies that set up, customise and run your chat and help desk. See the{' '}
        <Link to="/partners/recommended/">recommended partners</Link>.
      </Lead>
      <Section aria-labelledby="all-partners">
        <h2 id="all-partners">All partners ({data.partners.totalCount})</h2>
        <PartnerGrid partners={data.partners.nodes} label="Partner experts" />
      </Section>
      {data.prospects.nodes.length > 0 && (
        <Section aria-labelledby="more-experts">
          <h2 id="more-experts">More experts</h2>
          <p>These agencies work with our products but have not claimed a profile yet.</p>
          <ul>
            {data.prospects.nodes.map((prospect) => (
              <li key={prospect.expertId}>
                <ExternalLink href={prospect.website} rel="noopener noreferrer nofollow">
                  {prospect.name}
                </ExternalLink>{' '}
                · {prospect.country}
              </li>
            ))}
          </ul>
        </Section>
      )}
    </>
  );
}

export function Head() {
  return (
    <Seo
      title="Partner experts"
      description="Certified agencies that implement, customise and run your chat and help desk."
      path="/partners/"
    />
  );
}

export const query = graphql`
  query PartnersPage {
    partners: allMarketplacePartner(sort: [{ recommended: DESC }, { rankScore: DESC }, { votes: DESC }, { name: ASC }]) {
      totalCount
      nodes {
        ...PartnerCardFields
      }
    }
    prospects: allMarketplaceProspect(sort: { name: ASC }) {
      nodes {
        expertId
        name
        website
        country
      }
    }
  }
`;
