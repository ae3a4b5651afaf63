import { graphql } from 'gatsby';
import styled from 'styled-components';
import { formatDate } from '../../../domain/site/dates';
import { safeHref } from '../../../domain/site/safe-href';
import { PRODUCT_NAMES } from '../../../domain/catalogue/products';
import { ExternalLink } from '../../../ui/external-link';
import { assetUrl } from '../../../ui/asset-url';
import { Badge, Muted, PageTitle, Section } from '../../../ui/primitives';
import { ReviewStars, Stars } from '../../../ui/stars';
import { SERVICE_TYPE_LABELS, type PartnerData } from '../partner-data';
import { usePartnerFollow } from '../use-partner-follow';

export const query = graphql`
  fragment PartnerProfileFields on MarketplacePartner {
    partnerId
    slug
    name
    company
    logo
    shortDescription
    description
    website
    country
    languages
    services
    products
    recommended
    rate
    votes
    reviews
    campaign
    since
  }
`;

const Header = styled.header`
  display: flex;
  gap: 24px;
  align-items: center;
  padding-top: 16px;
  overflow-wrap: anywhere;
  img {
    width: 96px;
    height: 96px;
    border-radius: 20px;
  }
  h1 {
    margin-top: 0;
  }
  .tags {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
    margin-top: 8px;
  }
`;

const Reviews = styled.ul`
  list-style: none;
  padding: 0;
  li {
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    padding: 12px 0;
  }
  p {
    margin: 4px 0;
  }
  .review-meta {
    margin-bottom: 2px;
  }
  /* Long names or unbroken words in a review never widen the page on phones. */
  overflow-wrap: anywhere;
`;

/** A partner's profile, services, rating and reviews (§2 partner detail), followed after hydration. */
export function PartnerProfile({ partner: built }: { partner: PartnerData }) {
  const shown = usePartnerFollow(built);
  const partner = shown.kind === 'listed' ? shown.partner : built;
  return (
    <>
      {shown.kind === 'gone' && (
        <p role="status">This partner is no longer listed in the marketplace. What you see was saved earlier.</p>
      )}
      <Header>
        <img src={assetUrl(partner.logo)} alt="" width={96} height={96} />
        <div>
          <PageTitle>{partner.name}</PageTitle>
          <Muted>
            {partner.company} · {partner.country} · partner since {formatDate(partner.since)}
          </Muted>
          <div>
            <Stars rate={partner.rate} votes={partner.votes} />
          </div>
          <div className="tags">
            {partner.recommended && <Badge $tone="success">Recommended partner</Badge>}
            {partner.products.map((product) => (
              <Badge key={product} $tone="info">
                {PRODUCT_NAMES[product as keyof typeof PRODUCT_NAMES] ?? product}
              </Badge>
            ))}
          </div>
        </div>
      </Header>
      <Section aria-labelledby="partner-about">
        <h2 id="partner-about">About</h2>
        {/* Sanitised at build time (src/build/source-nodes.ts). */}
        <div dangerouslySetInnerHTML={{ __html: partner.description }} />
        <p>
          Languages: {partner.languages.join(', ')}
          {safeHref(partner.website) && (
            <>
              {' · '}
              <ExternalLink href={partner.website}>Website</ExternalLink>
            </>
          )}
        </p>
      </Section>
      <Section aria-labelledby="partner-services">
        <h2 id="partner-services">Services</h2>
        <ul>
          {partner.services.map((service) => (
            <li key={service}>{SERVICE_TYPE_LABELS[service] ?? service}</li>
          ))}
        </ul>
      </Section>
      <Section aria-labelledby="partner-reviews">
        <h2 id="partner-reviews">Reviews</h2>
        {partner.reviews.length === 0 ? (
          <p>No reviews yet.</p>
        ) : (
          <Reviews>
            {partner.reviews.map((review) => (
              <li key={review.id}>
                <p className="review-meta">
                  <strong>{review.name}</strong> · <time dateTime={review.createdAt}>{formatDate(review.createdAt)}</time>
                </p>
                <ReviewStars rate={review.rate} />
                <p>{review.comment}</p>
              </li>
            ))}
          </Reviews>
        )}
      </Section>
    </>
  );
}
