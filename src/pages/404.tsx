import { Link } from 'gatsby';
import { useEffect, useState } from 'react';
import { PATH_PREFIX } from '../core/config';
import { missingPageKind, NOT_FOUND_MESSAGES, type MissingPageKind } from '../domain/site/not-found';
import { ButtonLink, Lead, PageTitle } from '../ui/primitives';
import { Seo } from '../ui/seo';

export default function NotFoundPage() {
  // The server renders one 404.html for every address: read the address only after hydration.
  const [kind, setKind] = useState<MissingPageKind>('page');
  useEffect(() => {
    setKind(missingPageKind(window.location.pathname, PATH_PREFIX));
  }, []);
  return (
    <>
      <PageTitle>Page not found</PageTitle>
      <Lead>{NOT_FOUND_MESSAGES[kind]}</Lead>
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
