import { graphql } from 'gatsby';
import styled from 'styled-components';
import { Card, CardHeading } from './card';
import { productPath } from '../domain/site/paths';
import { PRODUCT_NAMES } from '../domain/catalogue/products';
import { PriceTag } from './price-tag';
import { Badge } from './primitives';
import { Stars } from './stars';
import type { AppCardData } from '../domain/catalogue/app-card-data';
import { ProductActions } from './product-actions';

export const query = graphql`
  fragment AppCardFields on MarketplaceApp {
    slug
    name
    icon
    shortDescription
    categoryName
    isService
    payment
    customProps
    discountActive
    rate
    votes
    installations
    product
    compatibility
    underMaintenance
    company
    appId
    installable
    developerId
    plan
    designation
    widgetId
    placements
  }
`;

const Meta = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px 12px;
  align-items: center;
  font-size: 0.875rem;
  strong {
    font-weight: 700;
  }
`;

export function AppCard({ app }: { app: AppCardData }) {
  return (
    <Card>
      <CardHeading
        icon={app.icon}
        name={app.name}
        href={productPath(app)}
        byline={`${app.isService ? 'Service' : app.categoryName} · by ${app.company}`}
      />
      <p>{app.shortDescription}</p>
      <Meta>
        <PriceTag app={app} />
        <Stars rate={app.rate} votes={app.votes} />
      </Meta>
      <Meta>
        {app.compatibility.map((product) => (
          <Badge key={product} $tone="info">
            {PRODUCT_NAMES[product as keyof typeof PRODUCT_NAMES] ?? product}
          </Badge>
        ))}
        {app.underMaintenance && <Badge $tone="warning">Under maintenance</Badge>}
      </Meta>
      <ProductActions product={app} placement="card" />
    </Card>
  );
}
