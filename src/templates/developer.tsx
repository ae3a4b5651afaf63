import { graphql, type HeadProps, type PageProps } from 'gatsby';
import styled from 'styled-components';
import { developerPath } from '../domain/site/paths';
import type { AppCardData } from '../domain/catalogue/app-card-data';
import { AppGrid } from '../ui/app-grid';
import type { DeveloperData } from '../features/developers/developer-data';
import { assetUrl } from '../ui/asset-url';
import { Muted, PageTitle, Section } from '../ui/primitives';
import { Seo } from '../ui/seo';
import { ExternalLink } from '../ui/external-link';

interface DeveloperPageData {
  developer: DeveloperData;
  apps: { nodes: AppCardData[] };
  services: { nodes: AppCardData[] };
}

const Profile = styled.header`
  display: flex;
  overflow-wrap: anywhere;
  gap: 24px;
  align-items: center;
  img {
    width: 96px;
    height: 96px;
    border-radius: 20px;
  }
  h1 {
    margin-top: 0;
  }
`;

const About = styled.div`
  max-width: 860px;
  overflow-wrap: anywhere;
`;

export default function DeveloperTemplate({ data }: PageProps<DeveloperPageData>) {
  const { developer, apps, services } = data;
  return (
    <>
      <Section>
        <Profile>
          <img src={assetUrl(developer.logo)} alt="" width={96} height={96} />
          <div>
            <PageTitle>{developer.developerName}</PageTitle>
            <Muted>
              {developer.country} · {developer.productsNumber} {developer.productsNumber === 1 ? 'product' : 'products'} ·{' '}
            </Muted>
            <ExternalLink href={developer.website} omitUnsafe>
              Website
            </ExternalLink>
          </div>
        </Profile>
        {/* Sanitised at build time (src/build/source-nodes.ts). */}
        <About dangerouslySetInnerHTML={{ __html: developer.description }} />
      </Section>
      {apps.nodes.length > 0 && (
        <Section aria-labelledby="developer-apps">
          <h2 id="developer-apps">Apps</h2>
          <AppGrid apps={apps.nodes} label={`Apps by ${developer.developerName}`} />
        </Section>
      )}
      {services.nodes.length > 0 && (
        <Section aria-labelledby="developer-services">
          <h2 id="developer-services">Services</h2>
          <AppGrid apps={services.nodes} label={`Services by ${developer.developerName}`} />
        </Section>
      )}
    </>
  );
}

export function Head({ data }: HeadProps<DeveloperPageData>) {
  const { developer } = data;
  return (
    <Seo
      title={`${developer.developerName} — developer`}
      description={`Apps and services by ${developer.developerName} for your chat and help desk.`}
      path={developerPath(developer.slug)}
      image={assetUrl(developer.logo)}
    />
  );
}

export const query = graphql`
  query DeveloperPage($developerId: String!) {
    developer: marketplaceDeveloper(developerId: { eq: $developerId }) {
      developerId
      slug
      developerName
      description
      website
      email
      logo
      country
      productsNumber
    }
    apps: allMarketplaceApp(
      filter: { developerId: { eq: $developerId }, hidden: { eq: false }, isService: { eq: false } }
      sort: [{ order: DESC }, { installations: DESC }]
    ) {
      nodes {
        ...AppCardFields
      }
    }
    services: allMarketplaceApp(
      filter: { developerId: { eq: $developerId }, hidden: { eq: false }, isService: { eq: true } }
      sort: [{ order: DESC }, { installations: DESC }]
    ) {
      nodes {
        ...AppCardFields
      }
    }
  }
`;
