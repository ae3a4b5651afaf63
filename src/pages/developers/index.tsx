import { graphql, type PageProps } from 'gatsby';
import type { DeveloperData } from '../../features/developers/developer-data';
import { DeveloperCard } from '../../features/developers/components/developer-card';
import { Grid, Lead, PageTitle } from '../../ui/primitives';
import { Seo } from '../../ui/seo';
import { SiteLayout } from '../../ui/site-layout';

type DeveloperCardData = Pick<DeveloperData, 'slug' | 'developerName' | 'logo' | 'country' | 'productsNumber'>;

interface DevelopersData {
  developers: { totalCount: number; nodes: DeveloperCardData[] };
}

export default function DevelopersPage({ data }: PageProps<DevelopersData>) {
  return (
    <SiteLayout>
      <PageTitle>Developers</PageTitle>
      <Lead>{data.developers.totalCount} companies build apps and services for the marketplace.</Lead>
      <Grid aria-label="Developers" $min={260}>
        {data.developers.nodes.map((developer) => (
          <li key={developer.slug}><DeveloperCard developer={developer} /></li>
        ))}
      </Grid>
    </SiteLayout>
  );
}

export function Head() {
  return <Seo title="Developers" description="The companies that build apps and services for the marketplace." path="/developers/" />;
}

export const query = graphql`
  query DevelopersPage {
    developers: allMarketplaceDeveloper(sort: { developerName: ASC }) {
      totalCount
      nodes { ...DeveloperCardFields }
    }
  }
`;
