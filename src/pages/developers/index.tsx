import { graphql, navigate, type PageProps } from 'gatsby';
import { startTransition, useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';
import {
  DEFAULT_DEVELOPER_SORT,
  DEVELOPER_SORT_LABELS,
  DEVELOPER_SORTS,
  parseDeveloperSort,
  sortDevelopers,
  type DeveloperSort,
} from '../../domain/catalogue/developers';
import type { DeveloperData } from '../../features/developers/developer-data';
import { DeveloperCard } from '../../features/developers/components/developer-card';
import { Grid, Lead, PageTitle } from '../../ui/primitives';
import { Seo } from '../../ui/seo';

type DeveloperCardData = Pick<DeveloperData, 'slug' | 'developerName' | 'logo' | 'country' | 'productsNumber'>;

interface DevelopersData {
  developers: { totalCount: number; nodes: DeveloperCardData[] };
}

const Toolbar = styled.div`
  display: flex;
  justify-content: flex-end;
  margin-bottom: 16px;
  select {
    font: inherit;
    min-height: 40px;
    padding: 0 8px;
    border-radius: 8px;
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

export default function DevelopersPage({ data, location }: PageProps<DevelopersData>) {
  // The server renders the default (name) order; the query string's sort applies after hydration.
  // As a transition: an urgent update while the shell's lazy parts are still hydrating would reach
  // their Suspense boundaries and make React drop their server HTML (error #421). With the default
  // sort in the URL nothing changes and nothing re-renders.
  const [sortBy, setSortBy] = useState<DeveloperSort>(DEFAULT_DEVELOPER_SORT);
  useEffect(() => {
    const fromUrl = parseDeveloperSort(location.search);
    startTransition(() => setSortBy(fromUrl));
  }, [location.search]);
  const developers = useMemo(() => sortDevelopers(data.developers.nodes, sortBy), [data.developers.nodes, sortBy]);
  const choose = (next: DeveloperSort) =>
    navigate(next === DEFAULT_DEVELOPER_SORT ? '/developers/' : `/developers/?sortBy=${next}`);

  return (
    <>
      <PageTitle>Developers</PageTitle>
      <Lead>{data.developers.totalCount} companies build apps and services for the marketplace.</Lead>
      <Toolbar>
        <label>
          Sort by{' '}
          <select value={sortBy} onChange={(event) => choose(event.target.value as DeveloperSort)}>
            {DEVELOPER_SORTS.map((option) => (
              <option key={option} value={option}>
                {DEVELOPER_SORT_LABELS[option]}
              </option>
            ))}
          </select>
        </label>
      </Toolbar>
      <Grid aria-label="Developers" $min={260}>
        {developers.map((developer) => (
          <li key={developer.slug}>
            <DeveloperCard developer={developer} />
          </li>
        ))}
      </Grid>
    </>
  );
}

export function Head() {
  return (
    <Seo title="Developers" description="The companies that build apps and services for the marketplace." path="/developers/" />
  );
}

export const query = graphql`
  query DevelopersPage {
    developers: allMarketplaceDeveloper(sort: { developerName: ASC }) {
      totalCount
      nodes {
        ...DeveloperCardFields
      }
    }
  }
`;
