import { Link } from 'gatsby';
import styled from 'styled-components';
import { COMING_SOON_PATH } from '../../domain/catalogue/own-apps';
import { Lead, PageTitle } from '../../ui/primitives';
import { AreaPanel } from '../../ui/area-panel';
import { FailedPanel, LoadingPanel } from './area-panels';
import { COMING_SOON_TEXT, useComingSoon } from './coming-soon-list';
import { AppArticle, ownAppPageData } from './own-app-page';

// The area's list (coming-soon-list.tsx, also /coming-soon-apps/'s own page) and, here, one app of
// it in the app page's layout, which the list's page does not load.
export { COMING_SOON_TEXT, ComingSoonList } from './coming-soon-list';

// In the layout's column (its width and gutters): a Container of its own doubled the gutters.
const Back = styled.nav`
  padding-top: 24px;
  font-weight: 600;
`;

/** /coming-soon-apps/{slug}: the app page's layout, with Notify me in place of Install. */
export function ComingSoonAppPage({ slug }: { slug: string }) {
  const [loaded, retry] = useComingSoon();
  if (loaded.status === 'loading') return <LoadingPanel />;
  if (loaded.status === 'error')
    return <FailedPanel title={COMING_SOON_TEXT.failed} detail={COMING_SOON_TEXT.failedLead} retry={retry} />;
  const app = loaded.apps.find((candidate) => candidate.slug === slug);
  if (!app) {
    return (
      <AreaPanel role="alert">
        <PageTitle>{COMING_SOON_TEXT.notFound}</PageTitle>
        <Lead>No app coming soon has the address {slug || '/'}.</Lead>
        <Link to={COMING_SOON_PATH}>{COMING_SOON_TEXT.back}</Link>
      </AreaPanel>
    );
  }
  return (
    <>
      <Back aria-label="Breadcrumbs">
        <Link to={COMING_SOON_PATH}>← {COMING_SOON_TEXT.back}</Link>
      </Back>
      <AppArticle data={ownAppPageData(app, { isPrivate: false })} id="coming-soon-app-features" />
    </>
  );
}
