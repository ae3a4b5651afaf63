import { graphql, Link, type HeadProps, type PageProps } from 'gatsby';
import styled from 'styled-components';
import { partnerCampaignPath, partnerPath } from '../domain/site/paths';
import { PartnerProfile } from '../features/partners/components/partner-profile';
import type { PartnerData } from '../features/partners/partner-data';
import { ButtonLink, Lead } from '../ui/primitives';
import { Seo } from '../ui/seo';

interface CampaignPageData {
  partner: PartnerData & { campaign: NonNullable<PartnerData['campaign']> };
}

const Hero = styled.section`
  margin-top: 32px;
  padding: 40px;
  border-radius: 20px;
  background: linear-gradient(135deg, #eef3ff, #fff4ec);
  h1 {
    font-size: 2.5rem;
  }
  @media (max-width: 640px) {
    padding: 24px;
    h1 {
      font-size: 1.75rem;
    }
  }
`;

/** A partner's campaign landing page: the campaign pitch, then the partner's full profile. */
export default function PartnerCampaignTemplate({ data }: PageProps<CampaignPageData>) {
  const { partner } = data;
  const { campaign } = partner;
  return (
    <>
      <Hero aria-labelledby="campaign-title">
        <h1 id="campaign-title">{campaign.title}</h1>
        <Lead>{campaign.headline}</Lead>
        {/* Sanitised at build time (src/build/source-nodes.ts), as the partner's description is. */}
        <div dangerouslySetInnerHTML={{ __html: campaign.body }} />
        <ButtonLink as={Link} to={partnerPath(partner.slug)}>
          Meet {partner.name}
        </ButtonLink>
      </Hero>
      <PartnerProfile partner={partner} />
    </>
  );
}

export function Head({ data }: HeadProps<CampaignPageData>) {
  const { partner } = data;
  return (
    <Seo
      title={partner.campaign.title}
      description={partner.campaign.headline}
      path={partnerCampaignPath(partner.campaign.slug)}
    />
  );
}

export const query = graphql`
  query PartnerCampaignPage($slug: String!) {
    partner: marketplacePartner(slug: { eq: $slug }) {
      ...PartnerProfileFields
    }
  }
`;
