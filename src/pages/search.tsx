import type { PageProps } from 'gatsby';
import { SearchPage } from '../features/search/components/search-page';
import { Lead, PageTitle } from '../ui/primitives';
import { Seo } from '../ui/seo';

/** The search page (§2): one query (in the URL, `?q=`), two result sections (apps, partners). */
export default function SearchRoute({ location }: PageProps) {
  return (
    <>
      <PageTitle>Search</PageTitle>
      <Lead>Find apps, services and partner experts.</Lead>
      <SearchPage location={location} />
    </>
  );
}

export function Head() {
  return (
    // The index's preload is at the start of the head (gatsby-ssr.tsx), where the browser finds it soonest.
    <Seo title="Search" description="Search apps, services and partner experts." path="/search/" />
  );
}
