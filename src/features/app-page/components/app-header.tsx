import { Link } from 'gatsby';
import styled from 'styled-components';
import { useAppSelector } from '../../../core/hooks';
import type { RootState } from '../../../core/store';
import type { ApiRatingSummary } from '../../../domain/catalogue/contract';
import { formatDate } from '../../../domain/site/dates';
import { developerPath } from '../../../domain/site/paths';
import { LIFECYCLE_LABELS, type Lifecycle } from '../../../domain/catalogue/lifecycle';
import { PRODUCT_NAMES } from '../../../domain/catalogue/products';
import { assetUrl } from '../../../ui/asset-url';
import { Badge, Muted } from '../../../ui/primitives';
import { Stars } from '../../../ui/stars';
import { media } from '../../../ui/theme';
import { ProductActions } from '../../../ui/product-actions';
import type { AppPageData } from '../app-page-data';

const Header = styled.header`
  display: grid;
  grid-template-columns: 112px 1fr;
  gap: 24px;
  align-items: start;
  padding: 32px 0 24px;
  > img {
    width: 112px;
    height: 112px;
    border-radius: 24px;
  }
  h1 {
    font-size: 2.25rem;
    margin: 0 0 4px;
  }
  p {
    margin: 4px 0;
  }
  .tags {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 8px;
    margin-top: 12px;
  }
  ${media.tablet} {
    grid-template-columns: 72px 1fr;
    gap: 16px;
    > img {
      width: 72px;
      height: 72px;
      border-radius: 16px;
    }
  }
  ${media.mobile} {
    h1 {
      font-size: 1.75rem;
    }
  }
`;

/**
 * The rating the header shows: the summary the ratings feature holds in the store once it has read
 * one (on loading the Reviews section, again after a rating), else the build's. The Reviews section
 * draws the same store entry, so both move together. Read by shape: features import no feature.
 */
export const selectLiveRatingSummary = (state: RootState, appId: string): ApiRatingSummary | null =>
  state.ratings?.summaries[appId] ?? null;

function HeaderStars({ app }: { app: AppPageData }) {
  const live = useAppSelector((state) => selectLiveRatingSummary(state, app.appId));
  if (!live) return <Stars rate={app.rate} votes={app.votes} />;
  return <Stars rate={live.votes > 0 ? live.rate : null} votes={live.votes} />;
}

const serviceTypeLabel = (type: string) => {
  const words = type.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * App or service header: icon, name, developer, rating, dates, tags and the compare toggle (apps
 * only). `unavailable`: hidden or deleted since the build (§4 Loading): a notice takes the actions' place.
 */
export function AppHeader({ app, unavailable = false }: { app: AppPageData; unavailable?: boolean }) {
  const lifecycle = app.lifecycle as Lifecycle;
  const published = formatDate(app.publishedAt);
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
        <HeaderStars app={app} />
        <p>
          <Muted>
            {app.installations > 0 &&
              `${app.installations.toLocaleString('en-US')} ${app.isService ? 'activations' : 'installations'} · `}
            {published && (
              <>
                Published <time dateTime={app.publishedAt ?? undefined}>{published}</time> ·{' '}
              </>
            )}
            Updated <time dateTime={app.updatedAt}>{formatDate(app.updatedAt)}</time>
          </Muted>
        </p>
        <div className="tags">
          {app.compatibility.map((product) => (
            <Badge key={product} $tone="info">
              Works with {PRODUCT_NAMES[product as keyof typeof PRODUCT_NAMES] ?? product}
            </Badge>
          ))}
          {app.isService && app.types.map((type) => <Badge key={type}>{serviceTypeLabel(type)}</Badge>)}
          {lifecycle !== 'PUBLISHED' && LIFECYCLE_LABELS[lifecycle] && (
            <Badge $tone="warning">{LIFECYCLE_LABELS[lifecycle]}</Badge>
          )}
          {app.underMaintenance && <Badge $tone="warning">Under maintenance</Badge>}
          {unavailable ? (
            // The actions' own place (a whole row, at least 36 px high), so nothing below moves.
            <div style={{ width: '100%', minHeight: 36, display: 'flex', alignItems: 'center' }}>
              <Badge $tone="warning" role="status">
                {app.isService ? 'This service is no longer available' : 'This app is no longer available'}
              </Badge>
            </div>
          ) : (
            <ProductActions product={app} placement="page" />
          )}
        </div>
      </div>
    </Header>
  );
}
