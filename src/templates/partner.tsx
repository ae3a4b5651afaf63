import { graphql, Link, type HeadProps, type PageProps } from 'gatsby';
import { partnerCampaignPath, partnerPath } from '../domain/site/paths';
import { PartnerBreadcrumbs } from '../features/partners/components/partner-breadcrumbs';
import { PartnerContactSection } from '../features/partners/components/partner-contact-section';
import { PartnerProfile } from '../features/partners/components/partner-profile';
import type { PartnerData } from '../features/partners/partner-data';
import { assetUrl } from '../ui/asset-url';
import { Seo } from '../ui/seo';

interface PartnerPageData {
  partner: PartnerData;
}

export default function PartnerTemplate({ data }: PageProps<PartnerPageData>) {
  return (
    <>
      <PartnerBreadcrumbs name={data.partner.name} />
      <PartnerProfile partner={data.partner} />
      {/* §2: the partner's expert campaign page, when it runs one. */}
      {data.partner.campaign && (
        <p>
          Campaign: <Link to={partnerCampaignPath(data.partner.campaign.slug)}>{data.partner.campaign.title}</Link>
        </p>
      )}
      <PartnerContactSection partnerId={data.partner.partnerId} />
    </>
  );
}

export function Head({ data }: HeadProps<PartnerPageData>) {
  const { partner } = data;
  return (
    <Seo
      title={`${partner.name} — partner expert`}
      description={partner.shortDescription}
      path={partnerPath(partner.slug)}
      image={assetUrl(partner.logo)}
    />
  );
}

export const query = graphql`
  query PartnerPage($slug: String!) {
    partner: marketplacePartner(slug: { eq: $slug }) {
      ...PartnerProfileFields
    }
  }
`;
