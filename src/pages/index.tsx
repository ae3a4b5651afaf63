import { graphql, Link, type PageProps } from 'gatsby';
import styled from 'styled-components';
import { categoryPath } from '../domain/site/paths';
import { CATEGORIES } from '../domain/catalogue/taxonomy';
import type { AppCardData } from '../domain/catalogue/app-card-data';
import { AppGrid } from '../ui/app-grid';
import { ButtonLink, Lead, Section } from '../ui/primitives';
import { Seo } from '../ui/seo';

interface HomeData {
  featured: { nodes: AppCardData[] };
}

const Hero = styled.section`
  padding: 56px 0 40px;
  h1 {
    font-size: 3rem;
    max-width: 820px;
  }
  @media (max-width: 640px) {
    padding: 32px 0 24px;
    h1 {
      font-size: 2rem;
    }
  }
`;

const Chips = styled.ul`
  list-style: none;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  a {
    display: inline-block;
    padding: 8px 14px;
    border-radius: 999px;
    text-decoration: none;
    font-weight: 600;
    border: 1px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.text};
  }
  a:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

export default function HomePage({ data }: PageProps<HomeData>) {
  return (
    <>
      <Hero>
        <h1>Apps, services and experts for your chat and help desk</h1>
        <Lead>Connect the tools you already use, automate the busywork and find partners who set it all up for you.</Lead>
        <ButtonLink as={Link} to="/apps/">
          Browse all apps
        </ButtonLink>
      </Hero>
      <Section aria-labelledby="featured-title">
        <h2 id="featured-title">Featured apps</h2>
        <AppGrid apps={data.featured.nodes} label="Featured apps" />
      </Section>
      <Section aria-labelledby="categories-title">
        <h2 id="categories-title">Browse by category</h2>
        <Chips>
          {CATEGORIES.map((category) => (
            <li key={category.slug}>
              <Link to={categoryPath(category.slug)}>{category.label}</Link>
            </li>
          ))}
        </Chips>
      </Section>
    </>
  );
}

export function Head() {
  return (
    <Seo
      title="Marketplace"
      description="Find, compare and install apps, services and partner experts for your live chat and help desk."
      path="/"
    />
  );
}

// Featured: apps carrying a featured tag, by custom order; limited to 6 (§2, §9 HOME_FEATURED_APPS):
// the home's only app cards, so the page shows six apps, as §2 says.
export const query = graphql`
  query HomePage {
    featured: allMarketplaceApp(
      filter: { hidden: { eq: false }, featuredTag: { ne: null } }
      sort: [{ order: DESC }, { installations: DESC }]
      limit: 6
    ) {
      nodes {
        ...AppCardFields
      }
    }
  }
`;
