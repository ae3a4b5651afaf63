import { Link } from 'gatsby';
import { ButtonLink, Lead, PageTitle } from '../ui/primitives';
import { Seo } from '../ui/seo';

export default function ServerErrorPage() {
  return (
    <>
      <PageTitle>Something went wrong</PageTitle>
      <Lead>Our servers had a problem loading this page. Please try again in a moment.</Lead>
      <ButtonLink as={Link} to="/">
        Go to the home page
      </ButtonLink>
    </>
  );
}

export function Head() {
  return <Seo title="Something went wrong" description="The page could not be loaded." path="/500/" noindex />;
}
