import { Link } from 'gatsby';
import styled from 'styled-components';
import { developerPath } from '../../../domain/paths';
import { PAYMENT_TYPE_LABELS, paymentTypeOf, priceSummary } from '../../../domain/pricing';
import { LIFECYCLE_LABELS, type Lifecycle } from '../../../domain/lifecycle';
import { PRODUCT_NAMES } from '../../../domain/taxonomy';
import { assetUrl } from '../../../ui/asset-url';
import { Badge, Muted } from '../../../ui/primitives';
import { Stars } from '../../../ui/stars';
import { media } from '../../../ui/theme';
import type { AppPageData } from '../app-page-data';

const Header = styled.header`
  display: grid;
  grid-template-columns: 112px 1fr auto;
  gap: 24px;
  align-items: center;
  padding: 32px 0;
  img { width: 112px; height: 112px; border-radius: 24px; }
  h1 { font-size: 2.25rem; margin: 0 0 4px; }
  p { margin: 4px 0; }
  ${media.tablet} { grid-template-columns: 80px 1fr; img { width: 80px; height: 80px; border-radius: 18px; } }
  ${media.mobile} { h1 { font-size: 1.75rem; } }
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 6px;
  margin-top: 8px;
`;

const PriceBox = styled.div`
  text-align: right;
  strong { display: block; font-size: 1.5rem; }
  ${media.tablet} { grid-column: 1 / -1; text-align: left; }
`;

export function AppHeader({ app }: { app: AppPageData }) {
  const lifecycle = app.lifecycle as Lifecycle;
  return (
    <Header>
      <img src={assetUrl(app.icon)} alt="" width={112} height={112} />
      <div>
        <h1>{app.name}</h1>
        <p>
          <Muted>{app.isService ? 'Service' : app.categoryName} by </Muted>
          {app.developerSlug ? <Link to={developerPath(app.developerSlug)}>{app.company}</Link> : app.company}
        </p>
        <p>{app.shortDescription}</p>
        <Stars rate={app.rate} votes={app.votes} />
        <Badges>
          {app.compatibility.map((product) => (
            <Badge key={product} $tone="info">Works with {PRODUCT_NAMES[product as keyof typeof PRODUCT_NAMES] ?? product}</Badge>
          ))}
          {lifecycle !== 'PUBLISHED' && <Badge $tone="warning">{LIFECYCLE_LABELS[lifecycle]}</Badge>}
          {app.underMaintenance && <Badge $tone="warning">Under maintenance</Badge>}
        </Badges>
      </div>
      <PriceBox>
        <strong>{priceSummary(app.payment)}</strong>
        <Muted>{PAYMENT_TYPE_LABELS[paymentTypeOf(app.payment)]}</Muted>
        {app.trialDays > 0 && <p>{app.trialDays}-day free trial</p>}
      </PriceBox>
    </Header>
  );
}
