import { graphql, Link } from 'gatsby';
import styled from 'styled-components';
import { Card } from '../../../ui/card';
import { partnerPath } from '../../../domain/site/paths';
import { assetUrl } from '../../../ui/asset-url';
import { Badge } from '../../../ui/primitives';
import { Stars } from '../../../ui/stars';
import { SERVICE_TYPE_LABELS, type PartnerCardData } from '../partner-data';

export const query = graphql`
  fragment PartnerCardFields on MarketplacePartner {
    slug
    name
    logo
    shortDescription
    country
    recommended
    rate
    votes
    services
  }
`;

const PartnerCardShell = styled(Card)`
  header {
    display: flex;
    gap: 12px;
    align-items: center;
  }
  img {
    width: 56px;
    height: 56px;
    border-radius: 12px;
  }
  .tags {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
  }
`;

export function PartnerCard({ partner }: { partner: PartnerCardData }) {
  return (
    <PartnerCardShell>
      <header>
        <img src={assetUrl(partner.logo)} alt="" width={56} height={56} loading="lazy" />
        <div>
          <h3>
            <Link to={partnerPath(partner.slug)}>{partner.name}</Link>
          </h3>
          <small>{partner.country}</small>
        </div>
      </header>
      <p>{partner.shortDescription}</p>
      <Stars rate={partner.rate} votes={partner.votes} />
      <div className="tags">
        {partner.recommended && <Badge $tone="success">Recommended</Badge>}
        {partner.services.slice(0, 3).map((service) => (
          <Badge key={service}>{SERVICE_TYPE_LABELS[service] ?? service}</Badge>
        ))}
      </div>
    </PartnerCardShell>
  );
}
