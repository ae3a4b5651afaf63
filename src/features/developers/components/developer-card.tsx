import { graphql, Link } from 'gatsby';
import styled from 'styled-components';
import { developerPath } from '../../../domain/site/paths';
import { assetUrl } from '../../../ui/asset-url';
import type { DeveloperData } from '../developer-data';

export const query = graphql`
  fragment DeveloperCardFields on MarketplaceDeveloper {
    slug
    developerName
    logo
    country
    productsNumber
  }
`;

const Card = styled.article`
  position: relative;
  display: flex;
  gap: 14px;
  align-items: center;
  padding: 16px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 12px;
  img {
    width: 48px;
    height: 48px;
    border-radius: 10px;
  }
  h3 {
    margin: 0;
    font-size: 1rem;
  }
  h3 a {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }
  h3 a::after {
    content: '';
    position: absolute;
    inset: 0;
  }
  &:hover,
  &:focus-within {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.875rem;
  }
`;

export function DeveloperCard({
  developer,
}: {
  developer: Pick<DeveloperData, 'slug' | 'developerName' | 'logo' | 'country' | 'productsNumber'>;
}) {
  return (
    <Card>
      <img src={assetUrl(developer.logo)} alt="" width={48} height={48} loading="lazy" />
      <div>
        <h3>
          <Link to={developerPath(developer.slug)}>{developer.developerName}</Link>
        </h3>
        <p>
          {developer.productsNumber} {developer.productsNumber === 1 ? 'product' : 'products'} · {developer.country}
        </p>
      </div>
    </Card>
  );
}
