import { Link } from 'gatsby';
import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import { publishedReads } from '../../api-client/published-reads';
import type { ApiApplication } from '../../domain/catalogue/contract';
import { NOTIFY_ME_LABEL } from '../../domain/catalogue/coming-soon';
import { comingSoonApps, comingSoonAreaApps } from '../../domain/catalogue/own-apps';
import { AreaAppCard } from '../../ui/area-app-card';
import { Grid, Lead, PageTitle } from '../../ui/primitives';
import { ProductActions } from '../../ui/product-actions';
import { siteConfig } from '../../core/config';
import { AreaPanel } from '../../ui/area-panel';
import { FailedPanel } from './area-panels';

/**
 * The client-only area "apps coming soon" (§2): public apps accepted but not published yet (§4
 * lifecycle, derived from their timestamps), with Notify me (POST /awaiting_apps) in place of Install.
 *
 * Where they come from: GET /applications/published, read in the browser (no sign-in needed, §6),
 * at most every 15000 ms (§9). §7 names no other public list of apps, and §2 makes this area
 * client-only, so the public list is the one that can carry them; the site does not trust the
 * list's name but each app's timestamps, as everywhere (src/domain/catalogue/lifecycle.ts). The build keeps
 * the published apps of the same list and builds no page for these. Should the real list carry
 * published apps only, this area says that no app is coming soon; nothing else changes.
 */

export const COMING_SOON_TEXT = {
  title: 'Apps coming soon',
  lead: `Apps accepted into the marketplace that are about to be published. Press ${NOTIFY_ME_LABEL} and we'll tell you when one is available.`,
  empty: 'No apps are coming soon right now',
  emptyLead: 'Apps accepted into the marketplace show here until they are published.',
  failed: "We couldn't load the apps coming soon",
  failedLead: 'Check your connection and try again.',
  notFound: 'App not found',
  back: 'All apps coming soon',
  browse: 'Browse all apps',
} as const;

type Loaded = { status: 'loading' } | { status: 'loaded'; apps: ApiApplication[] } | { status: 'error' };

/** The coming-soon apps of the public list; `retry` reads it again after a failure. */
export function useComingSoon(): [Loaded, () => void] {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let current = true;
    setLoaded({ status: 'loading' });
    publishedReads.list(siteConfig.apiUrl).then(
      (list) => current && setLoaded({ status: 'loaded', apps: comingSoonApps(list) }),
      () => current && setLoaded({ status: 'error' }),
    );
    return () => {
      current = false;
    };
  }, [attempt]);
  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return [loaded, retry];
}

/**
 * Where the cards go while the list is read: tall enough that the footer stays below the fold, so
 * the cards arriving shift nothing the visitor sees.
 */
const ListLoading = styled.p`
  min-height: 60vh;
  margin: 32px 0 0;
  color: ${({ theme }) => theme.colors.muted};
`;

/**
 * /coming-soon-apps/: every public app coming soon, each with Notify me. The heading and the lead
 * render while the list is read (also in the server's HTML: the largest text paints at once).
 */
export function ComingSoonList() {
  const [loaded, retry] = useComingSoon();
  if (loaded.status === 'error')
    return <FailedPanel title={COMING_SOON_TEXT.failed} detail={COMING_SOON_TEXT.failedLead} retry={retry} />;
  if (loaded.status === 'loaded' && loaded.apps.length === 0) {
    return (
      <AreaPanel aria-labelledby="coming-soon-empty">
        <PageTitle id="coming-soon-empty">{COMING_SOON_TEXT.empty}</PageTitle>
        <Lead>{COMING_SOON_TEXT.emptyLead}</Lead>
        <Link to="/apps/">{COMING_SOON_TEXT.browse}</Link>
      </AreaPanel>
    );
  }
  // The layout's column already gives the page its width and gutters (site-layout.tsx).
  return (
    <>
      <PageTitle>{COMING_SOON_TEXT.title}</PageTitle>
      <Lead>{COMING_SOON_TEXT.lead}</Lead>
      {loaded.status === 'loading' ? (
        <ListLoading aria-busy="true" aria-live="polite">
          Loading…
        </ListLoading>
      ) : (
        <Grid aria-label={COMING_SOON_TEXT.title}>
          {comingSoonAreaApps(loaded.apps).map((app) => (
            <li key={app.id}>
              <AreaAppCard app={app} headingLevel={2}>
                <ProductActions
                  product={{ appId: app.id, slug: app.slug, name: app.name, isService: false, lifecycle: app.lifecycle }}
                  placement="card"
                />
              </AreaAppCard>
            </li>
          ))}
        </Grid>
      )}
    </>
  );
}
