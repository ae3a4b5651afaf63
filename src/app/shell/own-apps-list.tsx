import { useMemo } from 'react';
import styled from 'styled-components';
import { groupOwnApps } from '../../domain/catalogue/own-apps';
import { AreaAppCard } from '../../ui/area-app-card';
import { Grid, Lead, PageTitle } from '../../ui/primitives';
import { FailedPanel, LoadingPanel } from './area-panels';
import { SignInPanel, useOwnApps } from './own-app-page';

/** Our wording (the spec words none of it). */
export const OWN_APPS_TEXT = {
  title: 'Your apps',
  lead: 'The apps of your organization that are not in the public marketplace yet: in development, in review and coming soon.',
  empty: 'You have no apps yet',
  emptyLead: 'Apps you create in the Developer Console show here while they are in development, in review and coming soon.',
  failed: "We couldn't load your apps",
  area: 'your apps',
} as const;

const Group = styled.section`
  margin: 0 0 40px;
  h2 {
    font-size: 1.25rem;
    margin: 0 0 16px;
  }
  h2 span {
    color: ${({ theme }) => theme.colors.muted};
    font-weight: 600;
  }
`;

/** No apps yet: said in the list's place, under the page's heading (as a listing's empty result). */
const Empty = styled.section`
  padding: 48px 24px;
  text-align: center;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: 12px;
  h2 {
    font-size: 1.25rem;
    margin: 0 0 8px;
  }
  p {
    margin: 0 auto;
    max-width: 560px;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/**
 * The developer's list of the organization's own apps (the index of /private-apps/, §2): GET
 * /applications and /applications/reviewed grouped by lifecycle (§4), each opening on its page.
 * A visitor is asked to sign in and sees the list on the same URL once signed in.
 */
export function OwnAppsList() {
  const { user, own, loading, reload } = useOwnApps();
  const groups = useMemo(() => groupOwnApps(own.apps, own.reviewed), [own.apps, own.reviewed]);

  if (loading) return <LoadingPanel />;
  if (!user) return <SignInPanel area={OWN_APPS_TEXT.area} />;
  if (own.status === 'rejected') {
    return <FailedPanel title={OWN_APPS_TEXT.failed} detail={own.error} retry={reload} />;
  }
  // In the site layout's own column (its Container), so heading, width and padding line up with
  // the listing pages'; the empty state too, in the list's place.
  return (
    <>
      <PageTitle>{OWN_APPS_TEXT.title}</PageTitle>
      <Lead>{OWN_APPS_TEXT.lead}</Lead>
      {groups.length === 0 && (
        <Empty aria-labelledby="own-apps-empty">
          <h2 id="own-apps-empty">{OWN_APPS_TEXT.empty}</h2>
          <p>{OWN_APPS_TEXT.emptyLead}</p>
        </Empty>
      )}
      {groups.map((group) => (
        <Group key={group.lifecycle} aria-labelledby={`own-apps-${group.lifecycle}`}>
          <h2 id={`own-apps-${group.lifecycle}`}>
            {group.title} <span>({group.apps.length})</span>
          </h2>
          <Grid aria-label={group.title}>
            {group.apps.map((app) => (
              <li key={app.id}>
                <AreaAppCard app={app} />
              </li>
            ))}
          </Grid>
        </Group>
      ))}
    </>
  );
}
