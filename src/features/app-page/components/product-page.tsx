import { graphql, Link } from 'gatsby';
import styled from 'styled-components';
import { categoryPath, developerPath } from '../../../domain/paths';
import { AppGrid } from '../../catalog/components/app-grid';
import { Section } from '../../../ui/primitives';
import type { AppPageQueryData } from '../app-page-data';
import { AppHeader } from './app-header';
import { AppSections } from './app-sections';
import { ScreenshotGallery } from './screenshot-gallery';

export const query = graphql`
  fragment AppPageFields on MarketplaceApp {
    appId
    slug
    name
    icon
    isService
    underMaintenance
    shortDescription
    longDescription
    metaDescription
    features
    benefits
    categorySlug
    categoryName
    company
    developerSlug
    compatibility
    languages
    industries
    types
    country
    installations
    publishedAt
    updatedAt
    lifecycle
    plan
    trialDays
    payment
    upgrades
    widgets
    screenshots
    support
    terms
    changelog
    rate
    votes
    ratingSummary
  }
`;

const Crumbs = styled.nav`
  margin-top: 24px;
  font-size: 0.875rem;
  ol { list-style: none; display: flex; flex-wrap: wrap; gap: 6px; margin: 0; padding: 0; }
  li + li::before { content: '/'; margin-right: 6px; color: ${({ theme }) => theme.colors.muted}; }
`;

/** The app and service detail page body (§2). */
export function ProductPage({ data }: { data: AppPageQueryData }) {
  const { app, more } = data;
  return (
    <>
      <Crumbs aria-label="Breadcrumbs">
        <ol>
          <li><Link to="/apps/">Apps</Link></li>
          <li><Link to={categoryPath(app.categorySlug)}>{app.categoryName}</Link></li>
          <li aria-current="page">{app.name}</li>
        </ol>
      </Crumbs>
      <AppHeader app={app} />
      <ScreenshotGallery screenshots={app.screenshots} name={app.name} />
      <AppSections app={app} />
      {more.nodes.length > 0 && (
        <Section id="more-by-developer" aria-labelledby="more-by-developer-title">
          <h2 id="more-by-developer-title">
            More by {app.developerSlug ? <Link to={developerPath(app.developerSlug)}>{app.company}</Link> : app.company}
          </h2>
          <AppGrid apps={more.nodes} label={`More by ${app.company}`} />
        </Section>
      )}
    </>
  );
}
