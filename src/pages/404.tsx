import { Link } from 'gatsby';
import { ButtonLink, Lead, PageTitle } from '../ui/primitives';
import { Seo } from '../ui/seo';

export default function NotFoundPage() {
  return (
    <>
      <PageTitle>Page not found</PageTitle>
      <Lead>We couldn't find that page. The app may have been renamed or removed from the marketplace.</Lead>
      <ButtonLink as={Link} to="/apps/">
        Browse all apps
      </ButtonLink>{' '}
      <ButtonLink as={Link} to="/" $variant="secondary">
        Go to the home page
      </ButtonLink>
    </>
  );
}

export function Head() {
  return <Seo title="Page not found" description="This page does not exist." path="/404/" noindex />;
}
